/** Recording that a scheduled payment was made (POST payments {investment_detail_id, paid_at}). */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { DayField } from '../../framework/screens/DayInput.tsx';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { RaRecord } from 'ra-core';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { businessDate, formatDate, todayInMexicoCity } from '../../framework/format.ts';

export function PayDialog({ record, onClose }: { record: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [paidAt, setPaidAt] = useState<string>(todayInMexicoCity());
  const [saving, setSaving] = useState(false);

  async function pay() {
    setSaving(true);
    try {
      await dataProvider.call('POST', 'payments', { investment_detail_id: record.id, paid_at: paidAt }, { silent: true });
      toast.success(TOAST.created);
      onClose();
      refresh();
    } catch (error) {
      toast.error(TOAST.createError, error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="pay-title">
      <DialogTitle id="pay-title">{translate('caudal.investments.pay.title', { date: formatDate(businessDate(String(record.date_payment))) })}</DialogTitle>
      <DialogContent>
        <DayField fullWidth size="medium" label={translate('caudal.investments.pay.paidAt')} value={paidAt} onChange={setPaidAt} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void pay()} disabled={!paidAt || saving}>
          {translate('caudal.investments.pay.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
