/**
 * The database's own disk full (beyond the unit test of the error's
 * shape): the test's PostgreSQL database is moved to a tablespace on a small tmpfs the test mounts (as root),
 * and the server stores uploads in the database (FILE_STORAGE=database) until PostgreSQL cannot extend its
 * files (SQLSTATE 53100). Every refused write is a 507 in the person's language with the request id, the log
 * says it was the database's disk, the process keeps running, and once there is room it stores again.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, inject, it } from 'vitest';
import pg from 'pg';
import { tinyPdf } from '../../server/db/demo-files.ts';
import { serverCatalogues } from '../../server/i18n/localized.ts';
import { recordFaults } from './support/fault-report.ts';
import { MACHINE_POSTGRES, postgresTestDatabase, signIn, startServer, type HttpBrowser, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';

const folder = mkdtempSync(join(tmpdir(), 'caudal-tiny-db-'));
const tablespace = `caudal_tiny_${randomBytes(4).toString('hex')}`;
/** Root can mount a tmpfs, and the machine's PostgreSQL (same machine, trust) can own a tablespace on it. */
const canMount = process.getuid?.() === 0 && spawnSync('mount', ['--version']).status === 0 && spawnSync('id', ['postgres']).status === 0;

let server: RealServer | undefined;
let database: TestDatabaseHandle | undefined;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL ?? MACHINE_POSTGRES });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

afterEach(async () => {
  await server?.killAll();
  await database?.drop();
  server = database = undefined;
  await admin(`DROP TABLESPACE IF EXISTS ${tablespace}`).catch(() => undefined);
  spawnSync('umount', [folder]);
  rmSync(folder, { recursive: true, force: true });
});

/** A PDF of about `kb` KB that PostgreSQL cannot compress (random bytes after a valid start). */
const incompressiblePdf = (kb: number) => Buffer.concat([tinyPdf('Contrato', ['Firmado']), Buffer.from('\n%'), randomBytes(kb * 1024)]);

function upload(browser: HttpBrowser, at: RealServer, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'contrato.pdf');
  return browser.call(at, 'POST', '/api/file?entity=investment&field=contract', form);
}

it.runIf(canMount)('the database disk full: 507 in the person’s language with the request id, the process alive, and it stores again once there is room', async () => {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', folder]);
  execFileSync('chown', ['postgres:postgres', folder]);
  await admin(`CREATE TABLESPACE ${tablespace} LOCATION '${folder}'`);
  database = await postgresTestDatabase(inject('testDatabase'));
  const name = new URL(database.databaseUrl!).pathname.slice(1);
  await admin(`ALTER DATABASE "${name}" SET TABLESPACE ${tablespace}`);
  server = await startServer({ name: 'tiny-database', database, env: { FILE_STORAGE: 'database', UPLOAD_QUOTA_MB_PER_DAY: '1000', UPLOAD_RATE_LIMIT_PER_HOUR: '1000' } });
  const root = await signIn(server, 'root@caudal.mx');

  const answers: number[] = [];
  let full: Awaited<ReturnType<typeof upload>> | undefined;
  for (let i = 0; i < 40 && !full; i++) {
    const answer = await upload(root, server, incompressiblePdf(2048));
    answers.push(answer.status);
    if (answer.status !== 201) full = answer;
  }
  expect(full?.status, `answers ${answers.join(', ')}: ${JSON.stringify(full?.json)}`).toBe(507);
  expect(full!.json).toEqual({ message: serverCatalogues.es['http.storageFull'], requestId: expect.any(String) });
  // The log line is written by pino asynchronously; on a busy machine it lands a moment after the answer.
  await expect.poll(() => server!.output(), { timeout: 10_000 }).toContain("the database's disk");
  // The log line is written by pino asynchronously; on a busy machine it lands a moment after the answer.
  await expect.poll(() => server!.output(), { timeout: 10_000 }).toContain(full!.json.requestId);
  // Still full, in English for a person who reads English (the setting is a small write that still fits, or a 507 itself).
  const setting = await root.call(server, 'PATCH', '/api/user_settings', { language: 'en' });
  expect([200, 507], JSON.stringify(setting.json)).toContain(setting.status);
  if (setting.status === 200) {
    const english = await upload(root, server, incompressiblePdf(2048));
    expect(english.status).toBe(507);
    expect(english.json.message).toBe(serverCatalogues.en['http.storageFull']);
  }
  // Nothing half-written: every stored_file row has its bytes, and as many were stored as were acknowledged.
  const [half] = await database.query<{ n: number }>('select count(*)::int as n from stored_file s where not exists (select 1 from stored_file_content c where c.key = s.key)');
  expect(half!.n).toBe(0);
  const [stored] = await database.query<{ n: number }>(`select count(*)::int as n from stored_file where filename = 'contrato.pdf'`);
  expect(stored!.n).toBe(answers.filter((s) => s === 201).length);

  execFileSync('mount', ['-o', 'remount,size=256m', folder]);
  const again = await upload(root, server, incompressiblePdf(64));
  expect(again.status, JSON.stringify(again.json)).toBe(201);
  expect(server.child.exitCode).toBeNull();
  recordFaults('database disk full', { trials: answers.length + 2, lostWrites: 0, orphanCfdis: 0, stalls: 0, detail: `tablespace on a 48 MB tmpfs: ${answers.join(', ')}; recovered without a restart` });
});
