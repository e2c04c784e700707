/**
 * The simulation as a chart: interest and expected payout per month. Loaded lazily (recharts is large).
 * Amounts become numbers here only to be drawn; every figure shown as text stays a decimal string.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../framework/format.ts';
import type { SimulationRow } from './SimulationTable.tsx';

export default function SimulationChart({ rows }: { rows: SimulationRow[] }) {
  const translate = useTranslate();
  const data = rows.map((row) => ({ month: row.month, interest: Number(row.interest), payout: Number(row.payout) }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} margin={{ top: 8, right: 16, left: 16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="month" />
        <YAxis tickFormatter={(value: number) => formatMoney(String(value)).replace(/\.00$/, '')} width={90} />
        {/* The tooltip writes in the body colour: the series colours are for lines, not text. */}
        <Tooltip formatter={(value) => formatMoney(String(value))} itemStyle={{ color: 'rgba(0, 0, 0, 0.87)' }} />
        <Legend />
        <Bar dataKey="payout" name={translate('caudal.investments.calculator.chartPayout')} fill="#0b4f6c" isAnimationActive={false} />
        <Line dataKey="interest" name={translate('caudal.investments.calculator.chartInterest')} stroke="#b35000" strokeWidth={2} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
