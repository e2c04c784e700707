/** "Última actualización": the time of the last list load, refreshed even when the load fails (spec section 8). */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLastUpdate } from '../data-provider/last-update.ts';
import { formatDateTime } from '../format.ts';

export function LastUpdate({ resource }: { resource: string }) {
  const translate = useTranslate();
  const at = useLastUpdate(resource);
  if (!at) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 1, display: 'block' }} data-testid="last-update">
      {translate('caudal.list.lastUpdate', { time: formatDateTime(at) })}
    </Typography>
  );
}
