/**
 * GET/POST/PUT profile and the review of change requests (spec sections 3, 4, 7): every user reads and
 * asks to change only their own profile; only an administrator's approval changes the user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '../../../server/i18n/localized.ts';
import { browser, lastMessageTo, phoneOf, signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { PROFILE_FIELDS } from '../../../schemas/profile.ts';
import { clabe } from '../../helpers/record-factory/identifiers.ts';
import { nextNumber } from '../../helpers/record-factory/record-factory.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let gestor: SignedIn;
let investor: SignedIn;
let client: SignedIn;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
/** The investor's profile as the seed left it, read in beforeAll (not copied from the seed). */
let stored: Record<string, unknown>;
/** A valid change of it: a new name and bank, the rest as stored. */
let validChange: Record<string, unknown>;
const NEW_CLABE = clabe(nextNumber());

/** The fields a profile change sends, as the person's profile holds them. */
async function ownProfile(who: SignedIn): Promise<Record<string, unknown>> {
  const data = (await who.call('GET', '/api/profile')).body.data;
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, data[field]]));
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, gestor, investor, client] = await Promise.all(['admin@caudal.mx', 'gestor@caudal.mx', 'inversionista@caudal.mx', 'cliente@caudal.mx'].map((email) => signIn(t.app, email)));
  stored = await ownProfile(investor);
  validChange = { ...stored, name: `${stored.name} de León`, bank_name: 'Banamex Citi', bank_clabe: NEW_CLABE };
});

afterAll(async () => {
  await t?.close();
});

describe('GET profile', () => {
  it('answers each role with its own record and nobody else’s', async () => {
    for (const [who, email] of [[admin, 'admin@caudal.mx'], [gestor, 'gestor@caudal.mx'], [investor, 'inversionista@caudal.mx'], [client, 'cliente@caudal.mx']] as const) {
      const answer = await who.call('GET', '/api/profile');
      expect(answer.status).toBe(200);
      expect(answer.body.data.email).toBe(email);
      expect(answer.body.data).not.toHaveProperty('password');
    }
    const investorProfile = (await investor.call('GET', '/api/profile')).body.data;
    const [row] = await t.database.query<Record<string, unknown>>(`select key as user_guid, rfc, bank_clabe, phone from users where email = 'inversionista@caudal.mx'`);
    expect(investorProfile).toMatchObject(row);
  });

  it('is refused without a session', async () => {
    expect((await browser(t.app).call('GET', '/api/profile')).status).toBe(401);
  });
});

