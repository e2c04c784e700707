/**
 * docs/decisions/040: the server's errors read in the person's language: the signed-in user's stored
 * language, else Accept-Language, else Spanish. Spanish answers say "El valor es obligatorio"; English
 * ones carry the spec's words exactly.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { newInvestor as newUser } from '../../helpers/user-payload.ts';

let t: TestApp;
let admin: SignedIn;

const SPEC_EN = { required: 'Value is required', numeric: 'Value must be numeric', email: 'Value is not a valid email address' };
const SPEC_ES = { required: 'El valor es obligatorio', numeric: 'El valor debe ser numérico', email: 'El valor no es una dirección de correo válida' };

async function speak(language: 'es' | 'en') {
  expect((await admin.call('PATCH', '/api/user_settings', { language })).status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@caudal.mx');
});

afterAll(async () => {
  await speak('es');
  await t.close();
});

describe('signed in: the user’s stored language', () => {
  it('answers the spec’s three validation messages in Spanish, then in English after the switch', async () => {
    await speak('es');
    const es = await admin.call('POST', '/api/currency', { interests: 'diez' });
    expect(es.status).toBe(422);
    expect(es.body.errors.name).toEqual([SPEC_ES.required]);
    expect(es.body.errors.interests).toEqual([SPEC_ES.numeric]);

    await speak('en');
    const en = await admin.call('POST', '/api/currency', { interests: 'diez' });
    expect(en.body.errors.name).toEqual([SPEC_EN.required]);
    expect(en.body.errors.interests).toEqual([SPEC_EN.numeric]);
    // The stored language wins over the browser's header.
    const header = await admin.inject({ method: 'POST', url: '/api/currency', payload: { interests: 'x' }, headers: { 'accept-language': 'es-MX' } });
    expect(header.json().errors.name).toEqual([SPEC_EN.required]);
  });

  it('answers in the screen’s language when the app names it, whatever was stored from another browser', async () => {
    await speak('en');
    const spanishScreen = await admin.inject({ method: 'POST', url: '/api/currency', payload: { interests: 'x' }, headers: { 'x-screen-language': 'es' } });
    expect(spanishScreen.json().errors.name).toEqual([SPEC_ES.required]);
    const ownId = admin.session.user.id;
    const refused = await admin.inject({ method: 'DELETE', url: `/api/user/${ownId}`, headers: { 'x-screen-language': 'es' } });
    expect(refused.json().message).toBe('No puedes eliminar tu propio usuario');
    await speak('es');
    const englishScreen = await admin.inject({ method: 'POST', url: '/api/currency', payload: { interests: 'x' }, headers: { 'x-screen-language': 'en' } });
    expect(englishScreen.json().errors.name).toEqual([SPEC_EN.required]);
    // Anything else in the header is no language: the stored one answers.
    const odd = await admin.inject({ method: 'POST', url: '/api/currency', payload: { interests: 'x' }, headers: { 'x-screen-language': 'fr' } });
    expect(odd.json().errors.name).toEqual([SPEC_ES.required]);
  });

  it('names every field of a user at once: a bad email does not hide a bad RFC, CURP or password', async () => {
    await speak('es');
    const es = await admin.call('POST', '/api/user', newUser({ email: 'no-es-correo', rfc: 'ABC', curp: 'XYZ', password: 'corta' }));
    expect(es.status).toBe(422);
    expect(es.body.errors.email).toEqual([SPEC_ES.email]);
    expect(es.body.errors.rfc).toEqual(['El RFC debe tener 12 o 13 caracteres (letras, fecha AAMMDD y 3 caracteres de verificación); se recibió "ABC"']);
    expect(es.body.errors.curp).toEqual(['La CURP debe tener 18 caracteres; se recibió "XYZ"']);
    expect(es.body.errors.password).toContain('La contraseña debe tener al menos 8 caracteres');

    await speak('en');
    const en = await admin.call('POST', '/api/user', newUser({ email: 'not-an-email', rfc: 'ABC', password: 'short' }));
    expect(en.body.errors.email).toEqual([SPEC_EN.email]);
    expect(en.body.errors.rfc).toEqual(['The RFC must have 12 or 13 characters (letters, date YYMMDD, 3 check characters); got "ABC"']);
    expect(en.body.errors.password).toEqual(expect.arrayContaining(['Password must have at least 8 characters', 'Password must have an uppercase letter']));
  });

  it('answers a domain 422 and the 409 of a record in use in the user’s language', async () => {
    await speak('es');
    const ownId = admin.session.user.id;
    const selfEs = await admin.call('DELETE', `/api/user/${ownId}`);
    expect([selfEs.status, selfEs.body.message, selfEs.body.errors.id]).toEqual([422, 'No puedes eliminar tu propio usuario', ['No puedes eliminar tu propio usuario']]);
    const [used] = await t.database.query<{ id: number }>('select application_id as id from module limit 1');
    const inUseEs = await admin.call('DELETE', `/api/application/${used.id}`);
    expect([inUseEs.status, inUseEs.body.message]).toEqual([409, 'El registro está en uso por otros registros y no se puede eliminar']);

    await speak('en');
    const selfEn = await admin.call('DELETE', `/api/user/${ownId}`);
    expect([selfEn.status, selfEn.body.errors.id]).toEqual([422, ['You cannot delete your own user']]);
    const inUseEn = await admin.call('DELETE', `/api/application/${used.id}`);
    expect([inUseEn.status, inUseEn.body.message]).toEqual([409, 'The record is used by other records and cannot be deleted']);
  });
});

describe('signed out: Accept-Language, else Spanish', () => {
  const login = (headers: InjectOptions['headers'], payload: unknown) => browser(t.app).inject({ method: 'POST', url: '/api/auth/login', payload: payload as InjectOptions['payload'], headers });

  it('reads the validation message in the header’s language, Spanish without one', async () => {
    const en = await login({ 'accept-language': 'en-US,en;q=0.9' }, {});
    expect([en.statusCode, en.json().errors.user]).toEqual([422, [SPEC_EN.required]]);
    const es = await login({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }, {});
    expect(es.json().errors.user).toEqual([SPEC_ES.required]);
    const none = await login({}, {});
    expect(none.json().errors.user).toEqual([SPEC_ES.required]);
  });

  it('refuses wrong credentials in the header’s language', async () => {
    const en = await login({ 'accept-language': 'en' }, { user: 'admin@caudal.mx', password: 'Nope#2026x' });
    expect([en.statusCode, en.json().message]).toEqual([422, 'Wrong user or password']);
    const es = await login({ 'accept-language': 'es' }, { user: 'admin@caudal.mx', password: 'Nope#2026x' });
    expect(es.json().message).toBe('Usuario o contraseña incorrectos');
  });
});

describe('Fastify’s own refusals', () => {
  it('answers a malformed JSON body in the caller’s language', async () => {
    const send = (language: string) =>
      browser(t.app).inject({ method: 'POST', url: '/api/auth/login', payload: '{"user":', headers: { 'content-type': 'application/json', 'accept-language': language } });
    const en = await send('en');
    expect([en.statusCode, en.json().message]).toEqual([400, 'The request body is not valid JSON']);
    expect((await send('es')).json().message).toBe('El cuerpo de la solicitud no es JSON válido');
  });
});
