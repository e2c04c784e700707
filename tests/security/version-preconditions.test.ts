/**
 * The version check of the domain writes (server/crud/record-preconditions.ts) never tells anything
 * about a record outside the caller's row scope: an investor naming another person's hedge with any
 * version gets what the route answers for a record they cannot see, never a 409 carrying its version.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let investor: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
  investor = await signIn(t.app, 'inversionista@caudal.mx');
});
afterAll(async () => t?.close());

it('another person’s hedge: no 409, no version, whatever version is named', async () => {
  const others = await t.database.query<{ id: number; version: number }>(
    "select id, version from forward_open where \"userId\" <> (select id from users where email = 'inversionista@caudal.mx') order by id limit 3",
  );
  expect(others.length).toBeGreaterThan(0);
  let probes = 0;
  for (const hedge of others) {
    for (const version of [1, hedge.version, hedge.version + 1, 999]) {
      for (const [method, url, body] of [['POST', '/api/forward/exit', { id: hedge.id }], ['POST', '/api/forward/partial', { id: hedge.id, amountUSD: '100' }], ['PATCH', `/api/forward/liquidate/${hedge.id}`, {}]] as const) {
        const answer = await investor.inject({ method, url, payload: body, headers: { 'if-match': `W/"${version}"` } });
        probes++;
        expect(answer.statusCode, `${method} ${url} v${version}: ${answer.body}`).not.toBe(409);
        expect(answer.json()).not.toHaveProperty('version');
      }
    }
  }
  expect(probes).toBeGreaterThan(0);
});
