/**
 * The privacy notice and the terms (spec section 2), readable signed out: a route outside the
 * layout and its guard (src/App.tsx), in the chosen language, with the footer linking both.
 */
import { Box, Button, Container, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useLocaleState, useTranslate } from 'react-admin';
import { Footer } from '../../layout/Footer.tsx';
import type { LegalDocument } from './legal-types.ts';
import { privacyNotice } from './privacy-notice.ts';
import { terms } from './terms.ts';

type Language = 'es' | 'en';

function LegalPage({ texts }: { texts: Record<Language, LegalDocument> }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const language: Language = locale === 'en' ? 'en' : 'es';
  const text = texts[language];
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
      <Container maxWidth="md" sx={{ flexGrow: 1, py: { xs: 2, md: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Button href="/" startIcon={<ArrowBackIcon />}>{translate('caudal.legal.back')}</Button>
          <ToggleButtonGroup size="small" exclusive value={language} onChange={(_, next: Language | null) => next && setLocale(next)}>
            {(['es', 'en'] as const).map((code) => (
              <ToggleButton key={code} value={code} lang={code}>{code.toUpperCase()}</ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <Paper component="article" sx={{ p: { xs: 2, md: 4 } }} lang={language}>
          <Typography component="h1" variant="h4" gutterBottom sx={{ fontWeight: 700 }}>{text.title}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>{text.updated}</Typography>
          <Typography sx={{ mb: 2 }}>{text.intro}</Typography>
          {text.sections.map((section) => (
            <Box component="section" key={section.heading} sx={{ mb: 2 }}>
              <Typography component="h2" variant="h6" gutterBottom>{section.heading}</Typography>
              {section.paragraphs.map((paragraph) => (
                <Typography key={paragraph.slice(0, 40)} sx={{ mb: 1 }}>{paragraph}</Typography>
              ))}
            </Box>
          ))}
        </Paper>
      </Container>
      <Footer language={language} />
    </Box>
  );
}

export const PRIVACY_PATH = '/aviso-de-privacidad';
export const TERMS_PATH = '/terminos-y-condiciones';

export const PrivacyNoticePage = () => <LegalPage texts={privacyNotice} />;
export const TermsPage = () => <LegalPage texts={terms} />;
