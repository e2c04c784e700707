/**
 * Who may touch the investors' payout run (docs/decisions/250): Gestor, Admin and Root prepare, read,
 * export and settle; only Admin and Root (the `root` flag on /inversiones/pagos) approve or reject, and
 * never a run they prepared themselves, Root included. Investors and clients reach nothing, not even
 * when the permission grid is widened to let them read the payments screen: a run names every investor's
 * account. A visitor is asked to sign in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../schemas/role.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createInvestment, userId } from '../api/investments/support.ts';
import { signInEveryone, SUITE_ENV, type Identity } from './support/identities.ts';

let t: TestApp;
let who: Record<Identity['name'], Identity>;

beforeAll(async () => {
  t = await createTestApp({ env: SUITE_ENV });
  who = Object.fromEntries((await signInEveryone(t)).map((i) => [i.name, i])) as typeof who;
  const investor = await userId(t.database, 'inversionista@caudal.mx');
  for (const emission of ['2033-01-10', '2033-01-11', '2033-01-12']) await createInvestment(t.app, t.database, { user_id: investor, emission, duration: '3' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const status = async (identity: Identity, method: 'GET' | 'POST', url: string, payload?: unknown) => (await identity.client.call(method, url, payload)).status;

describe('payout runs: who may do what', () => {
  let runId: number;
  let version: number;

  it('investors, clients and visitors cannot prepare, list or read runs', async () => {
    for (const name of ['investor', 'client'] as const) {
      expect(await status(who[name], 'POST', '/api/payout_runs', { from: '2033-02-01', to: '2033-02-28' })).toBe(403);
      expect(await status(who[name], 'GET', '/api/payout_runs')).toBe(403);
    }
    expect(await status(who.visitor, 'GET', '/api/payout_runs')).toBe(401);
    const [{ n }] = await t.database.query<{ n: string }>('select count(*)::text as n from payout_run');
    expect(n).toBe('0');
  });

  it('a Gestor prepares; nobody outside staff reads it, even with read granted on the payments screen', async () => {
    const prepared = await who.gestor.client.call('POST', '/api/payout_runs', { from: '2033-02-01', to: '2033-02-28' });
    expect(prepared.status).toBe(201);
    runId = prepared.body.data.id;
    version = prepared.body.data.version;
    await t.database.query(`update permission set read = true where role_id = $1 and module_id = (select id from module where route = '/inversiones/pagos')`, [ROLE.investor]);
    try {
      expect(await status(who.investor, 'GET', `/api/payout_runs/${runId}`)).toBe(403);
      expect(await status(who.investor, 'GET', '/api/payout_runs')).toBe(403);
    } finally {
      await t.database.query(`update permission set read = false where role_id = $1 and module_id = (select id from module where route = '/inversiones/pagos')`, [ROLE.investor]);
    }
    for (const name of ['root', 'admin', 'gestor'] as const) expect(await status(who[name], 'GET', `/api/payout_runs/${runId}`)).toBe(200);
  });

  it('neither a Gestor, an investor nor a client approves or rejects; nothing is exported or settled before approval', async () => {
    for (const name of ['gestor', 'investor', 'client'] as const) {
      expect(await status(who[name], 'POST', `/api/payout_runs/${runId}/approve`, { version })).toBe(403);
      expect(await status(who[name], 'POST', `/api/payout_runs/${runId}/reject`, { version, reason: 'no' })).toBe(403);
    }
    expect(await status(who.gestor, 'POST', `/api/payout_runs/${runId}/export`, { format: 'spei-csv' })).toBe(409);
    expect(await status(who.gestor, 'POST', `/api/payout_runs/${runId}/settle`, { content: 'referencia\n1' })).toBe(409);
    const [run] = await t.database.query<{ status: string }>('select status from payout_run where id = $1', [runId]);
    expect(run.status).toBe('prepared');
  });

  it('Root cannot approve a run Root prepared; the check constraint refuses it even from SQL', async () => {
    const own = await who.root.client.call('POST', '/api/payout_runs', { from: '2033-03-01', to: '2033-03-31' });
    expect(own.status).toBe(201);
    expect(await status(who.root, 'POST', `/api/payout_runs/${own.body.data.id}/approve`, { version: own.body.data.version })).toBe(403);
    await expect(t.database.query(`update payout_run set status = 'approved', approved_by = prepared_by where id = $1`, [own.body.data.id])).rejects.toThrow(/payout_run_four_eyes/);
  });

  it('an Admin approves the Gestor\'s run; investors and clients cannot export or settle it', async () => {
    expect(await status(who.admin, 'POST', `/api/payout_runs/${runId}/approve`, { version })).toBe(200);
    for (const name of ['investor', 'client'] as const) {
      expect(await status(who[name], 'POST', `/api/payout_runs/${runId}/export`, { format: 'spei-csv' })).toBe(403);
      expect(await status(who[name], 'POST', `/api/payout_runs/${runId}/settle`, { content: 'x' })).toBe(403);
    }
    expect(await status(who.gestor, 'POST', `/api/payout_runs/${runId}/export`, { format: 'spei-csv' })).toBe(200);
    const [line] = await t.database.query<{ id: number }>('select id from payout_run_line where run_id = $1 order by reference limit 1', [runId]);
    for (const name of ['investor', 'client'] as const) {
      expect(await status(who[name], 'POST', `/api/payout_runs/${runId}/lines/${line.id}/settle`, { outcome: 'paid', tracking_key: 'X1', date: '2033-02-11' })).toBe(403);
    }
    expect(await status(who.gestor, 'POST', `/api/payout_runs/${runId}/lines/${line.id}/settle`, { outcome: 'paid', tracking_key: 'X1', date: '2033-02-11' })).toBe(200);
  });
});
