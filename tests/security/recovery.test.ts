/**
 * Password recovery has its own budget per number and per address and
 * never spends the sign-in codes' (five recoveries by a stranger do not lock the owner out); and it
 * answers a known and an unknown number in the same time (same work; the SMS leaves in the background).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/db/seed/seed-auth.ts';
import { browser, lastMessageTo, phoneOf } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { recordFigures } from './support/report.ts';

let t: TestApp;
const messagesTo = async (phone: string) => Number((await t.database.query<{ n: number }>('select count(*)::int as n from sms_log where phone = $1', [phone]))[0].n);

beforeAll(async () => {
  t = await createTestApp({ signInAs: null, env: { AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' } });
});

afterAll(async () => {
  await t?.close();
});

const recover = (phone: string, ip: string) => browser(t.app).inject({ method: 'POST', url: '/api/auth/password_recovery', payload: { phone }, remoteAddress: ip });

describe('a stranger’s recoveries', () => {
  it('five recoveries of Root’s number leave Root’s sign-in code budget whole', async () => {
    const email = 'root@caudal.mx';
    const phone = await phoneOf(t.app, email);
    // Four earlier recoveries within the window (60 s apart, as the resend rule allows), then a fifth now.
    for (let minutes = 8; minutes >= 2; minutes -= 2) {
      await t.database.query(`insert into code_send (phone, purpose, sent_at) values ($1, 'recovery', now() - make_interval(mins => $2))`, [phone, minutes]);
    }
    expect((await recover(phone, '10.9.0.1')).statusCode).toBe(200);
    await t.app.background.idle();
    const sent = await messagesTo(phone);
    // The recovery budget of the number is spent: a sixth sends nothing, and still answers the same.
    await t.database.query(`update code_send set sent_at = sent_at - interval '61 seconds' where phone = $1`, [phone]);
    expect((await recover(phone, '10.9.0.2')).json()).toEqual({ data: { sent: true } });
    await t.app.background.idle();
    expect(await messagesTo(phone)).toBe(sent);

    const owner = browser(t.app);
    const login = await owner.call('POST', '/api/auth/login', { user: email, password: demoPassword() });
    expect([login.status, login.body.message]).toEqual([200, undefined]);
    expect(await lastMessageTo(t.app, phone)).toMatch(/código de verificación/);
  });

  it('one address spends its own recovery budget, not its sign-ins', async () => {
    const ip = '10.9.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await recover(`+5255990000${String(i).padStart(2, '0')}`, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const login = await browser(t.app).inject({ method: 'POST', url: '/api/auth/login', payload: { user: 'cliente@caudal.mx', password: demoPassword() }, remoteAddress: ip });
    expect(login.statusCode).toBe(200);
  });
});

describe('the same time for a known and an unknown number', () => {
  it('median answer times within a factor of 1.5 either way', async () => {
    const known = await phoneOf(t.app, 'inversionista@caudal.mx');
    const unknown = '+525577770001';
    const samples: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    let n = 0;
    const time = async (phone: string) => {
      // A fresh budget and a fresh address each time: every sample does the full work of its kind.
      await t.database.query('delete from code_send');
      await t.app.background.idle();
      const started = process.hrtime.bigint();
      const answer = await recover(phone, `10.8.${Math.floor(n / 250)}.${n++ % 250}`);
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      expect(answer.json()).toEqual({ data: { sent: true } });
      return elapsed;
    };
    for (let i = 0; i < 3; i++) await time(i % 2 ? known : unknown); // warm-up
    for (let i = 0; i < 30; i++) {
      // Alternating, so that a busy moment of the machine falls on both.
      samples.known.push(await time(known));
      samples.unknown.push(await time(unknown));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const [k, u] = [median(samples.known), median(samples.unknown)];
    const ratio = Math.max(k / u, u / k);
    recordFigures('recovery timing (known vs unknown number, 30 samples each)', { tried: 60, violations: ratio < 1.5 ? 0 : 1, detail: `median ${k.toFixed(1)} ms vs ${u.toFixed(1)} ms, ratio ${ratio.toFixed(2)}` });
    expect(k / u).toBeLessThan(1.5);
    expect(u / k).toBeLessThan(1.5);
  });
});
