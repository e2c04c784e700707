/**
 * User documents (spec sections 3, 4, 7; docs/decisions/009): staff upload, the record gets
 * expiration = upload date + the type's days, expired ones are marked, and only the owner and staff
 * list or download them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { multipartFile } from '../../helpers/multipart.ts';
import { signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let gestor: SignedIn;
let investor: SignedIn;
let otherInvestor: SignedIn;
let client: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [admin, gestor, investor, otherInvestor, client] = await Promise.all(
    ['admin@caudal.mx', 'gestor@caudal.mx', 'inversionista@caudal.mx', 'inversionista2@caudal.mx', 'cliente@caudal.mx'].map((email) => signIn(t.app, email)),
  );
});

afterAll(async () => {
  await t?.close();
});

async function upload(who: SignedIn): Promise<{ status: number; url?: string }> {
  const { payload, headers } = multipartFile('comprobante.pdf', Buffer.from('%PDF-1.4\n%demo\n'), 'application/pdf');
  const response = await who.inject({ method: 'POST', url: '/api/file?entity=user_document&field=location', payload, headers });
  return { status: response.statusCode, url: response.statusCode === 201 ? response.json().data[0].url : undefined };
}

describe('user documents', () => {
  let url: string;
  let id: number;

  it('an administrator uploads one for an investor: expiration is today + the type’s days', async () => {
    const file = await upload(admin);
    expect(file.status).toBe(201);
    url = file.url!;
    const created = await admin.call('POST', '/api/user_document', { user_guid: 'USR-0004', document_id: 2, name: 'Comprobante de domicilio', location: url });
    expect(created.status).toBe(201);
    id = created.body.data.id;
    expect(created.body.data).toMatchObject({ user_id: 4, document_id: 2, location: url, expired: false, expiration: addDays(todayInMexicoCity(new Date()), 90) });
  });

  it('lists by user_guid for the owner and staff, never for another investor', async () => {
    for (const who of [admin, investor]) {
      const list = await who.call('GET', '/api/user_document?user_guid=USR-0004');
      expect(list.status).toBe(200);
      expect(list.body.data.result.map((r: { id: number }) => r.id)).toContain(id);
    }
    expect((await otherInvestor.call('GET', '/api/user_document?user_guid=USR-0004')).status).toBe(404);
    expect((await otherInvestor.call('GET', '/api/user_document')).body.data.result).toEqual([]);
    expect((await investor.call('GET', '/api/user_document?user_guid=NOPE')).status).toBe(404);
    expect((await investor.call('GET', `/api/user_document/${id}`)).body.data.id).toBe(id);
    expect((await otherInvestor.call('GET', `/api/user_document/${id}`)).status).toBe(404);
    // A manager without the users catalogue sees only their own documents, like any other user.
    expect((await gestor.call('GET', '/api/user_document')).body.data.result).toEqual([]);
  });

  it('downloads for the owner and staff only', async () => {
    expect((await investor.call('GET', url)).status).toBe(200);
    expect((await admin.call('GET', url)).status).toBe(200);
    expect((await otherInvestor.call('GET', url)).status).toBe(404);
    expect((await client.call('GET', url)).status).toBe(404);
  });

  it('marks a document past its expiration as expired', async () => {
    await t.database.query(`update user_document set expiration = '2020-01-01' where id = $1`, [id]);
    const list = await investor.call('GET', '/api/user_document?user_guid=USR-0004');
    expect(list.body.data.result.find((r: { id: number }) => r.id === id)).toMatchObject({ expired: true, expiration: '2020-01-01' });
  });

  it('lets only staff with the users catalogue create, and checks the input', async () => {
    for (const who of [investor, client, gestor]) {
      expect((await who.call('POST', '/api/user_document', { user_guid: 'USR-0004', document_id: 2, name: 'x', location: url })).status).toBe(403);
    }
    expect((await admin.call('POST', '/api/user_document', { user_guid: 'USR-0004', document_id: 999, name: 'x', location: url })).status).toBe(422);
    expect((await admin.call('POST', '/api/user_document', { user_guid: 'USR-0004', document_id: 2, name: 'x', location: 'http://evil.example/x.pdf' })).status).toBe(422);
    expect((await admin.call('POST', '/api/user_document', { user_guid: 'USR-9999', document_id: 2, name: 'x', location: url })).status).toBe(404);
  });

  it('an investor cannot delete, an administrator can', async () => {
    expect((await investor.call('DELETE', `/api/user_document/${id}`)).status).toBe(403);
    expect((await admin.call('DELETE', `/api/user_document/${id}`)).status).toBe(200);
  });
});
