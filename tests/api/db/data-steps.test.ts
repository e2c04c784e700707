/**
 * Data steps at start (server/db/data-step-runner.ts, docs/decisions/164): each runs once per database,
 * in the order of its name, after the migrations, the seed and the reconciler; its work and its
 * `data_step` row commit together; one that fails leaves nothing of itself and stops the start; two
 * servers preparing at once run it once. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client.ts';
import { DataStepError, runDataSteps, type NamedDataStep } from '../../../server/db/data-step-runner.ts';
import { dataSteps as declaredDataSteps } from '../../../server/db/data-steps/index.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

let t: TestDatabase;
const others: Database[] = [];

beforeAll(async () => {
  t = await openTestDatabase(inject('testDatabase'));
  await t.database.query('create table data_step_probe (seq serial primary key, step text not null)');
});
afterAll(async () => {
  await Promise.all(others.map((d) => d.close()));
  await t?.dispose();
});

/** A step that writes one probe row (and whatever `then` does after it, in the same transaction). */
const probe = (name: string, then?: (tx: Parameters<NamedDataStep['run']>[0]) => Promise<unknown>): NamedDataStep => ({
  name,
  async run(tx) {
    await tx.execute(sql`insert into data_step_probe (step) values (${name})`);
    await then?.(tx);
    return `${name} wrote its row`;
  },
});

const probeRows = async () => (await t.database.query<{ step: string }>('select step from data_step_probe order by seq')).map((r) => r.step);
const recorded = async () => (await t.database.query<{ name: string }>('select name from data_step order by name')).map((r) => r.name);

/** A second connection to the same database, as a second server has (PostgreSQL), or the same PGlite. */
async function secondServer(options: { queryTimeoutMs?: number } = {}): Promise<Database> {
  if (!t.url) return t.database;
  const database = await openDatabase({ databaseUrl: t.url, ...options });
  others.push(database);
  return database;
}

/** A step that takes 0.3 s, so two servers overlap on it; counts its runs, and may leave its name in the probe table. */
function slowStep(name: string, { leavesProbe }: { leavesProbe: boolean }): NamedDataStep & { runs: number } {
  const step = {
    name,
    runs: 0,
    async run(tx: Parameters<NamedDataStep['run']>[0]) {
      step.runs++;
      await tx.execute(sql`select pg_sleep(0.3)`);
      if (leavesProbe) await tx.execute(sql`insert into data_step_probe (step) values (${name})`);
    },
  };
  return step;
}

