/**
 * Computed columns (schemas/framework/computed.ts): worked out by the database per row, answered by
 * lists and GET one, sortable when declared so, never written. The customer's loans_count is the case.
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

describe("a customer's loans_count", () => {
  it('counts the loans of each customer, in the list and in GET one', async () => {
    const loans = (await get('/api/loan?take=9999')).result as { customer_id: number }[];
    const expected = new Map<number, number>();
    for (const loan of loans) expected.set(loan.customer_id, (expected.get(loan.customer_id) ?? 0) + 1);
    const customers = (await get('/api/customer?take=9999')).result as { id: number; loans_count: number }[];
    expect(customers.length).toBeGreaterThan(1);
    for (const customer of customers) expect(customer.loans_count).toBe(expected.get(customer.id) ?? 0);
    expect(customers.some((c) => c.loans_count > 1)).toBe(true);
    const one = await get(`/api/customer/${customers[0]!.id}`);
    expect(one.loans_count).toBe(customers[0]!.loans_count);
  });

  it('sorts by the count both ways, across the whole list', async () => {
    const asc = ((await get('/api/customer?take=9999&sort=loans_count&order=asc')).result as { loans_count: number }[]).map((c) => c.loans_count);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = ((await get('/api/customer?take=1&sort=loans_count&order=desc')).result as { loans_count: number }[]).map((c) => c.loans_count);
    expect(desc[0]).toBe(Math.max(...asc));
  });

  it('is documented as a read-only list column and a sort key', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const list = document.paths['/api/customer'].get;
    const sort = list.parameters.find((p: { name: string }) => p.name === 'sort');
    expect(sort.schema.enum).toContain('loans_count');
    const row = list.responses['200'].content['application/json'].schema.properties.data.properties.result.items;
    expect(row.properties.loans_count).toMatchObject({ type: 'integer' });
  });

  it('cannot be filtered by, and a field may not take its name', async () => {
    const filtered = await apiCall(t.app, 'GET', '/api/customer?loans_count=2');
    expect(filtered.status).toBe(422);
    const { defineEntity } = await import('../../schemas/framework/define-entity.ts');
    const { field } = await import('../../schemas/framework/field.ts');
    const { sql } = await import('drizzle-orm');
    expect(() => defineEntity({ name: 'clash', access: { module: '/x' }, fields: { total: field.integer() }, computed: { total: { kind: 'integer', sql: () => sql`1` } } })).toThrow(/total/);
  });
});
