/**
 * The dashboards' figures (GET analytics) and the investors screen (GET analytics/investors), checked
 * against the seeded rows summed here with decimal.js, not with the SQL under test.
 */
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { EMAILS, userId } from './support.ts';

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  today = (await apiCall(t.app, 'GET', '/api/analytics')).body.data.today;
});
afterAll(async () => {
  await t?.close();
});

interface Row {
  investment_id: number;
  amount: string;
  code: string;
  date_payment: string | null;
  interests: string | null;
  retentions: string | null;
  total_to_pay: string | null;
  paid_at: string | null;
}

/** The four figures per currency, summed in JavaScript from the raw rows. */
async function expectedFigures(user: number | null, statusId: number) {
  const rows = await t.database.query<Row>(
    `select i.id as investment_id, i.amount::text as amount, c.code, d.date_payment::text as date_payment, d.interests::text as interests,
       d.retentions::text as retentions, d.total_to_pay::text as total_to_pay, d.paid_at::text as paid_at
     from investment i join currency c on c.id = i.currency_id
     left join investment_detail d on d.investment_id = i.id and d.deleted_at is null
     where i.status_id = $1 and ($2::int is null or i.user_id = $2::int)`,
    [statusId, user],
  );
  const byCode = new Map<string, { ids: Set<number>; capital: Map<number, string>; generated: Decimal; retained: Decimal; paid: Decimal }>();
  for (const row of rows) {
    const entry = byCode.get(row.code) ?? { ids: new Set(), capital: new Map(), generated: new Decimal(0), retained: new Decimal(0), paid: new Decimal(0) };
    byCode.set(row.code, entry);
    entry.ids.add(row.investment_id);
    entry.capital.set(row.investment_id, row.amount);
    if (row.date_payment && row.date_payment <= today) entry.generated = entry.generated.plus(row.interests!);
    if (row.paid_at) {
      entry.retained = entry.retained.plus(row.retentions!);
      entry.paid = entry.paid.plus(row.total_to_pay!);
    }
  }
  return [...byCode.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, e]) => ({
      currency_code: code,
      investments: e.ids.size,
      operated_capital: [...e.capital.values()].reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toFixed(2),
      generated_performance: e.generated.toFixed(2),
      retentions_made: e.retained.toFixed(2),
      paid_performance: e.paid.toFixed(2),
    }));
}

describe('GET analytics', () => {
  it("gives an investor's active figures as the seeded rows add up", async () => {
    const investor = await userId(t.database, EMAILS.investor);
    const answer = await apiCall(t.app, 'GET', `/api/analytics?user_id=${investor}`);
    expect(answer.status).toBe(200);
    const expected = await expectedFigures(investor, STATUS.inProcess);
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.body.data.figures).toEqual(expected.map((e) => expect.objectContaining(e)));
    expect(answer.body.data.investor).toMatchObject({ id: investor, email: EMAILS.investor });
    // Demo data: some payments made and some still to come.
    const rows = answer.body.data.investments;
    expect(rows.some((r: { payments_paid: number; payments: number }) => r.payments_paid > 0 && r.payments_paid < r.payments)).toBe(true);
  });

  it('gives concluded figures apart, and everyone\'s when staff name no investor', async () => {
    const investor = await userId(t.database, EMAILS.investor);
    const concluded = await apiCall(t.app, 'GET', `/api/analytics?user_id=${investor}&status=concluded`);
    expect(concluded.body.data.figures).toEqual((await expectedFigures(investor, STATUS.concluded)).map((e) => expect.objectContaining(e)));
    expect(concluded.body.data.investments.length).toBe(2);
    const everyone = await apiCall(t.app, 'GET', '/api/analytics');
    expect(everyone.body.data.investor).toBeNull();
    expect(everyone.body.data.figures).toEqual((await expectedFigures(null, STATUS.inProcess)).map((e) => expect.objectContaining(e)));
  });

  it('charts interest by month with its running total', async () => {
    const chart = (await apiCall(t.app, 'GET', `/api/analytics?user_id=${await userId(t.database, EMAILS.investor)}`)).body.data.chart as { month: string; interest: string; accumulated_interest: string }[];
    expect(chart.length).toBeGreaterThan(3);
    let running = new Decimal(0);
    for (const point of chart) {
      running = running.plus(point.interest);
      expect(point.accumulated_interest).toBe(running.toFixed(2));
    }
    expect([...chart.map((p) => p.month)].sort()).toEqual(chart.map((p) => p.month));
  });

  it('states the interest rate each investment earns', async () => {
    const rows = (await apiCall(t.app, 'GET', '/api/analytics')).body.data.investments as { key: string; interest_rate: string }[];
    expect(rows.find((r) => r.key === 'INV-2026-0001')?.interest_rate).toBe('12.00');
    // The legal entity earns the currency's interests_pm.
    expect(rows.find((r) => r.key === 'INV-2026-0006')?.interest_rate).toBe('12.50');
  });

  it.each([
    ['an unknown status', 'status=vigente', 'status'],
    ['a user id that is not a number', 'user_id=abc', 'user_id'],
    ['an unknown parameter', 'take=5', 'take'],
  ])('refuses %s with a 422', async (_case, query, field) => {
    const answer = await apiCall(t.app, 'GET', `/api/analytics?${query}`);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toBeDefined();
  });
});

describe('GET analytics/investors', () => {
  it('lists the investors with their totals per currency', async () => {
    const answer = await apiCall(t.app, 'GET', '/api/analytics/investors');
    expect(answer.status).toBe(200);
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from users where role_id = 5 and deleted_at is null');
    expect(answer.body.data.total).toBe(n);
    const sofia = answer.body.data.result.find((r: { email: string }) => r.email === EMAILS.investor);
    const figures = await expectedFigures(sofia.id, STATUS.inProcess);
    expect(sofia).toMatchObject({ investments: 4, active: 2 });
    expect(sofia.totals).toEqual([{ currency_code: 'MXN', active_capital: figures[0].operated_capital, paid: expect.any(String) }]);
  });

  it('searches by name or email and pages', async () => {
    const found = await apiCall(t.app, 'GET', '/api/analytics/investors?q=castro');
    expect(found.body.data.result.map((r: { email: string }) => r.email)).toEqual([EMAILS.investor]);
    const page = await apiCall(t.app, 'GET', '/api/analytics/investors?take=1&page=2');
    expect(page.body.data.result).toHaveLength(1);
    expect((await apiCall(t.app, 'GET', '/api/analytics/investors?take=0')).status).toBe(422);
    expect((await apiCall(t.app, 'GET', '/api/analytics/investors?q=%25')).body.data.total).toBe(0);
  });
});
