/** The constants screen's hint above the list (resources/forwards.ts); apart from its form, which loads when opened. */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a saved value does, and how to read the instruments' values (above the list). */
export function ConstantsHint() {
  const translate = useTranslate();
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
      {translate('caudal.forwards.constants.hint')}
    </Typography>
  );
}
