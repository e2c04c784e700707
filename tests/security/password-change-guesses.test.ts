/**
 * PATCH /api/profile/password: the current password is a secret a stolen session would like to learn.
 * Wrong ones are limited (5 in 15 minutes, then 429 with the sign-in's message in the person's
 * language), each try spent before it is judged, in one statement: 40 guesses, in a row or at once,
 * never judge more than 5; a right one does not count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/db/seed/seed-auth.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ signInAs: null, env: { AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' } });
});

afterAll(async () => {
  await t?.close();
});

const guess = (who: SignedIn, current: string) => who.call('PATCH', '/api/profile/password', { current, new: 'Kx9#mQ2wLp', confirm: 'Kx9#mQ2wLp' });

describe('wrong current passwords', () => {
  it('40 in a row: five 422, then 429 with the sign-in’s message and retry_after', async () => {
    const who = await signIn(t.app, 'cliente@caudal.mx');
    // A right password first, refused for its new one: it spends no try.
    expect((await who.call('PATCH', '/api/profile/password', { current: demoPassword(), new: 'corta', confirm: 'corta' })).status).toBe(422);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 40; i++) {
      last = await guess(who, `Equivocada#${i}x`);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(5).fill(422), ...Array(35).fill(429)]);
    expect(last!.body.message).toBe('Demasiados intentos; espera unos minutos');
    expect(Number(last!.body.errors.retry_after[0])).toBeGreaterThan(0);
    // Even the right password waits now: a guesser cannot tell it by a different answer.
    expect((await guess(who, demoPassword())).status).toBe(429);
  });

  it('40 at once: at most five are judged', async () => {
    const who = await signIn(t.app, 'inversionista@caudal.mx');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(who, `Equivocada#${i}y`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 422).length).toBe(5);
    expect(statuses.filter((s) => s === 429).length).toBe(35);
  });
});
