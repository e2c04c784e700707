/**
 * Field metadata -> Drizzle columns and indexes.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import type { FieldMeta } from './field.ts';
import type { EntityColumnBuilders, EntityTable } from './entity-types.ts';

import { VERSION_COLUMN } from './version-column.ts';
import { constraintName, type EntityConstraint } from './constraints.ts';

export { VERSION_COLUMN };

export function columnName(fieldName: string, meta: FieldMeta): string {
  return meta.column ?? fieldName;
}

function baseColumn(name: string, meta: FieldMeta) {
  switch (meta.kind) {
    case 'text':
    case 'email':
    case 'file':
    case 'select':
      return varchar(name, { length: meta.maxLength ?? 255 });
    case 'numeric':
    case 'money':
    case 'percent':
      return numeric(name, { precision: meta.precision, scale: meta.scale, mode: 'string' });
    case 'integer':
      return integer(name);
    case 'reference': {
      const target = meta.reference!;
      return integer(name).references(() => (target().table as { id: AnyPgColumn }).id, { onDelete: 'restrict' });
    }
    case 'date':
      return date(name, { mode: 'string' });
    case 'datetime':
      return timestamp(name, { withTimezone: true, mode: 'date' });
    case 'boolean':
      return boolean(name);
  }
}

function column(name: string, meta: FieldMeta): PgColumnBuilderBase {
  let built = baseColumn(name, meta) as ReturnType<typeof varchar>;
  if (!meta.optional) built = built.notNull() as typeof built;
  if (meta.unique) built = built.unique() as typeof built;
  if (meta.defaultValue !== undefined) built = built.default(meta.defaultValue as string) as typeof built;
  return built;
}

export interface TableOptions<T extends boolean = boolean, S extends boolean = boolean> {
  timestamps: T;
  softDelete: S;
  /** Extra composite indexes, by field name, for filter + sort pairs the screens use. */
  indexes: readonly (readonly string[])[];
  /** Field combinations that must be unique together. */
  uniqueTogether?: readonly (readonly string[])[];
  /** Declared constraints (constraints.ts): unique indexes, in lower case or with exceptions, and CHECKs between fields. */
  constraints?: readonly EntityConstraint[];
}

/** A text literal inside DDL (an index's WHERE): DDL takes no parameters. */
const literal = (value: string) => sql.raw(`'${value.replace(/'/g, "''")}'`);

const TEXT_KINDS: ReadonlySet<string> = new Set(['text', 'email', 'select', 'file']);

/** The index or CHECK of a declared constraint (docs/decisions/271). */
function constraintBuilder(tableName: string, fields: Readonly<Record<string, FieldMeta>>, cols: Record<string, AnyPgColumn>, constraint: EntityConstraint) {
  const name = constraintName(tableName, constraint);
  if (constraint.kind === 'compare') return check(name, sql`${cols[constraint.left]} ${sql.raw(constraint.op)} ${cols[constraint.right]}`);
  const compared = (field: string): SQL | AnyPgColumn => (constraint.ignoreCase && TEXT_KINDS.has(fields[field]!.kind) ? sql`lower(${cols[field]})` : cols[field]!);
  const [first, ...rest] = constraint.fields.map(compared);
  const index = uniqueIndex(name).on(first!, ...rest);
  if (!constraint.except?.length) return index;
  const exceptions = constraint.except.map((value) => literal(constraint.ignoreCase ? value.toLowerCase() : value));
  return index.where(sql`${compared(constraint.fields[0]!)} not in (${sql.join(exceptions, sql`, `)})`);
}

export function buildTable<F extends Record<string, FieldMeta>, T extends boolean, S extends boolean>(
  tableName: string,
  fields: F,
  options: TableOptions<T, S>,
): EntityTable<F, T, S> {
  const columns: Record<string, PgColumnBuilderBase> = { id: serial('id').primaryKey() };
  for (const [fieldName, meta] of Object.entries(fields)) columns[fieldName] = column(columnName(fieldName, meta), meta);
  // Every record carries the version a write must send back (optimistic concurrency, docs/decisions/100):
  // the repository raises it by one on each change, in the UPDATE that makes the change.
  columns[VERSION_COLUMN] = integer(VERSION_COLUMN).notNull().default(1);
  if (options.timestamps) {
    columns.created_at = timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
    columns.updated_at = timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
  }
  if (options.softDelete) columns.deleted_at = timestamp('deleted_at', { withTimezone: true, mode: 'date' });

  // The columns built above, from the same field map the mapped type reads (entity-types.ts).
  return pgTable(tableName, columns as EntityColumnBuilders<F, T, S>, (t) => {
    // Cast: the declared indexes name columns by string; the mapped column type cannot be indexed by one.
    const cols = t as unknown as Record<string, AnyPgColumn>;
    const built = [];
    // Sorting is by (field, id) so that pages are stable; the index matches that order.
    for (const [fieldName, meta] of Object.entries(fields)) {
      if (meta.sortable) built.push(index(`${tableName}_${fieldName}_sort_idx`).on(cols[fieldName], cols.id));
      else if (meta.filterable) built.push(index(`${tableName}_${fieldName}_idx`).on(cols[fieldName]));
    }
    // Declared indexes end with id, the repository's tie-breaker: without it a filter + sort page is an
    // incremental sort that a deep page (offset 10,000) pays on every skipped row (bench/README.md).
    for (const names of options.indexes) {
      const ordered = names.includes('id') ? names : [...names, 'id'];
      const [first, ...rest] = ordered.map((n) => cols[n]);
      built.push(index(`${tableName}_${names.join('_')}_idx`).on(first, ...rest));
    }
    for (const names of options.uniqueTogether ?? []) {
      const [first, ...rest] = names.map((n) => cols[n]);
      built.push(uniqueIndex(`${tableName}_${names.join('_')}_unique`).on(first, ...rest));
    }
    for (const constraint of options.constraints ?? []) built.push(constraintBuilder(tableName, fields, cols, constraint));
    if (options.timestamps) built.push(index(`${tableName}_created_at_idx`).on(cols.created_at, cols.id));
    return built;
  });
}
