/**
 * Two people settling one payout run at the same instant (docs/decisions/251): the same
 * bank result uploaded by both, and one line marked by both with different tracking keys. Each period
 * is paid once: one payment audit row, one bell notice, one paid line; the loser of a line hears 409.
 * Run with DATABASE_URL (PostgreSQL, a pool of connections: the calls really overlap); on PGlite the
 * same assertions hold with the calls interleaved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createInvestment, EMAILS, userId } from './support.ts';

let t: TestApp;
let gestor: SignedIn;
let admin: SignedIn;
const INVESTMENTS = 6;

async function exportedRun(window: { from: string; to: string }) {
  const prepared = await gestor.call('POST', '/api/payout_runs', window);
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(201);
  const approved = await admin.call('POST', `/api/payout_runs/${prepared.body.data.id}/approve`, { version: prepared.body.data.version });
  expect(approved.status).toBe(200);
  const file = await gestor.inject({ method: 'POST', url: `/api/payout_runs/${prepared.body.data.id}/export`, payload: { format: 'spei-csv' } });
  expect(file.statusCode).toBe(200);
  return approved.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  gestor = await signIn(t.app, EMAILS.gestor);
  admin = await signIn(t.app, EMAILS.admin);
  const investor = await userId(t.database, EMAILS.investor);
  for (let i = 0; i < INVESTMENTS; i++) await createInvestment(t.app, t.database, { user_id: investor, emission: '2032-01-10', duration: '3', amount: String(200000 + i * 1000) });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('two settlers at once', () => {
  it('the same result uploaded by two people at the same instant pays each period once', async () => {
    const run = await exportedRun({ from: '2032-02-01', to: '2032-02-29' });
    expect(run.lines).toHaveLength(INVESTMENTS);
    const content = ['referencia,clabe_beneficiario,importe,estado,clave_rastreo,fecha,motivo', ...run.lines.map((l: any) => `${l.reference},${l.clabe},${l.total},LIQUIDADA,R${l.reference}K,2032-02-11,`)].join('\n');
    const answers = await Promise.all([gestor.call('POST', `/api/payout_runs/${run.id}/settle`, { content }), admin.call('POST', `/api/payout_runs/${run.id}/settle`, { content })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0].body.data.paid + answers[1].body.data.paid).toBe(INVESTMENTS);
    expect(answers[0].body.data.unchanged + answers[1].body.data.unchanged).toBe(INVESTMENTS);
    const details = run.lines.map((l: any) => String(l.investment_detail_id));
    const payments = await t.database.query<{ entity_id: string; n: string }>(
      `select entity_id, count(*)::text as n from audit_log where entity = 'investment_detail' and action = 'update' and entity_id = any($1) and after->>'paid_at' is not null group by entity_id`,
      [details],
    );
    expect(payments.map((p) => p.n)).toEqual(details.map(() => '1'));
    const [bell] = await t.database.query<{ n: string }>(`select count(*)::text as n from user_notification where message like '%clave de rastreo R%K)%'`);
    expect(bell.n).toBe(String(INVESTMENTS));
    const [lines] = await t.database.query<{ n: string }>(`select count(*)::text as n from payout_run_line where run_id = $1 and status = 'paid'`, [run.id]);
    expect(lines.n).toBe(String(INVESTMENTS));
  });

  it('one line marked paid by two people with different tracking keys: one wins, the other hears 409', async () => {
    const run = await exportedRun({ from: '2032-03-01', to: '2032-03-31' });
    const line = run.lines[0];
    const answers = await Promise.all([
      gestor.call('POST', `/api/payout_runs/${run.id}/lines/${line.id}/settle`, { outcome: 'paid', tracking_key: 'GESTOR1', date: '2032-03-11' }),
      admin.call('POST', `/api/payout_runs/${run.id}/lines/${line.id}/settle`, { outcome: 'paid', tracking_key: 'ADMIN1', date: '2032-03-11' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [stored] = await t.database.query<{ tracking_key: string; paid_at: string }>(
      `select l.tracking_key, d.paid_at::text as paid_at from payout_run_line l join investment_detail d on d.id = l.investment_detail_id where l.id = $1`,
      [line.id],
    );
    const winner = answers.find((a) => a.status === 200)!;
    expect(stored).toEqual({ tracking_key: winner === answers[0] ? 'GESTOR1' : 'ADMIN1', paid_at: '2032-03-11' });
  });
});