describe('POST profile', () => {
  it('checks RFC, CURP, CLABE, phone and email the DOMAIN.md way', async () => {
    const answer = await investor.call('POST', '/api/profile', { ...validChange, rfc: 'CAVS881323P45', curp: 'CAVS880923MMCSLF08', bank_clabe: '002010077777777772', phone: '12', email: 'nope' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['email']);
    const identifiers = await investor.call('POST', '/api/profile', { ...validChange, rfc: 'CAVS881323P45', curp: 'CAVS880923MMCSLF08', bank_clabe: '002010077777777772', phone: '12' });
    expect(identifiers.status).toBe(422);
    expect(Object.keys(identifiers.body.errors).sort()).toEqual(['bank_clabe', 'curp', 'phone', 'rfc']);
  });

  it('refuses fields outside the profile (no way to change a role) and empty values', async () => {
    expect((await investor.call('POST', '/api/profile', { ...validChange, role_id: 2 })).status).toBe(422);
    const empty = await investor.call('POST', '/api/profile', { ...validChange, name: '   ' });
    expect(empty.body.errors.name).toEqual(['El valor es obligatorio']);
  });

  it('sends the change to revision without touching the user, and an administrator’s approval applies it', async () => {
    const sent = await investor.call('POST', '/api/profile', validChange);
    expect(sent.status).toBe(201);
    expect(sent.body.data.message).toBe('La solicitud fue enviada a revisión');
    expect(sent.body.data.changes).toEqual({ name: validChange.name, bank_name: 'Banamex Citi', bank_clabe: NEW_CLABE });

    const before = (await investor.call('GET', '/api/profile')).body.data;
    expect(before.name).toBe(stored.name);
    expect(before.pending_request.id).toBe(sent.body.data.id);

    // Investors, clients and managers cannot review requests; administrators can.
    for (const who of [investor, client, gestor]) {
      expect((await who.call('GET', '/api/profile/requests')).status).toBe(403);
      expect((await who.call('PATCH', `/api/profile/requests/${sent.body.data.id}`, { decision: 'approve' })).status).toBe(403);
    }
    const pending = await admin.call('GET', '/api/profile/requests?status=pending');
    expect(pending.body.data.result.map((r: { id: number }) => r.id)).toContain(sent.body.data.id);

    const approved = await admin.call('PATCH', `/api/profile/requests/${sent.body.data.id}`, { decision: 'approve' });
    expect(approved.status).toBe(200);
    const after = (await investor.call('GET', '/api/profile')).body.data;
    expect(after).toMatchObject({ name: validChange.name, bank_clabe: NEW_CLABE, pending_request: null });
    expect((await admin.call('PATCH', `/api/profile/requests/${sent.body.data.id}`, { decision: 'reject', reason: 'Tarde' })).status).toBe(409);
    // The investor is told, in the bell and by SMS (four eyes, the requester learns the outcome).
    const bell = (await investor.call('GET', '/api/notifies')).body.data.result[0];
    expect(bell).toMatchObject({ title: 'Solicitud de cambio aprobada' });
    expect(bell.message).toMatch(/^Tu solicitud de cambio de datos del \d{2}\/\d{2}\/\d{4} fue aprobada/);
    expect(await lastMessageTo(t.app, await phoneOf(t.app, 'inversionista@caudal.mx'))).toBe(`Caudal: ${bell.message}`);
  });

  it('is never decided by its own requester, and a rejection says why (four eyes)', async () => {
    const mine = (await admin.call('GET', '/api/profile')).body.data;
    const fields = Object.fromEntries(Object.keys(validChange).map((field) => [field, mine[field]]));
    const own = await admin.call('POST', '/api/profile', { ...fields, phone: String(mine.phone).replace(/^\+52/, ''), name: `${mine.name} II` });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    for (const decision of ['approve', 'reject'] as const) {
      const refused = await admin.call('PATCH', `/api/profile/requests/${own.body.data.id}`, { decision, reason: 'mío' });
      expect([refused.status, refused.body.message]).toEqual([403, 'No puedes revisar tu propia solicitud: otra persona con permiso debe aprobarla o rechazarla']);
    }
    const root = await signIn(t.app, 'root@caudal.mx');
    const noReason = await root.call('PATCH', `/api/profile/requests/${own.body.data.id}`, { decision: 'reject', reason: '  ' });
    expect([noReason.status, noReason.body.errors.reason]).toEqual([422, ['Escribe el motivo del rechazo: la persona lo recibirá']]);
    const rejected = await root.call('PATCH', `/api/profile/requests/${own.body.data.id}`, { decision: 'reject', reason: 'El nombre no coincide con la identificación' });
    expect(rejected.body.data.status).toBe('rejected');
    const bell = (await admin.call('GET', '/api/notifies')).body.data.result[0];
    expect(bell).toMatchObject({ title: 'Solicitud de cambio rechazada' });
    expect(bell.message).toContain('fue rechazada. Motivo: El nombre no coincide con la identificación');
    expect((await admin.call('GET', '/api/profile')).body.data.name).toBe(mine.name);
  });

  it('leaves the user as they were when the request is rejected', async () => {
    const current = await ownProfile(client);
    const sent = await client.call('POST', '/api/profile', { ...current, name: 'Otro Nombre' });
    expect(sent.status).toBe(201);
    expect((await admin.call('PATCH', `/api/profile/requests/${sent.body.data.id}`, { decision: 'reject', reason: 'Los datos no coinciden' })).body.data.status).toBe('rejected');
    expect((await client.call('GET', '/api/profile')).body.data.name).toBe(current.name);
  });
});

describe('PUT profile (photo)', () => {
  const put = (who: SignedIn, name: string, content: Buffer) => who.call('PUT', '/api/profile', { profile_picture_url: name, profile_picture: content.toString('base64') });

  it('stores an image, which its owner and staff may download and another investor may not', async () => {
    const answer = await put(investor, 'me.png', PNG);
    expect(answer.status).toBe(200);
    const url = answer.body.data.profile_picture_url;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png$/);
    expect((await investor.call('GET', '/api/profile')).body.data.profile_picture_url).toBe(url);
    expect((await investor.call('GET', url)).status).toBe(200);
    expect((await admin.call('GET', url)).status).toBe(200);
    const other = await signIn(t.app, 'inversionista2@caudal.mx');
    expect((await other.call('GET', url)).status).toBe(404);
  });

  it('accepts a data: url and refuses other types, mismatched content and oversized files', async () => {
    expect((await investor.call('PUT', '/api/profile', { profile_picture_url: 'me.jpg', profile_picture: `data:image/jpeg;base64,${JPEG.toString('base64')}` })).status).toBe(200);
    expect((await put(investor, 'me.gif', PNG)).status).toBe(422);
    expect((await put(investor, 'me.pdf', Buffer.from('%PDF-1.4'))).status).toBe(422);
    expect((await put(investor, 'me.png', JPEG)).body.errors.profile_picture[0]).toBe(renderMessage('files.contentMismatch', 'es', { extension: '.png' }));
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect([413]).toContain((await put(investor, 'big.png', big)).status);
  });
});
