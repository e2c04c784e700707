/**
 * What a failed sign-in leaves and tells: the typed user field never reaches the Bitácora in clear (a
 * password typed into the wrong box would go into every backup), and a wrong password takes as long
 * whether or not the account holds a live temporary password (the same argon2 work either way).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { browser } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { recordFigures } from './support/report.ts';

let t: TestApp;
let n = 0;
const login = (user: string, password: string) =>
  browser(t.app).inject({ method: 'POST', url: '/api/auth/login', payload: { user, password }, remoteAddress: `10.34.6.${n++ % 250}` });

beforeAll(async () => {
  t = await createTestApp({ signInAs: null, env: { AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' } });
});

afterAll(async () => {
  await t?.close();
});

describe('the Bitácora of a failed sign-in', () => {
  it('keeps no trace of what was typed into the user field, known account or not', async () => {
    const typed = ['Marea#2026x-en-la-caja-equivocada', 'gestor@caudal.mx', 'Nadie.Conocido@ejemplo.mx'];
    for (const user of typed) expect((await login(user, 'Equivocada#123')).statusCode).toBe(422);
    const rows = await t.database.query<{ text: string }>(`select row_to_json(a)::text as text from audit_log a where action = 'login-failed'`);
    expect(rows.length).toBe(3);
    for (const row of rows) for (const user of typed) expect(row.text.toLowerCase()).not.toContain(user.toLowerCase());
    // The same typing twice gives the same digest: repeated tries at one identifier still show.
    expect((await login('gestor@caudal.mx', 'Otra#Equivocada1')).statusCode).toBe(422);
    const all = await t.database.query<{ text: string }>(`select row_to_json(a)::text as text from audit_log a where action = 'login-failed' order by id`);
    const digest = (text: string) => /"user_digest":\s*"([0-9a-f]{16})"/.exec(text)?.[1];
    expect(digest(all[3]!.text)).toBeDefined();
    expect(digest(all[3]!.text)).toBe(digest(all[1]!.text));
  });
});

describe('sign-in timing and temporary passwords', () => {
  it('a wrong password: median times within a factor of 1.3 with and without a live temporary password', async () => {
    const [holder] = await t.database.query<{ id: number }>(`select id from users where email = 'inversionista@caudal.mx'`);
    await t.database.query(`insert into temporary_password (user_id, password_hash, created_at, expires_at) values ($1, $2, now(), now() + interval '1 day')`, [
      holder!.id,
      await hashPassword('Temporal#9876xy'),
    ]);
    const time = async (user: string) => {
      const started = process.hrtime.bigint();
      expect((await login(user, 'Equivocada#123')).statusCode).toBe(422);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    for (let i = 0; i < 4; i++) await time(i % 2 ? 'inversionista@caudal.mx' : 'cliente@caudal.mx'); // warm-up
    const samples = { holder: [] as number[], other: [] as number[] };
    for (let i = 0; i < 20; i++) {
      samples.holder.push(await time('inversionista@caudal.mx'));
      samples.other.push(await time('cliente@caudal.mx'));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const [h, o] = [median(samples.holder), median(samples.other)];
    const ratio = Math.max(h / o, o / h);
    recordFigures('sign-in timing (live temporary password vs none, 20 samples each)', { tried: 40, violations: ratio < 1.3 ? 0 : 1, detail: `median ${h.toFixed(1)} ms vs ${o.toFixed(1)} ms, ratio ${ratio.toFixed(2)}` });
    expect(ratio).toBeLessThan(1.3);
  });
});
