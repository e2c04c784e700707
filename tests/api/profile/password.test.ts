/**
 * PATCH profile/password (spec sections 3 and 5, DOMAIN.md's policy): current required and checked,
 * new = confirm, every rule enforced by the server, and the user's other sessions end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { demoPassword } from '../../../server/db/seed/seed-auth.ts';

// A user of its own: the change would break the demo password other files sign in with (each file has its own copy anyway).
const EMAIL = 'inversionista3@caudal.mx';
let t: TestApp;
let me: SignedIn;
let current: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t.app, EMAIL);
  current = demoPassword();
});

afterAll(async () => {
  await t?.close();
});

const change = (body: Record<string, string>) => me.call('PATCH', '/api/profile/password', body);

describe('PATCH profile/password', () => {
  it('needs a session', async () => {
    expect((await browser(t.app).call('PATCH', '/api/profile/password', { current: 'x', new: 'Kx9#mQ2w', confirm: 'Kx9#mQ2w' })).status).toBe(401);
  });

  it('requires every field and a right current password', async () => {
    const missing = await change({ new: 'Kx9#mQ2w', confirm: 'Kx9#mQ2w' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.current).toEqual(['El valor es obligatorio']);
    const wrong = await change({ current: 'not-it', new: 'Kx9#mQ2w', confirm: 'Kx9#mQ2w' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current).toBeDefined();
  });

  it('says "Las contraseñas deben ser iguales" when new and confirm differ', async () => {
    const answer = await change({ current, new: 'Kx9#mQ2w', confirm: 'Kx9#mQ2x' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.confirm).toEqual(['Las contraseñas deben ser iguales']);
  });

  it.each([
    ['too short', 'Kx9#mQ2'],
    ['no uppercase', 'kx9#mq2w'],
    ['no digit', 'Kxz#mQww'],
    ['no special character', 'Kx9zmQ2w'],
    ['4 identical in a row', 'Aaaa1x9!'],
    ['4 sequential', 'Abcd1x9!'],
    ['4 sequential descending', 'Zyxw5!Qa'],
    ['the user’s name', 'Mendoza#29x'],
    ['the company word', 'Caudal#29x'],
  ])('refuses a password with %s', async (_rule, password) => {
    const answer = await change({ current, new: password, confirm: password });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.new.length).toBeGreaterThan(0);
  });

  it('accepts a good one: "Contraseña actualizada con éxito", other sessions end, this one stays', async () => {
    const other = await signIn(t.app, EMAIL);
    expect((await other.call('GET', '/api/profile')).status).toBe(200);
    const answer = await change({ current, new: 'Kx9#mQ2w', confirm: 'Kx9#mQ2w' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.message).toBe('Contraseña actualizada con éxito');
    expect(answer.body.data.sessions_ended).toBe(1);
    expect((await other.call('GET', '/api/profile')).status).toBe(401);
    expect((await me.call('GET', '/api/profile')).status).toBe(200);
    // The new password signs in; must_change_password is off.
    const again = await signIn(t.app, EMAIL, 'Kx9#mQ2w');
    expect(again.session.user.must_change_password).toBe(false);
    expect((await change({ current, new: 'Q1w2e3r4!', confirm: 'Q1w2e3r4!' })).status).toBe(422);
  });
});
