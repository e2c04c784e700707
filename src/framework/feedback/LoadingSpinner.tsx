/**
 * MUI's spinner with an accessible name ("Cargando" / "Loading"): a progressbar without one is a
 * serious axe violation (WCAG 4.1.2), and screen readers would announce nothing while data loads.
 */
import CircularProgress, { type CircularProgressProps } from '@mui/material/CircularProgress';
import { useTranslate } from 'ra-core';

export function LoadingSpinner(props: CircularProgressProps) {
  const translate = useTranslate();
  return <CircularProgress aria-label={translate('ra.page.loading')} {...props} />;
}
