/**
 * A computed column: a value a list shows and may sort by, worked out by the database from the row
 * (an SQL expression, a subquery over other tables), never stored and never written. Declared in the
 * entity beside its fields; the list query selects it, GET one answers it, the screens show it as a
 * field of its kind.
 */
import type { SQL } from 'drizzle-orm';
import type { FieldKind } from './field.ts';

export type ComputedKind = Extract<FieldKind, 'integer' | 'money' | 'numeric' | 'percent' | 'date' | 'datetime' | 'text' | 'boolean'>;

export interface ComputedColumn {
  kind: ComputedKind;
  /** The expression, made when first used: it may name other entities' tables, declared after this one. */
  sql: () => SQL;
  sortable?: boolean;
  /** Lists may filter by it: `<name>=v`, and `<name>_gte` / `<name>_lte` on numbers and dates (collections: `expired_details_gte=1`). */
  filterable?: boolean;
  /**
   * The filter's condition when a cheaper one says the same (an indexed column instead of the expression),
   * given the operator (eq, gte, lte), the value and the comparison the list would make; undefined: that comparison.
   */
  condition?: (operator: 'eq' | 'gte' | 'lte', value: unknown, comparison: SQL) => SQL | undefined;
  /**
   * What the list orders by instead of the expression, when a column orders the rows the same way
   * wherever the expression has a value (so an index gives the order); rows without one may follow in its order.
   */
  sortBy?: () => SQL;
  /** numeric: decimals shown. */
  scale?: number;
}
