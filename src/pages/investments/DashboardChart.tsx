/**
 * The investments' scheduled interest by payment month and its running total over the whole term, for
 * one currency (the figures above are to date: the labels say which is which, docs/decisions/050).
 * Drawn as plain SVG (decision 158): the investor's first screen cannot carry recharts (107 kB gzipped)
 * within its budget; the calculator and the hedges keep recharts. Bars on the left axis, the running
 * total as a line on the right one, a dashed grid, a legend, and the month's figures on hover or touch.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Box, Paper, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney, formatMonth } from '../../framework/format.ts';
import type { ChartPoint } from '../../../schemas/contracts/investment-analytics.ts';
import { niceTicks } from './chart-ticks.ts';
import { compactNumber } from './compact-number.ts';

export const CHART_HEIGHT = 300;
const BAR = '#0b4f6c';
const LINE = '#b35000';
const AXIS = '#666';
const X_AXIS_HEIGHT = 30;
const LEGEND_HEIGHT = 32;

/** An axis label on a phone: "$1.2 M", "$350 k" (the two full-width axes left the bars about 115 px). */
function compactMoney(value: number, language: string): string {
  return `$${compactNumber(value, language)}`;
}

/** The container's width, followed as it changes (the card's, so the chart fills it). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export default function DashboardChart({ points }: { points: ChartPoint[] }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [ref, width] = useWidth();
  const [hovered, setHovered] = useState<number | null>(null);
  const tick = (value: number) => (onPhone ? compactMoney(value, language) : formatMoney(String(value)).replace(/\.00$/, ''));
  const data = points.map((p) => ({ month: formatMonth(p.month, language), interest: Number(p.interest), accumulated: Number(p.accumulated_interest) }));
  const names = { interest: translate('caudal.investments.dashboard.monthlyInterest'), accumulated: translate('caudal.investments.dashboard.accumulatedInterest') };

  const margin = onPhone ? { top: 8, right: 0, left: 0 } : { top: 8, right: 16, left: 16 };
  const axisWidth = onPhone ? { left: 52, right: 52 } : { left: 90, right: 100 };
  const plot = {
    x: margin.left + axisWidth.left,
    y: margin.top,
    width: Math.max(0, width - margin.left - margin.right - axisWidth.left - axisWidth.right),
    height: CHART_HEIGHT - margin.top - X_AXIS_HEIGHT - LEGEND_HEIGHT,
  };
  const left = niceTicks(Math.max(0, ...data.map((d) => d.interest)));
  const right = niceTicks(Math.max(0, ...data.map((d) => d.accumulated)));
  const yLeft = (v: number) => plot.y + plot.height - (v / left[left.length - 1]) * plot.height;
  const yRight = (v: number) => plot.y + plot.height - (v / right[right.length - 1]) * plot.height;
  const band = data.length > 0 ? plot.width / data.length : 0;
  const centre = (i: number) => plot.x + band * (i + 0.5);
  const barWidth = band * 0.8;
  // Month labels that would overlap are skipped, every n-th kept.
  const labelEvery = Math.max(1, Math.ceil((7 * Math.max(4, ...data.map((d) => d.month.length)) + 8) / Math.max(band, 1)));
  const line = data.map((d, i) => `${i === 0 ? 'M' : 'L'}${centre(i).toFixed(1)},${yRight(d.accumulated).toFixed(1)}`).join('');
  const shown = hovered === null ? null : data[hovered];

  const pick = (clientX: number, target: SVGSVGElement) => {
    const x = clientX - target.getBoundingClientRect().left;
    const index = Math.floor((x - plot.x) / band);
    setHovered(index >= 0 && index < data.length ? index : null);
  };

  return (
    <Box ref={ref} data-testid="dashboard-chart" sx={{ position: 'relative', width: '100%', minHeight: CHART_HEIGHT }}>
      {width > 0 && (
        <svg
          width={width}
          height={CHART_HEIGHT - LEGEND_HEIGHT}
          role="img"
          aria-label={`${names.interest}, ${names.accumulated}`}
          onPointerMove={(event) => pick(event.clientX, event.currentTarget)}
          onPointerDown={(event) => pick(event.clientX, event.currentTarget)}
          onPointerLeave={() => setHovered(null)}
          style={{ display: 'block', touchAction: 'pan-y' }}
        >
          <g data-testid="chart-grid" stroke="#ccc" strokeDasharray="3 3">
            <rect x={plot.x} y={plot.y} width={plot.width} height={plot.height} fill="none" stroke="none" />
            {left.map((v) => <line key={`h${v}`} x1={plot.x} x2={plot.x + plot.width} y1={yLeft(v)} y2={yLeft(v)} />)}
            {data.map((d, i) => <line key={`v${d.month}`} x1={centre(i)} x2={centre(i)} y1={plot.y} y2={plot.y + plot.height} />)}
          </g>
          {hovered !== null && <rect x={plot.x + band * hovered} y={plot.y} width={band} height={plot.height} fill="#ccc" opacity={0.5} />}
          {data.map((d, i) => {
            const top = yLeft(d.interest);
            return <rect key={d.month} x={centre(i) - barWidth / 2} y={top} width={barWidth} height={plot.y + plot.height - top} fill={BAR} />;
          })}
          <path d={line} fill="none" stroke={LINE} strokeWidth={2} />
          <g fontSize={12} fill={AXIS}>
            <line x1={plot.x} x2={plot.x + plot.width} y1={plot.y + plot.height} y2={plot.y + plot.height} stroke={AXIS} />
            {data.map((d, i) => (i % labelEvery === 0 ? <text key={d.month} x={centre(i)} y={plot.y + plot.height + 18} textAnchor="middle">{d.month}</text> : null))}
            <line x1={plot.x} x2={plot.x} y1={plot.y} y2={plot.y + plot.height} stroke={AXIS} />
            {left.map((v) => <text key={`l${v}`} x={plot.x - 6} y={yLeft(v) + 4} textAnchor="end">{tick(v)}</text>)}
            <line x1={plot.x + plot.width} x2={plot.x + plot.width} y1={plot.y} y2={plot.y + plot.height} stroke={AXIS} />
            {right.map((v) => <text key={`r${v}`} x={plot.x + plot.width + 6} y={yRight(v) + 4} textAnchor="start">{tick(v)}</text>)}
          </g>
        </svg>
      )}
      {/* On a phone the two names share the width in smaller type (one line each), as recharts' legend did. */}
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 2, listStyle: 'none', m: 0, p: 0, minHeight: LEGEND_HEIGHT, alignItems: 'center', fontSize: onPhone ? 12 : 14 }}>
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: BAR }}>
          <Box component="span" sx={{ width: 14, height: 14, bgcolor: BAR }} />
          {names.interest}
        </Box>
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: LINE }}>
          <Box component="span" sx={{ width: 16, height: 2, bgcolor: LINE }} />
          {names.accumulated}
        </Box>
      </Box>
      {shown && hovered !== null && (
        <Paper
          role="tooltip"
          variant="outlined"
          sx={{ position: 'absolute', top: 8, left: Math.min(Math.max(0, centre(hovered) + 12), Math.max(0, width - 220)), p: 1, pointerEvents: 'none', minWidth: 160 }}
        >
          <Typography variant="body2" sx={{ mb: 0.5 }}>{shown.month}</Typography>
          {/* The tooltip writes in the body colour: the series colours are for the bars and the line. */}
          <Typography variant="body2">{names.interest}: {formatMoney(String(shown.interest))}</Typography>
          <Typography variant="body2">{names.accumulated}: {formatMoney(String(shown.accumulated))}</Typography>
        </Paper>
      )}
    </Box>
  );
}
