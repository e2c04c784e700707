/**
 * A signed-in investor or client cannot fill the disk: POST /api/file has a per-person rate and a quota
 * of bytes per 24 hours, both holding for uploads fired at once; an upload nobody attaches is deleted
 * by the sweep once its time has passed (row and bytes), an attached one stays; a replaced profile photo
 * is deleted at once.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../schemas/index.ts';
import { localFileStorage } from '../../server/adapters/file-storage.ts';
import { sweepFiles } from '../../server/routes/files/file-sweep.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let filesDir: string;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'caudal-upload-limits-'));
  t = await createTestApp({ signInAs: null, files: localFileStorage(filesDir), env: { UPLOAD_RATE_LIMIT_PER_HOUR: '8', UPLOAD_QUOTA_MB_PER_DAY: '3', UNATTACHED_FILE_HOURS: '1' } });
});

afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, bytes - 9), 0x41)]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const upload = (who: SignedIn, content: Buffer) => {
  const { payload, headers } = multipartFile('contrato.pdf', content);
  return who.inject({ method: 'POST', url: '/api/file?entity=user_document&field=location', payload, headers });
};
const rowsOf = async (email: string) =>
  Number((await t.database.query<{ n: number }>('select count(*)::int as n from stored_file where uploaded_by = (select id from users where email = $1)', [email]))[0]!.n);
const onDisk = async () => (await readdir(filesDir).catch(() => [])).length;

describe('the quota', () => {
  it('six 1 MB uploads at once with a quota of 3 MB a day: three stored, three refused with 413 in the person’s language', async () => {
    const investor = await signIn(t.app, 'inversionista@caudal.mx');
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(investor, pdf(1024 * 1024 - 1024))));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 413, 413, 413]);
    expect(answers.find((a) => a.statusCode === 413)!.json().message).toBe('Subiste 3 MB en las últimas 24 horas; el archivo no se guardó');
    expect(await rowsOf('inversionista@caudal.mx')).toBe(3);
  });
});

describe('the rate', () => {
  it('ten small uploads in a row with 8 an hour: the ninth and tenth answer 429 with the seconds to wait', async () => {
    const client = await signIn(t.app, 'cliente@caudal.mx');
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 10; i++) {
      last = await upload(client, pdf(2048));
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array(8).fill(201), 429, 429]);
    expect(last!.json().message).toMatch(/^Demasiados archivos subidos en poco tiempo; espera \d+ segundos$/);
  });
});

describe('the sweep and replaced files', () => {
  it('an upload nobody attached is deleted, row and bytes, once its time passed; an attached one stays', async () => {
    const root = await signIn(t.app, 'root@caudal.mx');
    const loose = (await upload(root, pdf(4096))).json().data[0].url as string;
    const attached = (await upload(root, pdf(4096))).json().data[0].url as string;
    const table = entities.investment.tableName;
    const held = await t.database.query(`update "${table}" set contract = $1 where id = (select min(id) from "${table}") returning id`, [attached]);
    expect(held.length).toBe(1);
    const keyOf = (url: string) => url.split('/').pop()!;
    expect(await sweepFiles(t.app, entities, new Date())).toBe(0);
    const before = await onDisk();
    const deleted = await sweepFiles(t.app, entities, new Date(Date.now() + 2 * 3_600_000));
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await t.database.query('select key from stored_file where key = $1', [keyOf(loose)])).toEqual([]);
    expect(await t.database.query('select key from stored_file where key = $1', [keyOf(attached)])).toEqual([{ key: keyOf(attached) }]);
    expect(await onDisk()).toBe(before - deleted);
    expect((await root.inject({ method: 'GET', url: attached })).statusCode).toBe(200);
  });

  it('a replaced profile photo is deleted at once', async () => {
    const who = await signIn(t.app, 'inversionista2@caudal.mx');
    const put = () => who.call('PUT', '/api/profile', { profile_picture_url: 'yo.png', profile_picture: PNG.toString('base64') });
    const first = (await put()).body.data.profile_picture_url as string;
    const second = (await put()).body.data.profile_picture_url as string;
    expect(second).not.toBe(first);
    expect(await t.database.query('select key from stored_file where key = $1', [first.split('/').pop()])).toEqual([]);
    expect((await who.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await who.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });
});
