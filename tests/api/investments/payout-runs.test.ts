/**
 * The investors' payout run (docs/decisions/250 and 251): prepared by a Gestor over a window,
 * with the periods left out and why; approved by an Admin other than the preparer (self-approval
 * refused, a second decision 409); exported as SPEI CSV, fixed width and xlsx with the file's SHA-256
 * recorded; settled from a result file with one failed line (the period stays due and goes in the next
 * run), the same file twice changing nothing; a bank change after approval taking the line out.
 */
import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '../../../server/i18n/localized.ts';
import { STATUS } from '../../../schemas/status.ts';
import { clabeCheckDigit } from '../../../schemas/rules/identifiers.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createInvestment, EMAILS, storedSchedule, userId } from './support.ts';

let t: TestApp;
let gestor: SignedIn;
let admin: SignedIn;
const WINDOW = { from: '2031-02-01', to: '2031-02-28' };
const ids: Record<string, { investment: number; details: number[] }> = {};

/** Writes a person's bank data as an approved change would (the four-eyes trigger is the profile's test, not this one's). */
async function setClabe(email: string, clabe: string) {
  await t.database.query('alter table users disable trigger users_four_eyes');
  await t.database.query('update users set bank_clabe = $1 where email = $2', [clabe, email]);
  await t.database.query('alter table users enable trigger users_four_eyes');
}

