/**
 * The per-account sign-in limit belongs to the account, not to what was typed:
 * its email, its username and their spellings in capitals share one budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/db/seed/seed-auth.ts';
import { browser } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ signInAs: null, env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '6' } });
});

afterAll(async () => {
  await t?.close();
});

describe('one sign-in budget per account', () => {
  it('wrong passwords under the email, the username and capitals all spend the same budget', async () => {
    const names = ['gestor@caudal.mx', 'gestor', 'GESTOR', 'Gestor@Caudal.mx', 'ｇｅｓｔｏｒ', 'gestor'];
    for (const [i, user] of names.entries()) {
      const answer = await browser(t.app).call('POST', '/api/auth/login', { user, password: `Wrong#${i}x9Q` });
      expect([user, answer.status]).toEqual([user, 422]);
    }
    for (const user of ['gestor', 'gestor@caudal.mx']) {
      const answer = await browser(t.app).call('POST', '/api/auth/login', { user, password: demoPassword() });
      expect([user, answer.status, answer.body.message]).toEqual([user, 429, 'Demasiados intentos; espera unos minutos']);
    }
    // Another account is untouched.
    expect((await browser(t.app).call('POST', '/api/auth/login', { user: 'admin', password: demoPassword() })).status).toBe(200);
  });
});
