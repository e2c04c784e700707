/**
 * Upgrades keep everything: a database as the release of 2026-11-23 (e003334, the
 * last before FILE_STORAGE) left it, with its uploaded files on disk, started under the current code
 * (the bundle `npm start` runs) with that database kind's default storage: `local` on PGlite,
 * `database` on PostgreSQL. Every row of every table is still there as it was (only the columns new
 * migrations added may be new), every record reads back through the API and every file downloads with
 * the same bytes. Then FILE_STORAGE changes the other way with `npm run files:copy`, and still no file
 * is a 404 (docs/decisions/102).
 */
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entities } from '../../schemas/index.ts';
import { ROLE } from '../../schemas/role.ts';
import { PAYOUT_APPROVAL_ROUTE } from '../../server/db/data-steps/0001_payout_admin_approves.ts';
import { ROOT } from '../helpers/test-database.ts';
import { servesGenerically } from '../helpers/generic-operations.ts';
import { recordFaults } from './support/fault-report.ts';
import { signIn, startServer, type HttpBrowser, type RealServer } from './support/real-server.ts';
import { compareTables, fixtureFiles, readEveryTable, restorePreviousRelease, type RestoredRelease, type TableRows } from './support/upgrade-fixture.ts';

let server: RealServer | undefined;
let release: RestoredRelease | undefined;

afterEach(async () => {
  await server?.killAll();
  await release?.drop();
  server = release = undefined;
});

const KINDS = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** The fixture's files that do not download with their bytes. */
async function filesNotServed(browser: HttpBrowser, at: RealServer, files: Map<string, Buffer>): Promise<string[]> {
  const lost: string[] = [];
  for (const [key, bytes] of files) {
    const answer = await browser.call(at, 'GET', `/api/files/${key}`);
    if (answer.status !== 200 || !answer.bytes.equals(bytes)) lost.push(`${key}: ${answer.status}`);
  }
  return lost;
}

/** Records of the fixture that the generic lists no longer answer (Root sees every row). */
async function recordsNotListed(browser: HttpBrowser, at: RealServer, before: TableRows): Promise<{ listed: number; lost: string[] }> {
  let listed = 0;
  const lost: string[] = [];
  for (const entity of Object.values(entities)) {
    if (!entity.genericApi || !servesGenerically(entity, 'list')) continue;
    const ids = (before.get(`public.${entity.tableName}`) ?? []).map((row) => row.id);
    const answer = await browser.call(at, 'GET', `/api/${entity.path}?take=9999${entity.softDelete ? '&trashed=with' : ''}`);
    if (answer.status !== 200) {
      lost.push(`${entity.name}: the list answered ${answer.status}`);
      continue;
    }
    const answered = new Set((answer.json.data.result as { id: unknown }[]).map((row) => row.id));
    listed += ids.length;
    lost.push(...ids.filter((id) => !answered.has(id)).map((id) => `${entity.name} ${String(id)}`));
  }
  return { listed, lost };
}

function filesCopy(to: 'database' | 'local', env: Record<string, string>, postgres: boolean) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!postgres) delete childEnv.DATABASE_URL;
  return spawnSync('npm', ['run', '--silent', 'files:copy', '--', '--to', to], { cwd: ROOT, env: childEnv, encoding: 'utf8', timeout: 120_000 });
}

/** "version on 27 tables, retired on 1": what the migrations since the release added, by column. */
function addedColumnsSummary(added: Record<string, string[]>): string {
  const tablesByColumn = new Map<string, number>();
  for (const columns of Object.values(added)) for (const column of columns) tablesByColumn.set(column, (tablesByColumn.get(column) ?? 0) + 1);
  return [...tablesByColumn].map(([column, n]) => `${column} on ${n} table${n === 1 ? '' : 's'}`).join(', ') || 'none';
}

/**
 * The tables as the committed data steps leave them: every row as before, except what a step changes on
 * purpose (server/db/data-steps/0001_payout_admin_approves: Admin's grant on /inversiones/pagos gains
 * `root` where Admin still creates and updates there). Compared with this, a step that did not run, or
 * changed more, loses a row.
 */
