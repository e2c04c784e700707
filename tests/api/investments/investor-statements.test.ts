/**
 * Investors' month statements (docs/decisions/252): made for every investor at once, a batch
 * per call with the progress; the figures of the month (opening capital, interest, ISR withheld, paid,
 * closing balance) and a PDF with each payment's tracking key; made once however many times asked;
 * the investor lists and downloads only theirs.
 */
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createInvestment, EMAILS, storedSchedule, userId } from './support.ts';

let t: TestApp;
let gestor: SignedIn;
let admin: SignedIn;
let investor: SignedIn;
let sofiaSchedule: Awaited<ReturnType<typeof storedSchedule>>;

beforeAll(async () => {
  t = await createTestApp();
  gestor = await signIn(t.app, EMAILS.gestor);
  admin = await signIn(t.app, EMAILS.admin);
  investor = await signIn(t.app, EMAILS.investor);
  const sofia = await createInvestment(t.app, t.database, { user_id: await userId(t.database, EMAILS.investor), emission: '2035-01-15', duration: '3', amount: '1000000' });
  await createInvestment(t.app, t.database, { user_id: await userId(t.database, EMAILS.otherInvestor), emission: '2035-01-20', duration: '3', amount: '600000' });
  sofiaSchedule = await storedSchedule(t.database, sofia.id);
  // February's run, settled: Sofía's period paid with its tracking key.
  const run = (await gestor.call('POST', '/api/payout_runs', { from: '2035-02-01', to: '2035-02-28' })).body.data;
  expect((await admin.call('POST', `/api/payout_runs/${run.id}/approve`, { version: run.version })).status).toBe(200);
  expect((await gestor.inject({ method: 'POST', url: `/api/payout_runs/${run.id}/export`, payload: { format: 'spei-csv' } })).statusCode).toBe(200);
  const line = run.lines.find((l: any) => l.investment_detail_id === sofiaSchedule[0].id);
  expect((await gestor.call('POST', `/api/payout_runs/${run.id}/lines/${line.id}/settle`, { outcome: 'paid', tracking_key: 'STMT2035KEY', date: '2035-02-16' })).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('month statements', () => {
  it('are made a batch per call with the progress, then nothing more', async () => {
    const first = await gestor.call('POST', '/api/investor_statements/generate', { month: '2035-02', batch: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ statements: 2, made: 1, made_now: 1, remaining: 1 });
    const second = await gestor.call('POST', '/api/investor_statements/generate', { month: '2035-02' });
    expect(second.body.data).toMatchObject({ statements: 2, made: 2, made_now: 1, remaining: 0 });
    const third = await gestor.call('POST', '/api/investor_statements/generate', { month: '2035-02' });
    expect(third.body.data).toMatchObject({ made: 2, made_now: 0, remaining: 0 });
    expect((await gestor.call('POST', '/api/investor_statements/generate', { month: '2035-13' })).status).toBe(422);
    expect((await investor.call('POST', '/api/investor_statements/generate', { month: '2035-02' })).status).toBe(403);
  });

  it("hold the month's figures, and the investor reads and downloads only theirs", async () => {
    const mine = await investor.call('GET', '/api/investor_statement?month=2035-02');
    expect(mine.status).toBe(200);
    expect(mine.body.data.result).toHaveLength(1);
    const statement = mine.body.data.result[0];
    const first = sofiaSchedule[0];
    expect(statement).toMatchObject({
      month: '2035-02', currency: 'MXN', opening_capital: '1000000.00', interests: first.interests, retentions: first.retentions, paid: first.total_to_pay, payments: 1,
    });
    // The capital still invested, plus every period due by the month's end and not paid by then (older
    // unpaid periods of the seeded book included); February's own period is paid, so it is not owed.
    const [owed] = await t.database.query<{ owed: string }>(
      `select coalesce(sum(d.total_to_pay), 0)::numeric(18,2)::text as owed from investment_detail d join investment i on i.id = d.investment_id
        where i.user_id = $1 and i.currency_id = 1 and d.deleted_at is null and d.date_payment <= '2035-02-28' and d.paid_at is null`,
      [await userId(t.database, EMAILS.investor)],
    );
    expect(statement.closing_balance).toBe(new Decimal('1000000').plus(owed.owed).toFixed(2));
    expect(owed.owed).not.toBe('0.00');
    const pdf = await investor.inject({ method: 'GET', url: statement.pdf_location });
    expect(pdf.statusCode).toBe(200);
    const bytes = pdf.rawPayload.toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    const other = (await t.database.query<{ pdf_location: string }>('select pdf_location from investor_statement where user_id = $1', [await userId(t.database, EMAILS.otherInvestor)]))[0];
    expect((await investor.inject({ method: 'GET', url: other.pdf_location })).statusCode).toBe(404);
    const everyone = await gestor.call('GET', '/api/investor_statement?month=2035-02');
    expect(everyone.body.data.total).toBe(2);
  });

  it('a payment of the month settled after its statements were made leaves that statement stale; generating again remakes it, once', async () => {
    const run = (await gestor.call('POST', '/api/payout_runs', { from: '2035-03-01', to: '2035-03-31' })).body.data;
    expect((await admin.call('POST', `/api/payout_runs/${run.id}/approve`, { version: run.version })).status).toBe(200);
    expect((await gestor.inject({ method: 'POST', url: `/api/payout_runs/${run.id}/export`, payload: { format: 'spei-csv' } })).statusCode).toBe(200);
    const made = await gestor.call('POST', '/api/investor_statements/generate', { month: '2035-03' });
    expect(made.body.data).toMatchObject({ statements: 2, made: 2, remaining: 0, stale: 0 });
    const before = (await investor.call('GET', '/api/investor_statement?month=2035-03')).body.data.result[0];
    expect(before).toMatchObject({ paid: '0.00', payments: 0, version: 1 });

    const line = run.lines.find((l: any) => l.investment_detail_id === sofiaSchedule[1].id);
    expect((await gestor.call('POST', `/api/payout_runs/${run.id}/lines/${line.id}/settle`, { outcome: 'paid', tracking_key: 'LATE2035KEY', date: '2035-03-20' })).status).toBe(200);
    const progress = await gestor.call('POST', '/api/investor_statements/generate', { month: '2035-03', batch: 1 });
    expect(progress.status, JSON.stringify(progress.body)).toBe(200);
    // Only Sofía's statement is stale: the other investor's period of March is still due in the run.
    expect(progress.body.data).toMatchObject({ statements: 2, stale: 1, made_now: 1, made: 2, remaining: 0 });

    const after = (await investor.call('GET', '/api/investor_statement?month=2035-03')).body.data.result;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: before.id, version: 2, paid: sofiaSchedule[1].total_to_pay, payments: 1 });
    expect(after[0].pdf_location).not.toBe(before.pdf_location);
    expect((await investor.inject({ method: 'GET', url: after[0].pdf_location })).statusCode).toBe(200);
    const [audit] = await t.database.query<{ n: string }>(`select count(*)::text as n from audit_log where entity = 'investor_statement' and entity_id = $1 and action = 'update'`, [String(before.id)]);
    expect(audit.n).toBe('1');
    // Made again once: asking again makes nothing.
    expect((await gestor.call('POST', '/api/investor_statements/generate', { month: '2035-03' })).body.data).toMatchObject({ made_now: 0, stale: 0, remaining: 0 });
    // February's statements do not read March's payment.
    expect((await gestor.call('POST', '/api/investor_statements/generate', { month: '2035-02' })).body.data).toMatchObject({ made_now: 0, stale: 0 });
  });
});
