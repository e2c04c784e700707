/** The simulation month by month (spec section 3: month, days, start, end, interest, retention, expected payout) and its totals. */
import { Card, CardContent, Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatMoney, type BusinessDate } from '../../framework/format.ts';
import { LabelValueList } from '../../framework/screens/LabelValueList.tsx';

export interface SimulationRow {
  month: number;
  days: number;
  start_date: BusinessDate;
  end_date: BusinessDate;
  interest: string;
  retention: string;
  payout: string;
}

export interface Simulation {
  rows: SimulationRow[];
  totals: { days: number; interest: string; retention: string; payout: string };
  capital: string;
  person_type: 'fisica' | 'moral';
  rates: { interests: string; retentions: string };
}

const COLUMNS = ['month', 'days', 'start_date', 'end_date', 'interest', 'retention', 'payout'] as const;
const AMOUNTS = new Set(['interest', 'retention', 'payout']);

function cell(row: SimulationRow, column: (typeof COLUMNS)[number]): string {
  if (AMOUNTS.has(column)) return formatMoney(row[column] as string);
  if (column === 'start_date' || column === 'end_date') return formatDate(row[column]);
  return String(row[column]);
}

/**
 * On a phone (under 600 px) a card per month with every column as a label and its value, and
 * one for the totals: seven columns of money and dates do not fit 390 px without a sideways swipe.
 */
function SimulationCards({ simulation }: { simulation: Simulation }) {
  const translate = useTranslate();
  const label = (column: string) => translate(`caudal.investments.calculator.columns.${column}`);
  const totals = simulation.totals;
  return (
    <Stack spacing={1} aria-label={translate('caudal.investments.calculator.title')}>
      {simulation.rows.map((row) => (
        <Card key={row.month} variant="outlined" data-testid="simulation-row">
          <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
            <LabelValueList items={COLUMNS.map((column) => ({ key: column, label: label(column), value: cell(row, column) }))} />
          </CardContent>
        </Card>
      ))}
      <Card variant="outlined" data-testid="simulation-totals">
        <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
          <Typography variant="subtitle2">{translate('caudal.investments.calculator.totals')}</Typography>
          <LabelValueList
            strong
            items={[
              { key: 'days', label: label('days'), value: String(totals.days) },
              { key: 'interest', label: label('interest'), value: formatMoney(totals.interest) },
              { key: 'retention', label: label('retention'), value: formatMoney(totals.retention) },
              { key: 'payout', label: label('payout'), value: formatMoney(totals.payout) },
            ]}
          />
        </CardContent>
      </Card>
    </Stack>
  );
}

export function SimulationTable({ simulation }: { simulation: Simulation }) {
  const translate = useTranslate();
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (onPhone) return <SimulationCards simulation={simulation} />;
  return (
    <Table size="small" aria-label={translate('caudal.investments.calculator.title')}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} align={AMOUNTS.has(column) || column === 'days' ? 'right' : 'left'}>
              {translate(`caudal.investments.calculator.columns.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {simulation.rows.map((row) => (
          <TableRow key={row.month} data-testid="simulation-row">
            {COLUMNS.map((column) => (
              <TableCell key={column} align={AMOUNTS.has(column) || column === 'days' ? 'right' : 'left'}>
                {cell(row, column)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter sx={{ '& td': { fontSize: '0.875rem', color: 'text.primary', fontWeight: 600 } }}>
        <TableRow data-testid="simulation-totals">
          <TableCell>{translate('caudal.investments.calculator.totals')}</TableCell>
          <TableCell align="right">{simulation.totals.days}</TableCell>
          <TableCell />
          <TableCell />
          <TableCell align="right">{formatMoney(simulation.totals.interest)}</TableCell>
          <TableCell align="right">{formatMoney(simulation.totals.retention)}</TableCell>
          <TableCell align="right">{formatMoney(simulation.totals.payout)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
