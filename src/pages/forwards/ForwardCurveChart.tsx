/**
 * The forward curve by month to maturity, the agreed client rate K (the one the hedge is priced at,
 * fixed for its whole term) as one straight line, and the market projection where one is loaded.
 * Lazy (recharts is large). Rates become numbers here only to be drawn.
 */
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { formatDate, formatDecimal } from '../../framework/format.ts';
import type { CurvePoint } from './hedge-api.ts';

export default function ForwardCurveChart({ curve, agreedK }: { curve: CurvePoint[]; agreedK: string }) {
  const translate = useTranslate();
  const data = curve.map((p) => ({
    month: p.month,
    label: `${p.month} · ${formatDate(p.maturity_date)}`,
    forward: Number(p.forward),
    // One value at every month: K is agreed once, so it is drawn flat (not each month's own client rate).
    agreedK: Number(agreedK),
    projection: p.projection === null ? null : Number(p.projection),
  }));
  const hasProjection = data.some((d) => d.projection !== null);
  return (
    <ResponsiveContainer width="100%" height={300}>
      <LineChart data={data} margin={{ top: 8, right: 24, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="month" label={{ value: translate('caudal.forwards.new.month'), position: 'insideBottomRight', offset: -4 }} />
        <YAxis domain={['auto', 'auto']} tickFormatter={(v: number) => formatDecimal(String(v), 2)} width={70} />
        <Tooltip labelFormatter={(_month, items) => String(items?.[0]?.payload?.label ?? '')} formatter={(value) => formatDecimal(String(value), 4)} itemStyle={{ color: 'rgba(0, 0, 0, 0.87)' }} />
        <Legend />
        <Line type="monotone" dataKey="forward" name={translate('caudal.forwards.new.forward')} stroke="#0b4f6c" strokeWidth={2} dot />
        <Line type="linear" dataKey="agreedK" className="agreed-k" name={translate('caudal.forwards.new.agreedK')} stroke="#b35000" strokeWidth={2} dot={false} />
        {hasProjection && <Line type="monotone" dataKey="projection" name={translate('caudal.forwards.new.projection')} stroke="#666666" strokeDasharray="6 4" connectNulls />}
      </LineChart>
    </ResponsiveContainer>
  );
}
