/**
 * What a Cliente (or an investor) may see of the firm's agents: an agent is shown by name on the
 * screens they reach (their loans); the agent's RFC and ERP key are the firm's records. Not in the
 * answer, nor findable by filtering, sorting or searching on them; staff still see everything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let client: SignedIn;
let agentRfc: string;

beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
  client = await signIn(t.app, 'cliente@caudal.mx');
  agentRfc = (await t.database.query<{ rfc: string }>('select rfc from agent order by id limit 1'))[0]!.rfc;
});

afterAll(async () => {
  await t?.close();
});

describe('agents as a Cliente reads them', () => {
  it('list, one and export carry no RFC nor ERP key', async () => {
    const list = await client.call('GET', '/api/agent?take=50');
    expect(list.status).toBe(200);
    expect(list.body.data.result.length).toBeGreaterThan(0);
    for (const row of list.body.data.result) expect(Object.keys(row).sort()).toEqual(['id', 'name', 'version']);
    const one = await client.call('GET', `/api/agent/${list.body.data.result[0].id}`);
    expect(JSON.stringify(one.body)).not.toContain(agentRfc);
    const exported = await client.inject({ method: 'GET', url: '/api/agent/export?format=csv' });
    expect(exported.body).not.toContain(agentRfc);
  });

  it('filtering or sorting by the RFC is refused as by an unknown field; a search by it finds nothing', async () => {
    expect((await client.call('GET', `/api/agent?rfc=${agentRfc}`)).status).toBe(422);
    expect((await client.call('GET', '/api/agent?sort=rfc')).status).toBe(422);
    const searched = await client.call('GET', `/api/agent?q=${agentRfc}`);
    expect([searched.status, searched.body.data.total]).toEqual([200, 0]);
  });

  it('staff read the RFC as before', async () => {
    const admin = await signIn(t.app, 'admin@caudal.mx');
    const list = await admin.call('GET', `/api/agent?q=${agentRfc}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.result[0].rfc).toBe(agentRfc);
  });
});
