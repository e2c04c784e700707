/**
 * Payments written by hand (POST, PUT, DELETE investment_detail and its recovery) are checked against
 * their investment, and the investment's stored totals follow each change (docs/decisions/060).
 */
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { STATUS } from '../../../schemas/status.ts';
import { renderMessage } from '../../../server/i18n/localized.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { writeCounts } from '../../helpers/database-state.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createInvestment, storedSchedule, type StoredDetail } from './support.ts';

let t: TestApp;
let investmentId: number;
let schedule: StoredDetail[];

beforeAll(async () => {
  t = await createTestApp();
  // 1,000,000 MXN for 6 months from 2026-01-15: payments on the 15th, February to July.
  investmentId = (await createInvestment(t.app, t.database)).id;
  schedule = await storedSchedule(t.database, investmentId);
});
afterAll(async () => {
  await t?.close();
});

interface Totals {
  days: string;
  interests: string;
  retentions: string;
  total_to_pay: string;
  expiration: string;
}

async function storedTotals(): Promise<Totals> {
  const [row] = await t.database.query<Totals>(
    'select days::text as days, interests::text as interests, retentions::text as retentions, total_to_pay::text as total_to_pay, expiration::text as expiration from investment where id = $1',
    [investmentId],
  );
  return row;
}

/** What the totals must be: the sums of the payments the investment keeps (capital plus net for total_to_pay). */
async function expectedTotals(): Promise<Omit<Totals, 'expiration'>> {
  const kept = await storedSchedule(t.database, investmentId);
  const sum = (pick: (d: StoredDetail) => string) => kept.reduce((total, d) => total.plus(pick(d)), new Decimal(0));
  return { days: sum((d) => d.days).toFixed(0), interests: sum((d) => d.interests).toFixed(2), retentions: sum((d) => d.retentions).toFixed(2), total_to_pay: sum((d) => d.total_to_pay).plus(1_000_000).toFixed(2) };
}

const manual = (overrides: Record<string, unknown> = {}) => ({
  investment_id: investmentId, date_payment: '2026-03-15', days: '28', interests: '9000.00', retentions: '300.00', total_to_pay: '8700.00',
  expiration_payment: '2026-03-20', status_id: STATUS.pending, ...overrides,
});

const es = (key: Parameters<typeof renderMessage>[0], params?: Parameters<typeof renderMessage>[2]) => [renderMessage(key, 'es', params)];

