/**
 * Lists reuse their statements per shape (server/crud/list-statements.ts): a shape's second request,
 * with other values, must answer from its own values, never the first request's; and the prepared
 * path must answer exactly what the per-request path answers (ids, several values) for the same rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../helpers/api-call.ts';
import { fixtureEntities } from '../helpers/fixture-entity.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ extraEntities: fixtureEntities });
  await t.database.query(`insert into test_fixture (name, code, contact_email, factor, amount, quantity, starts_on, active, kind, currency_id, internal_ref)
    select 'Fila ' || g, 'F' || g, 'f' || g || '@caudal.mx', 1, (g * 100)::numeric(18, 2), g, date '2026-01-01' + g, g % 2 = 0, 'basic', 1, 'r'
    from generate_series(1, 40) as g`);
  await t.database.query(`insert into sms_log (phone, message, type, created_at, updated_at)
    select '55' || lpad(g::text, 8, '0'), 'mensaje ' || g || case when g % 7 = 0 then ' 100%_listo' else '' end,
           case when g % 3 = 0 then 'call' else 'sms' end,
           timestamptz '2026-01-01 00:00:00+00' + g * interval '1 hour', now()
    from generate_series(1, 90) as g`);
});
afterAll(async () => {
  await t?.close();
});

interface SmsRow {
  id: number;
  phone: string;
  message: string;
  type: string;
  created_at: string;
}
const list = async (query: string) => {
  const answer = await apiCall(t.app, 'GET', `/api/sms_log?take=100&${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { result: SmsRow[]; total: number };
};
const ids = (rows: SmsRow[]) => rows.map((r) => r.id);

describe('a list shape asked again with other values', () => {
  it('filters by the new value (eq)', async () => {
    const calls = await list('type=call&sort=created_at&order=desc');
    const texts = await list('type=sms&sort=created_at&order=desc');
    expect(calls.result.length).toBeGreaterThan(0);
    expect(calls.result.every((r) => r.type === 'call')).toBe(true);
    expect(texts.result.every((r) => r.type === 'sms')).toBe(true);
    expect(calls.total + texts.total).toBeGreaterThanOrEqual(90);
    const again = await list('type=call&sort=created_at&order=desc');
    expect(ids(again.result)).toEqual(ids(calls.result));
  });

  it('searches for the new text, wildcards taken literally (contains and q)', async () => {
    const first = await list('phone=5500000001');
    const second = await list('phone=5500000002');
    expect(first.result.every((r) => r.phone.includes('5500000001'))).toBe(true);
    expect(second.result.map((r) => r.phone)).toEqual(expect.arrayContaining(['5500000002']));
    expect(second.result.every((r) => r.phone.includes('5500000002'))).toBe(true);
    const literal = await list('q=100%25_listo');
    expect(literal.result.length).toBeGreaterThan(0);
    expect(literal.result.every((r) => r.message.includes('100%_listo'))).toBe(true);
    const none = await list('q=100%25_nada');
    expect(none).toEqual({ result: [], total: 0 });
  });

  it('takes the new range and page (dates, money, booleans, take, page)', async () => {
    const fixtures = async (query: string) => (await apiCall(t.app, 'GET', `/api/test_fixture?take=100&sort=starts_on&order=asc&${query}`)).body.data.result as { starts_on: string; amount: string; active: boolean }[];
    const january = await fixtures('starts_on_gte=2026-01-05&starts_on_lte=2026-01-09');
    const february = await fixtures('starts_on_gte=2026-02-01&starts_on_lte=2026-02-05');
    expect(january.map((r) => r.starts_on)).toEqual(['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09']);
    expect(february.map((r) => r.starts_on)).toEqual(['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05']);
    expect((await fixtures('amount_gte=3850.00&active=true')).map((r) => [r.amount, r.active])).toEqual([['4000.00', true]]);
    expect((await fixtures('amount_gte=3750.00&active=true')).map((r) => r.amount)).toEqual(['3800.00', '4000.00']);
    expect((await fixtures('amount_gte=100.00&active=false')).every((r) => !r.active)).toBe(true);
    expect(await fixtures('amount_gte=100.00&active=false')).toHaveLength(20);

    const page1 = await apiCall(t.app, 'GET', '/api/sms_log?type=sms&sort=created_at&order=asc&take=5&page=1');
    const page2 = await apiCall(t.app, 'GET', '/api/sms_log?type=sms&sort=created_at&order=asc&take=5&page=2');
    expect(page1.body.data.result).toHaveLength(5);
    expect(ids(page2.body.data.result)).not.toEqual(ids(page1.body.data.result));
    expect(page2.body.data.total).toBe(page1.body.data.total);
  });

  it('answers as the per-request path does for the same rows', async () => {
    const prepared = await list('type=call&sort=id&order=asc');
    const built = await list(`ids=${ids(prepared.result).join(',')}&sort=id&order=asc`);
    expect(built.result).toEqual(prepared.result);
    const several = await list('type=call,sms&sort=id&order=asc');
    const all = await list('sort=id&order=asc');
    expect(several.result).toEqual(all.result);
  });
});
