/**
 * The firm's CSD and fiscal identity loaded by Admin (docs/decisions/247): each refusal is a 422 naming
 * the file at fault in the person's language (wrong password, a key of another certificate, another
 * RFC, expired); a good pair is stored and seals the next CFDI; the key is never answered and is kept
 * only sealed; the issuer's name, regime and postal code are edited with the version read; Gestor may not.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CSD } from '../../../server/adapters/csd.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeTestCsd, type TestCsd } from '../../helpers/test-csd.ts';
import { EXCLUDED_TABLES } from '../../../server/operations/backup-contents.ts';
import { sealingKey, unseal } from '../../../server/invoicing/csd-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const b64 = (bytes: Buffer) => bytes.toString('base64');
const upload = (csd: TestCsd, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/fiscal_identity/csd', payload: { cer: b64(csd.cer), key: b64(csd.key), password: csd.password }, headers });
const demo: TestCsd = { cer: readFileSync(DEMO_CSD.cer), key: readFileSync(DEMO_CSD.key), password: DEMO_CSD.password };

describe('POST fiscal_identity/csd refuses', () => {
  it('a wrong password (422 on password), in the person’s language', async () => {
    const answer = await upload({ ...demo, password: 'no-es-esta' }, { 'x-screen-language': 'en' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ message: 'The password does not open the private key (.key)', errors: { password: ['The password does not open the private key (.key)'] } });
    expect((await upload({ ...demo, password: 'no-es-esta' })).json().message).toBe('La contraseña no abre la llave privada (.key)');
  });

  it('a key that is not the certificate’s (422 on key)', async () => {
    const other = makeTestCsd();
    const answer = await upload({ cer: demo.cer, key: other.key, password: other.password });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ key: ['La llave privada (.key) no corresponde al certificado (.cer)'] });
  });

  it('a certificate of another RFC (422 on cer)', async () => {
    const answer = await upload(makeTestCsd({ rfc: 'GODE561231GR8' }));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ cer: ['El certificado es del RFC GODE561231GR8, no del emisor EKU9003173C9'] });
  });

  it('an expired certificate (422 on cer)', async () => {
    // Midnight UTC is still the evening before in Mexico City: the day said is Mexico City's.
    const answer = await upload(makeTestCsd({ validFrom: new Date('2020-01-01T00:00:00Z'), validTo: new Date('2024-01-01T00:00:00Z') }));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ cer: ['El certificado venció el 31/12/2023'] });
  });

  it('Gestor, who does not manage it (403)', async () => {
    const gestor = await signIn(t.app, 'gestor@caudal.mx');
    const answer = await gestor.inject({ method: 'POST', url: '/api/fiscal_identity/csd', payload: { cer: b64(demo.cer), key: b64(demo.key), password: demo.password } });
    expect(answer.statusCode).toBe(403);
  });
});

describe('a good CSD', () => {
  let csd: TestCsd;
  let serial: string;

  it('is stored, answered without its key, and seals the next CFDI', async () => {
    expect((await t.database.query('select id from csd_certificate')).length).toBe(0);
    csd = makeTestCsd({ validTo: new Date(Date.now() + 400 * 86_400_000) });
    const answer = await upload(csd);
    expect(answer.statusCode, answer.body).toBe(201);
    const data = answer.json().data;
    expect(data.certificates).toHaveLength(1);
    serial = data.certificates[0].serial_number;
    expect(data.certificates[0]).toMatchObject({ rfc: 'EKU9003173C9', in_use: true });
    expect(data.certificates[0].days_left).toBeGreaterThanOrEqual(398);
    expect(data.sealing).toMatchObject({ serial_number: serial, demo: false, from_environment: false });
    const text = JSON.stringify(data);
    expect(text).not.toContain(b64(csd.key).slice(0, 40));
    expect(text).not.toContain(csd.password);
    expect(text).not.toContain('sealed_key');

    // The next invoice carries the new certificate's number.
    const candidates = (await apiCall(t.app, 'GET', '/api/loan_detail/toInvoice?take=9999')).body.data.result as { id: number }[];
    const issued = await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [candidates[0]!.id] });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const xml = (await t.app.inject({ method: 'GET', url: issued.body.data.result[0].xml_location })).body;
    expect(xml).toContain(`NoCertificado="${serial}"`);
  });

  it('is kept only sealed: neither the key’s bytes nor its password are in the database in clear', async () => {
    const [row] = await t.database.query<{ sealed_key: Buffer; cer: Buffer }>('select sealed_key, cer from csd_certificate');
    const sealed = Buffer.from(row!.sealed_key);
    expect(sealed.includes(csd.key.subarray(0, 64))).toBe(false);
    expect(sealed.includes(Buffer.from(b64(csd.key).slice(0, 40)))).toBe(false);
    expect(sealed.includes(Buffer.from(csd.password))).toBe(false);
    const [dump] = await t.database.query<{ text: string }>("select coalesce(string_agg(coalesce(before::text, '') || coalesce(after::text, ''), ' '), '') as text from audit_log");
    expect(dump!.text).not.toContain(csd.password);
    // The key that opens it lives in server_secret, whose rows no backup holds; another key opens nothing.
    expect(EXCLUDED_TABLES).toContain('public.server_secret');
    expect(unseal(await sealingKey(t.database, undefined), sealed).password).toBe(csd.password);
    expect(() => unseal(Buffer.alloc(32, 7), sealed)).toThrow();
  });

  it('the same one twice is refused; a replacement can be loaded before it ends', async () => {
    const again = await upload(csd);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.cer[0]).toContain(serial);
    const next = await upload(makeTestCsd({ validFrom: new Date(Date.now() + 300 * 86_400_000), validTo: new Date(Date.now() + 1500 * 86_400_000) }));
    expect(next.statusCode, next.body).toBe(201);
    const certificates = next.json().data.certificates as { serial_number: string; in_use: boolean; not_yet_valid: boolean }[];
    expect(certificates).toHaveLength(2);
    // The one in force seals until the replacement's validity starts.
    expect(certificates.find((c) => c.serial_number === serial)).toMatchObject({ in_use: true });
    expect(certificates.find((c) => c.serial_number !== serial)).toMatchObject({ in_use: false, not_yet_valid: true });
  });
});

describe('PUT fiscal_identity', () => {
  it('edits the name, regime and postal code with the version read; a stale version is a 409; a bad regime a 422', async () => {
    const first = await apiCall(t.app, 'PUT', '/api/fiscal_identity', { name: 'ESCUELA KEMPER URGATE', regime: '601', postal_code: '42501' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const version = first.body.data.identity.version;
    const edited = await apiCall(t.app, 'PUT', '/api/fiscal_identity', { name: 'CAUDAL FINANCIERA', regime: '624', postal_code: '06600', version });
    expect(edited.status).toBe(200);
    expect(edited.body.data.identity).toMatchObject({ rfc: 'EKU9003173C9', name: 'CAUDAL FINANCIERA', regime: '624', postal_code: '06600' });
    expect((await apiCall(t.app, 'PUT', '/api/fiscal_identity', { name: 'X', regime: '601', postal_code: '42501', version })).status).toBe(409);
    expect((await apiCall(t.app, 'PUT', '/api/fiscal_identity', { name: 'X', regime: '999', postal_code: '42501' })).status).toBe(422);
    // With CSDs loaded, the RFC is theirs.
    expect((await apiCall(t.app, 'PUT', '/api/fiscal_identity', { rfc: 'GODE561231GR8', name: 'X', regime: '601', postal_code: '42501' })).status).toBe(422);
  });

  it('says what the environment decides', async () => {
    const env = await createTestApp({ env: { CFDI_ISSUER_NAME: 'NOMBRE DEL OPERADOR' } });
    try {
      const answer = await apiCall(env.app, 'GET', '/api/fiscal_identity');
      expect(answer.body.data.environment).toEqual({ csd: false, rfc: false, name: true, regime: false, postal_code: false });
      expect(answer.body.data.identity.name).toBe('NOMBRE DEL OPERADOR');
    } finally {
      await env.close();
    }
  });
});
