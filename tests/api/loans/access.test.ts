/**
 * Every loan route with every role (the seeded permissions: Admin and Gestor run the loan screens,
 * Cliente reads its loans, investors have no loans), and without a session; and a client sees only
 * the loans, details and invoices of its own customer, whatever id or filter it sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../helpers/api-call.ts';
import { browser, signIn, type Browser } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { EXAMPLE_LOAN } from './loan-fixtures.ts';

type Row = Record<string, any>;
let t: TestApp;
const who: Record<string, Browser> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, email] of Object.entries({ admin: 'admin@caudal.mx', gestor: 'gestor@caudal.mx', investor: 'inversionista@caudal.mx', client: 'cliente@caudal.mx' })) who[name] = await signIn(t.app, email);
  who.visitor = browser(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** The seeded demo: loan 3 is running (customer 3), its detail 1 due; loan 1 overdue (customer 1). */
const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: () => unknown][] = [
  ['GET', '/api/loan'],
  ['GET', '/api/loan/3'],
  ['POST', '/api/loan', () => ({ ...EXAMPLE_LOAN, intelisis_id: `T-ACCESS-${Math.random().toString(36).slice(2, 10)}` })],
  ['PUT', '/api/loan/3', () => ({ mov: 'Préstamo' })],
  ['GET', '/api/loan_detail?loan_id=3'],
  ['PUT', '/api/loan_detail/20', () => ({ status_id: 5 })],
  ['GET', '/api/loan/analytics'],
  ['GET', '/api/loan/calendar'],
  ['GET', '/api/loan/expired'],
  ['POST', '/api/loan/charge', () => ({ loan_id: 1 })],
  ['GET', '/api/loan_detail/toInvoice'],
  ['PATCH', '/api/loan_detail/generate/invoices', () => ({ ids: [999999] })],
  ['GET', '/api/invoices'],
  ['POST', '/api/loan/recalculate', () => ({ id: 3 })],
  ['PATCH', '/api/loan/999999/close', () => ({ date_payment: '2026-01-01' })],
  ['POST', '/api/invoicing/reconcile'],
];

/** What each role may call: true allowed, false refused (403), per the seeded permissions. */
const CLIENT_READS = new Set(['GET /api/loan', 'GET /api/loan/3', 'GET /api/loan_detail?loan_id=3', 'GET /api/loan/analytics']);
/** Repairing invoicing is the administrator's (docs/decisions/101): Gestor runs the loan screens only. */
const ADMIN_ONLY = new Set(['POST /api/invoicing/reconcile']);
const EXPECTED: Record<string, (route: string) => boolean> = {
  admin: () => true,
  gestor: (route) => !ADMIN_ONLY.has(route),
  client: (route) => CLIENT_READS.has(route),
  investor: () => false,
};

describe('the access matrix', () => {
  for (const [role, allowed] of Object.entries(EXPECTED)) {
    it.each(ROUTES)(`${role}: %s %s`, async (method, url, body) => {
      const answer = await who[role].call(method, url, body?.());
      if (allowed(`${method} ${url}`)) expect([401, 403, 405, 500], `${answer.status} ${JSON.stringify(answer.body)}`).not.toContain(answer.status);
      else expect(answer.status, JSON.stringify(answer.body)).toBe(403);
    });
  }

  it.each(ROUTES)('without a session: %s %s is 401', async (method, url, body) => {
    expect((await who.visitor.call(method, url, body?.())).status).toBe(401);
  });
});

describe('a client sees only its own customer’s loans', () => {
  const ownCustomer = 1;

  it('lists only its loans, whatever filter it sends, and gets 404 for another one', async () => {
    const own = await who.client.call('GET', '/api/loan?take=100');
    expect(own.status).toBe(200);
    expect(own.body.data.result.length).toBeGreaterThan(0);
    expect(own.body.data.result.every((l: Row) => l.customer_id === ownCustomer)).toBe(true);
    expect(own.body.data.total).toBe(own.body.data.result.length);
    expect((await who.client.call('GET', '/api/loan?customer_id=2')).body.data.result).toEqual([]);
    expect((await who.client.call('GET', '/api/loan/2')).status).toBe(404);
    expect((await who.client.call('GET', '/api/loan/1')).body.data.customer_id).toBe(ownCustomer);
  });

  it('reads only its details, and only its customer row', async () => {
    const details = await who.client.call('GET', '/api/loan_detail?take=500');
    const loanIds = new Set(details.body.data.result.map((d: Row) => d.loan_id));
    const ownLoans = new Set((await who.client.call('GET', '/api/loan?take=100')).body.data.result.map((l: Row) => l.id));
    expect([...loanIds].every((id) => ownLoans.has(id))).toBe(true);
    expect((await who.client.call('GET', '/api/loan_detail?loan_id=2')).body.data.result).toEqual([]);
    const customers = await who.client.call('GET', '/api/customer');
    expect(customers.body.data.result.map((c: Row) => c.id)).toEqual([ownCustomer]);
  });

  it('counts only its portfolio in the analytics', async () => {
    const mine = (await who.client.call('GET', '/api/loan/analytics')).body.data;
    const everyone = (await apiCall(t.app, 'GET', '/api/loan/analytics')).body.data;
    expect(mine.active_loans).toBe(2);
    expect(mine.concluded_loans).toBe(1);
    expect(everyone.active_loans).toBeGreaterThan(mine.active_loans);
  });

  it('cannot change its loans', async () => {
    expect((await who.client.call('PUT', '/api/loan/1', { mov: 'X' })).status).toBe(403);
    expect((await who.client.call('PATCH', '/api/loan/1/close', { date_payment: '2026-01-01' })).status).toBe(403);
  });
});
