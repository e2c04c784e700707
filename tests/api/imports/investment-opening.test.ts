/**
 * An investment's opening balances (docs/decisions/280): an investment in its fifth
 * month with four periods paid comes in through the investment import with its history: its schedule is
 * the one POST investment computes, its first four periods paid on the days given, no SMS, no bell, no
 * retention certificate; its contract is pending. Then its fifth period is paid as any other (by hand or
 * in a payout run), the investor's dashboard counts the paid periods once and the year's retention
 * certificate reads them. Refusals name the column in the person's language; the same file twice changes
 * nothing; a Gestor and an investor import nothing.
 */
import ExcelJS from 'exceljs';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import { periodSources } from '../../../server/invoicing/retention-sources.ts';
import { todayInMexicoCity, addMonthsClamped } from '../../../server/domain/calendar.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { multipartFile } from '../../helpers/multipart.ts';
import { signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { EMAILS, storedSchedule, uploadContract, userId } from '../investments/support.ts';

let t: TestApp;
let admin: SignedIn;
let investorId: number;

type Row = Record<string, unknown>;

/**
 * Emitted on the 15th four months and some days ago: today it is in its fifth month, periods 1..4 ended
 * (each on the 15th) and period 5 ends next; each was paid the day after it ended.
 */
const today = todayInMexicoCity(new Date());
const firstOfMonth = `${today.slice(0, 7)}-15`;
const emission = addMonthsClamped(firstOfMonth, today >= firstOfMonth ? -4 : -5);
const periodEnd = (n: number) => addMonthsClamped(emission, n);
const dayAfter = (iso: string) => {
  const next = new Date(`${iso}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const paidDays = (n: number) => Array.from({ length: n }, (_, i) => dmy(dayAfter(periodEnd(i + 1))));

const investmentRow = (key: string, changes: Row = {}): Row => ({ key, user_id: investorId, intelisis_id: 'ITL-OPEN', amount: '1000000', emission, duration: '12', currency_id: 1, ...changes });
const history = { paid_periods: 4, paid_dates: paidDays(4).join('; ') };

const count = async (sql: string) => Number((await t.database.query<{ n: number }>(sql))[0]!.n);

async function waitForJob(id: number) {
  for (let i = 0; i < 400; i++) {
    const job = await admin.call('GET', `/api/investment/import/jobs/${id}`);
    if (job.body.data.status === 'done' || job.body.data.status === 'failed') return job.body.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import never finished');
}

async function xlsx(rows: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Inversiones');
  sheet.addRow(['Clave', 'Inversionista', 'ID Intelisis', 'Monto', 'Emisión', 'Plazo', 'Moneda', 'Periodos pagados', 'Pagados el', 'Monto pagado']);
  for (const row of rows) sheet.addRow([row.key, row.user_id, row.intelisis_id, '$1,000,000.00', dmy(String(row.emission)), row.duration, row.currency_id, row.paid_periods, row.paid_dates, row.paid_amount ?? '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function previewFile(content: Buffer, language = 'es') {
  const { payload, headers } = multipartFile('saldos-inversiones.xlsx', content);
  const response = await admin.inject({ method: 'POST', url: '/api/investment/import/file', payload, headers: { ...headers, 'x-screen-language': language } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, EMAILS.admin);
  investorId = await userId(t.database, EMAILS.investor);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('an investment in its fifth month with four periods paid, from a file', () => {
  let investmentId: number;
  let sms: number;
  let bells: number;
  let certificates: number;
  let paidBefore: { investor: string; book: string };
  const paidPerformance = async (query: string) => {
    const answer = await apiCall(t.app, 'GET', `/api/analytics${query}`);
    return String(answer.body.data.figures.find((f: Row) => f.currency_code === 'MXN')?.paid_performance ?? '0.00');
  };

  it('is previewed as to create, nothing written', async () => {
    sms = await count('select count(*)::int as n from sms_log');
    bells = await count('select count(*)::int as n from user_notification');
    certificates = await count('select count(*)::int as n from retention_certificate');
    paidBefore = { investor: await paidPerformance(`?user_id=${investorId}`), book: await paidPerformance('') };
    const job = await previewFile(await xlsx([{ ...investmentRow('INV-OPEN-1'), ...history }]));
    expect(job).toMatchObject({ status: 'previewed', counts: { create: 1, update: 0, unchanged: 0, refused: 0 }, ignored_columns: [] });
    expect(await count("select count(*)::int as n from investment where key = 'INV-OPEN-1'")).toBe(0);

    const applied = await admin.call('POST', `/api/investment/import/jobs/${job.id}/apply`);
    expect(applied.status).toBe(202);
    const done = await waitForJob(job.id);
    expect(done).toMatchObject({ status: 'done', counts: { create: 1, refused: 0 } });
    const [row] = await t.database.query<{ id: number }>("select id from investment where key = 'INV-OPEN-1'");
    investmentId = Number(row!.id);
  });

  it('has the schedule POST investment computes, its first four periods paid on the days given, audited, its contract pending', async () => {
    const contract = await uploadContract(t.app);
    const byHand = await apiCall(t.app, 'POST', '/api/investment', { ...investmentRow('INV-HAND-1'), contract });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(201);
    const expected = await storedSchedule(t.database, byHand.body.data.id);
    const schedule = await storedSchedule(t.database, investmentId);
    expect(schedule).toHaveLength(12);
    const figures = (d: (typeof schedule)[number]) => [d.date_payment, d.days, d.interests, d.retentions, d.total_to_pay, d.expiration_payment];
    expect(schedule.map(figures)).toEqual(expected.map(figures));
    expect(schedule.slice(0, 4).map((d) => d.paid_at)).toEqual(paidDays(4).map((day) => `${day.slice(6)}-${day.slice(3, 5)}-${day.slice(0, 2)}`));
    expect(schedule.slice(0, 4).every((d) => d.status_id === STATUS.paid)).toBe(true);
    expect(schedule.slice(4).every((d) => d.paid_at === null && d.status_id === STATUS.pending)).toBe(true);

    const [stored] = await t.database.query<Row>(`select contract, status_id, interests::text, total_to_pay::text from investment where id = ${investmentId}`);
    const [hand] = await t.database.query<Row>(`select interests::text, total_to_pay::text from investment where id = ${byHand.body.data.id}`);
    expect(stored).toMatchObject({ contract: null, status_id: STATUS.inProcess, interests: hand!.interests, total_to_pay: hand!.total_to_pay });
    expect(await count(`select count(*)::int as n from audit_log where entity = 'investment' and entity_id = '${investmentId}' and action = 'opening'`)).toBe(1);
    expect(await count(`select count(*)::int as n from audit_log where entity = 'investment_detail' and action = 'create' and entity_id in (select id::text from investment_detail where investment_id = ${investmentId})`)).toBe(12);
  });

  it('sent no SMS, rang no bell and issued no certificate', async () => {
    expect(await count('select count(*)::int as n from sms_log')).toBe(sms);
    expect(await count('select count(*)::int as n from user_notification')).toBe(bells);
    expect(await count('select count(*)::int as n from retention_certificate')).toBe(certificates);
  });

  it('the same file again changes nothing; another history for it is refused', async () => {
    const again = await previewFile(await xlsx([{ ...investmentRow('INV-OPEN-1'), ...history }]));
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 1, refused: 0 });
    const other = await admin.call('POST', '/api/investment/import', { dry_run: true, rows: [{ ...investmentRow('INV-OPEN-1'), paid_periods: 5, paid_dates: [...paidDays(4), dmy(today)].join('; ') }] });
    expect(other.body.data.rows[0]).toMatchObject({ outcome: 'refused', reason: 'La inversión ya está en Caudal con otra historia: sus pagos se registran en sus pantallas' });
    const terms = await admin.call('POST', '/api/investment/import', { dry_run: true, rows: [{ ...investmentRow('INV-OPEN-1', { amount: '2000000' }), ...history }] });
    expect(terms.body.data.rows[0]).toMatchObject({ outcome: 'refused', reason: 'La inversión ya está en Caudal: sus condiciones (Monto) se cambian en su pantalla, que rehace su calendario' });
  });

  it('the investor’s dashboard and the book count the four paid periods once', async () => {
    const schedule = await storedSchedule(t.database, investmentId);
    const paid = schedule.slice(0, 4).reduce((sum, d) => sum.plus(d.total_to_pay), new Decimal(0));
    expect(await paidPerformance(`?user_id=${investorId}`)).toBe(new Decimal(paidBefore.investor).plus(paid).toFixed(2));
    expect(await paidPerformance('')).toBe(new Decimal(paidBefore.book).plus(paid).toFixed(2));
    const answer = await apiCall(t.app, 'GET', `/api/analytics?user_id=${investorId}`);
    expect(answer.body.data.investments.find((i: Row) => i.id === investmentId)).toMatchObject({ payments: 12, payments_paid: 4, paid: paid.toFixed(2), contract: null });
  });

  it('the investor sees the contract as pending: no contract among the documents', async () => {
    const investor = await signIn(t.app, EMAILS.investor);
    const documents = await investor.call('GET', `/api/investment/${investmentId}/cfdis`);
    expect(documents.status).toBe(200);
    expect(documents.body.data.investment.contract).toBeNull();
    expect(documents.body.data.result.filter((d: Row) => d.kind === 'contract')).toEqual([]);
  });

  it('the year’s retention certificate reads the periods paid in it', async () => {
    const year = Number(today.slice(0, 4));
    const schedule = await storedSchedule(t.database, investmentId);
    // The certificate needs the INPC of the months the periods start and end (a test database may have none).
    for (let n = 0; n <= 5; n++) {
      const month = addMonthsClamped(emission, n).slice(0, 7);
      await t.database.query(`insert into inpc (month, value, source) values ($1, '140.000', 'test') on conflict (month) do nothing`, [month]);
    }
    const { sources, problems } = await periodSources(t.database.db, { year, fromMonth: 1, toMonth: 12 }, [investorId]);
    expect(problems).toEqual([]);
    const paidInYear = await count(`select count(*)::int as n from investment_detail d join investment i on i.id = d.investment_id
      where i.user_id = ${investorId} and d.deleted_at is null and d.paid_at >= '${year}-01-01' and d.paid_at < '${year + 1}-01-01'`);
    const imported = schedule.slice(0, 4).filter((d) => d.paid_at!.startsWith(String(year))).length;
    expect(imported).toBeGreaterThan(0);
    expect(sources).toHaveLength(1);
    expect(sources[0]!.figures.payments).toBe(paidInYear);
  });

  it('its fifth period is paid by hand as any other; a paid one is not paid again', async () => {
    const schedule = await storedSchedule(t.database, investmentId);
    const fifth = await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: schedule[4]!.id, paid_at: today });
    expect(fifth.status, JSON.stringify(fifth.body)).toBe(201);
    expect((await storedSchedule(t.database, investmentId))[4]).toMatchObject({ paid_at: today, status_id: STATUS.paid });
    const again = await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: schedule[0]!.id });
    expect(again.status).toBe(409);
  });
});

describe('an imported investment’s next period in a payout run', () => {
  it('is a line of the run for its window (period 5), its paid periods left out', async () => {
    const answer = await admin.call('POST', '/api/investment/import', { rows: [{ ...investmentRow('INV-OPEN-RUN', { amount: '500000' }), ...history }] });
    expect(answer.body.data.counts, JSON.stringify(answer.body)).toEqual({ create: 1, update: 0, unchanged: 0, refused: 0 });
    const id = answer.body.data.rows[0].id as number;
    const fifth = periodEnd(5);
    const gestor = await signIn(t.app, EMAILS.gestor);
    const run = await gestor.call('POST', '/api/payout_runs', { from: dayAfter(periodEnd(4)), to: fifth });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const lines = run.body.data.lines.filter((l: Row) => l.investment_id === id);
    expect(lines).toEqual([expect.objectContaining({ period: 5, date_payment: fifth, status: 'due' })]);
  });
});

describe('refusals, in the person’s language', () => {
  it('a paid day in the future, more paid periods than the schedule has, paid days out of order, a paid amount that differs', async () => {
    const future = dmy(dayAfter(dayAfter(today)));
    const rows = [
      { ...investmentRow('INV-R-1'), paid_periods: 4, paid_dates: [...paidDays(3), future].join('; ') },
      { ...investmentRow('INV-R-2'), paid_periods: 13 },
      { ...investmentRow('INV-R-3'), paid_periods: 2, paid_dates: [paidDays(2)[1], paidDays(2)[0]].join('; ') },
      { ...investmentRow('INV-R-4'), ...history, paid_amount: '1.00' },
      { ...investmentRow('INV-R-5'), paid_periods: 5 },
    ];
    const english = await admin.inject({ method: 'POST', url: '/api/investment/import', payload: { dry_run: true, rows }, headers: { 'x-screen-language': 'en' } });
    expect(english.statusCode, english.body).toBe(200);
    const data = english.json().data;
    expect(data.counts).toEqual({ create: 0, update: 0, unchanged: 0, refused: 5 });
    const reasons = Object.fromEntries(data.rows.map((r: Row) => [r.key, r.reason]));
    expect(reasons['INV-R-1']).toBe(`Paid on: period 4 was paid (${future}) after today (${dmy(today)})`);
    expect(reasons['INV-R-2']).toBe('Paid periods: must be a whole number of periods from 0 to 12');
    expect(reasons['INV-R-3']).toMatch(/^Paid on: period 2 was paid \(\d{2}\/\d{2}\/\d{4}\) before the period before it$/);
    expect(reasons['INV-R-4']).toMatch(/^Amount paid: the 4 paid periods add up to [\d.]+ net of ISR by the investment’s terms, not 1\.00$/);
    // Period 5 has not ended: without its paid day, the day it ends (its paid day by default) is after today.
    expect(reasons['INV-R-5']).toBe(`Paid on: period 5 was paid (${dmy(periodEnd(5))}) after today (${dmy(today)})`);

    const spanish = await admin.inject({ method: 'POST', url: '/api/investment/import', payload: { dry_run: true, rows: rows.slice(0, 3) }, headers: { 'x-screen-language': 'es' } });
    const es = Object.fromEntries(spanish.json().data.rows.map((r: Row) => [r.key, r.reason]));
    expect(es['INV-R-1']).toBe(`Pagados el: el pago del periodo 4 (${future}) es posterior a hoy (${dmy(today)})`);
    expect(es['INV-R-2']).toBe('Periodos pagados: debe ser un número entero de periodos entre 0 y 12');
    expect(es['INV-R-3']).toMatch(/^Pagados el: el pago del periodo 2 \(\d{2}\/\d{2}\/\d{4}\) es anterior al del periodo previo$/);
    expect(await count("select count(*)::int as n from investment where key like 'INV-R-%'")).toBe(0);
  });

  it('an investor who is none is refused with the investment’s own rule', async () => {
    const gestorId = await userId(t.database, EMAILS.gestor);
    const answer = await admin.call('POST', '/api/investment/import', { dry_run: true, rows: [{ ...investmentRow('INV-R-6', { user_id: gestorId }), ...history }] });
    expect(answer.body.data.rows[0].outcome).toBe('refused');
  });
});

describe('who may import investments', () => {
  it('a Gestor may not (403, nothing written), though they create investments by hand', async () => {
    const gestor = await signIn(t.app, EMAILS.gestor);
    const json = await gestor.call('POST', '/api/investment/import', { rows: [{ ...investmentRow('INV-G-1'), ...history }] });
    expect(json.status).toBe(403);
    expect(json.body.message).toBe('Tu rol no puede importar en esta lista');
    const { payload, headers } = multipartFile('saldos.xlsx', await xlsx([{ ...investmentRow('INV-G-2'), ...history }]));
    const file = await gestor.inject({ method: 'POST', url: '/api/investment/import/file', payload, headers });
    expect(file.statusCode).toBe(403);
    expect(await count("select count(*)::int as n from investment where key like 'INV-G-%'")).toBe(0);
  });

  it('an investor may not (403)', async () => {
    const investor = await signIn(t.app, EMAILS.investor);
    const json = await investor.call('POST', '/api/investment/import', { rows: [{ ...investmentRow('INV-I-1'), ...history }] });
    expect(json.status).toBe(403);
    expect(await count("select count(*)::int as n from investment where key = 'INV-I-1'")).toBe(0);
  });

  it('a new investment by hand still needs its contract; an uploaded one is never taken away', async () => {
    const missing = await apiCall(t.app, 'POST', '/api/investment', investmentRow('INV-H-2'));
    expect(missing.status).toBe(422);
    expect(missing.body.errors.contract).toEqual(['El valor es obligatorio']);
    const [row] = await t.database.query<{ id: number }>("select id from investment where key = 'INV-HAND-1'");
    const cleared = await apiCall(t.app, 'PUT', `/api/investment/${row!.id}`, { contract: '' });
    expect(cleared.status).toBe(422);
    expect(cleared.body.errors.contract).toEqual(['El valor es obligatorio']);
  });

  it('a pending contract is uploaded on the investment afterwards', async () => {
    const [row] = await t.database.query<{ id: number }>("select id from investment where key = 'INV-OPEN-1'");
    const contract = await uploadContract(t.app);
    const answer = await apiCall(t.app, 'PUT', `/api/investment/${row!.id}`, { contract });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.contract).toBe(contract);
  });
});
