/**
 * Above the payments (/inversiones/pagos), for staff who may prepare: the month's payout run
 * (docs/decisions/250). A window (default this month) and "Preparar corrida"; the recent runs with their
 * status and totals, each opening its dialog (approve, export, settle). Investors never see it.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { useDataProvider, useTranslate } from 'react-admin';
import { entities } from '../../../../schemas/index.ts';
import { canAccessResource } from '../../../auth/resource-access.ts';
import { storedPermissions } from '../../../auth/session-storage.ts';
import type { CaudalDataProvider } from '../../../framework/data-provider/data-provider.ts';
import { useToast } from '../../../framework/feedback/use-toast.ts';
import { formatDate, formatMoney } from '../../../framework/format.ts';
import { DayField } from '../../../framework/screens/DayInput.tsx';
import type { PayoutRun } from './payout-api.ts';
import { PayoutRunDialog } from './PayoutRunDialog.tsx';
import { PAYOUT_PREFIX, STATUS_COLORS } from './payout-prefix.ts';
import { StatementsPanel } from './StatementsPanel.tsx';

/** A day the field holds whole (`YYYY-MM-DD`): a part of one typed so far is nothing to send. */
const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** This month in Mexico City, as the server's default window. */
function thisMonth(): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

export function PayoutRunPanel() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const t = (key: string, params?: Record<string, unknown>) => translate(`${PAYOUT_PREFIX}.${key}`, params);
  const [window, setWindow] = useState(thisMonth);
  const [runs, setRuns] = useState<PayoutRun[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [leftOut, setLeftOut] = useState<PayoutRun['left_out'] | null>(null);
  const permissions = storedPermissions();
  const mayPrepare = canAccessResource(entities.investment_detail, 'create', permissions);

  const load = useCallback(async () => {
    try {
      const answer = await dataProvider.call<{ result: PayoutRun[] }>('GET', 'payout_runs');
      setRuns(answer.result);
    } catch {
      setRuns([]);
    }
  }, [dataProvider]);
  useEffect(() => {
    if (mayPrepare) void load();
  }, [load, mayPrepare]);
  if (!mayPrepare) return null;

  const prepare = async () => {
    setBusy(true);
    setLeftOut(null);
    try {
      const run = await dataProvider.call<PayoutRun>('POST', 'payout_runs', window);
      toast.success(`${PAYOUT_PREFIX}.prepared`, { lines: run.lines?.length ?? 0 });
      await load();
      setOpen(run.id);
    } catch (error) {
      const body = (error as { body?: { left_out?: PayoutRun['left_out'] } }).body;
      if (body?.left_out) setLeftOut(body.left_out);
      toast.error(`${PAYOUT_PREFIX}.prepareError`, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="payout-panel">
      <CardHeader avatar={<RequestQuoteIcon color="primary" />} title={t('title')} subheader={t('hint')} />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <DayField name="windowFrom" label={t('from')} value={window.from} onChange={(from) => setWindow((w) => ({ ...w, from }))} disabled={busy} sx={{ width: 180 }} />
          <DayField name="windowTo" label={t('to')} value={window.to} onChange={(to) => setWindow((w) => ({ ...w, to }))} disabled={busy} sx={{ width: 180 }} />
          <Button variant="contained" onClick={prepare} disabled={busy || !WHOLE_DAY.test(window.from) || !WHOLE_DAY.test(window.to)}>
            {t('prepare')}
          </Button>
        </Box>
        {leftOut && leftOut.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <Typography variant="subtitle2">{t('leftOut')}</Typography>
            {leftOut.slice(0, 20).map((l) => (
              <Typography key={l.investment_detail_id} variant="body2">
                {l.investor} · {l.investment_key} · {formatDate(l.date_payment)}: {l.reason_text}
              </Typography>
            ))}
          </Alert>
        )}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('runs')}
        </Typography>
        {runs && runs.length === 0 && <Typography variant="body2" color="text.secondary">{t('noRuns')}</Typography>}
        <List dense disablePadding>
          {(runs ?? []).slice(0, 6).map((run) => (
            <ListItemButton key={run.id} onClick={() => setOpen(run.id)} aria-label={t('open') + ' ' + t('run', { id: run.id })} sx={{ px: 1, borderRadius: 1 }}>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{t('run', { id: run.id })}</span>
                    <Chip size="small" label={t(`status.${run.status}`)} color={STATUS_COLORS[run.status]} />
                    <Typography variant="body2" color="text.secondary" component="span">
                      {t('window', { from: formatDate(run.window_from), to: formatDate(run.window_to) })}
                    </Typography>
                  </Stack>
                }
                secondary={run.totals.map((x) => t('totalLine', { total: formatMoney(x.total), currency: x.currency, lines: x.lines, paid: x.paid, failed: x.failed, excluded: x.excluded })).join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
        <StatementsPanel />
      </CardContent>
      {open !== null && (
        <PayoutRunDialog
          runId={open}
          onClose={() => {
            setOpen(null);
            void load();
          }}
        />
      )}
    </Card>
  );
}
