/**
 * Fills sms_log with `rows` realistic rows in set-based batches (INSERT ... SELECT generate_series):
 * one row in five is a call (the benchmark's filter keeps ~20 % of the table), about twenty messages
 * per phone, one message every 30 seconds so created_at follows insertion order as in a real log.
 */
import type { Database } from '../server/db/client.ts';

const BATCH = 100_000;

function batchSql(phones: number): string {
  return `
    insert into sms_log (phone, message, type, created_at, updated_at)
    select '+52' || (5500000000 + (g * 7919) % $3)::text,
           'Tu código de verificación es ' || lpad(((g * 48271) % 1000000)::text, 6, '0'),
           case when g % 5 = 0 then 'call' else 'sms' end,
           timestamptz '2025-01-01 00:00:00+00' + g * interval '30 seconds',
           timestamptz '2025-01-01 00:00:00+00' + g * interval '30 seconds'
    from generate_series($1::bigint, $2::bigint) as g`.replace('$3', String(phones));
}

export async function seedSmsLog(database: Database, rows: number, progress: (done: number) => void): Promise<void> {
  const phones = Math.max(1000, Math.floor(rows / 20));
  for (let from = 1; from <= rows; from += BATCH) {
    const to = Math.min(rows, from + BATCH - 1);
    await database.query(batchSql(phones), [from, to]);
    progress(to);
  }
  // PostgreSQL's autovacuum would analyze a table this size on its own; PGlite has no autovacuum, and
  // without statistics the planner's row estimate (the list's total above the count cap) is a guess.
  await database.query('vacuum analyze sms_log');
}
