/** Above the concluded hedges: how to read a profit's sign (what the client receives, or pays). */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function ProfitHint() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="profit-hint">
      {translate('caudal.forwards.closed.profitHint')}
    </Typography>
  );
}
