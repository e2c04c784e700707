/**
 * What a list row holds beyond the entity's columns: its computed columns (schemas/framework/computed.ts),
 * selected as their expressions, and the joins that give it its references' labels (schemas/framework/reference-labels.ts): one LEFT
 * JOIN per labelled reference, on the target's id, selecting the target's recordRepresentation as
 * `<field>_label`. A count joins only the labels its WHERE reads (`apply`'s `only`): PostgreSQL removes a
 * left join on a unique key whose columns nothing reads, but the scan still fetches the join's key, so
 * a count by an index that lacks that key reads the table's pages instead of the index alone
 * (docs/decisions/179).
 */
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import { referenceLabels } from '../../schemas/framework/reference-labels.ts';

interface Join {
  /** The label's key (`loan_id_label`). */
  key: string;
  table: PgTable;
  on: ReturnType<typeof eq>;
}

export interface LabelJoins {
  /** The entity's columns, every label and every computed column, as a list row has them. */
  selection: Record<string, PgColumn | SQL>;
  /** A label's column by its key (`currency_id_label`), for sorting and filtering. */
  labelColumns: Map<string, PgColumn>;
  /** A computed column's expression by its name, for sorting. */
  computed: Map<string, SQL>;
  /** The query with the label joins: every one, or only those whose key `only` holds. */
  apply<Q extends PgSelect>(query: Q, only?: ReadonlySet<string>): Q;
}

export function labelJoins(entity: Entity, table: PgTable): LabelJoins {
  const own = getTableColumns(table) as Record<string, PgColumn>;
  const selection: Record<string, PgColumn | SQL> = { ...own };
  const computed = new Map<string, SQL>();
  for (const [name, column] of Object.entries(entity.computed)) {
    const expression = sql`(${column.sql()})`;
    computed.set(name, expression);
    // count() and other integers arrive as bigint text from the driver; money and decimals stay decimal strings.
    selection[name] = column.kind === 'integer' ? sql`${expression}`.mapWith(Number) : expression;
  }
  const labelColumns = new Map<string, PgColumn>();
  const joins: Join[] = [];
  for (const label of referenceLabels(entity)) {
    // An alias of its own per field: two references to one table (or to the entity itself) stay apart.
    const target = alias(label.target.table as PgTable, `${label.field}_ref`);
    const targetColumns: Record<string, PgColumn> = getTableColumns(target);
    const name = targetColumns[label.labelField];
    const targetId = targetColumns.id;
    const reference = own[label.field];
    if (!name || !targetId || !reference) throw new Error(`${entity.name}.${label.field}: no label column ${label.labelField} on ${label.target.name}`);
    selection[label.key] = name;
    labelColumns.set(label.key, name);
    joins.push({ key: label.key, table: target, on: eq(targetId, reference) });
  }
  return {
    selection,
    labelColumns,
    computed,
    // A dynamic select is changed in place by each join (Drizzle's builders mutate), so the same query goes on.
    apply(query, only) {
      for (const join of joins) if (!only || only.has(join.key)) query.leftJoin(join.table, join.on);
      return query;
    },
  };
}
