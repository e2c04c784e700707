/**
 * A rollback by reinstalling the previous release (what `npm start` runs, on a database a newer release
 * migrated): the start is refused, naming the migrations the code does not know, and exits 1 having
 * written nothing; ALLOW_NEWER_SCHEMA=1 starts it anyway, saying so.
 */
import { afterEach, expect, inject, it } from 'vitest';
import { recordFaults } from './support/fault-report.ts';
import { postgresTestDatabase, startServer, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';

let server: RealServer | undefined;
let database: TestDatabaseHandle | undefined;

afterEach(async () => {
  await server?.killAll();
  await database?.drop();
  server = database = undefined;
});

it('refuses to start on a schema newer than its code, naming the migrations, unless ALLOW_NEWER_SCHEMA=1', async () => {
  database = await postgresTestDatabase(inject('testDatabase'));
  server = await startServer({ name: 'current', database });
  await server.stop();
  const [{ newest }] = await database.query<{ newest: string }>('select max(created_at)::text as newest from drizzle.__drizzle_migrations');
  const future = Number(newest) + 60_000;
  await database.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', $1)", [future]);
  await database.query("insert into migration_name (created_at, tag) values ($1, '0042_a_newer_release')", [future]);
  const before = await database.query('select count(*)::int as n from audit_log');

  server = await startServer({ name: 'older', database, waitUntilRunning: false });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('The database has 1 migration(s) this release does not know: 0042_a_newer_release.');
  expect(server.output()).toContain('restoring the backup taken before the upgrade');
  expect(server.output()).not.toContain('Caudal is running');
  expect(await database.query('select count(*)::int as n from audit_log')).toEqual(before);

  server = await startServer({ name: 'allowed', database, env: { ALLOW_NEWER_SCHEMA: '1' } });
  expect(server.output()).toContain('ALLOW_NEWER_SCHEMA=1: starting anyway.');
  recordFaults('start on a schema newer than the code', { trials: 2, lostWrites: 0, orphanCfdis: 0, stalls: 0, detail: 'refused with exit 1 naming the migration; started with ALLOW_NEWER_SCHEMA=1' });
});
