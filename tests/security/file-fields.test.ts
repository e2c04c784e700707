/**
 * docs/decisions/129: every file field, user documents included, takes only a
 * file stored here that the caller uploaded and no other record holds; a key of someone else's file, a
 * file that does not exist or a path outside storage is a 422 naming the field, and nothing is written.
 * A record's own file sent back unchanged still passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/multipart.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let gestor: SignedIn;
let investor: SignedIn;
const NOT_YOURS = 'El archivo no existe o no puedes usarlo en este campo; súbelo de nuevo';

beforeAll(async () => {
  t = await createTestApp();
  [admin, gestor, investor] = await Promise.all(['admin@caudal.mx', 'gestor@caudal.mx', 'inversionista@caudal.mx'].map((email) => signIn(t.app, email)));
});

afterAll(async () => {
  await t?.close();
});

async function upload(who: SignedIn, entity = 'user_document', field = 'location'): Promise<string> {
  const { payload, headers } = multipartFile('comprobante.pdf', Buffer.from('%PDF-1.4\n%demo\n'), 'application/pdf');
  const response = await who.inject({ method: 'POST', url: `/api/file?entity=${entity}&field=${field}`, payload, headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data[0].url;
}

const documents = async () => Number((await t.database.query<{ n: number }>('select count(*)::int as n from user_document'))[0].n);
const newDocument = (guid: string, location: string) => ({ user_guid: guid, document_id: 2, name: 'Comprobante', location });

describe('POST user_document', () => {
  it('takes the caller’s own upload once; the same file for another person is refused', async () => {
    const url = await upload(admin);
    expect((await admin.call('POST', '/api/user_document', newDocument('USR-0004', url))).status).toBe(201);
    const before = await documents();
    const again = await admin.call('POST', '/api/user_document', newDocument('USR-0006', url));
    expect([again.status, again.body.errors]).toEqual([422, { location: [NOT_YOURS] }]);
    expect(await documents()).toBe(before);
  });

  it('refuses a file someone else uploaded, one that was never stored, and paths outside storage', async () => {
    const gestorsFile = await upload(gestor);
    const before = await documents();
    const cases = [gestorsFile, '/api/files/0123456789abcdef0123456789abcdef.pdf', '/api/files/../../etc/passwd', '/etc/passwd', 'https://evil.example/x.pdf', '/api/files/%2e%2e%2fsecret.pdf'];
    for (const location of cases) {
      const answer = await admin.call('POST', '/api/user_document', newDocument('USR-0004', location));
      expect([location, answer.status, Object.keys(answer.body.errors ?? {})]).toEqual([location, 422, ['location']]);
    }
    expect(await documents()).toBe(before);
  });

  it('answers in English for an English reader', async () => {
    const gestorsFile = await upload(gestor);
    await admin.call('PATCH', '/api/user_settings', { language: 'en' });
    const answer = await admin.call('POST', '/api/user_document', newDocument('USR-0004', gestorsFile));
    await admin.call('PATCH', '/api/user_settings', { language: 'es' });
    expect(answer.body.errors.location).toEqual(['The file does not exist or you may not use it in this field; upload it again']);
  });
});

describe('the generic file fields (a payment’s CFDI, an investment’s contract)', () => {
  it('refuse a file held by another record or uploaded by someone else; the record’s own value passes unchanged', async () => {
    const [detail, other] = await t.database.query<{ id: number }>('select id from investment_detail where deleted_at is null order by id limit 2');
    const mine = await upload(admin, 'investment_detail', 'cfdi_pdf_location');
    const put = (id: number, location: string) => admin.call('PUT', `/api/investment_detail/${id}`, { cfdi_pdf_location: location });
    expect((await put(detail.id, mine)).status).toBe(200);
    const taken = await put(other.id, mine);
    expect([taken.status, taken.body.errors]).toEqual([422, { cfdi_pdf_location: [NOT_YOURS] }]);
    const gestorsFile = await upload(gestor, 'investment_detail', 'cfdi_pdf_location');
    expect((await put(other.id, gestorsFile)).status).toBe(422);
    // The Gestor edits the detail Admin filled: the file it holds is sent back as it is.
    const resent = await gestor.call('PUT', `/api/investment_detail/${detail.id}`, { cfdi_pdf_location: mine });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const [row] = await t.database.query<{ cfdi_pdf_location: string | null }>('select cfdi_pdf_location from investment_detail where id = $1', [other.id]);
    expect(row.cfdi_pdf_location).not.toBe(mine);
  });

  it('an investor cannot get someone else’s file onto a record of theirs, so cannot download it', async () => {
    const url = await upload(admin);
    const key = url.split('/').pop();
    const download = await investor.inject({ method: 'GET', url: `/api/files/${key}` });
    expect(download.statusCode).toBe(404);
  });
});
