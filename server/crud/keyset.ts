/**
 * Reading a whole list in batches by keyset (the rows after the last one read, in the list's order),
 * never by OFFSET: each batch costs the same however deep it is, and no statement holds the database
 * for the whole read (PGlite runs one statement at a time; a cursor's transaction would hold it).
 * The order is the list's: the sort column, then the id. PostgreSQL puts NULLs last when ascending
 * and first when descending, so "after" has to say where the NULLs are.
 */
import { and, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface KeysetPosition {
  /** The sort column's value of the last row read, as the driver gave it (a timestamp keeps its microseconds as text). */
  sortValue: unknown;
  id: number;
}

/** The rows after `last` in the order `by` (then id), both in `order`; by === id sorts by the id alone. */
export function afterPosition(by: PgColumn | SQL, id: PgColumn, order: 'asc' | 'desc', last: KeysetPosition, options: { byIsId: boolean; nullable: boolean }): SQL {
  const beyond = order === 'asc' ? gt : lt;
  if (options.byIsId) return beyond(id, last.id);
  // The sort value goes back as it came, untyped: PostgreSQL reads it as the column's own type.
  const value = sql`${last.sortValue}`;
  // A row comparison an index on (column, id), or on the column, can seek to.
  const rowAfter = sql`(${by}, ${id}) ${sql.raw(order === 'asc' ? '>' : '<')} (${value}, ${last.id})`;
  if (!options.nullable) return rowAfter;
  if (last.sortValue === null || last.sortValue === undefined) {
    const sameNull = and(isNull(by), beyond(id, last.id))!;
    // Ascending, the NULLs come last: after one, only NULLs with a further id. Descending, first: then every value.
    return order === 'asc' ? sameNull : or(sameNull, isNotNull(by))!;
  }
  return order === 'asc' ? or(rowAfter, isNull(by))! : rowAfter;
}
