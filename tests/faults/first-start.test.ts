/**
 * A first deployment starts its replicas at once on a new PostgreSQL database: each migrates and seeds
 * only when it is the first, one at a time (an advisory lock around migrate, seed and the module
 * reconciler; server/db/prepare.ts). Before, both inserted the same demo rows and one exited 1.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { recordFaults } from './support/fault-report.ts';
import { postgresTestDatabase, signIn, startServer, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';

const source = inject('testDatabase');
const TRIALS = 3;
const handles: TestDatabaseHandle[] = [];
const servers: RealServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.killAll()));
  await Promise.all(handles.map((h) => h.drop()));
});

describe('three servers started at once on a new PostgreSQL database (the machine\'s own on a PGlite run)', () => {
  it(`all start; the database is seeded once (${TRIALS} trials)`, async () => {
    let failedStarts = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const database = await postgresTestDatabase(source, { empty: true });
      handles.push(database);
      const started = await Promise.allSettled(['A', 'B', 'C'].map((name) => startServer({ name: `${name}${trial}`, database })));
      for (const result of started) {
        if (result.status === 'fulfilled') servers.push(result.value);
        else failedStarts++;
      }
      expect(started.map((r) => (r.status === 'rejected' ? String(r.reason).slice(0, 2000) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const seededBanners = servers.slice(-3).filter((s) => s.output().includes('new: demo data seeded')).length;
      expect(seededBanners).toBe(1);
      expect(await database.query<{ n: string }>('select count(*) as n from role')).toEqual([{ n: '6' }]);
      // Every one of them serves: a sign-in on the last started works.
      expect((await (await signIn(servers.at(-1)!, 'root@caudal.mx')).call(servers.at(-1)!, 'GET', '/api/auth/session')).status).toBe(200);
      await Promise.all(servers.splice(-3).map((s) => s.stop('SIGTERM')));
    }
    recordFaults('three first starts at once on a new database', { trials: TRIALS, lostWrites: 0, orphanCfdis: 0, stalls: failedStarts, detail: `${failedStarts} servers failed to start` });
  });
});
