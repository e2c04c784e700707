/**
 * Above the tax certificates (/inversiones/constancias), for whoever may issue them: the year's
 * certificates of every investor at once. Each call of POST retention_certificates/issue sends a batch
 * and answers the progress; the panel calls again while some remain, showing how many are issued, and
 * stops at the end (or on an error: pressing again continues where it stopped, never issuing twice).
 * Investors with no certificate, and why, are listed below.
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, LinearProgress, List, ListItem, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { entities } from '../../../schemas/index.ts';
import { canAccessResource } from '../../auth/resource-access.ts';
import { storedPermissions } from '../../auth/session-storage.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';

interface Progress {
  year: number;
  investors: number;
  issued: number;
  issued_now: number;
  in_process: number;
  remaining: number;
  problems: { user_id: number; name: string; reason: string }[];
}

const PREFIX = 'caudal.retentions';
/** The years SAT's catalogue c_Ejercicio has, up to this one; the year before is the one January issues. */
const YEARS = (() => {
  const now = new Date().getFullYear();
  return Array.from({ length: Math.min(now, 2027) - 2019 + 1 }, (_, i) => Math.min(now, 2027) - i);
})();

export function RetentionIssuePanel() {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [year, setYear] = useState(YEARS.find((y) => y < new Date().getFullYear()) ?? YEARS[0]);
  /** 0: the whole year (the usual, RMF 2.7.5.4); 1-12: that month's certificates, for a firm that issues monthly. */
  const [month, setMonth] = useState(0);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string, params?: Record<string, unknown>) => translate(`${PREFIX}.${key}`, params);
  if (!canAccessResource(entities.retention_certificate, 'create', storedPermissions())) return null;

  const run = async () => {
    setBusy(true);
    setProgress(null);
    try {
      for (;;) {
        const answer = await dataProvider.call<Progress>('POST', 'retention_certificates/issue', month === 0 ? { year } : { year, month });
        setProgress(answer);
        refresh();
        if (answer.remaining === 0 || answer.issued_now === 0) break;
      }
    } catch (error) {
      toast.error(`${PREFIX}.issueError`, error);
    } finally {
      setBusy(false);
    }
  };

  const done = progress && !busy;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="retention-issue">
      <CardHeader avatar={<ReceiptLongIcon color="primary" />} title={t('issueTitle')} subheader={t('issueHint')} />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField select size="small" fullWidth={false} label={t('year')} value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ minWidth: 140 }} disabled={busy}>
            {YEARS.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" fullWidth={false} label={t('period')} value={month} onChange={(e) => setMonth(Number(e.target.value))} sx={{ minWidth: 180 }} disabled={busy}>
            {Array.from({ length: 13 }, (_, m) => (
              <MenuItem key={m} value={m}>
                {t(`months.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={run} disabled={busy}>
            {t('issue')}
          </Button>
        </Box>
        {progress && (
          <Box sx={{ mt: 2 }} role="status">
            <LinearProgress variant="determinate" value={progress.investors === 0 ? 100 : (100 * progress.issued) / progress.investors} sx={{ mb: 1 }} />
            <Typography variant="body2">{t(done ? 'finished' : 'running', { issued: progress.issued, investors: progress.investors, year: progress.year })}</Typography>
            {progress.in_process > 0 && <Alert severity="info" sx={{ mt: 1 }}>{t('inProcess', { count: progress.in_process })}</Alert>}
            {progress.problems.length > 0 && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                <Typography variant="subtitle2">{t('problems')}</Typography>
                <List dense disablePadding>
                  {progress.problems.map((problem) => (
                    <ListItem key={problem.user_id} disableGutters>
                      <ListItemText primary={problem.name} secondary={problem.reason} />
                    </ListItem>
                  ))}
                </List>
              </Alert>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
