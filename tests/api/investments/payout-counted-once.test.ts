/**
 * What a payout run settles is counted once wherever payments are read. After a run
 * pays its lines (and one period paid by hand beside it), each investor's retention certificate of the
 * month states exactly the settled lines' interest and withholding plus what was paid before it, and the
 * dashboards (the investor's own figures and the staff's totals) move by exactly the lines' totals.
 * Settling the same bank result again moves nothing: no second payment, the certificate not outdated,
 * nothing new to issue. The expected sums come from the run's own lines, not from the tables the
 * certificate and the dashboards read.
 */
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../helpers/api-call.ts';
import { signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { certificatesOf, issue } from '../retentions/support.ts';
import { createInvestment, EMAILS, storedSchedule, userId, type StoredDetail } from './support.ts';

let t: TestApp;
let gestor: SignedIn;
let admin: SignedIn;
// A past window, settled in a month that has ended: its certificate can be issued (c_Ejercicio, periods ended).
const YEAR = 2026;
const MONTH = 11;
const WINDOW = { from: '2026-08-01', to: '2026-10-31' };
const INVESTORS = [EMAILS.investor, EMAILS.otherInvestor] as const;
const RFC: Record<string, string> = { [EMAILS.investor]: 'CAVS880923P45', [EMAILS.otherInvestor]: 'HELD820506T16' };

interface Line { investment_detail_id: number; user_id: number; reference: number; clabe: string; total: string; interests: string; retentions: string; status: string }
let run: { id: number; version: number; lines: Line[] };
/** The period paid by hand beside the run, for the first investor: its interest, withholding and total. */
let manual: StoredDetail;

const bankResult = () =>
  ['referencia,clabe_beneficiario,importe,estado,clave_rastreo,fecha,motivo', ...run.lines.map((l) => `${l.reference},${l.clabe},${l.total},LIQUIDADA,RASTREO${l.reference}U,2026-11-20,`)].join('\r\n');

const sum = (values: string[]) => values.reduce((total, v) => total.plus(v), new Decimal(0)).toFixed(2);
const linesOf = async (email: string) => {
  const id = await userId(t.database, email);
  return run.lines.filter((l) => l.user_id === id);
};

async function paidFigure(path: string): Promise<string> {
  const answer = await admin.call('GET', path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.figures.find((f: { currency_code: string }) => f.currency_code === 'MXN')?.paid_performance ?? '0.00';
}
const dashboards = async () => ({
  staff: await paidFigure('/api/analytics'),
  ...Object.fromEntries(await Promise.all(INVESTORS.map(async (email) => [email, await paidFigure(`/api/analytics?user_id=${await userId(t.database, email)}`)]))),
});

let before: Record<string, string>;
const ofMonth = (c: Record<string, unknown>) => c.from_month === MONTH && c.to_month === MONTH;

async function paidInMonth(email: string) {
  const [row] = await t.database.query<{ nominal: string; withheld: string; n: string; foreign: string }>(
    `select coalesce(sum(d.interests), 0)::numeric(18,2)::text as nominal, coalesce(sum(d.retentions), 0)::numeric(18,2)::text as withheld, count(*)::text as n,
            (count(*) filter (where c.code <> 'MXN'))::text as foreign
       from investment_detail d join investment i on i.id = d.investment_id join users u on u.id = i.user_id join currency c on c.id = i.currency_id
      where u.email = $1 and d.deleted_at is null and d.paid_at >= make_date($2, $3, 1) and d.paid_at < make_date($2, $3, 1) + interval '1 month'`,
    [email, YEAR, MONTH],
  );
  // Pesos only, so that the sums need no FIX: the test's own payments are all in pesos.
  expect(row!.foreign, `${email} was paid in pesos only in the month`).toBe('0');
  return row!;
}
const paidBefore: Record<string, { nominal: string; withheld: string; n: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  // INEGI publishes a month's INPC in the next one: the test enters what the demo has not got yet.
  for (let month = 1; month <= 12; month++) {
    await t.database.query(`insert into inpc (month, value, source) values ($1, $2, 'test') on conflict (month) do nothing`, [`${YEAR}-${String(month).padStart(2, '0')}`, (140 + month * 0.4).toFixed(3)]);
  }
  gestor = await signIn(t.app, EMAILS.gestor);
  admin = await signIn(t.app, EMAILS.admin);
  for (const email of INVESTORS) await createInvestment(t.app, t.database, { user_id: await userId(t.database, email), emission: '2026-07-15', duration: '3', amount: '1000000' });
  // A period paid by hand, outside any run, in the same year: the certificate must add it once, beside the run's.
  const byHand = await createInvestment(t.app, t.database, { user_id: await userId(t.database, EMAILS.investor), emission: '2026-06-10', duration: '3', amount: '250000' });
  const [first] = await storedSchedule(t.database, byHand.id);
  expect((await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: first!.id, paid_at: '2026-11-05' })).status).toBe(201);
  manual = first!;
  before = await dashboards();
  // What each investor had been paid in the month before the run (the one by hand, any of the seed's), from the rows.
  for (const email of INVESTORS) paidBefore[email] = await paidInMonth(email);
  expect(Number(paidBefore[EMAILS.investor]!.n), 'the payment by hand is in the month').toBeGreaterThanOrEqual(1);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('a settled run is counted once', () => {
  it('prepared, approved by another, exported and settled: every line paid', async () => {
    const prepared = await gestor.call('POST', '/api/payout_runs', WINDOW);
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(201);
    run = prepared.body.data;
    // The period paid by hand is not in the run; its later ones are.
    expect(run.lines.map((l) => l.investment_detail_id)).not.toContain(manual.id);
    const approved = await admin.call('POST', `/api/payout_runs/${run.id}/approve`, { version: run.version });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await gestor.inject({ method: 'POST', url: `/api/payout_runs/${run.id}/export`, payload: { format: 'spei-csv' } })).statusCode).toBe(200);
    const settled = await gestor.call('POST', `/api/payout_runs/${run.id}/settle`, { content: bankResult() });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.data).toMatchObject({ paid: run.lines.length, failed: 0, problems: [] });
    run = { ...run, lines: settled.body.data.run.lines };
    for (const email of INVESTORS) expect((await linesOf(email)).length, `${email} has lines`).toBeGreaterThanOrEqual(3);
  });

  it("the dashboards move by exactly the run's totals", async () => {
    const after = await dashboards();
    const total = sum(run.lines.filter((l) => l.status === 'paid').map((l) => l.total));
    expect(new Decimal(after.staff).minus(before.staff).toFixed(2)).toBe(total);
    for (const email of INVESTORS) {
      expect(new Decimal(after[email]!).minus(before[email]!).toFixed(2), email).toBe(sum((await linesOf(email)).map((l) => l.total)));
    }
  });

  it("each investor's certificate of the month states the run's lines once, plus the period paid by hand", async () => {
    const issued = await issue(t, { year: YEAR, month: MONTH });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const certificates = await certificatesOf(t, `&year=${YEAR}`);
    for (const email of INVESTORS) {
      const uid = await userId(t.database, email);
      expect(issued.body.data.problems.find((p: { user_id: number }) => p.user_id === uid), JSON.stringify(issued.body.data.problems)).toBeUndefined();
      const lines = await linesOf(email);
      const had = paidBefore[email]!;
      const certificate = certificates.find((c) => c.receiver_rfc === RFC[email] && c.from_month === MONTH && c.to_month === MONTH);
      expect(certificate, email).toMatchObject({
        payments: Number(had.n) + lines.length,
        nominal: sum([had.nominal, ...lines.map((l) => l.interests)]),
        withheld: sum([had.withheld, ...lines.map((l) => l.retentions)]),
        outdated: false,
      });
    }
  });

  it('the same bank result again pays nothing: the dashboards stay, the certificates are current, nothing new to issue', async () => {
    const figures = await dashboards();
    const certificates = (await certificatesOf(t, `&year=${YEAR}`)).filter(ofMonth);
    expect(certificates.length).toBeGreaterThanOrEqual(INVESTORS.length);
    const again = await gestor.call('POST', `/api/payout_runs/${run.id}/settle`, { content: bankResult() });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ paid: 0, failed: 0, unchanged: run.lines.length });
    expect(await dashboards()).toEqual(figures);
    expect((await certificatesOf(t, `&year=${YEAR}`)).filter(ofMonth).map((c) => [c.id, c.payments, c.nominal, c.outdated])).toEqual(certificates.map((c) => [c.id, c.payments, c.nominal, false]));
    const reissued = await issue(t, { year: YEAR, month: MONTH });
    expect(reissued.body.data).toMatchObject({ issued_now: 0, remaining: 0 });
    const [{ n }] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from investment_detail where id = any($1::int[]) and paid_at is not null`, [run.lines.map((l) => l.investment_detail_id)],
    );
    expect(n).toBe(run.lines.length);
  });
});
