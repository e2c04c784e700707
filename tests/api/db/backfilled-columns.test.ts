/**
 * A required column added to a table with rows, from one declaration (docs/decisions/274): drizzle-kit's
 * ADD COLUMN ... NOT NULL fails on the rows; the migration as db:generate leaves it (deferNotNull) adds it
 * nullable, the data step that `backfilledBy` names fills it, and the runner makes it NOT NULL in the
 * step's transaction. A step that leaves rows empty fails and leaves the column as it found it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defineEntity } from '../../../schemas/framework/define-entity.ts';
import { field } from '../../../schemas/framework/field.ts';
import { backfilledColumns, deferNotNull } from '../../../server/db/backfilled-columns.ts';
import { DataStepError, runDataSteps, type NamedDataStep } from '../../../server/db/data-step-runner.ts';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

const access = { module: '/administrador/listas/moneda' };
const before = defineEntity({ name: 'test_backfill', access, fields: { name: field.text() } });
const after = defineEntity({ name: 'test_backfill', access, fields: { name: field.text(), branch: field.text({ maxLength: 40, backfilledBy: 'loans_to_matriz' }) } });

let t: TestDatabase;

beforeAll(async () => {
  t = await openTestDatabase(inject('testDatabase'));
});
afterAll(async () => {
  await t?.dispose();
});

async function statements(from: Record<string, unknown>, to: Record<string, unknown>): Promise<string[]> {
  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  return generateMigration(generateDrizzleJson(from), generateDrizzleJson(to));
}

const nullable = async (table: string, column: string) =>
  (await t.database.query<{ is_nullable: string }>('select is_nullable from information_schema.columns where table_name = $1 and column_name = $2', [table, column]))[0]?.is_nullable;

const fillWith = (value: string | null): NamedDataStep => ({
  name: '0001_loans_to_matriz',
  async run(tx) {
    await tx.execute(sql`update test_backfill set branch = ${value} where branch is null`);
    return 'filled';
  },
});

describe('a required column added to a table with rows', () => {
  it('is added nullable, filled by its data step, then NOT NULL; a step that leaves rows empty changes nothing', async () => {
    for (const statement of await statements({}, { t: before.table })) await t.database.query(statement);
    await t.database.query("insert into test_backfill (name) values ('uno'), ('dos')");

    const generated = await statements({ t: before.table }, { t: after.table });
    const addColumn = generated.find((s) => s.includes('ADD COLUMN "branch"'))!;
    expect(addColumn).toMatch(/NOT NULL/);
    // As drizzle-kit writes it, the migration fails on the rows already there.
    await expect(t.database.query(addColumn)).rejects.toThrow(/null/i);

    const columns = backfilledColumns([after]);
    expect(columns).toEqual([{ table: 'test_backfill', column: 'branch', step: 'loans_to_matriz' }]);
    const deferred = deferNotNull(generated.join('\n--> statement-breakpoint\n'), columns).split('\n--> statement-breakpoint\n');
    expect(deferred.find((s) => s.includes('ADD COLUMN "branch"'))).toBe('ALTER TABLE "test_backfill" ADD COLUMN "branch" varchar(40);');
    for (const statement of deferred) await t.database.query(statement);
    expect(await nullable('test_backfill', 'branch')).toBe('YES');

    // A step that leaves the rows empty fails by the column's name; nothing of it stays, the column is still nullable.
    await expect(runDataSteps(t.database, [fillWith(null)], columns)).rejects.toThrow(/test_backfill\.branch is still empty in 2 rows/);
    expect(await nullable('test_backfill', 'branch')).toBe('YES');
    expect(await t.database.query("select name from data_step where name = '0001_loans_to_matriz'")).toEqual([]);

    const ran = await runDataSteps(t.database, [fillWith('Matriz')], columns);
    expect(ran.map((step) => step.name)).toEqual(['0001_loans_to_matriz']);
    expect(await nullable('test_backfill', 'branch')).toBe('NO');
    expect(await t.database.query('select name, branch from test_backfill order by id')).toEqual([
      { name: 'uno', branch: 'Matriz' },
      { name: 'dos', branch: 'Matriz' },
    ]);
    await expect(t.database.query("insert into test_backfill (name) values ('tres')")).rejects.toThrow(/null/i);
    // Recorded: the next start has nothing to run and no column to make NOT NULL.
    expect(await runDataSteps(t.database, [fillWith('Matriz')], columns)).toEqual([]);
  });

  it('names a data step that exists: one nobody wrote stops the start', async () => {
    const orphan = [{ table: 'test_backfill', column: 'branch', step: 'no_such_step' }];
    await expect(runDataSteps(t.database, [], orphan)).rejects.toBeInstanceOf(DataStepError);
    await expect(runDataSteps(t.database, [], orphan)).rejects.toThrow(/test_backfill\.branch \(no_such_step\)/);
  });

  it('is for required fields: an optional one is added nullable anyway', () => {
    const optional = defineEntity({ name: 'test_backfill_optional', access, fields: { note: field.text({ optional: true, backfilledBy: 'x_y' }) } });
    expect(() => backfilledColumns([optional])).toThrow(/backfilledBy is for a required field/);
  });

  it('leaves a column created with its table as drizzle-kit writes it (that table has no rows)', async () => {
    const created = (await statements({}, { t: after.table })).join('\n');
    expect(deferNotNull(created, backfilledColumns([after]))).toBe(created);
  });
});
