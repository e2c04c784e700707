/**
 * FILE_STORAGE=database (the default with DATABASE_URL): uploads keep their bytes in
 * stored_file_content, inside the transaction of their stored_file row, and download from there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFile } from '../../../schemas/stored-file.ts';
import { databaseFileStorage } from '../../../server/adapters/file-storage-database.ts';
import type { Db } from '../../../server/db/client.ts';
import { multipartFile } from '../../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { FILE_STORAGE: 'database' } });
});
afterAll(async () => {
  await t?.close();
});

const contentRows = async () => Number((await t.database.query<{ n: string }>('select count(*) as n from stored_file_content'))[0]!.n);

describe('files in the database', () => {
  it('an upload keeps its bytes in stored_file_content and downloads them back', async () => {
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 255, 254, 0])]);
    const { payload, headers } = multipartFile('contrato.pdf', content);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/file?entity=investment&field=contract', payload, headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = uploaded.json().data[0].url as string;
    const key = url.split('/').pop()!;
    const [row] = await t.database.query<{ size: string | number }>('select size from stored_file_content where key = $1', [key]);
    expect(Number(row!.size)).toBe(content.length);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
  });

  it('bytes written inside a transaction that rolls back are gone with it', async () => {
    const before = await contentRows();
    const storage = databaseFileStorage(t.database);
    await expect(
      t.database.db.transaction(async (tx) => {
        await storage.put('0123456789abcdef0123456789abcdef.pdf', Buffer.from('%PDF-1.7'), tx as unknown as Db);
        // The stored_file row is refused (a second row under a key that exists), so nothing of the upload may stay.
        await tx.insert(storedFile).values({ key: '0123456789abcdef0123456789abcdef.pdf', filename: 'x.pdf', mime: 'application/pdf', size: 8, uploaded_by: null });
        await tx.insert(storedFile).values({ key: '0123456789abcdef0123456789abcdef.pdf', filename: 'x.pdf', mime: 'application/pdf', size: 8, uploaded_by: null });
      }),
    ).rejects.toThrow();
    expect(await contentRows()).toBe(before);
    expect(await storage.get('0123456789abcdef0123456789abcdef.pdf')).toBeUndefined();
  });
});
