/**
 * A full or read-only files folder (a 1 MB tmpfs the test mounts, as root; remounted read-only, then
 * larger): every refused upload is a 507 in the person's language with the request id, the server's
 * log names the folder, nothing is half-written (no stored_file row without its bytes), and once there
 * is room again the same process stores files, no restart.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, inject, it } from 'vitest';
import { tinyPdf } from '../../server/db/demo-files.ts';
import { serverCatalogues } from '../../server/i18n/localized.ts';
import { recordFaults } from './support/fault-report.ts';
import { postgresTestDatabase, signIn, startServer, type HttpBrowser, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';

const folder = mkdtempSync(join(tmpdir(), 'caudal-tiny-disk-'));
const mount = (...options: string[]) => execFileSync('mount', ['-t', 'tmpfs', '-o', options.join(','), 'tmpfs', folder]);
const remount = (...options: string[]) => execFileSync('mount', ['-o', ['remount', ...options].join(','), folder]);
/** Mounting needs root (CI's container and this machine run as root); elsewhere the test cannot make a small disk. */
const canMount = process.getuid?.() === 0 && spawnSync('mount', ['--version']).status === 0;

let server: RealServer | undefined;
let database: TestDatabaseHandle | undefined;

afterEach(async () => {
  await server?.killAll();
  await database?.drop();
  server = database = undefined;
  spawnSync('umount', [folder]);
  rmSync(folder, { recursive: true, force: true });
});

/** A valid PDF of about `kb` KB (the signature is what the upload checks). */
const pdfOf = (kb: number) => Buffer.concat([tinyPdf('Contrato', ['Firmado']), Buffer.from(`\n%${'x'.repeat(kb * 1024)}\n`)]);

function upload(browser: HttpBrowser, at: RealServer, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'contrato.pdf');
  return browser.call(at, 'POST', '/api/file?entity=investment&field=contract', form);
}

it.runIf(canMount)('a full or read-only files folder answers 507 in the person’s language with the request id, logs the folder, and recovers', async () => {
  mount('size=1m');
  database = await postgresTestDatabase(inject('testDatabase'));
  server = await startServer({ name: 'tiny-disk', database, env: { FILES_DIR: folder, FILE_STORAGE: 'local' } });
  const root = await signIn(server, 'root@caudal.mx');
  const rowsBefore = (await database.query<{ n: number }>('select count(*)::int as n from stored_file'))[0]!.n;

  const answers: number[] = [];
  let full: Awaited<ReturnType<typeof upload>> | undefined;
  for (let i = 0; i < 8 && !full; i++) {
    const answer = await upload(root, server, pdfOf(300));
    answers.push(answer.status);
    if (answer.status !== 201) full = answer;
  }
  expect(full?.status, `answers ${answers.join(', ')}: ${JSON.stringify(full?.json)}`).toBe(507);
  expect(full!.json).toEqual({ message: serverCatalogues.es['http.storageFull'], requestId: expect.any(String) });
  // The person's own language: Root switches to English.
  expect((await root.call(server, 'PATCH', '/api/user_settings', { language: 'en' })).status).toBe(200);
  const english = await upload(root, server, pdfOf(300));
  expect(english.status).toBe(507);
  expect(english.json.message).toBe(serverCatalogues.en['http.storageFull']);
  // The log line is written by pino asynchronously; on a busy machine it lands a moment after the answer.
  await expect.poll(() => server!.output(), { timeout: 10_000 }).toContain(`storage refused a write: ${folder} (ENOSPC)`);
  // The log line is written by pino asynchronously; on a busy machine it lands a moment after the answer.
  await expect.poll(() => server!.output(), { timeout: 10_000 }).toContain(full!.json.requestId);

  remount('ro');
  const readOnly = await upload(root, server, pdfOf(1));
  expect(readOnly.status, JSON.stringify(readOnly.json)).toBe(507);
  // The log line is written by pino asynchronously; on a busy machine it lands a moment after the answer.
  await expect.poll(() => server!.output(), { timeout: 10_000 }).toContain(`storage refused a write: ${folder} (EROFS)`);

  // Nothing half-written: every stored_file row written meanwhile has its bytes in the folder.
  const stored = await database.query<{ key: string }>('select key from stored_file order by id offset $1', [rowsBefore]);
  const onDisk = new Set(readdirSync(folder, { recursive: true }).map(String));
  expect(stored.filter((row) => ![...onDisk].some((name) => name.includes(row.key)))).toEqual([]);
  expect(stored.length).toBe(answers.filter((s) => s === 201).length);

  remount('rw', 'size=20m');
  const again = await upload(root, server, pdfOf(300));
  expect(again.status, JSON.stringify(again.json)).toBe(201);
  expect(server.child.exitCode).toBeNull();
  recordFaults('files folder full or read-only', { trials: answers.length + 3, lostWrites: 0, orphanCfdis: 0, stalls: 0, detail: `tmpfs 1 MB: ${answers.join(', ')}; read-only 507; recovered without a restart` });
});
