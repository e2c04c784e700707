/**
 * Collections and charges: GET loan/expired lists running loans with an expired unpaid detail and the
 * customer's name; POST loan/charge sets those details' status_id to 8, twice harmlessly; PUT
 * loan_detail/{id} {status_id} updates a charge. Also GET loan/analytics and GET loan/calendar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import { todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { auditCount } from '../../helpers/database-state.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createLoan, loanDetails } from './loan-fixtures.ts';

let t: TestApp;
/** Disbursed in 2025: every payment date has passed, whatever day the test runs. */
let overdue: Record<string, any>;

beforeAll(async () => {
  t = await createTestApp();
  overdue = await createLoan(t, { intelisis_id: 'T-OVERDUE', customer_id: 3, emission: '2025-01-10', expiration: '2025-04-10' });
});
afterAll(async () => {
  await t?.close();
});

const expiredRow = async (loanId: number) => {
  const answer = await apiCall(t.app, 'GET', '/api/loan/expired?take=100');
  expect(answer.status).toBe(200);
  return { row: answer.body.data.result.find((r: { id: number }) => r.id === loanId), total: answer.body.data.total };
};

describe('GET loan/expired', () => {
  it('lists a loan whose unpaid payment dates have passed, with its customer and what is overdue', async () => {
    const { row, total } = await expiredRow(overdue.id);
    expect(row).toMatchObject({ intelisis_id: 'T-OVERDUE', customer_id: 3, customer_name: 'KERNEL INDUSTIA JUGUETERA', currency_code: 'MXN', expired_details: 3, charged_details: 0, oldest_expiration: '2025-02-15', status_id: STATUS.expired });
    expect(row.expired_amount).toBe('515000.00');
    expect(total).toBeGreaterThanOrEqual(2);
  });

  it('shows the seeded loans with something overdue, and not the ones up to date', async () => {
    const answer = await apiCall(t.app, 'GET', '/api/loan/expired?take=100');
    const folios = answer.body.data.result.map((r: { intelisis_id: string }) => r.intelisis_id);
    expect(folios).toEqual(expect.arrayContaining(['PR-2026-0101', 'PR-2026-0102']));
    expect(folios).not.toContain('PR-2026-0107');
    expect(folios).not.toContain('PR-2025-0095');
  });

  it('pages and refuses a bad page', async () => {
    const first = await apiCall(t.app, 'GET', '/api/loan/expired?take=1&page=1');
    expect(first.body.data.result).toHaveLength(1);
    expect((await apiCall(t.app, 'GET', '/api/loan/expired?take=0')).status).toBe(422);
    expect((await apiCall(t.app, 'GET', '/api/loan/expired?page=x')).status).toBe(422);
  });
});

describe('POST loan/charge', () => {
  it('sets every expired unpaid detail to status 8; a second time changes nothing', async () => {
    const charged = await apiCall(t.app, 'POST', '/api/loan/charge', { loan_id: overdue.id });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    expect(charged.body.data.details.map((d: { status_id: number }) => d.status_id)).toEqual([8, 8, 8]);
    expect((await loanDetails(t, overdue.id)).map((d) => d.status_id)).toEqual([8, 8, 8]);
    expect((await expiredRow(overdue.id)).row).toMatchObject({ charged_details: 3, status_id: STATUS.chargeGenerated });

    const audits = await auditCount(t.database);
    const again = await apiCall(t.app, 'POST', '/api/loan/charge', { loan_id: overdue.id });
    expect(again.status).toBe(200);
    expect(again.body.data.details.map((d: { id: number }) => d.id)).toEqual(charged.body.data.details.map((d: { id: number }) => d.id));
    expect(await auditCount(t.database)).toBe(audits);
  });

  it('charges one detail when it is named', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-ONE-CHARGE', emission: '2025-01-10', expiration: '2025-04-10' });
    const [first, second] = await loanDetails(t, loan.id);
    const answer = await apiCall(t.app, 'POST', '/api/loan/charge', { loan_id: loan.id, detail_id: second.id });
    expect(answer.body.data.details.map((d: { id: number }) => d.id)).toEqual([second.id]);
    expect((await loanDetails(t, loan.id)).map((d) => d.status_id)).toEqual([first.status_id, 8, STATUS.pending]);
  });

  it('refuses a loan with nothing expired, bad bodies and unknown loans', async () => {
    const future = await createLoan(t, { intelisis_id: 'T-FUTURE', emission: '2030-01-10', expiration: '2030-04-10' });
    const before = await auditCount(t.database);
    expect((await apiCall(t.app, 'POST', '/api/loan/charge', { loan_id: future.id })).status).toBe(422);
    expect((await apiCall(t.app, 'POST', '/api/loan/charge', {})).body.errors).toHaveProperty('loan_id');
    expect((await apiCall(t.app, 'POST', '/api/loan/charge', { loan_id: 'uno' })).status).toBe(422);
    expect((await apiCall(t.app, 'POST', '/api/loan/charge', { loan_id: overdue.id, status_id: 8 })).status).toBe(422);
    expect((await apiCall(t.app, 'POST', '/api/loan/charge', { loan_id: 999999 })).status).toBe(404);
    expect(await auditCount(t.database)).toBe(before);
  });
});

