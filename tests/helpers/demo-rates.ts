/**
 * The demo seeds invented FIX and INPC rates up to its day (server/db/seed/seed-rates.ts). Tests of what
 * happens without a rate, or of figures they enter themselves, start from a database without them.
 */
import type { Database } from '../../server/db/client.ts';
import { DEMO_INPC_SOURCE } from '../../server/db/seed/seed-rates.ts';

export async function withoutDemoRates(database: Database): Promise<void> {
  await database.query(`delete from exchange_rate where source = 'demo'`);
  await database.query('delete from inpc where source = $1', [DEMO_INPC_SOURCE]);
}
