/**
 * INEGI's INPC by month, which IVA on real interest reads (LIVA 18-A, docs/decisions/115 and 116): the
 * latest months stored (GET inpc) and a month's value entered by hand with its source (POST inpc), or
 * corrected when the month is already there (PUT inpc/{id} with the version read). On the cover-config
 * screen, beside the FIX by day: the catalogues CFDIs read live there (the spec's routes are fixed).
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDecimal, formatMonth } from '../../framework/format.ts';
import { MonthField } from '../../framework/screens/MonthInput.tsx';
import { DEMO_INPC_SOURCE } from '../../../schemas/inpc.ts';

interface InpcRow {
  id: number;
  month: string;
  value: string;
  source: string;
  version: number;
}

/** A month the field holds whole (`YYYY-MM`): a part of one typed so far is nothing to send. */
const WHOLE_MONTH = /^\d{4}-\d{2}$/;

export function InpcPanel() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [rows, setRows] = useState<InpcRow[]>([]);
  const [month, setMonth] = useState('');
  const [value, setValue] = useState('');
  const [source, setSource] = useState('');
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`caudal.inpc.${key}`);
  const field = (name: string) => translate(`resources.inpc.fields.${name}`);
  const stored = rows.find((row) => row.month === month);

  const load = useCallback(() => {
    dataProvider
      .call<{ result: InpcRow[] }>('GET', 'inpc', undefined, { silent: true, query: { take: 13, sort: 'month', order: 'desc' } })
      .then((page) => setRows(page.result))
      .catch(() => setRows([]));
  }, [dataProvider]);
  useEffect(load, [load]);

  async function save() {
    setBusy(true);
    try {
      if (stored) await dataProvider.call('PUT', `inpc/${stored.id}`, { value, source, version: stored.version }, { silent: true });
      else await dataProvider.call('POST', 'inpc', { month, value, source }, { silent: true });
      toast.success(stored ? TOAST.updated : TOAST.created);
      setMonth('');
      setValue('');
      setSource('');
    } catch (error) {
      toast.error(stored ? TOAST.updateError : TOAST.createError, error);
    } finally {
      setBusy(false);
      load();
    }
  }

  return (
    <Card sx={{ mt: 2 }} data-testid="inpc-panel">
      <CardContent>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>{t('title')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <MonthField name="inpcMonth" label={t('month')} value={month} onChange={setMonth} sx={{ width: { xs: '100%', sm: 200 } }} />
          <TextField size="small" name="inpcValue" inputMode="decimal" label={t('value')} value={value} onChange={(e) => setValue(e.target.value)} sx={{ width: 160 }} />
          <TextField size="small" name="inpcSource" label={t('source')} value={source} onChange={(e) => setSource(e.target.value)} sx={{ flex: 1, minWidth: 200 }} />
          <Button variant="contained" sx={{ whiteSpace: 'nowrap' }} disabled={busy || !WHOLE_MONTH.test(month) || value.trim() === '' || source.trim() === ''} onClick={() => void save()}>
            {stored ? t('update') : t('add')}
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>{t('hint')}</Typography>
        {rows.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 1 }}>{t('empty')}</Typography>
        ) : (
          <Table size="small" sx={{ mt: 1, maxWidth: 720 }} aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{field('month')}</TableCell>
                <TableCell align="right">{field('value')}</TableCell>
                <TableCell>{field('source')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => { setMonth(row.month); setValue(row.value); setSource(row.source); }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMonth(row.month, locale)}</TableCell>
                  <TableCell align="right">{formatDecimal(row.value, 3)}</TableCell>
                  <TableCell>{row.source === DEMO_INPC_SOURCE ? translate('resources.inpc.options.source.demo') : row.source}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
