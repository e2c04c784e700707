/**
 * Concluding an investment (spec section 4): its payment dates, each available or not available
 * (available = scheduled and not yet paid); the chosen one goes to PATCH investment/{id}/close.
 */
import { useEffect, useState } from 'react';
import { Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { RaRecord } from 'ra-core';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDate, type BusinessDate } from '../../framework/format.ts';

interface ClosingDate {
  detail_id: number;
  date_payment: BusinessDate;
  paid_at: BusinessDate | null;
  available: boolean;
}

export function CloseInvestmentDialog({ record, onClose }: { record: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [dates, setDates] = useState<ClosingDate[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    dataProvider
      .call<{ dates: ClosingDate[] }>('GET', `investment/${record.id}`, undefined, { silent: true })
      .then((answer) => setDates(answer.dates))
      .catch((error: unknown) => {
        setDates([]);
        toast.error(TOAST.dataLoadError, error);
      });
  }, [dataProvider, toast, record.id]);

  async function conclude() {
    setSaving(true);
    try {
      await dataProvider.call('PATCH', `investment/${record.id}/close`, { date_payment: chosen }, { silent: true });
      toast.success(TOAST.updated);
      onClose();
      refresh();
    } catch (error) {
      toast.error(TOAST.updateError, error);
    } finally {
      setSaving(false);
    }
  }

  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.investments.close.${key}`, params);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="close-investment-title">
      <DialogTitle id="close-investment-title">{t('title', { key: record.key })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('text')}</DialogContentText>
        {dates === null ? (
          <CircularProgress size={24} />
        ) : dates.length === 0 ? (
          <Typography color="text.secondary">{t('none')}</Typography>
        ) : (
          <RadioGroup value={chosen} onChange={(e) => setChosen(e.target.value)} aria-label={t('title', { key: record.key })}>
            {dates.map((date) => (
              <FormControlLabel
                key={date.detail_id}
                value={date.date_payment}
                disabled={!date.available}
                control={<Radio size="small" />}
                label={
                  <>
                    {formatDate(date.date_payment)}{' '}
                    <Chip size="small" sx={{ ml: 1 }} color={date.available ? 'success' : 'default'} label={date.available ? t('available') : `${t('unavailable')} (${date.paid_at ? t('paidOn', { date: formatDate(date.paid_at) }) : t('paidLater')})`} />
                  </>
                }
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void conclude()} disabled={!chosen || saving}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
