/** The sign-in pages' theme: the admin theme's colours (src/layout/theme.ts) without loading react-admin. */
import { createTheme } from '@mui/material/styles';
import { BRAND_COLOURS } from '../layout/brand-colours.ts';

export { BRAND_COLOURS };

export const authTheme = createTheme({
  palette: {
    primary: { main: BRAND_COLOURS.primary },
    secondary: { main: BRAND_COLOURS.deep },
    background: { default: BRAND_COLOURS.background },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  },
});
