/**
 * One payout run: its totals, lines and the periods left out with their reasons, and what
 * can be done with it now: approve or reject (someone other than its preparer, with `root` on the
 * payments screen), download the SPEI file or the xlsx, upload the bank's result, or settle a line by
 * hand. Full screen on a phone; the lines table scrolls sideways.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { PayoutFileFormat } from '../../../../schemas/payout.ts';
import { entities } from '../../../../schemas/index.ts';
import { canAccessResource } from '../../../auth/resource-access.ts';
import { storedPermissions, storedUser } from '../../../auth/session-storage.ts';
import type { CaudalDataProvider } from '../../../framework/data-provider/data-provider.ts';
import { useToast } from '../../../framework/feedback/use-toast.ts';
import { formatDate, formatMoney } from '../../../framework/format.ts';
import { downloadRunFile, type PayoutLine, type PayoutRun, type SettleAnswer } from './payout-api.ts';
import { PayoutLinesTable } from './PayoutLinesTable.tsx';
import { PAYOUT_PREFIX, STATUS_COLORS } from './payout-prefix.ts';

const FORMATS: { format: PayoutFileFormat; label: string }[] = [
  { format: 'spei-csv', label: 'exportCsv' },
  { format: 'spei-fixed', label: 'exportFixed' },
  { format: 'xlsx', label: 'exportXlsx' },
];

export function PayoutRunDialog({ runId, onClose }: { runId: number; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const t = (key: string, params?: Record<string, unknown>) => translate(`${PAYOUT_PREFIX}.${key}`, params);
  const [run, setRun] = useState<PayoutRun | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const permissions = storedPermissions();
  const mayDecide = canAccessResource(entities.investment_detail, 'root', permissions);
  const maySettle = canAccessResource(entities.investment_detail, 'update', permissions);
  const me = storedUser()?.id;

  const load = useCallback(async () => setRun(await dataProvider.call<PayoutRun>('GET', `payout_runs/${runId}`)), [dataProvider, runId]);
  useEffect(() => {
    void load().catch(() => onClose());
  }, [load, onClose]);

  const act = async (work: () => Promise<void>, errorKey: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(`${PAYOUT_PREFIX}.${errorKey}`, error);
      await load().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  const decide = (decision: 'approve' | 'reject') =>
    act(async () => {
      setRun(await dataProvider.call<PayoutRun>('POST', `payout_runs/${runId}/${decision}`, decision === 'approve' ? { version: run!.version } : { version: run!.version, reason }));
      setRejecting(false);
      toast.success(`${PAYOUT_PREFIX}.${decision === 'approve' ? 'approved' : 'rejected'}`);
    }, 'decideError');

  const download = (format: PayoutFileFormat) =>
    act(async () => {
      const hash = await downloadRunFile(runId, format, locale);
      toast.success(`${PAYOUT_PREFIX}.exported`, { hash: hash.slice(0, 16) });
      await load();
    }, 'exportError');

  const upload = (file: File | undefined) => {
    if (!file) return;
    void act(async () => {
      const answer = await dataProvider.call<SettleAnswer>('POST', `payout_runs/${runId}/settle`, { content: await file.text() });
      setRun(answer.run);
      setProblems(answer.problems);
      toast.success(`${PAYOUT_PREFIX}.settled`, { paid: answer.paid, failed: answer.failed, unchanged: answer.unchanged });
    }, 'settleError');
  };

  const settleLine = (line: PayoutLine, body: Record<string, string>) =>
    act(async () => {
      const answer = await dataProvider.call<{ run: PayoutRun }>('POST', `payout_runs/${runId}/lines/${line.id}/settle`, { ...body, version: line.version });
      setRun(answer.run);
      toast.success(`${PAYOUT_PREFIX}.lineSaved`);
    }, 'settleError');

  const titleId = `payout-run-${runId}-title`;
  const ownRun = run !== null && run.prepared_by === me;
  const exportable = run !== null && ['approved', 'exported', 'settled'].includes(run.status);
  const settleable = run !== null && ['exported', 'settled'].includes(run.status) && maySettle;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="xl" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{t('run', { id: runId })}</span>
          {run && <Chip size="small" label={t(`status.${run.status}`)} color={STATUS_COLORS[run.status]} />}
        </Stack>
      </DialogTitle>
      <DialogContent dividers>
        {!run && <LinearProgress />}
        {run && (
          <Stack spacing={2}>
            <Typography variant="body2">
              {t('window', { from: formatDate(run.window_from), to: formatDate(run.window_to) })} · {t('preparedBy', { name: run.prepared_by_name ?? '' })}
              {run.approved_by_name ? ` · ${t('approvedBy', { name: run.approved_by_name })}` : ''}
            </Typography>
            {run.totals.map((x) => (
              <Typography key={x.currency} variant="subtitle1" data-testid={`payout-total-${x.currency}`}>
                {t('totalLine', { total: formatMoney(x.total), currency: x.currency, lines: x.lines, paid: x.paid, failed: x.failed, excluded: x.excluded })}
              </Typography>
            ))}
            {run.status === 'prepared' && mayDecide && (
              <Box>
                {ownRun ? (
                  <Alert severity="info">{t('ownRun')}</Alert>
                ) : (
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                    <Button variant="contained" color="success" onClick={() => decide('approve')} disabled={busy}>
                      {t('approve')}
                    </Button>
                    {rejecting ? (
                      <>
                        <TextField size="small" label={t('rejectReason')} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
                        <Button color="error" variant="outlined" onClick={() => decide('reject')} disabled={busy || reason.trim() === ''}>
                          {t('reject')}
                        </Button>
                      </>
                    ) : (
                      <Button color="error" onClick={() => setRejecting(true)} disabled={busy}>
                        {t('reject')}
                      </Button>
                    )}
                  </Stack>
                )}
              </Box>
            )}
            {exportable && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {FORMATS.map(({ format, label }) => (
                  <Button key={format} variant="outlined" onClick={() => download(format)} disabled={busy}>
                    {t(label)}
                  </Button>
                ))}
                {settleable && (
                  <Button variant="contained" component="label" disabled={busy}>
                    {t('uploadResult')}
                    <input hidden type="file" accept=".csv,text/csv" data-testid="payout-result-file" onChange={(e) => upload(e.target.files?.[0])} />
                  </Button>
                )}
              </Stack>
            )}
            {run.exports.length > 0 && (
              <Box>
                <Typography variant="subtitle2">{t('files')}</Typography>
                {run.exports.map((x) => (
                  <Typography key={`${x.sha256}-${x.at}`} variant="caption" component="div" sx={{ wordBreak: 'break-all' }}>
                    {t('fileLine', { format: x.format, lines: x.lines, hash: x.sha256 })}
                  </Typography>
                ))}
              </Box>
            )}
            {problems.length > 0 && (
              <Alert severity="warning">
                <Typography variant="subtitle2">{t('problems')}</Typography>
                {problems.map((p) => (
                  <Typography key={p} variant="body2">
                    {p}
                  </Typography>
                ))}
              </Alert>
            )}
            {busy && <LinearProgress />}
            <Typography variant="subtitle2">{t('lines')}</Typography>
            <PayoutLinesTable lines={run.lines ?? []} settleable={settleable} busy={busy} onSettle={settleLine} />
            {run.left_out.length > 0 && (
              <Box>
                <Typography variant="subtitle2">{t('leftOut')}</Typography>
                {run.left_out.map((l) => (
                  <Typography key={l.investment_detail_id} variant="body2">
                    {l.investor} · {l.investment_key} · {formatDate(l.date_payment)} · {formatMoney(l.total)} {l.currency}: {l.reason_text}
                  </Typography>
                ))}
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
