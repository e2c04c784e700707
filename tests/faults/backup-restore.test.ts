/**
 * A backup brings back every row and every file of its moment, taken the way an
 * operator takes it: `npm run backup` while the real server runs and people keep writing, then more
 * writes, then `npm run restore` into a new database and folder and a server started on it. Every row
 * of every table (the live sign-in state aside: decision 104) and every file's bytes are compared with
 * the database as it stood; the writes made during the backup must be there as a prefix, each with its
 * audit row (one instant, not a blend); the writes after it must not. On PGlite, and on PostgreSQL
 * (FILE_STORAGE database and local) when DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { EXCLUDED_TABLES } from '../../server/operations/backup-contents.ts';
import { databaseUrlFor, dropPostgresDatabase, preparePgliteSnapshot, ROOT, type TestDatabaseSource } from '../helpers/test-database.ts';
import { folderFiles, pgliteState, postgresState, rowDifferences, type DatabaseState } from './support/every-row.ts';
import { recordFaults } from './support/fault-report.ts';
import { signIn, startServer, testDatabase, type HttpBrowser, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';

interface Case {
  name: string;
  source: () => Promise<TestDatabaseSource>;
  fileStorage: 'local' | 'database';
}

const given = inject('testDatabase');
const CASES: Case[] = [
  { name: 'PGlite, files in FILES_DIR', source: async () => ({ kind: 'pglite', snapshot: await preparePgliteSnapshot() }), fileStorage: 'local' },
  ...(given.kind === 'postgres'
    ? ([
        { name: 'PostgreSQL, files in the database', source: async () => given, fileStorage: 'database' },
        { name: 'PostgreSQL, files in FILES_DIR', source: async () => given, fileStorage: 'local' },
      ] satisfies Case[])
    : []),
];

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** `npm run <script> -- args` as an operator types it, with the server's environment. */
function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete environment.DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const pdf = (label: string) => Buffer.concat([Buffer.from(`%PDF-1.7\n% ${label}\n`), randomBytes(4096)]);

async function upload(browser: HttpBrowser, server: RealServer, content: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), 'contrato.pdf');
  const answer = await browser.call(server, 'POST', '/api/file?entity=investment&field=contract', form);
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json.data[0].url as string;
}

async function createStatus(browser: HttpBrowser, server: RealServer, name: string): Promise<number | undefined> {
  const answer = await browser.call(server, 'POST', '/api/status', { name, description: 'respaldo' });
  return answer.status === 201 ? Number(answer.json.data.id) : undefined;
}

const parsed = (rows: readonly string[] | undefined) => (rows ?? []).map((row) => JSON.parse(row) as Record<string, unknown>);

