/**
 * `npm run rotate-secret [-- --end-sessions]`: drops the stored secret so the servers make a new one
 * at their next start (server/operations/rotate-secret.ts says what that invalidates). Run it, then
 * restart every server together. With AUTH_SECRET set the servers do not use the stored one: change
 * AUTH_SECRET (this still drops pending sign-ins, and sessions with --end-sessions). On PGlite the
 * server must be stopped first (its folder is one process's).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { holdDataDir } from '../server/operations/data-dir-holder.ts';
import { rotateStoredSecret } from '../server/operations/rotate-secret.ts';

async function main() {
  const { values } = parseArgs({ options: { 'end-sessions': { type: 'boolean' } }, strict: true });
  const config = loadConfig();
  if (config.AUTH_SECRET) console.log("AUTH_SECRET is set, so the servers use it, not a stored one: put a new value (32+ characters) in every server's environment and restart them together.");
  const hold = config.DATABASE_URL ? undefined : await holdDataDir(config.DATA_DIR, 'rotate-secret');
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR });
  try {
    const report = await rotateStoredSecret(database, { endSessions: values['end-sessions'] === true });
    console.log(report.hadStoredSecret ? 'The stored secret is gone: the next server to start makes a new one.' : 'No secret was stored yet: the next server to start makes one.');
    console.log(`Pending sign-ins dropped: ${report.pendingSignInsDropped}. Sessions ended: ${report.sessionsEnded}${values['end-sessions'] ? '' : ' (add --end-sessions to sign everyone out)'}.`);
    console.log('Now restart every server together: until then, the running ones keep the old secret.');
  } finally {
    await database.close();
    await hold?.release();
  }
}

main().catch((error: unknown) => {
  console.error(`Rotation failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
