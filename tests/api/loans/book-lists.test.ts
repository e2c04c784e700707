/**
 * The lists of a firm's book answer the same rows and totals as before, a page at a time: invoice candidates paged,
 * sorted and searched in SQL (decision 145); collections from the loan's `unpaid_since`, kept by triggers
 * in the writes' transaction (decision 146); the calendar totalled per day and a day's page (decision 147);
 * the charges screen's list and total, counted without the label joins its WHERE does not read, and pages
 * whose computed columns are worked out for the page's rows only (decision 179).
 * On a small book built by seedBook (bench/seed-book.ts), so pages have several rows to cut.
 */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import { todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { apiCall, apiData } from '../../helpers/api-call.ts';
import { useBookApp } from '../../helpers/book-app.ts';
import { createLoan, loanDetails } from './loan-fixtures.ts';

type Row = Record<string, any>;
// 100 loans, 4 investors: a few hundred details, dozens of candidates and loans in collections.
const t = useBookApp();

const get = (url: string) => apiData(t.app, url);

describe('GET loan_detail/toInvoice, paged in SQL', () => {
  it('answers, page after page, the rows and total of the whole list in one page', async () => {
    const whole = await get('/api/loan_detail/toInvoice?take=9999');
    expect(whole.total).toBe(whole.result.length);
    expect(whole.total).toBeGreaterThan(30);
    const dates = whole.result.map((r: Row) => `${r.date_doc}|${String(r.id).padStart(9, '0')}`);
    expect(dates).toEqual([...dates].sort());
    const paged: Row[] = [];
    for (let page = 1; paged.length < whole.total; page++) {
      const answer = await get(`/api/loan_detail/toInvoice?take=10&page=${page}`);
      expect(answer.total).toBe(whole.total);
      expect(answer.result.length).toBeLessThanOrEqual(10);
      if (answer.result.length === 0) break;
      paged.push(...answer.result);
    }
    expect(paged).toEqual(whole.result);
  });

  it('sorts by amount and filters by a search and by loan, in SQL', async () => {
    const byAmount = (await get('/api/loan_detail/toInvoice?take=9999&sort=amount&order=desc')).result as Row[];
    const amounts = byAmount.map((r) => new Decimal(r.amount));
    for (let i = 1; i < amounts.length; i++) expect(amounts[i].lte(amounts[i - 1])).toBe(true);
    const one = byAmount[0];
    const found = await get(`/api/loan_detail/toInvoice?take=9999&q=${encodeURIComponent(one.intelisis_id)}`);
    expect(found.result.length).toBeGreaterThan(0);
    expect(found.result.every((r: Row) => r.intelisis_id === one.intelisis_id)).toBe(true);
    expect(found.total).toBe(byAmount.filter((r) => r.intelisis_id === one.intelisis_id).length);
    const ofLoan = await get(`/api/loan_detail/toInvoice?take=9999&loan_id=${one.loan_id}`);
    expect(ofLoan.result.map((r: Row) => r.id).sort()).toEqual(found.result.map((r: Row) => r.id).sort());
  });

  it('refuses an unknown sort', async () => {
    expect((await apiCall(t.app, 'GET', '/api/loan_detail/toInvoice?sort=customer_rfc')).status).toBe(422);
  });
});

describe('collections from unpaid_since', () => {
  const collections = async (extra = '') => get(`/api/loan?expired_details_gte=1&sort=oldest_expiration&order=asc&take=9999${extra}`);

  it('lists what GET loan/expired lists, in the same order, with the same figures', async () => {
    const expired = await get('/api/loan/expired?take=9999');
    const list = await collections();
    expect(list.total).toBeGreaterThan(5);
    expect(list.total).toBe(expired.total);
    expect(list.result.map((r: Row) => r.id)).toEqual(expired.result.map((r: Row) => r.id));
    for (const [index, row] of list.result.entries()) {
      const same = expired.result[index];
      expect([row.expired_details, row.expired_amount, row.oldest_expiration, row.charge_status_id]).toEqual([same.expired_details, same.expired_amount, same.oldest_expiration, same.status_id]);
    }
    // A filter above one still compares the count itself.
    const two = await collections('&expired_details_gte=2');
    expect(two.result.map((r: Row) => r.id).sort()).toEqual(expired.result.filter((r: Row) => r.expired_details >= 2).map((r: Row) => r.id).sort());
  });

  it('answers, page after page, the rows and computed figures of the whole list (columns worked out per page)', async () => {
    const whole = await collections();
    const paged: Row[] = [];
    for (let page = 1; paged.length < whole.total; page++) {
      const answer = await get(`/api/loan?expired_details_gte=1&sort=oldest_expiration&order=asc&take=7&page=${page}`);
      expect(answer.total).toBe(whole.total);
      expect(answer.result.length).toBeGreaterThan(0);
      paged.push(...answer.result);
    }
    expect(paged).toEqual(whole.result);
    const byCustomer = await get('/api/loan?sort=customer_id_label&order=desc&take=9999');
    const third = await get('/api/loan?sort=customer_id_label&order=desc&take=10&page=3');
    expect(third.result).toEqual(byCustomer.result.slice(20, 30));
  });

  it('follows the details as they are paid, charged and created, in the writes themselves', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-BOOK-UNPAID', customer_id: 3, emission: '2025-01-10', expiration: '2025-04-10' });
    const inList = async () => (await collections('&intelisis_id=T-BOOK-UNPAID')).result as Row[];
    expect(await inList()).toMatchObject([{ id: loan.id, expired_details: 3, oldest_expiration: '2025-02-15' }]);
    const details = await loanDetails(t, loan.id);
    expect((await apiCall(t.app, 'PUT', `/api/loan_detail/${details[0].id}`, { status_id: STATUS.paid })).status).toBe(200);
    expect(await inList()).toMatchObject([{ expired_details: 2, oldest_expiration: details[1].expiration_doc }]);
    expect((await apiCall(t.app, 'POST', '/api/loan/charge', { loan_id: loan.id })).status).toBe(200);
    expect(await inList()).toMatchObject([{ expired_details: 2, charge_status_id: STATUS.chargeGenerated }]);
    for (const detail of details.slice(1)) expect((await apiCall(t.app, 'PUT', `/api/loan_detail/${detail.id}`, { status_id: STATUS.paid })).status).toBe(200);
    expect(await inList()).toEqual([]);
    expect((await get(`/api/loan/${loan.id}`)).expired_details).toBe(0);
  });
});

