/**
 * The FIX by day that dollar CFDIs take (docs/decisions/113): the latest days stored (GET exchange_rate)
 * and a day's FIX entered by hand (POST exchange_rate), for when BANXICO_TOKEN is not set or Banxico
 * did not answer. On the cover-config screen, beside the hedges' quotes: the spec's routes are fixed.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDate, formatDecimal, type BusinessDate } from '../../framework/format.ts';
import { DayField } from '../../framework/screens/DayInput.tsx';

/** A whole day as DayField hands it (a part of one stays as typed). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface FixRow {
  id: number;
  fixed_on: BusinessDate;
  rate: string;
  source: 'banxico' | 'manual';
}

export function ExchangeRatesPanel() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [rows, setRows] = useState<FixRow[]>([]);
  const [fixedOn, setFixedOn] = useState('');
  const [rate, setRate] = useState('');
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`caudal.exchangeRates.${key}`);
  const field = (name: string) => translate(`resources.exchange_rate.fields.${name}`);

  const load = useCallback(() => {
    dataProvider
      .call<{ result: FixRow[] }>('GET', 'exchange_rate', undefined, { silent: true, query: { take: 10, sort: 'fixed_on', order: 'desc' } })
      .then((page) => setRows(page.result))
      .catch(() => setRows([]));
  }, [dataProvider]);
  useEffect(load, [load]);

  async function add() {
    setBusy(true);
    try {
      await dataProvider.call('POST', 'exchange_rate', { fixed_on: fixedOn, rate }, { silent: true });
      toast.success(TOAST.created);
      setRate('');
      setFixedOn('');
    } catch (error) {
      toast.error(TOAST.createError, error);
    } finally {
      setBusy(false);
      load();
    }
  }

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>{t('title')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {/* The app's date input (dd/mm/aaaa whatever the browser's language, docs/decisions/224); a day to come is the server's to refuse. */}
          <DayField name="fixed_on" label={t('fixedOn')} value={fixedOn} onChange={setFixedOn} sx={{ width: 300 }} slotProps={{ htmlInput: { 'data-testid': 'fix-day' } }} />
          <TextField size="small" name="fixRate" inputMode="decimal" label={t('rate')} value={rate} onChange={(e) => setRate(e.target.value)} sx={{ width: 200 }} />
          <Button variant="contained" sx={{ whiteSpace: 'nowrap' }} disabled={busy || !ISO_DAY.test(fixedOn) || rate.trim() === ''} onClick={() => void add()}>
            {t('add')}
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>{t('hint')}</Typography>
        {rows.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 1 }}>{t('empty')}</Typography>
        ) : (
          <Table size="small" sx={{ mt: 1, maxWidth: 560 }} aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{field('fixed_on')}</TableCell>
                <TableCell align="right">{field('rate')}</TableCell>
                <TableCell>{field('source')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{formatDate(row.fixed_on)}</TableCell>
                  <TableCell align="right">{formatDecimal(row.rate, 4)}</TableCell>
                  <TableCell>{translate(`resources.exchange_rate.options.source.${row.source}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
