/**
 * "Cancelar" an issued invoice: POST invoices/{id}/cancel {motive, substitution?} with SAT's motives
 * (01 needs the UUID of the CFDI that replaces it). A PAC may answer "pending" (the receiver must
 * accept), which the toast says.
 */
import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { CANCELLATION_MOTIVES } from '../../../schemas/invoice.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import type { InvoiceForAction } from './InvoicePaymentDialog.tsx';
import { notifyLoansChanged } from './loan-api.ts';

const PREFIX = 'caudal.loans.invoiceCancel';

export function InvoiceCancelDialog({ invoice, onClose }: { invoice: InvoiceForAction; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [motive, setMotive] = useState<string>('02');
  const [substitution, setSubstitution] = useState('');
  const [busy, setBusy] = useState(false);
  const t = (key: string, params?: Record<string, unknown>) => translate(`${PREFIX}.${key}`, params);

  const save = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.call<{ status: string }>('POST', `invoices/${invoice.id}/cancel`, { motive, ...(motive === '01' ? { substitution: substitution.trim() } : {}) });
      if (answer.status === 'cancellation_pending') toast.info(`${PREFIX}.pending`);
      else toast.success(`${PREFIX}.done`);
      onClose();
      notifyLoansChanged();
    } catch (error) {
      toast.error(`${PREFIX}.error`, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="invoice-cancel-title">
      <DialogTitle id="invoice-cancel-title">{t('title', { folio: `${invoice.serie}-${invoice.folio}` })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField select label={t('motive')} value={motive} onChange={(e) => setMotive(e.target.value)}>
            {CANCELLATION_MOTIVES.map((code) => (
              <MenuItem key={code} value={code}>
                {translate(`resources.invoices.options.cancellation_motive.${code}`)}
              </MenuItem>
            ))}
          </TextField>
          {motive === '01' && <TextField label={t('substitution')} value={substitution} onChange={(e) => setSubstitution(e.target.value)} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy || (motive === '01' && !substitution.trim())} onClick={() => void save()} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
