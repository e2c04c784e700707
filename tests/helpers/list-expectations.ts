/**
 * What a list answer must satisfy, from field metadata: order by a field, and membership in a filter.
 * Text order is checked against the database's own ORDER BY (collations differ between PGlite and
 * PostgreSQL); every other kind is also compared in JavaScript.
 */
import Decimal from 'decimal.js';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { NUMERIC_KINDS } from '../../schemas/framework/field.ts';

type Row = Record<string, unknown>;

/** Negative, zero or positive as a < b, for kinds whose order does not depend on a collation. */
export function compareValues(meta: Pick<FieldMeta, 'kind'>, a: unknown, b: unknown): number | undefined {
  if (NUMERIC_KINDS.has(meta.kind)) return new Decimal(String(a)).comparedTo(new Decimal(String(b)));
  switch (meta.kind) {
    case 'integer':
    case 'reference':
      return Number(a) - Number(b);
    case 'date':
      return String(a).localeCompare(String(b), 'en');
    case 'datetime':
      return Date.parse(String(a)) - Date.parse(String(b));
    case 'boolean':
      return Number(a) - Number(b);
    default:
      return undefined;
  }
}

/** Pairs of neighbours (nulls skipped) that break the order; empty when the rows are in order. */
export function outOfOrder(rows: Row[], field: string, meta: Pick<FieldMeta, 'kind'>, order: 'asc' | 'desc'): [unknown, unknown][] {
  const values = rows.map((r) => r[field]).filter((v) => v !== null && v !== undefined);
  const broken: [unknown, unknown][] = [];
  for (let i = 1; i < values.length; i++) {
    const comparison = compareValues(meta, values[i - 1], values[i]);
    if (comparison === undefined) return [];
    if (order === 'asc' ? comparison > 0 : comparison < 0) broken.push([values[i - 1], values[i]]);
  }
  return broken;
}

/** Does a row pass the filter `field=value`? Text filters are "contains", ignoring case; the rest are equality. */
export function matchesFilter(meta: FieldMeta, value: unknown, stored: unknown): boolean {
  if (meta.kind === 'text' || meta.kind === 'email') {
    return typeof stored === 'string' && stored.toLowerCase().includes(String(value).toLowerCase());
  }
  if (stored === null || stored === undefined) return false;
  if (NUMERIC_KINDS.has(meta.kind)) return new Decimal(String(value)).equals(new Decimal(String(stored)));
  if (meta.kind === 'datetime') return Date.parse(String(value)) === Date.parse(String(stored));
  return String(stored) === String(value);
}

/** The query-string form of a stored value. */
export function asQueryValue(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}
