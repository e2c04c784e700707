/** The dashboard's four figures (spec section 3), one row of cards per currency the investments are in. */
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../framework/format.ts';
import type { CurrencyFigures } from '../../../schemas/contracts/investment-analytics.ts';

const FIGURES = [
  ['operatedCapital', 'operated_capital'],
  ['generatedPerformance', 'generated_performance'],
  ['retentionsMade', 'retentions_made'],
  ['paidPerformance', 'paid_performance'],
] as const;

const NO_FIGURES: CurrencyFigures = {
  currency_code: 'MXN', currency_name: '', investments: 0, operated_capital: '0.00', generated_performance: '0.00', retentions_made: '0.00', paid_performance: '0.00',
};

export function DashboardFigures({ figures }: { figures: CurrencyFigures[] }) {
  const translate = useTranslate();
  const rows = figures.length > 0 ? figures : [NO_FIGURES];
  return (
    <>
      {rows.map((row) => (
        <Grid container spacing={2} key={row.currency_code} sx={{ mb: 2 }} data-testid={`figures-${row.currency_code}`}>
          {FIGURES.map(([label, field]) => (
            <Grid key={field} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`caudal.investments.dashboard.${label}`)}
                  </Typography>
                  <Typography variant="h5" component="p" sx={{ mt: 1, fontWeight: 600 }} data-testid={`figure-${field}`}>
                    {formatMoney(row[field])}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {row.currency_code} · {translate('caudal.investments.dashboard.investmentsCount', { smart_count: row.investments })}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      ))}
    </>
  );
}
