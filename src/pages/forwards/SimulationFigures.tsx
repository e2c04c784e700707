/** The simulation's figures: the spot used and its time, the forward and client rate at maturity, the amounts. */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatDateTime, formatDecimal, formatMoney, formatPercent } from '../../framework/format.ts';
import type { Simulation } from './hedge-api.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="h6" data-testid={testId}>{value}</Typography>
    </Box>
  );
}

export function SimulationFigures({ simulation: s }: { simulation: Simulation }) {
  const translate = useTranslate();
  const label = (key: string) => translate(`caudal.forwards.new.figures.${key}`);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 2 }}>
      <Figure label={label('K')} value={formatDecimal(s.K, 4)} testId="figure-K" />
      <Figure label={label('forwardRate')} value={formatDecimal(s.forwardRate, 4)} />
      <Figure label={label('spot')} value={formatDecimal(s.spot, 4)} testId="figure-spot" />
      <Figure label={label('spotAt')} value={formatDateTime(s.spotAt)} />
      <Figure label={label('points')} value={formatDecimal(s.points, 2)} />
      <Figure label={label('amountMXN')} value={formatMoney(s.amountMXN)} testId="figure-amountMXN" />
      <Figure label={label('spread')} value={formatDecimal(s.spread, 4)} />
      <Figure label={label('maturity')} value={formatDate(s.maturity)} />
      <Figure label={label('days')} value={String(s.days)} />
      <Figure label={label('rates')} value={`${formatPercent(s.rateMXN)} / ${formatPercent(s.rateUSD)}`} />
    </Box>
  );
}