describe('PUT loan_detail/{id} {status_id}: update charge', () => {
  it('moves a charged detail to paid, and the loan leaves collections once nothing is overdue', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-PAY', emission: '2025-01-10', expiration: '2025-02-10' });
    const [detail] = await loanDetails(t, loan.id);
    await apiCall(t.app, 'POST', '/api/loan/charge', { loan_id: loan.id });
    const paid = await apiCall(t.app, 'PUT', `/api/loan_detail/${detail.id}`, { status_id: STATUS.paid });
    expect(paid.status).toBe(200);
    expect(paid.body.data.status_id).toBe(STATUS.paid);
    expect((await expiredRow(loan.id)).row).toBeUndefined();
    expect((await apiCall(t.app, 'PUT', `/api/loan_detail/${detail.id}`, { status_id: 9999 })).status).toBe(422);
  });
});

describe('GET loan/analytics', () => {
  it('counts loans and sums money per currency, never across currencies', async () => {
    const answer = await apiCall(t.app, 'GET', '/api/loan/analytics');
    expect(answer.status).toBe(200);
    const { by_currency: byCurrency, ...totals } = answer.body.data;
    expect(byCurrency.map((c: { code: string }) => c.code)).toEqual(['MXN', 'USD']);
    expect(totals.active_loans).toBe(byCurrency.reduce((n: number, c: { active_loans: number }) => n + c.active_loans, 0));
    expect(totals.overdue_loans).toBeGreaterThanOrEqual(2);
    expect(totals.concluded_loans).toBeGreaterThanOrEqual(2);
    const usd = byCurrency.find((c: { code: string }) => c.code === 'USD');
    expect(usd).toMatchObject({ active_loans: 1, overdue_loans: 0, overdue: '0.00', active_principal: '60000.00' });
    for (const figure of ['active_principal', 'outstanding', 'overdue', 'collected']) expect(usd[figure]).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('GET loan/calendar', () => {
  it('lists the payment dates of running loans in the month, with result and total', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-CAL', emission: '2031-01-10', expiration: '2031-04-10' });
    const answer = await apiCall(t.app, 'GET', '/api/loan/calendar?month=2031-03');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ from: '2031-03-01', to: '2031-03-31', total: 1 });
    expect(answer.body.data.result[0]).toMatchObject({ loan_id: loan.id, intelisis_id: 'T-CAL', expiration_doc: '2031-03-15', amount: '171333.34', customer_name: 'UNIVERSIDAD ROBOTICA ESPAÑOLA', currency_code: 'MXN' });

    // A concluded loan has no payment dates left to show.
    expect((await apiCall(t.app, 'PUT', `/api/loan/${loan.id}`, { status_id: STATUS.concluded })).status).toBe(200);
    expect((await apiCall(t.app, 'GET', '/api/loan/calendar?month=2031-03')).body.data.total).toBe(0);
  });

  it('defaults to the current month and shows the seeded payments of this month', async () => {
    const answer = await apiCall(t.app, 'GET', '/api/loan/calendar');
    const today = todayInMexicoCity(new Date());
    expect(answer.body.data.from).toBe(`${today.slice(0, 7)}-01`);
    expect(answer.body.data.result.every((r: { expiration_doc: string }) => r.expiration_doc.startsWith(today.slice(0, 7)))).toBe(true);
  });

  it.each(['month=2030-13', 'month=marzo', 'from=2030-01-01&to=2031-06-01', 'from=2030-02-01&to=2030-01-01', 'from=2030-02-30'])('refuses %s', async (query) => {
    expect((await apiCall(t.app, 'GET', `/api/loan/calendar?${query}`)).status).toBe(422);
  });
});

describe('the charge carries the version the list showed', () => {
  it('GET loan/expired gives each loan its version; a charge sent with it after the loan changed is a 409 and changes nothing', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-STALE-CHARGE', customer_id: 3, emission: '2025-01-10', expiration: '2025-04-10' });
    const { row } = await expiredRow(loan.id);
    expect(row.version).toEqual(expect.any(Number));
    await t.database.query('update loan set version = version + 1 where id = $1', [loan.id]);
    const stale = await apiCall(t.app, 'POST', '/api/loan/charge', { loan_id: loan.id, version: row.version });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect((await expiredRow(loan.id)).row.charged_details).toBe(0);
  });
});

describe('the invoice of a candidate carries the version the list showed', () => {
  it('GET loan_detail/toInvoice gives each detail its version; issuing with it after the detail changed is a 409', async () => {
    const listed = await apiCall(t.app, 'GET', '/api/loan_detail/toInvoice?take=1');
    const [row] = listed.body.data.result as Array<{ id: number; version: number }>;
    expect(row.version).toEqual(expect.any(Number));
    await t.database.query('update loan_detail set version = version + 1 where id = $1', [row.id]);
    const before = await auditCount(t.database);
    const stale = await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [row.id], versions: { [row.id]: row.version } });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(await auditCount(t.database)).toBe(before);
  });
});
