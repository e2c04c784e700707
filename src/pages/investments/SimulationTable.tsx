/** The simulation month by month (spec section 3: month, days, start, end, interest, retention, expected payout) and its totals. */
import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatMoney } from '../../framework/format.ts';

export interface SimulationRow {
  month: number;
  days: number;
  start_date: string;
  end_date: string;
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

export function SimulationTable({ simulation }: { simulation: Simulation }) {
  const translate = useTranslate();
  const cell = (row: SimulationRow, column: (typeof COLUMNS)[number]) => {
    if (AMOUNTS.has(column)) return formatMoney(row[column] as string);
    if (column === 'start_date' || column === 'end_date') return formatDate(row[column]);
    return String(row[column]);
  };
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
