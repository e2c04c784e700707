/**
 * A tax certificate's row action dialogs (/inversiones/constancias): cancel it with the SAT motive 02 or
 * 03, or issue a corrected one. Loaded when first opened (retentions-screen.tsx).
 */
import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { RETENTIONS_PREFIX as PREFIX } from './retention-prefix.ts';

export function RetentionActionDialog({ record, kind, onClose }: { record: RaRecord; kind: 'cancel' | 'correct'; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [motive, setMotive] = useState('02');
  const [busy, setBusy] = useState(false);
  const t = (key: string, params?: Record<string, unknown>) => translate(`${PREFIX}.${key}`, params);
  const titleId = `retention-${kind}-title`;

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.call<{ in_process?: boolean }>('POST', `retention_certificates/${record.id}/${kind}`, kind === 'cancel' ? { motive } : {});
      if (answer.in_process) toast.info(`${PREFIX}.pending`);
      else toast.success(`${PREFIX}.${kind === 'cancel' ? 'cancelled' : 'corrected'}`);
      onClose();
      refresh();
    } catch (error) {
      toast.error(`${PREFIX}.error`, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(kind === 'cancel' ? 'cancelTitle' : 'correctTitle', { folio: record.folio })}</DialogTitle>
      <DialogContent>
        {kind === 'cancel' ? (
          <TextField select fullWidth label={t('motive')} value={motive} onChange={(e) => setMotive(e.target.value)} sx={{ mt: 1 }}>
            {(['02', '03'] as const).map((code) => (
              <MenuItem key={code} value={code}>
                {t(`motives.${code}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography variant="body2">{t('correctText')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" color={kind === 'cancel' ? 'error' : 'primary'} onClick={confirm} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