async function investmentOf(name: string, email: string, amount = '1000000') {
  const investment = await createInvestment(t.app, t.database, { user_id: await userId(t.database, email), emission: '2031-01-15', duration: '3', amount });
  ids[name] = { investment: investment.id, details: (await storedSchedule(t.database, investment.id)).map((d) => d.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  gestor = await signIn(t.app, EMAILS.gestor);
  admin = await signIn(t.app, EMAILS.admin);
  await investmentOf('sofia', EMAILS.investor);
  await investmentOf('diana', EMAILS.otherInvestor, '2000000');
  await investmentOf('carlos', 'inversionista3@caudal.mx', '500000');
  await investmentOf('closed', EMAILS.investor, '300000');
  await investmentOf('paid', EMAILS.investor, '400000');
  await t.database.query('update investment set status_id = $1 where id = $2', [STATUS.concluded, ids.closed.investment]);
  expect((await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: ids.paid.details[0], paid_at: '2031-02-15' })).status).toBe(201);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

let runId: number;
let run: any;

describe('preparing', () => {
  it('a Gestor prepares the window: one line per payable period, the rest left out with the reason, nothing paid', async () => {
    const answer = await gestor.call('POST', '/api/payout_runs', WINDOW);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    run = answer.body.data;
    runId = run.id;
    expect(run.status).toBe('prepared');
    expect(run.lines.map((l: any) => l.investment_id).sort()).toEqual([ids.sofia.investment, ids.diana.investment, ids.carlos.investment].sort());
    const sofia = run.lines.find((l: any) => l.investment_id === ids.sofia.investment);
    const [detail] = await storedSchedule(t.database, ids.sofia.investment);
    expect(sofia).toMatchObject({ period: 1, date_payment: '2031-02-15', interests: detail.interests, retentions: detail.retentions, total: detail.total_to_pay, currency: 'MXN', clabe: '014180001234567839', status: 'due' });
    const reasons = Object.fromEntries(run.left_out.map((l: any) => [l.investment_id, l.reason]));
    expect(reasons).toEqual({ [ids.closed.investment]: 'investmentClosed', [ids.paid.investment]: 'alreadyPaid' });
    expect(run.left_out.find((l: any) => l.reason === 'investmentClosed').reason_text).toBe(renderMessage('payout.reason.investmentClosed', 'es'));
    expect((await storedSchedule(t.database, ids.sofia.investment))[0].paid_at).toBeNull();
    expect(run.totals).toEqual([expect.objectContaining({ currency: 'MXN', lines: 3, due: 3, paid: 0 })]);
  });

  it('the same window again: every period is in another run, so there is nothing to pay (422 with the reasons)', async () => {
    const answer = await gestor.call('POST', '/api/payout_runs', WINDOW);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(renderMessage('payout.nothingToPay', 'es'));
    expect(answer.body.left_out.filter((l: any) => l.reason === 'inAnotherRun').map((l: any) => l.run_id)).toEqual([runId, runId, runId]);
  });

  it('refuses a window backwards or longer than 92 days', async () => {
    expect((await gestor.call('POST', '/api/payout_runs', { from: '2031-03-01', to: '2031-02-01' })).status).toBe(422);
    expect((await gestor.call('POST', '/api/payout_runs', { from: '2031-01-01', to: '2031-12-31' })).status).toBe(422);
    expect((await gestor.call('POST', '/api/payout_runs', { from: '2031-02-30' })).status).toBe(422);
  });
});

describe('approving', () => {
  it('the preparer cannot approve their own run, a Gestor cannot approve at all, nor can an export come before approval', async () => {
    const own = await admin.call('POST', '/api/payout_runs', { from: '2031-04-01', to: '2031-04-30' });
    expect(own.status).toBe(201);
    const self = await admin.call('POST', `/api/payout_runs/${own.body.data.id}/approve`, { version: own.body.data.version });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(renderMessage('payout.ownRun', 'es'));
    expect((await gestor.call('POST', `/api/payout_runs/${runId}/approve`, { version: run.version })).status).toBe(403);
    expect((await gestor.call('POST', `/api/payout_runs/${runId}/export`, { format: 'spei-csv' })).status).toBe(409);
  });

  it('an Admin other than the preparer approves; a second decision is a 409', async () => {
    const approved = await admin.call('POST', `/api/payout_runs/${runId}/approve`, { version: run.version });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', approved_by: await userId(t.database, EMAILS.admin) });
    const again = await t.app.inject({ method: 'POST', url: `/api/payout_runs/${runId}/reject`, payload: { version: approved.body.data.version, reason: 'tarde' } });
    expect(again.statusCode).toBe(409);
    run = approved.body.data;
  });
});

describe('the bank files', () => {
  let csv: string;
  it('SPEI CSV: checked CLABEs, names in upper case without accents, two decimals, 7-digit references; its SHA-256 recorded', async () => {
    const response = await gestor.inject({ method: 'POST', url: `/api/payout_runs/${runId}/export`, payload: { format: 'spei-csv' } });
    expect(response.statusCode, response.body).toBe(200);
    csv = response.body;
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toBe('referencia,clabe_beneficiario,nombre_beneficiario,rfc_beneficiario,importe,concepto');
    expect(rows).toHaveLength(4);
    const diana = rows.map((r) => r.split(',')).find((r) => r[1] === '137180001234567855')!;
    expect(diana[2]).toBe('DIANA HERNANDEZ LOPEZ');
    expect(diana[3]).toBe('HELD820506T16');
    expect(diana[4]).toMatch(/^\d+\.\d{2}$/);
    expect(diana[5].length).toBeLessThanOrEqual(40);
    for (const r of rows.slice(1).map((r) => r.split(','))) {
      expect(r[0]).toMatch(/^\d{1,7}$/);
      expect(clabeCheckDigit(r[1])).toBe(r[1][17]);
    }
    const stored = (await apiCall(t.app, 'GET', `/api/payout_runs/${runId}`)).body.data;
    expect(stored.status).toBe('exported');
    expect(stored.exports.at(-1)).toMatchObject({ format: 'spei-csv', lines: 3, sha256: createHash('sha256').update(response.rawPayload).digest('hex') });
  });

  it('the fixed-width variant: 131 characters a line, amount in cents', async () => {
    const response = await gestor.inject({ method: 'POST', url: `/api/payout_runs/${runId}/export`, payload: { format: 'spei-fixed' } });
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n').filter((l) => l !== '');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toHaveLength(131);
    const sofia = run.lines.find((l: any) => l.investment_id === ids.sofia.investment);
    const mine = lines.find((l) => l.slice(7, 25) === sofia.clabe)!;
    expect(mine.slice(0, 7)).toBe(String(sofia.reference).padStart(7, '0'));
    expect(mine.slice(25, 65).trimEnd()).toBe('SOFIA CASTRO VILLA');
    expect(Number(mine.slice(78, 91))).toBe(Math.round(Number(sofia.total) * 100));
  });

  it('xlsx for people: every line with its headings', async () => {
    const response = await gestor.inject({ method: 'POST', url: `/api/payout_runs/${runId}/export`, payload: { format: 'xlsx' } });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as never);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('Inversionista');
    expect(sheet.rowCount).toBe(4);
    expect((await gestor.call('POST', `/api/payout_runs/${runId}/export`, { format: 'pdf' })).status).toBe(422);
  });
});

