/**
 * docs/decisions/127: behind TRUST_PROXY (a hop count or the proxy's addresses)
 * the client's address is the one the trusted proxy appended, not the left-most X-Forwarded-For a
 * client writes: per-address sign-in limits hold against invented addresses, and the audit trail
 * records the address chosen that way. TRUST_PROXY=true stops the start (tests/unit/server/config.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const apps: TestApp[] = [];

beforeAll(async () => {
  apps.push(await createTestApp({ signInAs: null, env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' } }));
  apps.push(await createTestApp({ signInAs: null, env: { TRUST_PROXY: '10.0.0.1', AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' } }));
});

afterAll(async () => {
  for (const t of apps) await t.close();
});

describe.each([
  ['a hop count (1)', 0],
  ['the proxy’s address', 1],
])('TRUST_PROXY as %s', (_name, index) => {
  it('invented left-most addresses do not escape the per-address limit; the audit row names the proxy’s view', async () => {
    const t = apps[index]!;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await browser(t.app).inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { user: 'gestor@caudal.mx', password: `Wrong#${i}x9Q` },
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.9` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
    const addresses = await t.database.query<{ ip: string }>(`select distinct ip from audit_log where action = 'login-failed'`);
    expect(addresses).toEqual([{ ip: '203.0.113.9' }]);
  });

  it('a request that does not come through the proxy keeps its own address', async () => {
    const t = apps[index]!;
    const answer = await browser(t.app).inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user: 'nobody@example.com', password: 'Wrong#1x9Q' },
      remoteAddress: '192.0.2.44',
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(answer.statusCode).toBe(422);
    const [row] = await t.database.query<{ ip: string }>(`select ip from audit_log where action = 'login-failed' order by id desc limit 1`);
    expect(row.ip).toBe(index === 0 ? '198.51.100.77' : '192.0.2.44');
  });
});
