/**
 * The loans list's own row actions (spec sections 4 and 7): close a loan with its payment date
 * (PATCH loan/{id}/close) and send it to recalculate (POST loan/recalculate, "Préstamo enviado a
 * recalcular", then the list refreshes). Both refresh the list and the portfolio figures.
 */
import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { DayField } from '../../framework/screens/DayInput.tsx';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { RaRecord } from 'ra-core';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { todayInMexicoCity } from '../../framework/format.ts';
import { fieldMessages } from '../../framework/data-provider/react-admin-errors.ts';
import { notifyLoansChanged } from './loan-api.ts';

interface Props {
  record: RaRecord;
  onClose: () => void;
}

/** `shownFields`: the fields the dialog shows a message under. */
function useLoanAction(onClose: () => void, shownFields: readonly string[]) {
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async (method: 'PATCH' | 'POST', path: string, body: unknown, success: string, failure: string) => {
    setBusy(true);
    setErrors({});
    try {
      // Silent: a refusal is said once, by this dialog, not also by the Oops dialog.
      await dataProvider.call(method, path, body, { silent: true });
      toast.success(success);
      onClose();
      refresh();
      notifyLoansChanged();
    } catch (error) {
      const byField = fieldMessages(error);
      setErrors(byField);
      // A refused field shows its message under the field; a toast is for what no field explains.
      const unexplained = Object.keys(byField).filter((field) => !shownFields.includes(field));
      if (Object.keys(byField).length === 0 || unexplained.length > 0) toast.error(failure, error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, run };
}

function Actions({ busy, confirm, onClose, onConfirm }: { busy: boolean; confirm: string; onClose: () => void; onConfirm: () => void }) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      <Button variant="contained" disabled={busy} onClick={onConfirm} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
        {confirm}
      </Button>
    </DialogActions>
  );
}

export function CloseLoanDialog({ record, onClose }: Props) {
  const translate = useTranslate();
  const [date, setDate] = useState<string>(todayInMexicoCity());
  const { busy, errors, run } = useLoanAction(onClose, ['date_payment']);
  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.loans.close.${key}`, params);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="close-loan-title">
      <DialogTitle id="close-loan-title">{t('title', { folio: record.intelisis_id })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('text')}</DialogContentText>
        <DayField fullWidth size="medium" label={t('date')} value={date} onChange={setDate} error={!!errors.date_payment} helperText={errors.date_payment} slotProps={{ htmlInput: { 'data-testid': 'close-date' } }} />
      </DialogContent>
      <Actions busy={busy} confirm={t('confirm')} onClose={onClose} onConfirm={() => void run('PATCH', `loan/${record.id}/close`, { date_payment: date, version: record.version }, TOAST.updated, TOAST.updateError)} />
    </Dialog>
  );
}

export function RecalculateLoanDialog({ record, onClose }: Props) {
  const translate = useTranslate();
  const [terms, setTerms] = useState({ interests: String(record.interests ?? ''), days: String(record.days ?? ''), expiration: String(record.expiration ?? '') });
  const { busy, errors, run } = useLoanAction(onClose, ['interests', 'days', 'expiration']);
  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.loans.recalculate.${key}`, params);
  const label = (field: string) => translate(`resources.loan.fields.${field}`);
  const input = (field: keyof typeof terms, type = 'text') => (
    <TextField
      type={type}
      label={label(field)}
      value={terms[field]}
      onChange={(e) => setTerms({ ...terms, [field]: e.target.value })}
      error={!!errors[field]}
      helperText={errors[field]}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: type === 'text' ? { inputMode: 'decimal' } : undefined }}
      fullWidth
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="recalculate-loan-title">
      <DialogTitle id="recalculate-loan-title">{t('title', { folio: record.intelisis_id })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('text')}</DialogContentText>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {input('interests')}
          {input('days')}
          {input('expiration', 'date')}
        </Stack>
      </DialogContent>
      <Actions busy={busy} confirm={t('confirm')} onClose={onClose} onConfirm={() => void run('POST', 'loan/recalculate', { id: record.id, ...terms, version: record.version }, TOAST.loanSentToRecalculate, TOAST.recalculateError)} />
    </Dialog>
  );
}
