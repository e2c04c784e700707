/**
 * The USD/MXN quotes every hedge price starts from: the latest ones (GET app/forex-quoutes), a quote
 * typed by a manager (POST app/forex-quoutes) and an upload in the projection's template (POST
 * app/forex-quoutes/formExcel).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDateTime, formatDecimal } from '../../framework/format.ts';
import type { Quote } from './hedge-api.ts';

export function QuotesPanel() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [quotes, setQuotes] = useState<Quote[]>([]);
  const [rate, setRate] = useState('');
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`caudal.forwards.config.${key}`);

  const load = useCallback(() => {
    dataProvider
      .call<{ result: Quote[] }>('GET', 'app/forex-quoutes', undefined, { silent: true, query: { take: 10, sort: 'quotedAt', order: 'desc' } })
      .then((page) => setQuotes(page.result))
      .catch(() => setQuotes([]));
  }, [dataProvider]);
  useEffect(load, [load]);

  async function send(work: () => Promise<unknown>, success: string, failure: string) {
    setBusy(true);
    try {
      await work();
      toast.success(success);
      setRate('');
    } catch (error) {
      toast.error(failure, error);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
      load();
    }
  }

  const upload = (file: File) => {
    const formData = new FormData();
    formData.append('file', file);
    return send(() => dataProvider.call('POST', 'app/forex-quoutes/formExcel', undefined, { formData, silent: true }), TOAST.fileUploaded, TOAST.fileUploadError);
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>{t('quotes')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField size="small" name="quoteRate" inputMode="decimal" label={t('quoteRate')} value={rate} onChange={(e) => setRate(e.target.value)} sx={{ width: 200 }} />
          <Button variant="contained" sx={{ whiteSpace: 'nowrap' }} disabled={busy || rate.trim() === ''} onClick={() => send(() => dataProvider.call('POST', 'app/forex-quoutes', { rate }, { silent: true }), TOAST.created, TOAST.createError)}>
            {t('addQuote')}
          </Button>
          <Button variant="outlined" sx={{ whiteSpace: 'nowrap' }} startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>{t('uploadQuotes')}</Button>
          <input ref={input} type="file" hidden accept=".xlsx" onChange={(e) => e.target.files?.[0] && upload(e.target.files[0])} />
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>{t('quotesHelp')}</Typography>
        <Table size="small" sx={{ mt: 1, maxWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('quotedAt')}</TableCell>
              <TableCell align="right">{t('quoteRate')}</TableCell>
              <TableCell>{t('source')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {quotes.map((q) => (
              <TableRow key={q.id}>
                <TableCell>{formatDateTime(q.quotedAt)}</TableCell>
                <TableCell align="right">{formatDecimal(q.rate, 4)}</TableCell>
                <TableCell>{translate(`caudal.forwards.config.sources.${q.source}`, { _: q.source })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
