/**
 * A required column added to a table that has rows (docs/decisions/274), from one declaration: the field
 * names the data step that fills it (`backfilledBy`). `npm run db:generate` writes its ADD COLUMN without
 * NOT NULL (deferNotNull); the data step runner, in the step's own transaction, after its work, makes the
 * column NOT NULL (setNotNullAfter). A step that leaves a row empty fails with the column's name, and
 * nothing of it stays: the start stops and the next one tries again.
 */
import { sql } from 'drizzle-orm';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import { columnName } from '../../schemas/framework/table.ts';
import type { Db } from './client.ts';

export interface BackfilledColumn {
  table: string;
  column: string;
  /** The step's name after its number (`loans_to_matriz` for `0007_loans_to_matriz`). */
  step: string;
}

/** The required columns of these entities that a data step fills. */
export function backfilledColumns(entities: readonly Entity[]): BackfilledColumn[] {
  return entities.flatMap((entity) =>
    Object.entries(entity.fields).flatMap(([name, meta]) => {
      if (!meta.backfilledBy) return [];
      if (meta.optional) throw new Error(`${entity.name}.${name}: backfilledBy is for a required field (an optional one is added nullable anyway)`);
      return [{ table: entity.tableName, column: columnName(name, meta), step: meta.backfilledBy }];
    }),
  );
}

const quoted = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A migration's SQL with each backfilled column's ADD COLUMN made nullable (drizzle-kit writes NOT NULL,
 * which fails on a table with rows). A default-less required column added to a populated table is the
 * case; a column created with its table (CREATE TABLE) is left as written: that table has no rows yet.
 */
export function deferNotNull(migration: string, columns: readonly BackfilledColumn[]): string {
  let text = migration;
  for (const { table, column } of columns) {
    const statement = new RegExp(`(ALTER TABLE "${quoted(table)}" ADD COLUMN "${quoted(column)}" [^;]*?) NOT NULL`, 'g');
    text = text.replace(statement, '$1');
  }
  return text;
}

/** The step's name after its four digits and underscore. */
export const stepSubject = (stepName: string) => stepName.replace(/^\d{4}_/, '');

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Inside a step's transaction, after its work: the columns it filled become NOT NULL. */
export async function setNotNullAfter(tx: Db, stepName: string, columns: readonly BackfilledColumn[]): Promise<string[]> {
  const filled = columns.filter((column) => column.step === stepSubject(stepName));
  for (const { table, column } of filled) {
    const [left] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} is null`));
    if (Number(left?.n ?? 0) > 0) throw new Error(`${table}.${column} is still empty in ${left!.n} rows after the step: a required column it backfills must be filled in every row`);
    await tx.execute(sql`alter table ${sql.identifier(table)} alter column ${sql.identifier(column)} set not null`);
  }
  return filled.map(({ table, column }) => `${table}.${column}`);
}

/** Every backfilled column names a step that exists (among the steps, or one this database recorded). */
export function unknownBackfillSteps(columns: readonly BackfilledColumn[], stepNames: readonly string[]): BackfilledColumn[] {
  const subjects = new Set(stepNames.map(stepSubject));
  return columns.filter((column) => !subjects.has(column.step));
}