describe('settling', () => {
  const resultFile = () => {
    const lines = run.lines as any[];
    const rows = lines.map((l, i) =>
      i === 1 ? `${l.reference},${l.clabe},${l.total},DEVUELTA,,2031-02-16,Cuenta inexistente` : `${l.reference},${l.clabe},${l.total},LIQUIDADA,RASTREO${l.reference}X,2031-02-16,`,
    );
    return ['referencia,clabe_beneficiario,importe,estado,clave_rastreo,fecha,motivo', ...rows].join('\r\n');
  };

  it('a result with one failed line: the others paid once with date and tracking key, the failed one stays due with the reason', async () => {
    const answer = await gestor.call('POST', `/api/payout_runs/${runId}/settle`, { content: resultFile() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ paid: 2, failed: 1, unchanged: 0, problems: [] });
    const lines = answer.body.data.run.lines as any[];
    const failed = lines[1];
    expect(failed).toMatchObject({ status: 'failed', reason: 'Cuenta inexistente' });
    const detailOf = async (line: any) => (await t.database.query<any>('select paid_at::text as paid_at, status_id from investment_detail where id = $1', [line.investment_detail_id]))[0];
    expect(await detailOf(failed)).toEqual({ paid_at: null, status_id: expect.any(Number) });
    for (const line of [lines[0], lines[2]]) {
      expect(line).toMatchObject({ status: 'paid', paid_on: '2031-02-16', tracking_key: `RASTREO${line.reference}X` });
      expect(await detailOf(line)).toEqual({ paid_at: '2031-02-16', status_id: STATUS.paid });
    }
    // The existing payment path: the payments list shows them as any payment.
    const payments = await apiCall(t.app, 'GET', `/api/payments?investment_id=${lines[0].investment_id}`);
    expect(payments.body.data.result.map((p: any) => p.id)).toContain(lines[0].investment_detail_id);
    // The investor heard of it: the bell.
    const bell = await t.database.query<{ message: string }>('select message from user_notification where user_id = $1 order by id desc limit 1', [lines[0].user_id]);
    expect(bell[0].message).toContain(`RASTREO${lines[0].reference}X`);
    // And by SMS, sent once the answer left.
    await t.app.background.idle();
    const [phone] = await t.database.query<{ phone: string }>('select phone from users where id = $1', [lines[0].user_id]);
    const sms = await t.database.query<{ message: string }>('select message from sms_log where phone = $1 order by id desc limit 1', [phone.phone]);
    expect(sms[0]?.message).toContain(`RASTREO${lines[0].reference}X`);
    expect(answer.body.data.run.status).toBe('settled');
  });

  it('the same result twice changes nothing', async () => {
    const before = await t.database.query('select id, status, version, tracking_key from payout_run_line where run_id = $1 order by id', [runId]);
    const audits = await t.database.query<{ n: string }>(`select count(*)::text as n from audit_log where entity = 'investment_detail'`);
    const answer = await gestor.call('POST', `/api/payout_runs/${runId}/settle`, { content: resultFile() });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ paid: 0, failed: 0, unchanged: 3, problems: [] });
    expect(await t.database.query('select id, status, version, tracking_key from payout_run_line where run_id = $1 order by id', [runId])).toEqual(before);
    expect(await t.database.query(`select count(*)::text as n from audit_log where entity = 'investment_detail'`)).toEqual(audits);
  });

  it('a settlement naming a version of the run changed since is a 409 and settles nothing', async () => {
    const [{ version }] = await t.database.query<{ version: number }>('select version from payout_run where id = $1', [runId]);
    const before = await t.database.query('select id, status, version, tracking_key from payout_run_line where run_id = $1 order by id', [runId]);
    const stale = await gestor.call('POST', `/api/payout_runs/${runId}/settle`, { content: resultFile(), version: version - 1 });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body).toMatchObject({ version });
    expect(await t.database.query('select id, status, version, tracking_key from payout_run_line where run_id = $1 order by id', [runId])).toEqual(before);
    const current = await gestor.call('POST', `/api/payout_runs/${runId}/settle`, { content: resultFile(), version });
    expect(current.status, JSON.stringify(current.body)).toBe(200);
  });

  it('the failed period goes in the next run, and a manual payment of a period in a run still due is refused', async () => {
    const failed = run.lines[1];
    const next = await gestor.call('POST', '/api/payout_runs', { from: '2031-03-01', to: '2031-03-31' });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    const carried = next.body.data.lines.find((l: any) => l.investment_detail_id === failed.investment_detail_id);
    expect(carried).toMatchObject({ status: 'due', date_payment: '2031-02-15' });
    const byHand = await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: failed.investment_detail_id });
    expect(byHand.status).toBe(409);
  });

  it('a bank change after approval takes that investor\'s due lines out, with the reason', async () => {
    const runs = (await apiCall(t.app, 'GET', '/api/payout_runs')).body.data.result;
    const next = runs[0];
    const approved = await admin.call('POST', `/api/payout_runs/${next.id}/approve`, { version: next.version });
    expect(approved.status).toBe(200);
    const line = approved.body.data.lines[0];
    const email = (await t.database.query<{ email: string }>('select email from users where id = $1', [line.user_id]))[0].email;
    const [old] = await t.database.query<{ bank_clabe: string }>('select bank_clabe from users where id = $1', [line.user_id]);
    await setClabe(email, '002010077777777771');
    try {
      const after = (await apiCall(t.app, 'GET', `/api/payout_runs/${next.id}`)).body.data;
      for (const l of after.lines.filter((x: any) => x.user_id === line.user_id)) expect(l).toMatchObject({ status: 'excluded', reason: 'bankChanged', reason_text: renderMessage('payout.reason.bankChanged', 'es') });
      const csv = await gestor.inject({ method: 'POST', url: `/api/payout_runs/${next.id}/export`, payload: { format: 'spei-csv' } });
      if (csv.statusCode === 200) expect(csv.body).not.toContain(line.clabe);
    } finally {
      await setClabe(email, old.bank_clabe);
    }
  });
  it('leaves out an investor without an approved CLABE and one with a bank change waiting (which also takes them out of a run)', async () => {
    // April's periods: in the run the Admin prepared (still prepared), unless their investor's bank data moves.
    const own = (await apiCall(t.app, 'GET', '/api/payout_runs')).body.data.result.find((r: any) => r.window_from === '2031-04-01');
    // A CLABE whose check digit fails is no CLABE to pay to.
    await setClabe('inversionista3@caudal.mx', '127180001234567860');
    const diana = await userId(t.database, EMAILS.otherInvestor);
    const [request] = await t.database.query<{ id: number }>(`insert into profile_request (user_id, changes, requested_by) values ($1, '{"bank_clabe": "002010077777777771"}', $1) returning id`, [diana]);
    try {
      const ownLines = (await apiCall(t.app, 'GET', `/api/payout_runs/${own.id}`)).body.data.lines;
      expect(ownLines.find((l: any) => l.investment_id === ids.diana.investment)).toMatchObject({ status: 'excluded', reason: 'bankChangePending' });
      expect(ownLines.find((l: any) => l.investment_id === ids.carlos.investment)).toMatchObject({ status: 'excluded' });
      const answer = await gestor.call('POST', '/api/payout_runs', { from: '2031-04-01', to: '2031-04-30' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      const reasons = Object.fromEntries(answer.body.left_out.map((l: any) => [l.investment_id, l.reason]));
      expect(reasons).toEqual({
        [ids.carlos.investment]: 'noClabe', [ids.diana.investment]: 'bankChangePending', [ids.sofia.investment]: 'inAnotherRun',
        [ids.paid.investment]: 'inAnotherRun', [ids.closed.investment]: 'investmentClosed',
      });
      // Rejected by someone other than its preparer: its periods are free again.
      const rejected = await apiCall(t.app, 'POST', `/api/payout_runs/${own.id}/reject`, { version: own.version, reason: 'Prueba' });
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
      expect(rejected.body.data.lines.every((l: any) => l.status === 'excluded')).toBe(true);
      expect(rejected.body.data.lines.find((l: any) => l.investment_id === ids.sofia.investment).reason).toBe('runRejected');
    } finally {
      await setClabe('inversionista3@caudal.mx', '127180001234567865');
      await t.database.query(`update profile_request set status = 'rejected' where id = $1`, [request.id]);
    }
  });

  it('closing an investment refuses to remove a later period a run still means to pay (409), and nothing changes', async () => {
    await investmentOf('late', EMAILS.investor, '250000');
    const emitted = await t.database.query<{ id: number }>(`update investment set emission = '2031-06-10' where id = $1 returning id`, [ids.late.investment]);
    expect(emitted).toHaveLength(1);
    await t.database.query(`update investment_detail set date_payment = (date '2031-06-10' + (interval '1 month' * sub.n))::date
      from (select id, row_number() over (order by date_payment) as n from investment_detail where investment_id = $1) sub where investment_detail.id = sub.id`, [ids.late.investment]);
    const run = await gestor.call('POST', '/api/payout_runs', { from: '2031-07-01', to: '2031-08-31' });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    expect(run.body.data.lines.filter((l: any) => l.investment_id === ids.late.investment)).toHaveLength(2);
    const closed = await apiCall(t.app, 'PATCH', `/api/investment/${ids.late.investment}/close`, { date_payment: '2031-07-10' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(409);
    expect(closed.body.message).toBe(renderMessage('payout.inRun', 'es', { run: String(run.body.data.id) }));
    expect(await storedSchedule(t.database, ids.late.investment)).toHaveLength(3);
  });
});

describe('dollar lines (docs/decisions/254)', () => {
  it('stay out of the SPEI file, are listed in the xlsx with their currency, and the bank result settles them once like pesos', async () => {
    await investmentOf('dollars', EMAILS.investor, '150000');
    await investmentOf('pesos', EMAILS.otherInvestor, '700000');
    await t.database.query('update investment set currency_id = 2 where id = $1', [ids.dollars.investment]);
    const window = { from: '2031-02-01', to: '2031-02-28' };
    // February's other periods are settled or in runs by now: this run holds the two new investments' first periods.
    const prepared = await gestor.call('POST', '/api/payout_runs', window);
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(201);
    const usd = prepared.body.data.lines.find((l: any) => l.investment_id === ids.dollars.investment);
    const mxn = prepared.body.data.lines.find((l: any) => l.investment_id === ids.pesos.investment);
    const [detail] = await storedSchedule(t.database, ids.dollars.investment);
    expect(usd).toMatchObject({ currency: 'USD', total: detail.total_to_pay, status: 'due' });
    expect(mxn).toMatchObject({ currency: 'MXN' });
    expect(prepared.body.data.totals.map((x: any) => x.currency)).toEqual(['MXN', 'USD']);
    const approved = await admin.call('POST', `/api/payout_runs/${prepared.body.data.id}/approve`, { version: prepared.body.data.version });
    expect(approved.status).toBe(200);
    const id = approved.body.data.id;

    const csv = await gestor.inject({ method: 'POST', url: `/api/payout_runs/${id}/export`, payload: { format: 'spei-csv' } });
    expect(csv.statusCode).toBe(200);
    const references = csv.body.trim().split('\r\n').slice(1).map((row) => Number(row.split(',')[0]));
    expect(references).toContain(mxn.reference);
    expect(references).not.toContain(usd.reference);
    const xlsx = await gestor.inject({ method: 'POST', url: `/api/payout_runs/${id}/export`, payload: { format: 'xlsx' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    const usdRow = rows.find((r) => r[1] === String(usd.reference))!;
    expect(usdRow).toBeDefined();
    expect(usdRow[11]).toBe('USD');
    expect(usdRow[10]).toBe(usd.total);

    const content = [
      'referencia,clabe_beneficiario,importe,estado,clave_rastreo,fecha,motivo',
      `${mxn.reference},${mxn.clabe},${mxn.total},LIQUIDADA,SPEI${mxn.reference}MXN,2031-02-20,`,
      `${usd.reference},${usd.clabe},${usd.total},LIQUIDADA,SPID${usd.reference}USD,2031-02-21,`,
    ].join('\r\n');
    const settled = await gestor.call('POST', `/api/payout_runs/${id}/settle`, { content });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.data).toMatchObject({ paid: 2, failed: 0, unchanged: 0, problems: [] });
    const paidUsd = settled.body.data.run.lines.find((l: any) => l.id === usd.id);
    expect(paidUsd).toMatchObject({ status: 'paid', tracking_key: `SPID${usd.reference}USD`, paid_on: '2031-02-21' });
    expect((await storedSchedule(t.database, ids.dollars.investment))[0]).toMatchObject({ paid_at: '2031-02-21', status_id: STATUS.paid });
    expect(settled.body.data.run.totals.find((x: any) => x.currency === 'USD')).toMatchObject({ paid: 1, paid_total: usd.total });
    // A dollar amount that is not the line's is a problem, never applied; the same file again changes nothing.
    const wrong = content.replace(`,${usd.total},LIQUIDADA`, `,${(Number(usd.total) + 1).toFixed(2)},LIQUIDADA`);
    const again = await gestor.call('POST', `/api/payout_runs/${id}/settle`, { content: wrong });
    expect(again.body.data).toMatchObject({ paid: 0, unchanged: 1 });
    expect(again.body.data.problems).toHaveLength(1);
    const same = await gestor.call('POST', `/api/payout_runs/${id}/settle`, { content });
    expect(same.body.data).toMatchObject({ paid: 0, unchanged: 2, problems: [] });
    const [audits] = await t.database.query<{ n: string }>(`select count(*)::text as n from audit_log where entity = 'investment_detail' and entity_id = $1 and after->>'paid_at' is not null`, [String(usd.investment_detail_id)]);
    expect(audits.n).toBe('1');
    // Dashboards read the day totals the payments' writes keep (decision 170): they match the periods, so the
    // settled payments are counted once.
    const [drift] = await t.database.query<{ n: string }>(`select count(*)::text as n from
      (select i.status_id, i.currency_id, d.date_payment, d.paid_at is not null as paid, count(*)::int as payments, sum(d.total_to_pay) as total
         from investment_detail d join investment i on i.id = d.investment_id where d.deleted_at is null and i.status_id is not null group by 1, 2, 3, 4) r
      full join (select * from investment_day_total where payments <> 0) x using (status_id, currency_id, date_payment, paid)
      where r.payments is distinct from x.payments or r.total is distinct from x.total_to_pay`);
    expect(drift.n).toBe('0');
  });
});
