/**
 * Every progress bar and spinner inside the layout, react-admin's own included (the bar a list cell
 * shows while a referenced name loads), is named "Cargando" / "Loading" in the person's language: an
 * unnamed progressbar is a serious axe violation (WCAG 4.1.2). A theme default, because those
 * components are react-admin's and take no label from us.
 */
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

export function NamedProgress({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const theme = useMemo(
    () => (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiLinearProgress: { ...outer.components?.MuiLinearProgress, defaultProps: { ...outer.components?.MuiLinearProgress?.defaultProps, 'aria-label': label } },
        MuiCircularProgress: { ...outer.components?.MuiCircularProgress, defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label } },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
