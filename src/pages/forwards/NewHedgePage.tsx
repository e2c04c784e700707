/**
 * /coberturas/nueva-cobertura: the simulation form (spec sections 2 and 4: simulation, result shown,
 * request). POST forward/graph draws the forward curve and the figures ("Simulación generada"); POST
 * forward/notify requests the hedge at the server's price ("La cobertura ha sido solicitada
 * correctamente") and raises the request-generated flag. Changing a term discards the simulation, so
 * what is requested is always what was shown.
 */
import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { MAX_FORWARD_MONTHS, notifyRequest, simulationRequest } from '../../../schemas/forward-requests.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { useUnsavedChanges } from '../../framework/screens/use-unsaved-changes.tsx';
import { useCatalogueWord } from '../../framework/screens/use-catalogue-word.ts';
import { LoadFailed } from '../../framework/screens/LoadFailed.tsx';
import { formatDate, formatDateTime } from '../../framework/format.ts';
import { picksOwner, useHedgeLookups, useLastQuote, type Hedge, type Simulation } from './hedge-api.ts';
import { SimulationFigures } from './SimulationFigures.tsx';
import { loadCode } from '../../code-loading.ts';

const ForwardCurveChart = lazy(loadCode(() => import('./ForwardCurveChart.tsx')));

interface Terms {
  amountUSD: string;
  side: 'buy' | 'sell';
  months: number;
  instrumentId: number | '';
  userId: number | '';
}

const MONTHS = Array.from({ length: MAX_FORWARD_MONTHS }, (_, i) => i + 1);