describe('a payment that does not fit its investment is refused, and nothing is written', () => {
  it.each([
    ['a date before the investment starts', { date_payment: '2026-01-10', expiration_payment: '2026-01-15' }, 'date_payment', es('payments.outsideTerm', { from: '2026-01-15', to: '2026-07-15' })],
    ['a date on the start day', { date_payment: '2026-01-15', expiration_payment: '2026-01-20' }, 'date_payment', es('payments.outsideTerm', { from: '2026-01-15', to: '2026-07-15' })],
    ['a date after the term ends', { date_payment: '2026-08-15', expiration_payment: '2026-08-20' }, 'date_payment', es('payments.outsideTerm', { from: '2026-01-15', to: '2026-07-15' })],
    ['more days than have elapsed since the start', { days: '90' }, 'days', es('payments.daysOutsideTerm', { max: 59 })],
    ['zero days', { days: '0' }, 'days', es('payments.daysOutsideTerm', { max: 59 })],
    ['a deadline before the payment date', { expiration_payment: '2026-03-01' }, 'expiration_payment', es('payments.dueBeforePayment')],
    ['a retention above the interest', { interests: '100.00', retentions: '200.00', total_to_pay: '0' }, 'retentions', es('payments.retentionAboveInterest')],
    ['a net that is not interest less retention', { total_to_pay: '9000.00' }, 'total_to_pay', es('payments.netMismatch', { expected: '8700.00' })],
    ['a negative amount', { interests: '-9000.00' }, 'interests', ['El valor debe ser numérico']],
  ])('%s', async (_what, overrides, field, messages) => {
    const before = { counts: await writeCounts(t.database, entities.investment_detail), totals: await storedTotals() };
    const answer = await apiCall(t.app, 'POST', '/api/investment_detail', manual(overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.errors[field]).toEqual(messages);
    expect({ counts: await writeCounts(t.database, entities.investment_detail), totals: await storedTotals() }).toEqual(before);
  });

  it('refuses a payment that would take the interest past what the investment pays over its term', async () => {
    const before = { counts: await writeCounts(t.database, entities.investment_detail), totals: await storedTotals() };
    // The schedule already pays everything the term earns: one more peso of interest is too much.
    const answer = await apiCall(t.app, 'POST', '/api/investment_detail', manual({ interests: '1.00', retentions: '0', total_to_pay: '1.00' }));
    expect(answer.status).toBe(422);
    const cap = before.totals.interests;
    expect(answer.body.errors.interests).toEqual(es('payments.aboveInvestment', { total: new Decimal(cap).plus(1).toFixed(2), cap }));
    expect({ counts: await writeCounts(t.database, entities.investment_detail), totals: await storedTotals() }).toEqual(before);
  });

  it('refuses an edit that raises a payment past it, or moves it out of the term', async () => {
    const before = await storedTotals();
    const raised = await apiCall(t.app, 'PUT', `/api/investment_detail/${schedule[0].id}`, { interests: new Decimal(schedule[0].interests).plus(5).toFixed(2), total_to_pay: new Decimal(schedule[0].total_to_pay).plus(5).toFixed(2) });
    expect(raised.status).toBe(422);
    expect(Object.keys(raised.body.errors)).toEqual(['interests']);
    const moved = await apiCall(t.app, 'PUT', `/api/investment_detail/${schedule[0].id}`, { date_payment: '2027-01-15', expiration_payment: '2027-01-20' });
    expect(moved.status).toBe(422);
    expect(Object.keys(moved.body.errors)).toEqual(['date_payment']);
    expect(await storedTotals()).toEqual(before);
    expect((await storedSchedule(t.database, investmentId))[0]).toEqual(schedule[0]);
  });
});

describe("the investment's stored totals follow its payments", () => {
  it('after an edit', async () => {
    const before = await storedTotals();
    const answer = await apiCall(t.app, 'PUT', `/api/investment_detail/${schedule[0].id}`, { interests: '10000.00', retentions: '700.00', total_to_pay: '9300.00' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = await storedTotals();
    expect(after).toEqual({ ...(await expectedTotals()), expiration: before.expiration });
    expect(new Decimal(after.interests).minus(before.interests).toFixed(2)).toBe(new Decimal('10000.00').minus(schedule[0].interests).toFixed(2));
  });

  it('after a delete and a reactivation', async () => {
    const last = schedule[5];
    const before = await storedTotals();
    expect((await apiCall(t.app, 'DELETE', `/api/investment_detail/${last.id}`)).status).toBe(200);
    const deleted = await storedTotals();
    expect(deleted).toEqual({ ...(await expectedTotals()), expiration: before.expiration });
    expect(new Decimal(before.interests).minus(deleted.interests).toFixed(2)).toBe(new Decimal(last.interests).toFixed(2));
    expect((await apiCall(t.app, 'PATCH', `/api/investment_detail/${last.id}/recovery`)).status).toBe(200);
    expect(await storedTotals()).toEqual(before);
  });

  it('after a payment is created by hand in place of a deleted one', async () => {
    const replaced = schedule[1];
    expect((await apiCall(t.app, 'DELETE', `/api/investment_detail/${replaced.id}`)).status).toBe(200);
    const created = await apiCall(t.app, 'POST', '/api/investment_detail', manual());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const totals = await storedTotals();
    expect(totals).toEqual({ ...(await expectedTotals()), expiration: '2026-07-15' });
    expect((await storedSchedule(t.database, investmentId)).map((d) => d.interests)).toContain('9000.00');
  });
});
