/**
 * A loan's opening balances (docs/decisions/206): a loan in its fourteenth month with
 * thirteen periods paid and invoiced outside Caudal comes in through the loan import with its history:
 * the schedule starts with those periods paid on the days given, each CFDI issued elsewhere is an
 * invoice row by its UUID, nothing is stamped and no SMS is sent; those periods are no invoicing
 * candidates and take no payment complement, while an unpaid period invoiced elsewhere takes one
 * citing its UUID. Refusals name the column in the person's language; the same rows twice change nothing.
 */
import ExcelJS from 'exceljs';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { multipartFile } from '../../helpers/multipart.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { loanDetails } from '../loans/loan-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown>;

const uuid = (n: number, tag = 'a') => `${tag.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Disbursed 2025-10-20 for 24 months: by 2026-12 it is in its fourteenth month. */
const loanRow = (intelisis_id: string, changes: Row = {}): Row => ({
  intelisis_id,
  mov: 'Préstamo',
  mov_id: intelisis_id,
  customer_id: 2,
  company_id: 1,
  agent_id: 1,
  emission: '2025-10-20',
  expiration: '2027-10-20',
  days: '5',
  amount: '240000',
  interests: '18',
  currency_id: 1,
  exchange_rate: '0',
  status_id: STATUS.inProcess,
  vat_treatment: 'nominal',
  ...changes,
});

/** The days periods 1..n were paid: a day after each payment date (2025-11-25, 2025-12-25, ...). */
const paidDays = (n: number) => Array.from({ length: n }, (_, i) => {
  const month = 11 + i;
  const year = 2025 + Math.floor((month - 1) / 12);
  return `26/${String(((month - 1) % 12) + 1).padStart(2, '0')}/${year}`;
});

const count = async (sql: string) => (await t.database.query<{ n: number }>(sql))[0]!.n;

async function waitForJob(id: number) {
  for (let i = 0; i < 400; i++) {
    const job = await apiCall(t.app, 'GET', `/api/loan/import/jobs/${id}`);
    if (job.body.data.status === 'done' || job.body.data.status === 'failed') return job.body.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import never finished');
}

describe('a loan with thirteen periods paid and invoiced elsewhere', () => {
  let loanId: number;
  const history = { paid_periods: 13, paid_dates: paidDays(13).join('; '), cfdi_uuids: Array.from({ length: 13 }, (_, i) => uuid(i + 1)).join('; ') };

  it('is previewed with the schedule its terms give: a paid amount that differs, a bad UUID and a UUID twice are refused, in the reader’s language', async () => {
    const rows = [
      { ...loanRow('OB-0001'), ...history },
      { ...loanRow('OB-0002'), paid_periods: 2, paid_amount: '1.00' },
      { ...loanRow('OB-0003'), paid_periods: 1, cfdi_uuids: 'not-a-uuid' },
      { ...loanRow('OB-0004'), paid_periods: 1, cfdi_uuids: uuid(1) },
      { ...loanRow('OB-0005'), paid_periods: 30 },
    ];
    const before = await count('select count(*)::int as n from loan');
    const preview = await t.app.inject({ method: 'POST', url: '/api/loan/import', payload: { dry_run: true, rows }, headers: { 'x-screen-language': 'en' } });
    expect(preview.statusCode, preview.body).toBe(200);
    const data = preview.json().data;
    expect(data.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 4 });
    const reasons = Object.fromEntries(data.rows.filter((r: Row) => r.outcome === 'refused').map((r: Row) => [r.key, r.reason]));
    expect(reasons['OB-0002']).toMatch(/^Amount paid: the 2 paid periods add up to [\d.]+ by the loan’s terms, not 1\.00$/);
    expect(reasons['OB-0003']).toBe('Issued CFDI UUIDs: “NOT-A-UUID” is not a UUID (folio fiscal)');
    expect(reasons['OB-0004']).toBe(`Issued CFDI UUIDs: UUID ${uuid(1).toUpperCase()} is already on row 1`);
    expect(reasons['OB-0005']).toBe('Paid periods: must be a whole number of periods from 0 to 24');
    const spanish = await t.app.inject({ method: 'POST', url: '/api/loan/import', payload: { dry_run: true, rows: rows.slice(4) }, headers: { 'x-screen-language': 'es' } });
    expect(spanish.json().data.rows[0].reason).toBe('Periodos pagados: debe ser un número entero de periodos entre 0 y 24');
    expect(await count('select count(*)::int as n from loan')).toBe(before);
  });

  it('is written with its schedule, those periods paid on their days and an invoice row per UUID; nothing stamped, no SMS', async () => {
    const intents = await count('select count(*)::int as n from invoicing_intent');
    const sms = await count('select count(*)::int as n from sms_log');
    const answer = await apiCall(t.app, 'POST', '/api/loan/import', { rows: [{ ...loanRow('OB-0001'), ...history, paid_amount: undefined }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 0 });
    loanId = answer.body.data.rows[0].id;

    const details = await loanDetails(t, loanId);
    expect(details).toHaveLength(24);
    expect(details.slice(0, 13).every((d) => d.status_id === STATUS.paid)).toBe(true);
    expect(details.slice(13).every((d) => d.status_id === STATUS.pending)).toBe(true);
    const paidOn = await t.database.query<{ paid_on: string | null }>(`select paid_on::text from loan_detail where loan_id = ${loanId} order by date_doc`);
    expect(paidOn.slice(0, 3).map((d) => d.paid_on)).toEqual(['2025-11-26', '2025-12-26', '2026-01-26']);
    expect(paidOn[13]!.paid_on).toBeNull();

    const invoices = await t.database.query<Row>(`select i.uuid, i.provider, i.status, i.cfdi_type, i.subtotal::text, i.taxes::text, i.total::text, d.interest::text as interest, i.xml_location
      from invoice i join loan_detail d on d.id = i.loan_detail_id where d.loan_id = ${loanId} order by d.date_doc`);
    expect(invoices).toHaveLength(13);
    expect(invoices[0]).toMatchObject({ uuid: uuid(1).toUpperCase(), provider: 'external', status: 'stamped', cfdi_type: 'I', xml_location: null });
    // 16 % on the nominal interest, as the loan's treatment says.
    const interest = new Decimal(String(invoices[0]!.interest));
    expect(invoices[0]!.subtotal).toBe(interest.toFixed(2));
    expect(invoices[0]!.taxes).toBe(interest.times('0.16').toDecimalPlaces(2).toFixed(2));

    expect(await count('select count(*)::int as n from invoicing_intent')).toBe(intents);
    expect(await count('select count(*)::int as n from sms_log')).toBe(sms);
    expect(await count(`select count(*)::int as n from audit_log where entity = 'loan' and entity_id = '${loanId}' and action = 'opening'`)).toBe(1);
    expect(await count(`select count(*)::int as n from audit_log where entity = 'loan_detail' and action = 'create' and entity_id in (select id::text from loan_detail where loan_id = ${loanId})`)).toBe(24);
  });

  it('the same rows again change nothing; another history for it is refused', async () => {
    const again = await apiCall(t.app, 'POST', '/api/loan/import', { rows: [{ ...loanRow('OB-0001'), ...history }] });
    expect(again.body.data.counts).toEqual({ create: 0, update: 0, unchanged: 1, refused: 0 });
    const other = await apiCall(t.app, 'POST', '/api/loan/import', { dry_run: true, rows: [{ ...loanRow('OB-0001'), paid_periods: 14 }] });
    expect(other.body.data.rows[0]).toMatchObject({ outcome: 'refused', reason: 'El préstamo ya está en Caudal con otra historia: sus pagos y CFDI se registran en sus pantallas' });
    expect(await count(`select count(*)::int as n from invoice i join loan_detail d on d.id = i.loan_detail_id where d.loan_id = ${loanId}`)).toBe(13);
  });

  it('its periods are no invoicing candidates and a paid one takes no payment complement', async () => {
    const candidates = await apiCall(t.app, 'GET', `/api/loan_detail/toInvoice?loan_id=${loanId}&take=100`);
    expect(candidates.status).toBe(200);
    expect(candidates.body.data.result).toEqual([]);
    const [first] = await t.database.query<{ id: number }>(`select i.id from invoice i join loan_detail d on d.id = i.loan_detail_id where d.loan_id = ${loanId} order by d.date_doc limit 1`);
    const paid = await apiCall(t.app, 'POST', `/api/invoices/${first!.id}/payment`, { paid_at: '2026-01-05', form: '03' });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe('Este periodo se pagó antes de Caudal: su complemento de pago, si lo hubo, se emitió fuera');
  });

  it('a paid period without its UUID stays a candidate for its CFDI; an unpaid one invoiced elsewhere is collected citing its UUID', async () => {
    const gap = [uuid(1, 'b'), uuid(2, 'b')];
    const invoiced = [uuid(1, 'd'), uuid(2, 'd'), uuid(3, 'd')];
    const answer = await apiCall(t.app, 'POST', '/api/loan/import', { rows: [{ ...loanRow('OB-0010'), paid_periods: 3, cfdi_uuids: gap.join(', ') }, { ...loanRow('OB-0011'), paid_periods: 2, cfdi_uuids: invoiced.join(' ') }] });
    expect(answer.body.data.counts).toEqual({ create: 2, update: 0, unchanged: 0, refused: 0 });
    const [withGap, unpaidInvoiced] = answer.body.data.rows.map((r: Row) => r.id as number);
    const candidates = await apiCall(t.app, 'GET', `/api/loan_detail/toInvoice?loan_id=${withGap}&take=100`);
    const today = new Date().toISOString().slice(0, 10);
    const expected = (await loanDetails(t, withGap!)).filter((d) => String(d.date_doc) < today).slice(2).map((d) => d.id);
    expect(candidates.body.data.result.map((r: Row) => r.id)).toEqual(expected);

    const details = await loanDetails(t, unpaidInvoiced!);
    expect(details.slice(0, 4).map((d) => d.status_id)).toEqual([STATUS.paid, STATUS.paid, STATUS.invoiced, STATUS.pending]);
    const [invoice] = await t.database.query<{ id: number }>(`select id from invoice where uuid = '${invoiced[2]!.toUpperCase()}'`);
    const collected = await apiCall(t.app, 'POST', `/api/invoices/${invoice!.id}/payment`, { paid_at: '2026-01-25', form: '03' });
    expect([200, 202], JSON.stringify(collected.body)).toContain(collected.status);
    expect(collected.body.data).toMatchObject({ invoice_id: invoice!.id, balance: '0.00' });
  });
});

describe('a loans file with opening balances', () => {
  it('matches the history columns by their Spanish labels, previews, applies and offers the refused rows with their reason', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Préstamos');
    const headings = ['ID Intelisis', 'Movimiento', 'ID movimiento', 'Cliente', 'Empresa', 'Agente', 'Emisión', 'Vencimiento', 'Días de gracia', 'Monto', 'Tasa anual %', 'Moneda', 'Residual', 'Estatus', 'IVA de los intereses', 'Periodos pagados', 'Pagados el', 'UUID de CFDI emitidos'];
    sheet.addRow(headings);
    const cells = (row: Row) => [row.intelisis_id, row.mov, row.mov_id, row.customer_id, row.company_id, row.agent_id, '20/10/2025', '20/10/2027', row.days, '$240,000.00', row.interests, row.currency_id, row.exchange_rate, row.status_id, row.vat_treatment];
    sheet.addRow([...cells(loanRow('OB-F-1')), 4, paidDays(4).join('\n'), [1, 2, 3, 4].map((n) => uuid(n, 'c')).join('\n')]);
    sheet.addRow([...cells(loanRow('OB-F-2')), 2, paidDays(3).join('\n'), '']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const { payload, headers } = multipartFile('saldos.xlsx', content);
    const preview = await t.app.inject({ method: 'POST', url: '/api/loan/import/file', payload, headers: { ...headers, 'x-screen-language': 'es' } });
    expect(preview.statusCode, preview.body).toBe(201);
    const job = preview.json().data;
    expect(job).toMatchObject({ status: 'previewed', counts: { create: 1, update: 0, unchanged: 0, refused: 1 }, ignored_columns: [] });

    const refused = await t.app.inject({ method: 'GET', url: `/api/loan/import/jobs/${job.id}/refused?format=csv`, headers: { 'x-screen-language': 'es' } });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('Pagados el: da 3 fechas para 2 periodos pagados');

    const applied = await apiCall(t.app, 'POST', `/api/loan/import/jobs/${job.id}/apply`);
    expect(applied.status).toBe(202);
    expect(await waitForJob(job.id)).toMatchObject({ status: 'done', counts: { create: 1, refused: 1 } });
    expect(await count(`select count(*)::int as n from invoice where uuid like 'CCCCCCCC-%'`)).toBe(4);
    expect(await count(`select count(*)::int as n from loan_detail d join loan l on l.id = d.loan_id where l.intelisis_id = 'OB-F-1' and d.status_id = ${STATUS.paid}`)).toBe(4);
  });
});

describe('references as another system writes them', () => {
  it("a loan names its customer by clave and its company and agent by their Intelisis ID, as the ERP's export does", async () => {
    const [customer] = await t.database.query<{ id: number; clave: string }>('select id, clave from customer where clave is not null order by id limit 1');
    const [company] = await t.database.query<{ id: number; intelisis_id: string }>('select id, intelisis_id from company where intelisis_id is not null order by id limit 1');
    const [agent] = await t.database.query<{ id: number; intelisis_id: string }>('select id, intelisis_id from agent where intelisis_id is not null order by id limit 1');
    const row = loanRow('OB-KEY-1', { customer_id: customer!.clave, company_id: company!.intelisis_id, agent_id: agent!.intelisis_id });
    const answer = await apiCall(t.app, 'POST', '/api/loan/import', { rows: [row] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 0 });
    const [loan] = await t.database.query<Row>("select customer_id, company_id, agent_id from loan where intelisis_id = 'OB-KEY-1'");
    expect(loan).toEqual({ customer_id: customer!.id, company_id: company!.id, agent_id: agent!.id });
    const unknown = await apiCall(t.app, 'POST', '/api/loan/import', { dry_run: true, rows: [loanRow('OB-KEY-2', { customer_id: 'NO-SUCH-CLAVE' })] });
    expect(unknown.body.data.rows[0].outcome).toBe('refused');
  });
  it("a JSON number is an id, even when another customer's clave reads the same", async () => {
    const customers = await t.database.query<{ id: number }>('select id from customer order by id limit 2');
    const [first, second] = customers as [{ id: number }, { id: number }];
    await t.database.query(`update customer set clave = '${first.id}' where id = ${second.id}`);
    const byNumber = await apiCall(t.app, 'POST', '/api/loan/import', { dry_run: true, rows: [loanRow('OB-KEY-3', { customer_id: first.id })] });
    expect(byNumber.body.data.rows[0]).toMatchObject({ outcome: 'create' });
    const applied = await apiCall(t.app, 'POST', '/api/loan/import', { rows: [loanRow('OB-KEY-3', { customer_id: first.id }), loanRow('OB-KEY-4', { customer_id: String(first.id) })] });
    expect(applied.body.data.counts).toMatchObject({ create: 2, refused: 0 });
    const loans = await t.database.query<{ intelisis_id: string; customer_id: number }>("select intelisis_id, customer_id from loan where intelisis_id in ('OB-KEY-3', 'OB-KEY-4') order by intelisis_id");
    // The number is the id; the text is the clave first.
    expect(loans).toEqual([{ intelisis_id: 'OB-KEY-3', customer_id: first.id }, { intelisis_id: 'OB-KEY-4', customer_id: second.id }]);
  });
});

describe('who may import opening balances', () => {
  it('a client may not (403, nothing written); a Gestor may exactly as POST /api/loan lets them', async () => {
    const client = await signIn(t.app, 'cliente@caudal.mx');
    const refused = await client.call('POST', '/api/loan/import', { rows: [{ ...loanRow('OB-C-1'), paid_periods: 1 }] });
    expect(refused.status).toBe(403);
    expect(await count("select count(*)::int as n from loan where intelisis_id = 'OB-C-1'")).toBe(0);

    const gestor = await signIn(t.app, 'gestor@caudal.mx');
    const byHand = await gestor.call('POST', '/api/loan', loanRow('OB-G-1'));
    const imported = await gestor.call('POST', '/api/loan/import', { rows: [{ ...loanRow('OB-G-2'), paid_periods: 1 }] });
    if (byHand.status === 201) expect(imported.body.data.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 0 });
    else expect(imported.status === 403 || imported.body.data.counts.refused === 1, JSON.stringify(imported.body)).toBe(true);
  });
});