describe.each(CASES)('backup and restore: $name', ({ source, fileStorage }) => {
  it('brings back every row and file of the backup’s moment, and nothing written after it', async () => {
    const database = await testDatabase(await source());
    cleanups.push(() => database.drop());
    const env: Record<string, string> = { ...database.env, FILE_STORAGE: fileStorage };
    const stateOf = (db: TestDatabaseHandle | { databaseUrl?: string; env: Record<string, string> }) =>
      db.databaseUrl ? postgresState(db.databaseUrl) : pgliteState(db.env.DATA_DIR!);

    let server = await startServer({ name: 'A', database, env: { FILE_STORAGE: fileStorage } });
    cleanups.push(() => server.killAll());
    const root = await signIn(server, 'root@caudal.mx');
    const uploaded = new Map<string, Buffer>();
    for (const label of ['uno', 'dos', 'tres']) {
      const content = pdf(label);
      uploaded.set(await upload(root, server, content), content);
    }
    for (let i = 0; i < 5; i++) expect(await createStatus(root, server, `antes-del-respaldo-${i}`)).toBeDefined();

    // The database as it stands, read with the server stopped; then the same server serves again (the
    // session is a row: the same browser goes on, and signs in no more, which would write rows).
    expect(await server.stop()).toBe(0);
    const before: DatabaseState = await stateOf(database);
    const filesBefore = await folderFiles(env.FILES_DIR!);
    server = await startServer({ name: 'A again', database, env: { FILE_STORAGE: fileStorage } });

    const folder = await mkdtemp(join(tmpdir(), 'caudal-backup-test-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const archive = join(folder, 'respaldo.tar');
    const backup = npmRun('backup', ['--out', archive], env);
    let backupDone = false;
    void backup.then(() => (backupDone = true));
    const duringIds: number[] = [];
    for (let i = 0; !backupDone && i < 300; i++) {
      const id = await createStatus(root, server, `durante-el-respaldo-${String(i).padStart(3, '0')}`);
      if (id !== undefined) duringIds.push(id);
    }
    const backupRun = await backup;
    expect(backupRun.code, backupRun.output).toBe(0);
    expect(backupRun.output).toContain(database.databaseUrl ? 'pg_dump' : 'exported by the running server');

    const afterUrl = await upload(root, server, pdf('después'));
    expect(await createStatus(root, server, 'despues-del-respaldo')).toBeDefined();
    expect(await server.stop()).toBe(0);

    // Restore into a new, empty database and folder.
    const target = { env: { DATA_DIR: join(folder, 'pglite'), FILES_DIR: join(folder, 'files'), FILE_STORAGE: fileStorage } as Record<string, string>, databaseUrl: undefined as string | undefined };
    if (database.databaseUrl) {
      const admin = (given as Extract<TestDatabaseSource, { kind: 'postgres' }>).url;
      const name = `caudal_r_${randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`CREATE DATABASE "${name}"`);
      await client.end();
      cleanups.push(() => dropPostgresDatabase(admin, name));
      target.databaseUrl = target.env.DATABASE_URL = databaseUrlFor(admin, name);
    }
    const checked = await npmRun('restore', ['--check', archive], target.env);
    expect(checked.code, checked.output).toBe(0);
    const restoreRun = await npmRun('restore', [archive], target.env);
    expect(restoreRun.code, restoreRun.output).toBe(0);
    const again = await npmRun('restore', [archive], target.env);
    expect(again.code, 'a second restore over the first is refused without --force').toBe(1);

    const after = await stateOf(target);
    // The live sign-in state is not in the backup: those tables are empty after a restore.
    for (const table of EXCLUDED_TABLES) expect(after.tables.get(table), table).toEqual([]);
    // The writes made while the backup ran: a prefix of them, each with its audit row.
    const status = 'public.status';
    const duringRows = parsed(after.tables.get(status)).filter((row) => String(row.name).startsWith('durante-el-respaldo-'));
    const restoredDuring = duringRows.map((row) => Number(row.id)).sort((a, b) => a - b);
    const prefixBroken = restoredDuring.some((id, i) => id !== duringIds[i]) ? 1 : 0;
    const duringAudit = parsed(after.tables.get('public.audit_log')).filter((row) => row.entity === 'status' && row.action === 'create' && restoredDuring.includes(Number(row.entity_id)));
    const unaudited = restoredDuring.length - duringAudit.length;
    // Everything else, row for row, as it stood.
    const withoutDuring: DatabaseState = {
      sequences: after.sequences,
      tables: new Map(
        [...after.tables].map(([table, rows]) => [
          table,
          rows.filter((text) => {
            const row = JSON.parse(text) as Record<string, unknown>;
            if (table === status) return !String(row.name).startsWith('durante-el-respaldo-');
            if (table === 'public.audit_log') return !(row.entity === 'status' && restoredDuring.includes(Number(row.entity_id)));
            return true;
          }),
        ]),
      ),
    };
    const differences = rowDifferences(before, withoutDuring, new Set(EXCLUDED_TABLES));
    const filesAfter = await folderFiles(target.env.FILES_DIR!);
    const fileDifferences = [...new Set([...filesBefore.keys(), ...filesAfter.keys()])].filter((name) => filesBefore.get(name) !== filesAfter.get(name));
    const archiveBytes = await readFile(archive);
    const secrets = [...parsed(before.tables.get('public.server_secret')).map((r) => String(r.value)), ...parsed(before.tables.get('public.session')).map((r) => String(r.secret_hash))];
    const secretsInArchive = database.databaseUrl ? [] : secrets.filter((secret) => archiveBytes.includes(secret));
    const sequenceBehind = [...before.sequences].filter(([name, value]) => value !== null && Number(after.sequences.get(name) ?? 0) < Number(value));

    recordFaults(`backup and restore (${database.databaseUrl ? 'PostgreSQL' : 'PGlite'}, files ${fileStorage})`, {
      trials: 1,
      lostWrites: differences.reduce((n, d) => n + d.missing.length + d.extra.length, 0) + fileDifferences.length + prefixBroken + unaudited,
      orphanCfdis: 0,
      stalls: 0,
      detail: `${[...before.tables.values()].reduce((n, rows) => n + rows.length, 0)} rows in ${before.tables.size} tables, ${filesBefore.size} files; ${duringIds.length} writes during the backup, ${restoredDuring.length} in it; ${(archiveBytes.length / 1024).toFixed(0)} KB`,
    });
    expect(differences).toEqual([]);
    expect(fileDifferences).toEqual([]);
    expect(sequenceBehind).toEqual([]);
    expect(prefixBroken, `${restoredDuring} against ${duringIds}`).toBe(0);
    expect(unaudited).toBe(0);
    expect(secrets.length).toBeGreaterThan(0);
    expect(secretsInArchive).toEqual([]);
    expect(JSON.stringify([...after.tables])).not.toContain('despues-del-respaldo');

    // A server on the restored database serves the files and takes new writes.
    const restored = await startServer({ name: 'B', database: { ...database, ...target, env: target.env } as TestDatabaseHandle, env: { FILE_STORAGE: fileStorage } });
    cleanups.push(() => restored.killAll());
    const person = await signIn(restored, 'root@caudal.mx');
    for (const [url, content] of uploaded) {
      const download = await person.call(restored, 'GET', url);
      expect(download.status, url).toBe(200);
      expect(download.bytes.equals(content), url).toBe(true);
    }
    expect((await person.call(restored, 'GET', afterUrl)).status).toBe(404);
    const newId = await createStatus(person, restored, 'despues-de-restaurar');
    expect(newId).toBeGreaterThan(Math.max(0, ...parsed(after.tables.get(status)).map((row) => Number(row.id))));
    expect(await restored.stop()).toBe(0);
  });
});