export function NewHedgePage() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const { lookups, error: lookupsError, reload: reloadLookups } = useHedgeLookups();
  const quote = useLastQuote();
  const withOwner = picksOwner();
  const [terms, setTerms] = useState<Terms>({ amountUSD: '', side: 'buy', months: 3, instrumentId: '', userId: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const [requested, setRequested] = useState<Hedge | null>(null);
  const [busy, setBusy] = useState(false);
  // An amount typed and not yet requested is asked about before the page is left.
  const unsaved = useUnsavedChanges(terms.amountUSD !== '' && requested === null);
  const instrumentId = terms.instrumentId === '' ? (lookups.instruments[0]?.id ?? '') : terms.instrumentId;
  const word = useCatalogueWord();
  const instrument = lookups.instruments.find((i) => i.id === instrumentId);
  // The instrument's help is catalogue data read as the screen's words: in the screen's language.
  const instrumentHelp = instrument?.description ? word('forward_instrument', instrument.id, 'description', instrument.description) : '';

  const change = (name: keyof Terms) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = name === 'months' || name === 'instrumentId' || name === 'userId' ? Number(event.target.value) : event.target.value;
    setTerms((current) => ({ ...current, [name]: value }));
    setSimulation(null);
    setRequested(null);
    setErrors((current) => ({ ...current, [name]: [] }));
  };
  const errorOf = (name: string) => {
    const message = errors[name]?.[0];
    return message ? translate(message, { _: message }) : undefined;
  };

  async function simulate() {
    const body = { amountUSD: terms.amountUSD, side: terms.side, months: terms.months };
    const parsed = simulationRequest.safeParse(body);
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setBusy(true);
    try {
      setSimulation(await dataProvider.call<Simulation>('POST', 'forward/graph', body, { silent: true }));
      toast.success(TOAST.simulationGenerated);
    } catch (error) {
      toast.error(TOAST.simulationError, error);
    } finally {
      setBusy(false);
    }
  }

  async function request() {
    const body = { amountUSD: terms.amountUSD, side: terms.side, months: terms.months, instrumentId, ...(withOwner ? { userId: terms.userId } : {}) };
    const parsed = notifyRequest.safeParse(body);
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    // Staff request on behalf of a client or investor, who must be chosen (the server insists too).
    if (withOwner && terms.userId === '') return setErrors({ userId: [MESSAGES.required] });
    setBusy(true);
    try {
      setRequested(await dataProvider.call<Hedge>('POST', 'forward/notify', body, { silent: true, idempotent: true }));
      toast.success(TOAST.hedgeRequested);
    } catch (error) {
      toast.error(TOAST.requestError, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('caudal.forwards.new.title')} />
      {unsaved.dialog}
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('caudal.forwards.new.intro')}
          </Typography>
          {/* Without the instruments (and owners) there is nothing to simulate: said, with a retry. */}
          {lookupsError !== undefined && <LoadFailed error={lookupsError} onRetry={reloadLookups} />}
          {quote !== undefined && (
            <Typography variant="body2" sx={{ mb: 2 }} data-testid="last-quote">
              {quote ? translate('caudal.forwards.new.lastQuote', { rate: quote.rate, time: formatDateTime(quote.quotedAt) }) : translate('caudal.forwards.new.noQuote')}
            </Typography>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 3 }}>
              <TextField fullWidth size="small" label={translate('caudal.forwards.new.amountUSD')} name="amountUSD" value={terms.amountUSD} onChange={change('amountUSD')}
                inputMode="decimal" error={Boolean(errorOf('amountUSD'))} helperText={errorOf('amountUSD')} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField select fullWidth size="small" label={translate('caudal.forwards.new.side')} name="side" value={terms.side} onChange={change('side')}>
                <MenuItem value="buy">{translate('caudal.forwards.new.buy')}</MenuItem>
                <MenuItem value="sell">{translate('caudal.forwards.new.sell')}</MenuItem>
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 2 }}>
              <TextField select fullWidth size="small" label={translate('caudal.forwards.new.months')} name="months" value={terms.months} onChange={change('months')}
                error={Boolean(errorOf('months'))} helperText={errorOf('months')}>
                {MONTHS.map((m) => <MenuItem key={m} value={m}>{m}</MenuItem>)}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <TextField select fullWidth size="small" label={translate('caudal.forwards.new.instrument')} name="instrumentId" value={instrumentId} onChange={change('instrumentId')}
                error={Boolean(errorOf('instrumentId'))} helperText={errorOf('instrumentId') ?? instrumentHelp}>
                {lookups.instruments.map((i) => <MenuItem key={i.id} value={i.id}>{word('forward_instrument', i.id, 'name', i.name)}</MenuItem>)}
              </TextField>
            </Grid>
            {withOwner && (
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField select fullWidth size="small" label={translate('caudal.forwards.new.owner')} name="userId" value={terms.userId} onChange={change('userId')}
                  error={Boolean(errorOf('userId'))} helperText={errorOf('userId')}>
                  {lookups.users.map((u) => <MenuItem key={u.id} value={u.id}>{u.name}</MenuItem>)}
                </TextField>
              </Grid>
            )}
          </Grid>
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button variant="contained" onClick={simulate} disabled={busy}>{translate('caudal.forwards.new.simulate')}</Button>
            <Button variant="contained" color="secondary" onClick={request} disabled={busy || !simulation || requested !== null}>
              {translate('caudal.forwards.new.request')}
            </Button>
            {busy && <CircularProgress size={24} />}
          </Stack>
          {requested && (
            <Alert severity="success" sx={{ mt: 2 }} data-testid="hedge-requested"
              action={<Button component={RouterLink} to="/coberturas/coberturas-vigentes" size="small">{translate('caudal.forwards.new.seeOpen')}</Button>}>
              {translate('caudal.forwards.new.requested', { id: requested.id, date: formatDate(requested.maturity) })}
            </Alert>
          )}
        </CardContent>
      </Card>
      {simulation && (
        <Card sx={{ mt: 2 }} data-testid="simulation-result">
          <CardContent>
            <SimulationFigures simulation={simulation} />
            <Typography variant="subtitle1" sx={{ mt: 3, mb: 1 }}>{translate('caudal.forwards.new.chartTitle')}</Typography>
            <Suspense fallback={<CircularProgress size={24} />}>
              <ForwardCurveChart curve={simulation.curve} agreedK={simulation.K} />
            </Suspense>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
