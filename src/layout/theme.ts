/** Caudal's look: a deep sea blue with a warm accent, on react-admin's default theme. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const caudalTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0b4f6c' },
    secondary: { main: '#0b3d5c' },
    background: { default: '#f4f6f8' },
  },
  shape: { borderRadius: 8 },
  typography: { ...defaultTheme.typography, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
};
