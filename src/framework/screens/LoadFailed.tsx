/**
 * In place of a screen's data when it could not be loaded: the spec's headline ("Hubo un error al obtener
 * los datos.") with the catalogue's words for the answer, and a button that asks again. Without it a
 * failed load left a spinner for good.
 */
import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TOAST } from '../feedback/messages.ts';
import { errorDetail } from '../feedback/use-toast.ts';

export function LoadFailed({ error, onRetry, busy = false }: { error: unknown; onRetry: () => void; busy?: boolean }) {
  const translate = useTranslate();
  const detail = errorDetail(translate, error, 'notice');
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" disabled={busy} onClick={onRetry}>
          {translate('caudal.loadFailed.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate(TOAST.dataLoadError)}</AlertTitle>
      {detail}
    </Alert>
  );
}
