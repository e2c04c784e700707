/**
 * A list shows a reference by the referenced record's name (schemas/framework/reference-labels.ts):
 * `<field>_label` beside the id, joined in SQL, so it sorts and filters on the server across pages,
 * the same in GET one; null when nothing is referenced; a self-reference (a module's parent) too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiData } from '../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => apiData(t.app, url);
const names = async (entity: string) => new Map<number, string>(((await get(`/api/${entity}?take=9999`)).result as { id: number; name: string }[]).map((r) => [r.id, r.name]));

describe('reference labels in lists', () => {
  it("answers each loan's customer, company and currency names beside their ids", async () => {
    const customers = await names('customer');
    const currencies = await names('currency');
    const loans = (await get('/api/loan?take=50')).result as Record<string, unknown>[];
    expect(loans.length).toBeGreaterThan(0);
    for (const loan of loans) {
      expect(loan.customer_id_label).toBe(customers.get(loan.customer_id as number));
      expect(loan.currency_id_label).toBe(currencies.get(loan.currency_id as number));
    }
    const one = await get(`/api/loan/${loans[0]!.id}`);
    expect(one).toEqual(loans[0]);
  });

  it('sorts by the label across the whole list, not by the id', async () => {
    const asc = ((await get('/api/loan?take=9999&sort=customer_id_label&order=asc')).result as { customer_id_label: string }[]).map((r) => r.customer_id_label);
    expect(new Set(asc).size).toBeGreaterThan(1);
    expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = ((await get('/api/loan?take=9999&sort=customer_id_label&order=desc')).result as { customer_id_label: string }[]).map((r) => r.customer_id_label);
    expect(desc).toEqual([...asc].reverse());
  });

  it("filters by the label's text, and counts what it filters", async () => {
    const all = (await get('/api/loan?take=9999')).result as { customer_id_label: string }[];
    const someone = all[0]!.customer_id_label;
    const piece = someone.slice(1, 5);
    const filtered = await get(`/api/loan?take=9999&customer_id_label=${encodeURIComponent(piece.toUpperCase())}`);
    const expected = all.filter((r) => r.customer_id_label.toLowerCase().includes(piece.toLowerCase()));
    expect(filtered.result).toHaveLength(expected.length);
    expect(filtered.total).toBe(expected.length);
    expect(await get('/api/loan?customer_id_label=zzzz-nadie')).toEqual({ result: [], total: 0 });
  });

  it("labels a module's parent (a reference to its own table), null at the top", async () => {
    const modules = (await get('/api/module?take=9999')).result as { id: number; name: string; moduleId: number | null; moduleId_label: string | null }[];
    const byId = new Map(modules.map((m) => [m.id, m.name]));
    const children = modules.filter((m) => m.moduleId !== null);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) expect(child.moduleId_label).toBe(byId.get(child.moduleId!));
    expect(modules.filter((m) => m.moduleId === null).every((m) => m.moduleId_label === null)).toBe(true);
  });

  it('refuses a label that is not sortable or not filterable by name', async () => {
    const sort = await apiCall(t.app, 'GET', '/api/loan?sort=company_id_label');
    expect(sort.status).toBe(422);
    expect(Object.keys(sort.body.errors)).toEqual(['sort']);
    const filter = await apiCall(t.app, 'GET', '/api/module?application_id_labels=x');
    expect(filter.status).toBe(422);
  });
});
