/**
 * The charges screen's update-charge action (spec section 7): PUT loan_detail/{id} {status_id} (and the
 * version the list read, docs/decisions/100), then
 * "Cargo actualizado con éxito" (or "Hubo un error al actualizar el cargo") and the list refreshes.
 */
import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useDataProvider, useGetList, useRefresh, useTranslate } from 'react-admin';
import type { RaRecord } from 'ra-core';
import { versionRead, type CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { reloadedOrError } from '../../framework/feedback/stale-detail.ts';
import { staleWriteVersion } from '../../framework/http/api-error.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDate, formatMoney } from '../../framework/format.ts';
import { useCatalogueWord } from '../../framework/screens/use-catalogue-word.ts';
import { notifyLoansChanged } from './loan-api.ts';

export function UpdateChargeDialog({ record, onClose }: { record: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const { data: statuses } = useGetList('status', { pagination: { page: 1, perPage: 9999 }, sort: { field: 'id', order: 'ASC' } });
  const [statusId, setStatusId] = useState<number>(record.status_id);
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`caudal.loans.charge.${key}`);
  const word = useCatalogueWord();

  const save = async () => {
    setBusy(true);
    try {
      await dataProvider.call('PUT', `loan_detail/${record.id}`, { status_id: statusId, ...versionRead(record) }, { formShowsStaleWrite: true });
      toast.success(TOAST.chargeUpdated);
      onClose();
      refresh();
      notifyLoansChanged();
    } catch (error) {
      toast.error(TOAST.chargeUpdateError, reloadedOrError(translate, error));
      // The charge changed since the list was read: show it as it is now, to decide again.
      if (staleWriteVersion(error) !== undefined) {
        onClose();
        refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="update-charge-title">
      <DialogTitle id="update-charge-title">
        {t('title')} · {formatDate(record.expiration_doc)} · {formatMoney(record.amount)}
      </DialogTitle>
      <DialogContent>
        <TextField select fullWidth label={t('status')} value={statuses ? statusId : ''} onChange={(e) => setStatusId(Number(e.target.value))} sx={{ mt: 1 }}>
          {(statuses ?? []).map((status) => (
            <MenuItem key={status.id} value={status.id}>
              {word('status', status.id, 'name', status.name)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy || statusId === record.status_id} onClick={() => void save()} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
