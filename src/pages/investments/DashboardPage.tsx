/**
 * /inversiones/dashboard and /inversiones/dashboard-concluidas (spec sections 2 and 3): what an
 * investor has invested and earned, from GET analytics (figures computed in SQL over their own
 * investments). Staff pick an investor (?user_id=, so the investors screen can link here) or see
 * everyone's; the documents modal needs an investor first. The chart is loaded lazily.
 */
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import type { Analytics, InvestmentSummary } from '../../../schemas/contracts/investment-analytics.ts';
import { ANALYTICS_PATH, analyticsQuery } from './dashboard-request.ts';
import { DashboardFigures } from './DashboardFigures.tsx';
import { DashboardTable } from './DashboardTable.tsx';
import { useCanPickInvestor } from './use-investor-access.ts';
import { PAGE_SX } from './page-layout.ts';
import { loadCode } from '../../code-loading.ts';
import { lazyComponent } from '../../framework/screens/lazy-component.tsx';
import { LoadFailed } from '../../framework/screens/LoadFailed.tsx';

const DashboardChart = lazy(loadCode(() => import('./DashboardChart.tsx')));
/** Staff only, and opened on demand: not in an investor's first screen (decision 157). */
const InvestorPicker = lazyComponent(() => import('./InvestorPicker.tsx').then((m) => m.InvestorPicker), <PickerOutline />);

/**
 * The picker's outline, label and "all investors" drawn while its code loads: a blank 40 px gap on a phone
 * read as a broken screen. Nothing to operate yet, so hidden from assistive technology.
 */
function PickerOutline() {
  const translate = useTranslate();
  return (
    <Box aria-hidden data-testid="investor-picker-outline" sx={{ position: 'relative', minWidth: { sm: 320 }, height: 40, border: 1, borderColor: 'action.disabled', borderRadius: 1, px: 1.75, display: 'flex', alignItems: 'center' }}>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ position: 'absolute', top: -9, left: 8, px: 0.5, bgcolor: 'background.paper', lineHeight: '16px' }}>
        {translate('caudal.investments.dashboard.investor')}
      </Typography>
      <Typography component="span" variant="body2" color="text.disabled" noWrap>
        {translate('caudal.investments.dashboard.allInvestors')}
      </Typography>
    </Box>
  );
}
const DocumentsDialog = lazyComponent(() => import('./DocumentsDialog.tsx').then((m) => m.DocumentsDialog));
/** Investments in one currency (most investors) need no select: its code loads only with a second one. */
const ChartCurrencySelect = lazyComponent(() => import('./ChartCurrencySelect.tsx').then((m) => m.ChartCurrencySelect), <Box sx={{ width: 120, height: 40 }} />);
/** The chart's own height, kept while its code loads so the table below does not move (CLS). */
const CHART_HEIGHT = 300;

type Status = 'active' | 'concluded';

function Dashboard({ status }: { status: Status }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const staff = useCanPickInvestor();
  const [params, setParams] = useSearchParams();
  const userId = Number(params.get('user_id')) || undefined;
  const [analytics, setAnalytics] = useState<Analytics | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [chartCurrency, setChartCurrency] = useState<string>('');
  const [documentsFor, setDocumentsFor] = useState<InvestmentSummary | 'any' | null>(null);

  const load = useCallback(
    async (signal: AbortSignal) => {
      setAnalytics(null);
      setFailure(null);
      try {
        const query = analyticsQuery(status, staff ? userId : undefined);
        const answer = await dataProvider.call<Analytics>('GET', ANALYTICS_PATH, undefined, { query, signal, callerSaysRefusals: true });
        // Drawn as a transition: the figures, the chart and the table render in slices that leave a slow phone responsive.
        startTransition(() => setAnalytics(answer));
      } catch (error) {
        // Said once, in place of the data (the spec's headline with the catalogue's words), with a retry.
        if (!signal.aborted) setFailure({ error });
      }
    },
    // `attempt` changes when the person asks again, so the effect below loads again.
    [dataProvider, status, staff, userId, attempt],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const currencies = useMemo(() => [...new Set(analytics?.chart.map((p) => p.currency_code) ?? [])], [analytics]);
  const shownCurrency = currencies.includes(chartCurrency) ? chartCurrency : currencies[0];
  const points = analytics?.chart.filter((p) => p.currency_code === shownCurrency) ?? [];
  // Staff see everyone's investments until they pick one investor; the modal lists one investor's.
  const investorChosen = !staff || userId !== undefined;

  const openDocuments = () => {
    if (!investorChosen) return toast.warning('caudal.investments.documents.chooseInvestor');
    setDocumentsFor('any');
  };

  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.investments.dashboard.${key}`, params);
  return (
    <Box sx={PAGE_SX}>
      <Title title={t(status)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {analytics?.investor?.name ?? (staff ? t('allInvestors') : '')}
        </Typography>
        {/* A phone stacks the picker over the button: side by side they need 600 px. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
          {staff && <InvestorPicker value={userId} current={analytics?.investor} onChange={(id) => setParams(id ? { user_id: String(id) } : {})} />}
          <Button variant="outlined" startIcon={<FolderOpenIcon />} onClick={openDocuments} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {t('documents')}
          </Button>
        </Stack>
      </Stack>

      {failure ? (
        <LoadFailed error={failure.error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !analytics ? (
        <CircularProgress />
      ) : (
        <>
          <DashboardFigures figures={analytics.figures} />
          <Card sx={{ mb: 2 }}>
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="subtitle1">{t('chartTitle')}</Typography>
                {currencies.length > 1 && (
                  <ChartCurrencySelect currencies={currencies} value={shownCurrency} onChange={setChartCurrency} />
                )}
              </Stack>
              {points.length === 0 ? (
                <Typography color="text.secondary">{t('empty')}</Typography>
              ) : (
                <Suspense fallback={<Box sx={{ height: CHART_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}><CircularProgress size={24} /></Box>}>
                  <DashboardChart points={points} />
                </Suspense>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ overflowX: 'auto' }}>
              <DashboardTable investments={analytics.investments} showInvestor={staff && userId === undefined} onDocuments={(row) => setDocumentsFor(row)} />
            </CardContent>
          </Card>
        </>
      )}

      {documentsFor && analytics && (
        <DocumentsDialog
          investments={documentsFor === 'any' ? analytics.investments : analytics.investments.filter((i) => i.user_id === documentsFor.user_id)}
          initialId={documentsFor === 'any' ? undefined : documentsFor.id}
          onClose={() => setDocumentsFor(null)}
        />
      )}
    </Box>
  );
}

export function ActiveDashboardPage() {
  return <Dashboard key="active" status="active" />;
}

export function ConcludedDashboardPage() {
  return <Dashboard key="concluded" status="concluded" />;
}
