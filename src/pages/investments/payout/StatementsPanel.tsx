/**
 * Under the payout runs: the month's statements of every investor at once. Each call of
 * POST investor_statements/generate makes a batch and answers the progress; the panel calls again while
 * some remain, with a progress bar, and stops at the end (pressing again makes nothing twice, but remakes
 * a statement a payment of its month was settled after).
 */
import { useState } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../../framework/data-provider/data-provider.ts';
import { useToast } from '../../../framework/feedback/use-toast.ts';
import { formatMonth } from '../../../framework/format.ts';
import { MonthField } from '../../../framework/screens/MonthInput.tsx';
import { PAYOUT_PREFIX } from './payout-prefix.ts';

interface Progress {
  month: string;
  statements: number;
  made: number;
  made_now: number;
  remaining: number;
  /** Statements made before a payment of their month was written: made again by this run (decision 255). */
  stale: number;
}

/** The month before this one in Mexico City: the one whose statements are made at its end. */
function lastMonth(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit' }).format(new Date());
  const [y, m] = today.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

export function StatementsPanel() {
  const translate = useTranslate();
  const toast = useToast();
  const [language] = useLocaleState();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const t = (key: string, params?: Record<string, unknown>) => translate(`${PAYOUT_PREFIX}.${key}`, params);
  const [month, setMonth] = useState(lastMonth);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    setProgress(null);
    try {
      for (;;) {
        const answer = await dataProvider.call<Progress>('POST', 'investor_statements/generate', { month });
        setProgress(answer);
        if (answer.remaining === 0 || answer.made_now === 0) break;
      }
    } catch (error) {
      toast.error(`${PAYOUT_PREFIX}.generateError`, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2 }} data-testid="statements-panel">
      <Typography variant="subtitle2">{t('statements')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('statementsHint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <MonthField name="statementsMonth" label={t('month')} value={month} onChange={setMonth} disabled={busy} sx={{ width: 180 }} />
        <Button variant="outlined" onClick={run} disabled={busy || !/^\d{4}-\d{2}$/.test(month)}>
          {t('generate')}
        </Button>
      </Box>
      {progress && (
        <Box sx={{ mt: 1 }} role="status">
          <LinearProgress variant="determinate" value={progress.statements === 0 ? 100 : (100 * progress.made) / progress.statements} sx={{ mb: 1 }} />
          <Typography variant="body2">{t(busy ? 'generating' : 'generated', { made: progress.made, statements: progress.statements, month: formatMonth(progress.month, language) })}</Typography>
        </Box>
      )}
    </Box>
  );
}
