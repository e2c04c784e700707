/**
 * The frame of every sign-in page: a centred card on the brand's deep blue, the name "Caudal", the
 * page's title, and the language switch. Fits a 375 px phone and a desktop alike.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BRAND_COLOURS } from '../auth-theme.ts';
import type { LanguageCode } from '../session-storage.ts';
import { useAuthPage } from './auth-context.ts';
import { Footer } from '../../layout/Footer.tsx';

function BrandMark() {
  // A stylised current ("caudal" is the flow of a river): three waves in a rounded square.
  return (
    <Box component="svg" viewBox="0 0 40 40" aria-hidden sx={{ width: 44, height: 44, flexShrink: 0 }}>
      <rect width="40" height="40" rx="10" fill={BRAND_COLOURS.primary} />
      {[13, 20, 27].map((y, i) => (
        <path key={y} d={`M8 ${y} q6 -5 12 0 t12 0`} fill="none" stroke={i === 1 ? BRAND_COLOURS.accent : '#fff'} strokeWidth="2.6" strokeLinecap="round" />
      ))}
    </Box>
  );
}

export function LanguageSwitch() {
  const { language, setLanguage, translate } = useAuthPage();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={language}
      aria-label={translate('caudal.auth.language')}
      onChange={(_, next: LanguageCode | null) => next && setLanguage(next)}
    >
      {(['es', 'en'] as const).map((code) => (
        <ToggleButton key={code} value={code} lang={code} aria-label={`${code.toUpperCase()}, ${translate(`caudal.auth.languages.${code}`)}`} sx={{ px: 1.25, py: 0.25, fontWeight: 600 }}>
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const { translate, language } = useAuthPage();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        background: `radial-gradient(circle at 20% 0%, ${BRAND_COLOURS.primary} 0%, ${BRAND_COLOURS.deep} 55%, #072a40 100%)`,
      }}
    >
      <Card elevation={8} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
          <BrandMark />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography component="p" variant="h5" sx={{ fontWeight: 800, letterSpacing: 0.3, color: BRAND_COLOURS.deep, lineHeight: 1.1 }}>
              {translate('caudal.auth.brand')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.3 }}>
              {translate('caudal.auth.tagline')}
            </Typography>
          </Box>
          <LanguageSwitch />
        </Box>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </Card>
      <Box sx={{ mt: 2 }}>
        <Footer language={language} tone="dark" />
      </Box>
    </Box>
  );
}
