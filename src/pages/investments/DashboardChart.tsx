/**
 * The investments' scheduled interest by payment month and its running total over the whole term, for
 * one currency (the figures above are to date: the labels say which is which, docs/decisions/050).
 * Loaded lazily (recharts is large); amounts become numbers only to be drawn.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney, formatMonth } from '../../framework/format.ts';
import type { ChartPoint } from '../../../schemas/contracts/investment-analytics.ts';

export default function DashboardChart({ points }: { points: ChartPoint[] }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const data = points.map((p) => ({ month: formatMonth(p.month, language), interest: Number(p.interest), accumulated: Number(p.accumulated_interest) }));
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={data} margin={{ top: 8, right: 16, left: 16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="month" />
        <YAxis yAxisId="month" tickFormatter={(value: number) => formatMoney(String(value)).replace(/\.00$/, '')} width={90} />
        <YAxis yAxisId="total" orientation="right" tickFormatter={(value: number) => formatMoney(String(value)).replace(/\.00$/, '')} width={100} />
        {/* The tooltip writes in the body colour: the series colours are for lines, not text. */}
        <Tooltip formatter={(value) => formatMoney(String(value))} itemStyle={{ color: 'rgba(0, 0, 0, 0.87)' }} />
        <Legend />
        <Bar yAxisId="month" dataKey="interest" name={translate('caudal.investments.dashboard.monthlyInterest')} fill="#0b4f6c" isAnimationActive={false} />
        <Line yAxisId="total" dataKey="accumulated" name={translate('caudal.investments.dashboard.accumulatedInterest')} stroke="#b35000" strokeWidth={2} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