function asDataStepsLeaveIt(before: TableRows): { expected: TableRows; grants: number } {
  const expected: TableRows = new Map([...before].map(([table, rows]) => [table, rows.map((row) => ({ ...row }))]));
  const payouts = (expected.get(`public.${entities.module.tableName}`) ?? []).find((row) => row.route === PAYOUT_APPROVAL_ROUTE);
  let grants = 0;
  for (const row of expected.get(`public.${entities.permission.tableName}`) ?? []) {
    if (payouts && row.module_id === payouts.id && row.role_id === ROLE.admin && row.root === false && row.create === true && row.update === true) {
      row.root = true;
      if (typeof row.version === 'number') row.version += 1;
      grants += 1;
    }
  }
  return { expected, grants };
}

describe.each(KINDS)('an upgrade from the release of 2026-11-23 on %s', (kind) => {
  const postgres = kind === 'postgres';

  it('keeps every row and every file, and serves them all; a later change of FILE_STORAGE loses none', async () => {
    release = await restorePreviousRelease(postgres ? process.env.DATABASE_URL : undefined);
    const before = await readEveryTable(release);
    const files = await fixtureFiles();
    expect(files.size).toBeGreaterThanOrEqual(4);

    // The upgrade itself: migrations, the module reconciler and, on PostgreSQL, the copy of the files.
    server = await startServer({ name: 'upgraded', database: release });
    if (postgres) expect(server.output()).toContain(`Files: ${files.size} copied into the database from ${release.filesDir}`);
    expect(await server.stop(), server.output()).toBe(0);
    const { expected, grants } = asDataStepsLeaveIt(before);
    expect(grants, 'the fixture has an Admin grant on the payout screen for the data step to widen').toBe(1);
    const comparison = compareTables(expected, await readEveryTable(release));
    expect(comparison.missing).toEqual([]);
    if (postgres) {
      const kept = await release.query<{ key: string; content: Buffer }>('select key, content from stored_file_content');
      expect(kept.filter(({ key, content }) => files.get(key)?.equals(content)).length).toBe(files.size);
      // Served from the database from now on, by any server: the folder may go.
      await rm(release.filesDir, { recursive: true });
    }

    server = await startServer({ name: 'upgraded-again', database: release });
    const root = await signIn(server, 'root@caudal.mx');
    const lostFiles = await filesNotServed(root, server, files);
    const records = await recordsNotListed(root, server, before);
    expect(lostFiles).toEqual([]);
    expect(records.lost).toEqual([]);
    // The fixture holds 359 records in the tables of generic lists (354, and the 5 audit_log rows the Bitácora now lists): a list that read nothing would pass the line above.
    expect(records.listed).toBe(359);
    expect(await server.stop()).toBe(0);
    server = undefined;

    // FILE_STORAGE changes the other way: the command copies, and every file still downloads.
    const to = postgres ? 'local' : 'database';
    const copied = filesCopy(to, release.env, postgres);
    expect(copied.status, copied.stdout + copied.stderr).toBe(0);
    expect(copied.stdout).toContain(`Copied ${files.size} files into`);
    if (postgres) {
      for (const [key, bytes] of files) expect((await readFile(join(release.filesDir, key))).equals(bytes), key).toBe(true);
    } else {
      await rm(release.filesDir, { recursive: true });
      server = await startServer({ name: 'database-storage', database: release, env: { FILE_STORAGE: 'database' } });
      const again = await signIn(server, 'root@caudal.mx');
      expect(await filesNotServed(again, server, files)).toEqual([]);
    }

    recordFaults(`upgrade from 2026-11-23 (${kind})`, {
      trials: 1,
      lostWrites: comparison.missing.length + records.lost.length + lostFiles.length,
      orphanCfdis: 0,
      stalls: 0,
      detail: `${comparison.rows} rows in ${comparison.tables} tables, ${records.listed} records listed, ${files.size} files; added columns: ${addedColumnsSummary(comparison.addedColumns)}`,
    });
  });
});
