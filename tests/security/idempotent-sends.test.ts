/**
 * An action that sends something is taken once per click. The browser sends an
 * Idempotency-Key with "Solicitar inversión" (a notification and an SMS to every Gestor) and with a
 * hedge request; the same key again, as a double click or a retry after a lost answer sends it, is
 * refused with a 409 in the person's language and changes nothing; a new key is a new request; a key
 * that is not one is a 400. Keys are a person's own: another person's same key is theirs to use.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { EXAMPLE_SIMULATION } from '../api/investments/support.ts';

let t: TestApp;
let investor: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
  investor = await signIn(t.app, 'inversionista@caudal.mx');
  admin = await signIn(t.app, 'admin@caudal.mx');
});
afterAll(async () => {
  await t?.close();
});

const count = async (sql: string) => Number((await t.database.query<{ n: number }>(sql))[0].n);
const smsCount = () => count('select count(*)::int as n from sms_log');
const notificationCount = () => count('select count(*)::int as n from notification');
const hedgeCount = () => count('select count(*)::int as n from forward_open');

async function send(who: SignedIn, url: string, body: unknown, key: string | undefined, language = 'es') {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-screen-language': language };
  if (key !== undefined) headers['idempotency-key'] = key;
  const response = await who.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
  return { status: response.statusCode, body: response.json() };
}

describe('actions that send something are taken once per key', () => {
  it('"Solicitar inversión": the same key twice notifies and texts the Gestores once; a new key is a new request', async () => {
    const key = randomUUID();
    const [notifications, sms] = [await notificationCount(), await smsCount()];
    const first = await send(investor, '/api/calculator/notify', EXAMPLE_SIMULATION, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await send(investor, '/api/calculator/notify', EXAMPLE_SIMULATION, key);
    expect(again).toEqual({ status: 409, body: { message: 'Esto ya se envió; no se volvió a enviar' } });
    expect([await notificationCount(), await smsCount()]).toEqual([notifications + 1, sms + first.body.data.sms_sent]);

    const other = await send(investor, '/api/calculator/notify', EXAMPLE_SIMULATION, randomUUID());
    expect(other.status).toBe(200);
    expect(await notificationCount()).toBe(notifications + 2);
  });

  it('a request refused for its input does not spend the key: the corrected retry with it proceeds', async () => {
    const key = randomUUID();
    const notifications = await notificationCount();
    const refused = await send(investor, '/api/calculator/notify', { ...EXAMPLE_SIMULATION, amount: 'not a number' }, key);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await notificationCount()).toBe(notifications);
    const corrected = await send(investor, '/api/calculator/notify', EXAMPLE_SIMULATION, key);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect((await send(investor, '/api/calculator/notify', EXAMPLE_SIMULATION, key)).status).toBe(409);
  });

  it('a hedge request: the same key twice creates one hedge, refused in English on an English screen', async () => {
    const key = randomUUID();
    const terms = { amountUSD: '10000', side: 'buy', months: 2, instrumentId: 5, userId: investor.session.user.id };
    const before = await hedgeCount();
    expect((await send(admin, '/api/forward/notify', terms, key)).status).toBe(201);
    const again = await send(admin, '/api/forward/notify', terms, key, 'en');
    expect(again).toEqual({ status: 409, body: { message: 'This was already sent; it was not sent again' } });
    expect(await hedgeCount()).toBe(before + 1);
  });

  it('a key is a person\'s own: another person may send with the same one', async () => {
    const key = randomUUID();
    const terms = { amountUSD: '5000', side: 'sell', months: 3, instrumentId: 5, userId: investor.session.user.id };
    expect((await send(admin, '/api/forward/notify', terms, key)).status).toBe(201);
    expect((await send(investor, '/api/forward/notify', terms, key)).status).toBe(201);
  });

  it('a key that is not one is refused with a 400 and sends nothing', async () => {
    const before = await notificationCount();
    for (const bad of ['short', 'x'.repeat(65), 'has spaces in it, sixteen+', '<script>alert(1)</script>aaaa']) {
      const answer = await send(investor, '/api/calculator/notify', EXAMPLE_SIMULATION, bad);
      expect([bad, answer.status, answer.body.message]).toEqual([bad, 400, 'La clave de envío (Idempotency-Key) no es válida']);
    }
    expect(await notificationCount()).toBe(before);
  });
});