describe('data steps at start', () => {
  it('the committed list starts empty of steps the seeded database has not had', async () => {
    // The test database was prepared with the declared steps: all are recorded, none runs again.
    expect((await prepareDatabase(t.database)).dataSteps).toEqual([]);
    expect(await recorded()).toEqual(declaredDataSteps.map((s) => s.name));
  });

  it('runs each step once, in the order of their names, and records it with its time', async () => {
    const steps = [probe('0001_first'), probe('0002_second')];
    const first = await prepareDatabase(t.database, { dataSteps: steps });
    expect(first.seeded).toBe(false);
    expect(first.dataSteps.map((s) => [s.name, s.summary])).toEqual([
      ['0001_first', '0001_first wrote its row'],
      ['0002_second', '0002_second wrote its row'],
    ]);
    expect(await probeRows()).toEqual(['0001_first', '0002_second']);
    // The project's own steps (server/db/data-steps/) are recorded beside these probes: left out here.
    const rows = await t.database.query<{ name: string; took_ms: number; ran_at: unknown }>(`select name, took_ms, ran_at from data_step where name like '000%' and not (name = any($1)) order by name`, [
      declaredDataSteps.map((s) => s.name),
    ]);
    expect(rows.map((r) => r.name)).toEqual(['0001_first', '0002_second']);
    expect(rows.every((r) => r.took_ms >= 0 && r.ran_at !== null)).toBe(true);

    // The next start: nothing runs again; a step added since runs alone.
    expect((await prepareDatabase(t.database, { dataSteps: steps })).dataSteps).toEqual([]);
    const next = await prepareDatabase(t.database, { dataSteps: [...steps, probe('0003_added_later')] });
    expect(next.dataSteps.map((s) => s.name)).toEqual(['0003_added_later']);
    expect(await probeRows()).toEqual(['0001_first', '0002_second', '0003_added_later']);
  });

  it('a step that fails leaves nothing of itself, is not recorded, stops the start, and runs again at the next', async () => {
    const currencyNames = async () => t.database.query('select id, name from currency order by id');
    const namesBefore = await currencyNames();
    const failing = probe('0004_fails_half_way', async (tx) => {
      await tx.execute(sql`update currency set name = 'half written'`);
      throw new Error('no bank named "Banco X"');
    });
    const after = probe('0005_after_the_failure');
    await expect(prepareDatabase(t.database, { dataSteps: [failing, after] })).rejects.toThrow(
      /Data step 0004_fails_half_way failed; nothing of it was written and it runs again at the next start: no bank named "Banco X"/,
    );
    expect(await probeRows()).not.toContain('0004_fails_half_way');
    expect(await probeRows()).not.toContain('0005_after_the_failure');
    expect(await currencyNames()).toEqual(namesBefore);
    expect(await recorded()).not.toContain('0004_fails_half_way');

    // A failing statement aborts the transaction alike.
    const badSql = probe('0004_fails_half_way', (tx) => tx.execute(sql`select 1 / 0`));
    await expect(prepareDatabase(t.database, { dataSteps: [badSql] })).rejects.toThrow(/0004_fails_half_way failed; .*: division by zero \(Failed query: select 1 \/ 0\)$/);
    expect(await recorded()).not.toContain('0004_fails_half_way');

    // Fixed, it runs at the next start, and the one after it too.
    const fixed = await prepareDatabase(t.database, { dataSteps: [probe('0004_fails_half_way'), after] });
    expect(fixed.dataSteps.map((s) => s.name)).toEqual(['0004_fails_half_way', '0005_after_the_failure']);
    expect(await probeRows()).toEqual(expect.arrayContaining(['0004_fails_half_way', '0005_after_the_failure']));
  });

  it('names out of order, repeated or malformed are refused before any step runs', async () => {
    const before = await probeRows();
    for (const steps of [[probe('0007_b'), probe('0006_a')], [probe('0006_a'), probe('0006_a')], [probe('6_a')], [probe('0006-A')]]) {
      await expect(prepareDatabase(t.database, { dataSteps: steps })).rejects.toBeInstanceOf(DataStepError);
    }
    expect(await probeRows()).toEqual(before);
  });

  it('two servers preparing at once run a step once', async () => {
    const slow = slowStep('0008_slow', { leavesProbe: true });
    const other = await secondServer();
    const [a, b] = await Promise.all([prepareDatabase(t.database, { dataSteps: [slow] }), prepareDatabase(other, { dataSteps: [slow] })]);
    expect(slow.runs).toBe(1);
    expect([...a.dataSteps, ...b.dataSteps].map((s) => s.name)).toEqual(['0008_slow']);
    expect((await probeRows()).filter((s) => s === '0008_slow')).toHaveLength(1);
  });

  it('without the start lock, the claim on the step’s row alone keeps it to one run', async () => {
    const slow = slowStep('0009_slow_unlocked', { leavesProbe: false });
    const other = await secondServer();
    const results = await Promise.all([runDataSteps(t.database, [slow]), runDataSteps(other, [slow])]);
    expect(slow.runs).toBe(1);
    expect(results.flat().map((s) => s.name)).toEqual(['0009_slow_unlocked']);
    expect(await recorded()).toContain('0009_slow_unlocked');
  });

  it.runIf(inject('testDatabase').kind === 'postgres')('PostgreSQL: a step may outlast the query timeout requests have', async () => {
    const impatient = await secondServer({ queryTimeoutMs: 200 });
    await expect(impatient.query('select pg_sleep(0.5)')).rejects.toThrow(/timeout/i);
    const long: NamedDataStep = { name: '0010_long', run: async (tx) => void (await tx.execute(sql`select pg_sleep(0.5)`)) };
    expect((await runDataSteps(impatient, [long])).map((s) => s.name)).toEqual(['0010_long']);
  });
});
