/**
 * The investors screen as a generated list (docs/decisions/086): GET user filtered by the investor
 * role answers each investor's counts and totals per currency as computed columns, the same figures
 * GET analytics/investors sums, and sorts by the counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../schemas/role.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { formatMoney } from '../../../src/framework/format.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Totals {
  currency_code: string;
  active_capital: string;
  paid: string;
}

const perCurrency = (totals: Totals[], figure: 'active_capital' | 'paid') =>
  totals.length === 0 ? '$0.00' : totals.map((total) => `${formatMoney(total[figure])} ${total.currency_code}`).join(' · ');

describe('GET user?role_id=5 (the investors screen)', () => {
  it('answers every investor with the counts and per-currency totals of analytics/investors', async () => {
    const list = await apiCall(t.app, 'GET', `/api/user?role_id=${ROLE.investor}&take=9999`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const analytics = (await apiCall(t.app, 'GET', '/api/analytics/investors?take=9999')).body.data;
    expect(list.body.data.total).toBe(analytics.total);
    for (const expected of analytics.result as { id: number; investments: number; active: number; totals: Totals[] }[]) {
      const row = list.body.data.result.find((r: { id: number }) => r.id === expected.id);
      expect(row).toMatchObject({
        investments_count: expected.investments,
        active_investments: expected.active,
        active_capital: perCurrency(expected.totals, 'active_capital'),
        paid_total: perCurrency(expected.totals, 'paid'),
      });
    }
    expect(list.body.data.result.some((r: { investments_count: number }) => r.investments_count > 0)).toBe(true);
  });

  it('sorts by the number of investments', async () => {
    const sorted = await apiCall(t.app, 'GET', `/api/user?role_id=${ROLE.investor}&sort=investments_count&order=desc&take=9999`);
    const counts = sorted.body.data.result.map((r: { investments_count: number }) => r.investments_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
