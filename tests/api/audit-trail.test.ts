/**
 * The Bitácora: GET /api/audit_log lists the audit trail, newest first, with who (the person's
 * name beside the id), when, what record, what action, and `changes`: only the fields that changed.
 * Filters by person, entity and a range of instants; read-only; Root and Admin only, decided by the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../helpers/api-call.ts';
import { browser, signIn, type SignedIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let currencyId: number;
const startedAt = new Date(Date.now() - 1000).toISOString();

interface Entry { id: number; at: string; user_id: number | null; user_id_label: string | null; entity: string; entity_id: string | null; action: string; changes: string | null }

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  admin = await signIn(t.app, 'admin@caudal.mx');
  const created = await apiCall(t.app, 'POST', '/api/currency', { name: 'Bitácora', description: 'Moneda de prueba', code: 'BTC', interests: '10', retentions: '1', interests_pm: '10', retentions_pm: '1', min_inv: '1000' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  currencyId = created.body.data.id;
  const changed = await admin.call('PUT', `/api/currency/${currencyId}`, { description: 'Moneda cambiada' });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const list = async (who: { call: SignedIn['call'] } | TestApp['app'], query: string) => {
  const answer = 'call' in who ? await who.call('GET', `/api/audit_log${query}`) : await apiCall(who, 'GET', `/api/audit_log${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { result: Entry[]; total: number };
};

describe('GET /api/audit_log', () => {
  it("answers the currency's creation and change, newest first, with the person's name", async () => {
    const { result, total } = await list(t.app, `?entity=currency&entity_id=${currencyId}`);
    expect(total).toBe(2);
    expect(result.map((e) => e.action)).toEqual(['update', 'create']);
    const [update] = result;
    expect(update.user_id).toBe(admin.session.user.id);
    expect(update.user_id_label).toEqual(expect.any(String));
    expect(update.user_id_label).not.toBe('');
  });

  it('shows in `changes` only what changed on an update (not its version), and every field on a create', async () => {
    const { result } = await list(t.app, `?entity=currency&entity_id=${currencyId}`);
    const [update, create] = result;
    expect(JSON.parse(update.changes!)).toEqual({ description: ['Moneda de prueba', 'Moneda cambiada'] });
    const created = JSON.parse(create.changes!) as Record<string, [unknown, unknown]>;
    expect(created.name).toEqual([null, 'Bitácora']);
    expect(created).not.toHaveProperty('version');
  });

  it('filters by person and by a range of instants', async () => {
    const mine = await list(t.app, `?user_id=${admin.session.user.id}&entity=currency&take=100`);
    expect(mine.result.map((e) => e.action)).toEqual(['update']);
    const since = await list(t.app, `?entity=currency&at_gte=${encodeURIComponent(startedAt)}`);
    expect(since.total).toBe(2);
    const before = await list(t.app, `?entity=currency&at_lte=${encodeURIComponent(startedAt)}&entity_id=${currencyId}`);
    expect(before.total).toBe(0);
  });

  it('matches a record number whole: Folio 1 is record 1, not every record whose number holds a 1', async () => {
    // A currency whose number has two digits or more, so that its first digit is a part of it.
    let id = currencyId;
    for (let n = 0; id < 10; n++) {
      const more = await apiCall(t.app, 'POST', '/api/currency', { name: `Folio ${n}`, description: 'Moneda de prueba', code: `FO${n}`, interests: '10', retentions: '1', interests_pm: '10', retentions_pm: '1', min_inv: '1000' });
      expect(more.status, JSON.stringify(more.body)).toBe(201);
      id = more.body.data.id as number;
    }
    const part = String(id).slice(0, 1);
    const exact = await list(t.app, `?entity=currency&entity_id=${part}&take=100`);
    expect(exact.result.map((e) => e.entity_id).filter((n) => n !== part)).toEqual([]);
    expect((await list(t.app, `?entity=currency&entity_id=${id}`)).total).toBeGreaterThan(0);
  });

  it('refuses an unknown entity, a bad instant and an unknown filter with a 422', async () => {
    for (const query of ['?entity=no_such_thing', '?at_gte=ayer', '?before=x', '?sort=changes']) {
      const answer = await apiCall(t.app, 'GET', `/api/audit_log${query}`);
      expect(answer.status, query).toBe(422);
    }
  });

  it('is read-only: no create, change, delete or one record', async () => {
    expect((await apiCall(t.app, 'POST', '/api/audit_log', { entity: 'currency', action: 'create' })).status).toBe(405);
    const { result } = await list(t.app, '?take=1');
    for (const method of ['PUT', 'DELETE', 'PATCH', 'GET'] as const) {
      expect((await apiCall(t.app, method, `/api/audit_log/${result[0].id}`, method === 'GET' || method === 'DELETE' ? undefined : {})).status, method).toBe(405);
    }
  });

  it('is for Root and Admin: Gestor, an investor and a client get a 403, a visitor a 401', async () => {
    expect((await admin.call('GET', '/api/audit_log')).status).toBe(200);
    for (const email of ['gestor@caudal.mx', 'inversionista@caudal.mx', 'cliente@caudal.mx']) {
      const someone = await signIn(t.app, email);
      expect((await someone.call('GET', '/api/audit_log')).status, email).toBe(403);
    }
    expect((await browser(t.app).call('GET', '/api/audit_log')).status).toBe(401);
  });
});
