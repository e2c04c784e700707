/**
 * /inversiones/calculadora (spec sections 3, 5 and 7): the investment calculator. The form is checked
 * here first (the spec's rules and messages), then POST calculator simulates; the rows are shown as a
 * table and a lazy chart; "Solicitar inversión" sends them to the firm (POST calculator/notify,
 * "Solicitud enviada") and the simulation downloads as a PDF (POST calculator/pdf).
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import CalculateIcon from '@mui/icons-material/Calculate';
import SendIcon from '@mui/icons-material/Send';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Title, useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatMoney, formatPercent } from '../../framework/format.ts';
import { calculatorBody, calculatorErrors, DURATIONS, EMPTY_FORM, isComplete, type CalculatorCurrency, type CalculatorForm, type FormErrors } from './calculator-rules.ts';
import { downloadBase64 } from './download.ts';
import { ScrollRegion } from '../../framework/screens/ScrollRegion.tsx';
import { SimulationTable, type Simulation } from './SimulationTable.tsx';
import { useCanPickInvestor } from './use-investor-access.ts';
import { PAGE_SX } from './page-layout.ts';
import { LoadFailed } from '../../framework/screens/LoadFailed.tsx';
import { DayField } from '../../framework/screens/DayInput.tsx';
import { useCatalogueWord } from '../../framework/screens/use-catalogue-word.ts';
import { useScreenData } from '../../framework/screens/use-screen-data.ts';
import { loadCode } from '../../code-loading.ts';

const SimulationChart = lazy(loadCode(() => import('./SimulationChart.tsx')));

type Busy = 'simulate' | 'notify' | 'pdf' | null;

export function CalculatorPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const staff = useCanPickInvestor();
  const [form, setForm] = useState<CalculatorForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [incomplete, setIncomplete] = useState(false);
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const [simulated, setSimulated] = useState<CalculatorForm | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  // The simulation already sent to the firm: asking again for it would only text every Gestor again.
  const [requested, setRequested] = useState<CalculatorForm | null>(null);

  // The currencies to simulate in; without them the screen says so in place of the form, with a retry.
  const { data: currencyPage, error: currenciesError, reload: reloadCurrencies } = useScreenData<{ result: CalculatorCurrency[] }>('calculator/currencies');
  const currencies = useMemo(() => currencyPage?.result ?? [], [currencyPage]);
  const word = useCatalogueWord();

  const currency = useMemo(() => currencies.find((c) => String(c.id) === form.currency_id), [currencies, form.currency_id]);
  const change = (field: keyof CalculatorForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const helper = (field: keyof CalculatorForm) => {
    const error = errors[field];
    return error ? translate(error.key, error.params) : undefined;
  };

  async function simulate() {
    const found = calculatorErrors(form, currency);
    setIncomplete(!isComplete(form));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy('simulate');
    try {
      setSimulation(await dataProvider.call<Simulation>('POST', 'calculator', calculatorBody(form), { silent: true }));
      setSimulated(form);
      toast.success(TOAST.simulationGenerated);
    } catch (error) {
      toast.error(TOAST.simulationError, error);
    } finally {
      setBusy(null);
    }
  }

  async function notifyFirm() {
    if (!simulated) return;
    setBusy('notify');
    try {
      await dataProvider.call('POST', 'calculator/notify', calculatorBody(simulated), { silent: true, idempotent: true });
      setRequested(simulated);
      toast.success(TOAST.requestSent);
    } catch (error) {
      toast.error(TOAST.requestError, error);
    } finally {
      setBusy(null);
    }
  }

  async function downloadPdf() {
    if (!simulated) return;
    setBusy('pdf');
    try {
      const file = await dataProvider.call<{ filename: string; content: string }>('POST', 'calculator/pdf', { ...calculatorBody(simulated), language: locale === 'en' ? 'en' : 'es' }, { silent: true });
      downloadBase64(file.filename, file.content);
    } catch (error) {
      toast.error(TOAST.pdfError, error);
    } finally {
      setBusy(null);
    }
  }

  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.investments.calculator.${key}`, params);
  return (
    <Box sx={PAGE_SX}>
      <Title title={t('title')} />
      {currenciesError !== undefined && <LoadFailed error={currenciesError} onRetry={reloadCurrencies} />}
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <TextField select label={t('currency')} value={form.currency_id} onChange={change('currency_id')} error={!!errors.currency_id} helperText={helper('currency_id')} sx={{ minWidth: 250 }} size="small" slotProps={{ htmlInput: { 'data-testid': 'calculator-currency' } }}>
              {currencies.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>{`${word('currency', c.id, 'name', c.name)} (${c.code})`}</MenuItem>
              ))}
            </TextField>
            <TextField label={t('amount')} value={form.amount} onChange={change('amount')} error={!!errors.amount} helperText={helper('amount')} size="small" slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'calculator-amount' } }} />
            <DayField label={t('startDate')} value={form.start_date} onChange={(day) => change('start_date')({ target: { value: day } })} error={!!errors.start_date} helperText={helper('start_date')} slotProps={{ htmlInput: { 'data-testid': 'calculator-start-date' } }} />
            <TextField select label={t('duration')} value={form.duration} onChange={change('duration')} error={!!errors.duration} helperText={helper('duration')} sx={{ minWidth: 140 }} size="small" slotProps={{ htmlInput: { 'data-testid': 'calculator-duration' } }}>
              {DURATIONS.map((months) => (
                <MenuItem key={months} value={months}>{t(`months.${months}`)}</MenuItem>
              ))}
            </TextField>
            {staff && (
              <TextField select label={t('personType')} value={form.person_type || 'fisica'} onChange={change('person_type')} sx={{ minWidth: 160 }} size="small">
                <MenuItem value="fisica">{t('fisica')}</MenuItem>
                <MenuItem value="moral">{t('moral')}</MenuItem>
              </TextField>
            )}
            <Button variant="contained" startIcon={busy === 'simulate' ? <CircularProgress size={18} color="inherit" /> : <CalculateIcon />} onClick={() => void simulate()} disabled={busy !== null} sx={{ whiteSpace: 'nowrap', minWidth: 130, height: 40 }}>
              {t('simulate')}
            </Button>
          </Stack>
          {incomplete && <Alert severity="warning" sx={{ mt: 2 }}>{t('incomplete')}</Alert>}
        </CardContent>
      </Card>

      <Card sx={{ mt: 2 }}>
        <CardContent>
          {!simulation ? (
            <Typography color="text.secondary">{t('empty')}</Typography>
          ) : (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('rates', { rate: formatPercent(simulation.rates.interests), retention: formatPercent(simulation.rates.retentions) })} · {t(simulation.person_type)}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => void downloadPdf()} disabled={busy !== null}>
                    {t('pdf')}
                  </Button>
                  <Button variant="contained" color="secondary" startIcon={busy === 'notify' ? <CircularProgress size={18} color="inherit" /> : <SendIcon />} onClick={() => void notifyFirm()} disabled={busy !== null || requested === simulated}>
                    {requested === simulated ? t('requested') : t('request')}
                  </Button>
                </Stack>
              </Stack>
              <ScrollRegion label={translate('caudal.investments.calculator.title')}>
                <SimulationTable simulation={simulation} />
              </ScrollRegion>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('capital', { amount: `${formatMoney(simulation.capital)} ${currencies.find((c) => String(c.id) === simulated?.currency_id)?.code ?? ''}` })}
              </Typography>
              <Typography variant="subtitle2" sx={{ mt: 3 }}>{t('chartTitle')}</Typography>
              <Suspense fallback={<CircularProgress size={24} />}>
                <SimulationChart rows={simulation.rows} />
              </Suspense>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
