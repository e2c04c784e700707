/**
 * Changing FILE_STORAGE never turns a file into a 404 (docs/decisions/102): a file
 * kept where the other setting put it is read from there, the start copies files from disk into the
 * database (idempotent), and the copy out of the database fills the folder for FILE_STORAGE=local.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFile } from '../../../schemas/stored-file.ts';
import { copyFilesAtStart } from '../../../server/adapters/file-copy-at-start.ts';
import { copyFilesIntoFolder } from '../../../server/adapters/file-copy.ts';
import { fileStorageOf, filesFolder } from '../../../server/adapters/file-storage-choice.ts';
import { multipartFile } from '../../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
const quiet = { log: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await createTestApp({ env: { FILE_STORAGE: 'database' } });
});
afterAll(async () => {
  await t?.close();
});

const folder = () => filesFolder(t.app.config);
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

/** A stored_file row whose bytes only an earlier FILE_STORAGE=local server wrote, to its folder. */
async function fileLeftOnDisk(content: Buffer): Promise<string> {
  const key = `${randomBytes(16).toString('hex')}.pdf`;
  await t.database.db.insert(storedFile).values({ key, filename: 'contrato.pdf', mime: 'application/pdf', size: content.length, uploaded_by: null });
  await mkdir(folder(), { recursive: true });
  await writeFile(join(folder(), key), content);
  return key;
}

const inDatabase = async (key: string) => (await t.database.query<{ key: string }>('select key from stored_file_content where key = $1', [key])).length === 1;

describe('files when FILE_STORAGE changes', () => {
  it('a file on disk downloads with FILE_STORAGE=database before any copy, and the start copies it in once', async () => {
    const content = pdf('contrato en disco');
    const key = await fileLeftOnDisk(content);
    const before = await t.app.inject({ method: 'GET', url: `/api/files/${key}` });
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.equals(content)).toBe(true);
    expect(await inDatabase(key)).toBe(false);

    const first = await copyFilesAtStart(t.database, t.app.config, quiet);
    expect(first!.copied).toBeGreaterThanOrEqual(1);
    expect(first!.missing).not.toContain(key);
    expect(await inDatabase(key)).toBe(true);
    const again = await copyFilesAtStart(t.database, t.app.config, quiet);
    expect(again!.copied).toBe(0);

    // The folder may go now: the bytes are in the database, where every server reads them.
    await rm(join(folder(), key));
    const after = await t.app.inject({ method: 'GET', url: `/api/files/${key}` });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(content)).toBe(true);
  });

  it('the start says how many it copied and names the files that are nowhere', async () => {
    const key = `${randomBytes(16).toString('hex')}.pdf`;
    await t.database.db.insert(storedFile).values({ key, filename: 'perdido.pdf', mime: 'application/pdf', size: 10, uploaded_by: null });
    await fileLeftOnDisk(pdf('otro'));
    const lines: string[] = [];
    const report = await copyFilesAtStart(t.database, t.app.config, { log: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) });
    expect(report!.missing).toContain(key);
    expect(lines.some((line) => /^Files: 1 copied into the database from /.test(line))).toBe(true);
    expect(lines.some((line) => line.includes(key) && line.includes('neither in the database nor in'))).toBe(true);
    // Its bytes are nowhere: that is a 404, and the only one.
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${key}` })).statusCode).toBe(404);
  });

  it('an upload kept in the database reads with FILE_STORAGE=local, and the copy out writes it to the folder', async () => {
    const content = pdf('subido con FILE_STORAGE=database');
    const { payload, headers } = multipartFile('contrato.pdf', content);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/file?entity=investment&field=contract', payload, headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const key = (uploaded.json().data[0].url as string).split('/').pop()!;
    const local = fileStorageOf({ ...t.app.config, FILE_STORAGE: 'local' }, t.database);
    expect((await local.get(key))?.equals(content)).toBe(true);

    const report = await copyFilesIntoFolder(t.database, folder());
    expect(report.copied).toBeGreaterThanOrEqual(1);
    expect((await readFile(join(folder(), key))).equals(content)).toBe(true);
    expect((await copyFilesIntoFolder(t.database, folder())).copied).toBe(0);
  });
});
