/** Caudal's look: a deep sea blue with a warm accent, on react-admin's default theme. */
import type { Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const caudalTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0b4f6c' },
    secondary: { main: '#0b3d5c' },
    background: { default: '#f4f6f8' },
    // MUI's orange (#ed6c02) gives white text 3.2:1; this one 5.2:1 (WCAG AA), e.g. the "Cobro generado" chip.
    warning: { main: '#b35000' },
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    // MUI's unselected toggle (action.active, 54 % black) falls short of 4.5:1 on the grey pages.
    MuiToggleButton: { styleOverrides: { root: { color: 'rgba(0, 0, 0, 0.7)' } } },
    // A menu the person just opened sits above the toasts (MUI puts popovers below them): the language
    // menu opens under the app bar's right end, where the toasts stack, and was hidden behind them.
    MuiPopover: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ zIndex: theme.zIndex.snackbar + 1 }) } },
  },
  typography: { ...defaultTheme.typography, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
};
