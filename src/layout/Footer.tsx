/**
 * The footer linking the privacy notice and the terms (spec section 2), on the sign-in pages and in
 * the app. No react-admin: the sign-in pages load it too, so the texts come straight from the file.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { legalMessages } from '../i18n/messages/legal.ts';
import { inLanguage } from '../i18n/texts.ts';

export function Footer({ language, tone = 'light' }: { language: string; tone?: 'light' | 'dark' }) {
  const texts = inLanguage(legalMessages.caudal.legal, language === 'en' ? 'en' : 'es');
  const colour = tone === 'dark' ? 'rgba(255,255,255,0.8)' : 'text.secondary';
  return (
    <Box component="footer" data-testid="legal-footer" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center', alignItems: 'center', py: 1.5, px: 2 }}>
      <Link href="/aviso-de-privacidad" variant="caption" sx={{ color: colour }}>{texts.privacy}</Link>
      <Link href="/terminos-y-condiciones" variant="caption" sx={{ color: colour }}>{texts.terms}</Link>
      <Typography variant="caption" sx={{ color: colour }}>{texts.rights.replace('%{year}', String(new Date().getFullYear()))}</Typography>
    </Box>
  );
}
