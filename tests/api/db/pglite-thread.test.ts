/**
 * PGlite on a thread of its own (docs/decisions/151): the server's event loop keeps
 * turning while a heavy statement runs, and the database behaves as the embedded one does for what
 * the server relies on: Drizzle's reads and writes, transactions that commit or roll back, errors with
 * their SQLSTATE, the driver's values (dates as text for Drizzle, Date objects for raw reads, bytes),
 * and the backup export.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { openDatabase, type Database } from '../../../server/db/client.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://', pgliteThread: true });
  await prepareDatabase(database);
}, 180_000);
afterAll(async () => {
  await database?.close();
});

const currency = entities.currency.table;
const newCurrency = (code: string) => ({ name: `Prueba ${code}`, description: 'x', code, interests: '1', retentions: '1', interests_pm: '1', retentions_pm: '1', min_inv: '1000' });

describe('PGlite on its own thread', () => {
  it('runs on another thread: the embedded client is not in this one', () => {
    expect(database.kind).toBe('pglite');
    expect(database.pglite).toBeUndefined();
  });

  it('keeps the event loop turning while a heavy statement runs', async () => {
    const lags: number[] = [];
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      lags.push(now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await database.query('select count(*) from generate_series(1, 3000000) g where g % 7 = 3');
    const took = performance.now() - started;
    clearInterval(ticker);
    // The statement takes a while; the timers kept firing through it (on the server's thread it would be one long gap).
    expect(took).toBeGreaterThan(100);
    expect(lags.length).toBeGreaterThan(5);
    expect(Math.max(...lags)).toBeLessThan(Math.max(100, took / 2));
  });

  it('commits a transaction that ends well and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(currency).values(newCurrency('TH1'));
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(currency).values(newCurrency('TH2'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const codes = (await database.db.select({ code: currency.code }).from(currency)).map((r) => r.code);
    expect(codes).toContain('TH1');
    expect(codes).not.toContain('TH2');
  });

  it('reads inside a transaction what the transaction wrote, and other statements wait for it', async () => {
    const order: string[] = [];
    const inside = database.db.transaction(async (tx) => {
      await tx.insert(currency).values(newCurrency('TH3'));
      const [seen] = await tx.select({ code: currency.code }).from(currency).where(eq(currency.code, 'TH3'));
      order.push(`inside saw ${seen?.code}`);
    });
    const outside = database.query<{ n: number }>("select count(*)::int as n from currency where code = 'TH3'").then(([row]) => order.push(`outside saw ${row?.n}`));
    await Promise.all([inside, outside]);
    expect(order).toEqual(['inside saw TH3', 'outside saw 1']);
  });

  it('answers errors with their SQLSTATE and message, as the server maps them', async () => {
    const failure = (await database.query('select * from no_such_table').catch((error: unknown) => error)) as Error & { code?: string };
    expect(failure).toBeInstanceOf(Error);
    expect(failure.code).toBe('42P01');
    expect(failure.message).toContain('no_such_table');
  });

  it('keeps the values as each reader expects them', async () => {
    const [raw] = await database.query<{ at: unknown; bytes: unknown; amount: unknown }>("select timestamptz '2026-01-15 18:05:00+00' as at, '\\x0102'::bytea as bytes, 12.50::numeric as amount");
    expect(raw!.at).toBeInstanceOf(Date);
    expect((raw!.at as Date).toISOString()).toBe('2026-01-15T18:05:00.000Z');
    expect([...(raw!.bytes as Uint8Array)]).toEqual([1, 2]);
    const smsLog = entities.sms_log.table;
    await database.db.insert(smsLog).values({ phone: '+525500000000', message: 'hola', type: 'sms' });
    const [viaDrizzle] = await database.db.select({ created: smsLog.created_at }).from(smsLog).limit(1);
    expect(viaDrizzle!.created as unknown).toBeInstanceOf(Date);
    const executed = (await database.db.execute(sql`select timestamptz '2026-01-15 18:05:00+00' as at`)) as unknown as { rows: { at: unknown }[] };
    const [text] = executed.rows;
    expect(typeof text!.at).toBe('string');
  });

  it('takes the backup export on its thread', async () => {
    const dump = await database.pgliteExport!();
    expect(dump.length).toBeGreaterThan(10_000);
    expect(dump.subarray(0, 200).toString('latin1')).toContain('database/');
  });
});
