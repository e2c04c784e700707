/**
 * A one-time code is judged at most 5 times, however many guesses arrive at once.
 * The try is spent by one atomic UPDATE ... WHERE wrong_attempts < 5 RETURNING before the code is
 * compared (server/auth/pending-login-store.ts claimAttempt). Runs on PGlite, and on PostgreSQL with
 * DATABASE_URL set (parallel requests then run on parallel connections).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, lastCodeTo, phoneOf } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { recordFigures } from './support/report.ts';
import { demoPassword } from '../../server/db/seed/seed-auth.ts';

let t: TestApp;
const WRONG = 'Código incorrecto';

beforeAll(async () => {
  // Limits high enough that only the code's own rule can stop the guesses.
  t = await createTestApp({ signInAs: null, env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' } });
});

afterAll(async () => {
  await t?.close();
});

describe('parallel wrong guesses', () => {
  it('15 at once: 5 are judged, the rest refused unjudged, and then the right code opens nothing', async () => {
    const client = browser(t.app);
    const login = await client.call('POST', '/api/auth/login', { user: 'cliente@caudal.mx', password: demoPassword() });
    expect(login.status).toBe(200);
    const right = await lastCodeTo(t.app, await phoneOf(t.app, 'cliente@caudal.mx'));
    const wrong = (n: number) => String((Number(right) + 1 + n) % 1_000_000).padStart(6, '0');

    const answers = await Promise.all(Array.from({ length: 15 }, (_, n) => client.call('POST', '/api/auth/verificate', { code: wrong(n) })));
    expect(answers.every((a) => a.status === 422)).toBe(true);
    const judged = answers.filter((a) => a.body.errors?.code?.[0] === WRONG || a.body.message === WRONG);
    recordFigures('one-time code tries (15 parallel wrong guesses)', { tried: 15, violations: Math.max(0, judged.length - 5), detail: `${judged.length} judged` });
    expect(judged.length).toBe(5);
    const [row] = await t.database.query<{ wrong_attempts: number }>(`select wrong_attempts from pending_login order by id desc limit 1`);
    expect(row.wrong_attempts).toBe(5);

    const late = await client.call('POST', '/api/auth/verificate', { code: right });
    expect(late.status).toBe(422);
    expect(await t.database.query(`select id from session where user_id = (select id from users where email = 'cliente@caudal.mx')`)).toEqual([]);
  });

  it('the right code among parallel wrong ones opens the session only within the five tries', async () => {
    const client = browser(t.app);
    expect((await client.call('POST', '/api/auth/login', { user: 'inversionista3@caudal.mx', password: demoPassword() })).status).toBe(200);
    const right = await lastCodeTo(t.app, await phoneOf(t.app, 'inversionista3@caudal.mx'));
    const wrong = (n: number) => String((Number(right) + 7 + n) % 1_000_000).padStart(6, '0');
    const guesses = [wrong(0), wrong(1), right, wrong(2)];
    const answers = await Promise.all(guesses.map((code) => client.call('POST', '/api/auth/verificate', { code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422]);
  });
});