describe('GET loan/calendar/days and a day of GET loan/calendar', () => {
  const month = todayInMexicoCity(new Date()).slice(0, 7);

  it('totals per day and currency what the month lists one by one', async () => {
    const rows = (await get(`/api/loan/calendar?month=${month}`)).result as Row[];
    const days = await get(`/api/loan/calendar/days?month=${month}`);
    expect(rows.length).toBeGreaterThan(10);
    expect(days.total).toBe(rows.length);
    const expected = new Map<string, { payments: number; paid: number; totals: Map<string, Decimal> }>();
    for (const row of rows) {
      const day = expected.get(row.expiration_doc) ?? { payments: 0, paid: 0, totals: new Map() };
      day.payments++;
      if (row.status_id === STATUS.paid) day.paid++;
      day.totals.set(row.currency_code, (day.totals.get(row.currency_code) ?? new Decimal(0)).plus(row.amount));
      expected.set(row.expiration_doc, day);
    }
    expect(days.days.map((d: Row) => d.date)).toEqual([...expected.keys()]);
    for (const day of days.days as Row[]) {
      const want = expected.get(day.date)!;
      expect([day.payments, day.paid]).toEqual([want.payments, want.paid]);
      expect(day.totals).toEqual([...want.totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency_code, amount]) => ({ currency_code, amount: amount.toFixed(2) })));
    }
  });

  it('pages a day as the month lists it', async () => {
    const days = (await get(`/api/loan/calendar/days?month=${month}`)).days as Row[];
    const busiest = [...days].sort((a, b) => b.payments - a.payments)[0];
    const whole = (await get(`/api/loan/calendar?from=${busiest.date}&to=${busiest.date}`)).result as Row[];
    const first = await get(`/api/loan/calendar?from=${busiest.date}&to=${busiest.date}&take=2&page=1`);
    const second = await get(`/api/loan/calendar?from=${busiest.date}&to=${busiest.date}&take=2&page=2`);
    expect(first.total).toBe(busiest.payments);
    expect([...first.result, ...second.result]).toEqual(whole.slice(0, 4));
    expect((await apiCall(t.app, 'GET', `/api/loan/calendar?from=${busiest.date}&to=${busiest.date}&take=0`)).status).toBe(422);
  });
});

describe('GET loan_detail?status_id=8 (the charges screen)', () => {
  const sql = async (text: string, params: unknown[] = []) => (await t.database.query<{ id: number; n: number }>(text, params));

  it('answers, a page at a time, the rows and the total a direct count gives', async () => {
    const expected = (await sql(`select id from loan_detail where status_id = $1 order by date_doc asc, id asc`, [STATUS.chargeGenerated])).map((r) => r.id);
    const [{ n }] = await sql(`select count(*)::int as n from loan_detail where status_id = $1`, [STATUS.chargeGenerated]);
    expect(n).toBe(expected.length);
    expect(n).toBeGreaterThan(10);
    const paged: number[] = [];
    for (let page = 1; paged.length < n; page++) {
      const answer = await get(`/api/loan_detail?take=5&page=${page}&sort=date_doc&order=asc&status_id=${STATUS.chargeGenerated}`);
      expect(answer.total).toBe(n);
      expect(answer.result.length).toBeGreaterThan(0);
      expect(answer.result.every((r: Row) => r.status_id === STATUS.chargeGenerated && typeof r.loan_id_label === 'string')).toBe(true);
      paged.push(...answer.result.map((r: Row) => r.id));
    }
    expect(paged).toEqual(expected);
  });

  it("counts a filter on a reference's label with that label's join", async () => {
    const [first] = (await get(`/api/loan_detail?take=1&sort=date_doc&order=asc&status_id=${STATUS.chargeGenerated}`)).result as Row[];
    const piece = String(first.loan_id_label).slice(0, -1);
    const [{ n }] = await sql(
      `select count(*)::int as n from loan_detail d join loan l on l.id = d.loan_id where d.status_id = $1 and l.intelisis_id ilike $2`,
      [STATUS.chargeGenerated, `%${piece}%`],
    );
    expect(n).toBeGreaterThan(1);
    const answer = await get(`/api/loan_detail?take=1&page=1&sort=date_doc&order=asc&status_id=${STATUS.chargeGenerated}&loan_id_label=${encodeURIComponent(piece)}`);
    expect(answer.total).toBe(n);
    expect(answer.result[0].id).toBe(first.id);
  });
});
