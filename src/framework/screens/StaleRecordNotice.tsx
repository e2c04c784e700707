/**
 * Inside an edit form, after a save answered that the record changed meanwhile (docs/decisions/100):
 * says so and offers "Recargar". Reloading fetches the record again through the edit controller, so
 * the form's record (and the version the next save sends) is the current one; the form resets to it
 * keeping its dirty fields (EntityEditForm's resetOptions), so nothing the person typed is lost.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Button, CircularProgress } from '@mui/material';
import { useEditContext, useNotify, useTranslate } from 'react-admin';

export type Staleness = 'current' | 'stale' | 'reloaded';

export function StaleRecordNotice({ staleness, onReloaded }: { staleness: Staleness; onReloaded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch } = useEditContext();
  const [busy, setBusy] = useState(false);
  const reloadButton = useRef<HTMLButtonElement>(null);
  // Save is at the foot of a long form: bring the notice into view and its action under the keyboard.
  useEffect(() => {
    if (staleness !== 'stale') return;
    reloadButton.current?.scrollIntoView({ block: 'nearest' });
    reloadButton.current?.focus();
  }, [staleness]);
  if (staleness === 'current') return null;
  if (staleness === 'reloaded') {
    return (
      <Alert severity="info" role="status" sx={{ width: '100%', mb: 1 }} data-testid="stale-record-reloaded">
        {translate('caudal.staleRecord.reloaded')}
      </Alert>
    );
  }

  const reload = async () => {
    setBusy(true);
    const result = await refetch();
    setBusy(false);
    if (result.isError) notify('caudal.staleRecord.reloadFailed', { type: 'error' });
    else onReloaded();
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ width: '100%', mb: 1 }}
      data-testid="stale-record"
      action={
        <Button ref={reloadButton} color="inherit" size="small" variant="outlined" onClick={() => void reload()} disabled={busy} startIcon={busy ? <CircularProgress size={14} color="inherit" /> : undefined}>
          {translate('caudal.staleRecord.reload')}
        </Button>
      }
    >
      <AlertTitle>{translate('caudal.staleRecord.title')}</AlertTitle>
      {translate('caudal.staleRecord.body')}
    </Alert>
  );
}
