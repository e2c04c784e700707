/**
 * The forward curve by month to maturity with the client rate K as a line, and the market projection
 * where one is loaded. Lazy (recharts is large). Rates become numbers here only to be drawn.
 */
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { formatDate, formatDecimal } from '../../framework/format.ts';
import type { CurvePoint } from './hedge-api.ts';

export default function ForwardCurveChart({ curve }: { curve: CurvePoint[] }) {
  const translate = useTranslate();
  const data = curve.map((p) => ({
    month: p.month,
    label: `${p.month} · ${formatDate(p.maturity_date)}`,
    forward: Number(p.forward),
    clientRate: Number(p.clientRate),
    projection: p.projection === null ? null : Number(p.projection),
  }));
  const hasProjection = data.some((d) => d.projection !== null);
  return (
    <ResponsiveContainer width="100%" height={300}>
      <LineChart data={data} margin={{ top: 8, right: 24, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="month" label={{ value: translate('caudal.forwards.new.month'), position: 'insideBottomRight', offset: -4 }} />
        <YAxis domain={['auto', 'auto']} tickFormatter={(v: number) => formatDecimal(String(v), 2)} width={70} />
        <Tooltip labelFormatter={(_month, items) => String(items?.[0]?.payload?.label ?? '')} formatter={(value) => formatDecimal(String(value), 4)} />
        <Legend />
        <Line type="monotone" dataKey="forward" name={translate('caudal.forwards.new.forward')} stroke="#0b4f6c" strokeWidth={2} dot />
        <Line type="monotone" dataKey="clientRate" name={translate('caudal.forwards.new.clientRate')} stroke="#f0a202" strokeWidth={2} dot />
        {hasProjection && <Line type="monotone" dataKey="projection" name={translate('caudal.forwards.new.projection')} stroke="#7a7a7a" strokeDasharray="6 4" connectNulls />}
      </LineChart>
    </ResponsiveContainer>
  );
}
