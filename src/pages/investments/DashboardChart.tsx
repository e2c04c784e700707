/**
 * The investments' scheduled interest by payment month and its running total over the whole term, for
 * one currency (the figures above are to date: the labels say which is which, docs/decisions/050).
 * Loaded lazily (recharts is large); amounts become numbers only to be drawn.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMediaQuery, type Theme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney, formatMonth } from '../../framework/format.ts';
import type { ChartPoint } from '../../../schemas/contracts/investment-analytics.ts';

/** An axis label on a phone: "$1.2 M", "$350 k" (the two full-width axes left the bars about 115 px, issue 26). */
function compactMoney(value: number, language: string): string {
  return `$${new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-MX', { notation: 'compact', maximumFractionDigits: 1 }).format(value)}`;
}

export default function DashboardChart({ points }: { points: ChartPoint[] }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const tick = (value: number) => (onPhone ? compactMoney(value, language) : formatMoney(String(value)).replace(/\.00$/, ''));
  const data = points.map((p) => ({ month: formatMonth(p.month, language), interest: Number(p.interest), accumulated: Number(p.accumulated_interest) }));
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={data} margin={onPhone ? { top: 8, right: 0, left: 0, bottom: 0 } : { top: 8, right: 16, left: 16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="month" />
        <YAxis yAxisId="month" tickFormatter={tick} width={onPhone ? 52 : 90} />
        <YAxis yAxisId="total" orientation="right" tickFormatter={tick} width={onPhone ? 52 : 100} />
        {/* The tooltip writes in the body colour: the series colours are for lines, not text. */}
        <Tooltip formatter={(value) => formatMoney(String(value))} itemStyle={{ color: 'rgba(0, 0, 0, 0.87)' }} />
        <Legend />
        <Bar yAxisId="month" dataKey="interest" name={translate('caudal.investments.dashboard.monthlyInterest')} fill="#0b4f6c" isAnimationActive={false} />
        <Line yAxisId="total" dataKey="accumulated" name={translate('caudal.investments.dashboard.accumulatedInterest')} stroke="#b35000" strokeWidth={2} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
