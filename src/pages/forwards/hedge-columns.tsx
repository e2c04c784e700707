/**
 * Columns the open and concluded hedge lists share: money from decimal strings, rates with 4 decimals,
 * dates in es-MX, option values through their translations, and the names the API sends with each row.
 */
import { FunctionField, useTranslate } from 'react-admin';
import type { RaRecord } from 'ra-core';
import { formatDate, formatDecimal, formatMoney } from '../../framework/format.ts';

type Align = 'left' | 'right';

/**
 * A list wider than the screen scrolls inside its card. react-admin's layout grows to fit its content
 * (min-width: fit-content), so the card's width is capped at the viewport less the open sidebar (240 px)
 * and the page margins; a narrow screen has no sidebar beside the content.
 */
export const SCROLL_WIDE_TABLE = {
  '& .RaList-content': { overflowX: 'auto', maxWidth: { xs: 'calc(100vw - 32px)', md: 'calc(100vw - 258px)' } },
  // Twelve columns and the row actions fit a 1440 px screen with half the default cell padding.
  '& .RaList-content .MuiTableCell-root': { px: 1 },
} as const;
interface ColumnProps {
  source: string;
  resource: 'forward_open' | 'forward_closed';
  sortable?: boolean;
  label?: string;
}

const label = (resource: string, source: string) => `resources.${resource}.fields.${source}`;

export function MoneyColumn({ source, resource, sortable = false, currency = '$' }: ColumnProps & { currency?: string }) {
  return <FunctionField source={source} label={label(resource, source)} sortable={sortable} textAlign={'right' as Align} render={(r: RaRecord) => formatMoney(r[source], currency)} />;
}

export function RateColumn({ source, resource }: ColumnProps) {
  return <FunctionField source={source} label={label(resource, source)} sortable={false} textAlign={'right' as Align} render={(r: RaRecord) => formatDecimal(r[source], 4)} />;
}

export function DateColumn({ source, resource, sortable = false }: ColumnProps) {
  return <FunctionField source={source} label={label(resource, source)} sortable={sortable} render={(r: RaRecord) => formatDate(r[source])} />;
}

/** user.name, status.name: the objects the API adds to each row. */
export function NameColumn({ source, resource, sortable = false }: ColumnProps) {
  return <FunctionField source={source} label={label(resource, source)} sortable={sortable} render={(r: RaRecord) => (r[source] as { name?: string } | null)?.name ?? ''} />;
}

function OptionText({ resource, source, value }: { resource: string; source: string; value: string }) {
  const translate = useTranslate();
  return <>{translate(`resources.${resource}.options.${source}.${value}`, { _: value })}</>;
}

export function OptionColumn({ source, resource }: ColumnProps) {
  return <FunctionField source={source} label={label(resource, source)} sortable={false} render={(r: RaRecord) => <OptionText resource={resource} source={source} value={String(r[source] ?? '')} />} />;
}
