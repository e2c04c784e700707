/**
 * The collections screen's list (decision 083): GET loan with the computed columns of its expired
 * unpaid payments, filtered by `expired_details_gte=1` and sorted by the oldest, answers what GET
 * loan/expired answers; charging turns the row's charge status to 8. Computed filters are checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createLoan } from './loan-fixtures.ts';

let t: TestApp;
let overdue: Record<string, any>;

beforeAll(async () => {
  t = await createTestApp();
  overdue = await createLoan(t, { intelisis_id: 'T-LIST-OVERDUE', customer_id: 3, emission: '2025-01-10', expiration: '2025-04-10' });
});
afterAll(async () => {
  await t?.close();
});

const listed = async (query: string) => {
  const answer = await apiCall(t.app, 'GET', `/api/loan?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { result: Record<string, any>[]; total: number };
};

describe('GET loan?expired_details_gte=1', () => {
  it('lists the loans GET loan/expired lists, with the same figures, oldest first', async () => {
    const expired = (await apiCall(t.app, 'GET', '/api/loan/expired?take=100')).body.data as { result: Record<string, any>[]; total: number };
    const list = await listed('expired_details_gte=1&sort=oldest_expiration&order=asc&take=100');
    expect(list.total).toBe(expired.total);
    expect(list.result.map((r) => r.id).sort()).toEqual(expired.result.map((r) => r.id).sort());
    for (const row of list.result) {
      const same = expired.result.find((r) => r.id === row.id)!;
      expect({ details: row.expired_details, amount: row.expired_amount, oldest: row.oldest_expiration, status: row.charge_status_id, customer: row.customer_id_label })
        .toEqual({ details: same.expired_details, amount: same.expired_amount, oldest: same.oldest_expiration, status: same.status_id, customer: same.customer_name });
    }
    const oldest = list.result.map((r) => r.oldest_expiration as string);
    expect(oldest).toEqual([...oldest].sort());
    const row = list.result.find((r) => r.id === overdue.id)!;
    expect(row).toMatchObject({ expired_details: 3, expired_amount: '515000.00', oldest_expiration: '2025-02-15', charge_status_id: STATUS.expired });
  });

  it('shows the charge as generated (8) once the loan is charged, and a loan without expired payments has none', async () => {
    expect((await apiCall(t.app, 'POST', '/api/loan/charge', { loan_id: overdue.id })).status).toBe(200);
    const list = await listed(`expired_details_gte=1&intelisis_id=T-LIST-OVERDUE`);
    expect(list.result).toHaveLength(1);
    expect(list.result[0].charge_status_id).toBe(STATUS.chargeGenerated);
    expect((await listed(`charge_status_id=${STATUS.chargeGenerated}&intelisis_id=T-LIST-OVERDUE`)).total).toBe(1);
    const fresh = await createLoan(t, { intelisis_id: 'T-LIST-FRESH', customer_id: 3, emission: '2099-01-10', expiration: '2099-04-10' });
    const one = (await apiCall(t.app, 'GET', `/api/loan/${fresh.id}`)).body.data;
    expect(one).toMatchObject({ expired_details: 0, expired_amount: null, oldest_expiration: null, charge_status_id: null });
    expect((await listed('expired_details_gte=1&intelisis_id=T-LIST-FRESH')).total).toBe(0);
  });

  it('refuses a bad computed filter value and a computed column that is not filterable, by name', async () => {
    const bad = await apiCall(t.app, 'GET', '/api/loan?expired_details_gte=many');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['expired_details_gte']);
    const notFilterable = await apiCall(t.app, 'GET', '/api/loan?expired_amount=5');
    expect(notFilterable.status).toBe(422);
    expect(Object.keys(notFilterable.body.errors)).toEqual(['expired_amount']);
  });
});
