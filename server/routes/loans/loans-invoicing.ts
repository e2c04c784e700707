/**
 * Invoicing (/prestamos/facturas): GET loan_detail/toInvoice lists the details due for an invoice (cut-off
 * reached, unpaid, no CFDI yet, on a running loan) with their loan and customer; PATCH
 * loan_detail/generate/invoices {ids} issues one CFDI per detail through the invoicing outbox
 * (server/invoicing/, docs/decisions/101): each CFDI is built and checked first (a detail that cannot be
 * invoiced refuses the whole request, nothing sent), an intent per detail is committed, then each is
 * stamped outside any transaction and recorded (XML and PDF files, the detail's cfdi locations, an
 * invoice row). 200: all recorded; 422: the PAC refused one (those before it are recorded, the rest not
 * sent); 202: the PAC did not answer in time, the reconciler finishes it; 409: someone is invoicing them.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entities } from '../../../schemas/index.ts';
import { PAYMENT_FORM_CODES } from '../../../schemas/rules/sat-catalogues.ts';
import { STATUS } from '../../../schemas/status.ts';
import { invoicingIntent } from '../../../schemas/invoicing-intent.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import { countStatements } from '../../crud/list-statements.ts';
import { COUNT_CAP, estimatedOrCappedCount } from '../../crud/repository.ts';
import type { Db } from '../../db/client.ts';
import type { LoanInvoiceSource } from '../../domain/cfdi-loan.ts';
import { unprocessable } from '../../http/errors.ts';
import { msg } from '../../i18n/localized.ts';
import { newOwner, openInvoiceIntents, prepareBatch, sendBatch } from '../../invoicing/invoice-intents.ts';
import { DETAIL_CLAIM_PREFIX } from '../../invoicing/intent-store.ts';
import { fixOfDay, missingFix } from '../../invoicing/exchange-rates.ts';
import { vatFigures, type VatFigures } from '../../invoicing/inpc.ts';
import { todayInMexicoCity } from '../../domain/calendar.ts';
import { batchAnswer } from './loans-invoicing-answer.ts';
import { ACTIVE_LOAN_STATUSES } from './loans-rules.ts';
import { businessToday, currencyTable, customerTable, detailTable, invoiceTable, loanTable } from '../../stores/loans-store.ts';
import { bodyIds } from '../../crud/record-preconditions.ts';

const MODULE = '/prestamos/facturas';
const MAX_PER_REQUEST = 100;
const l = loanTable;
const intentTable = invoicingIntent.table;
const d = detailTable;

/** The candidates' list grammar: paged, sorted and searched in SQL (docs/decisions/145). */
const CANDIDATE_SORTS = { date_doc: d.date_doc, expiration_doc: d.expiration_doc, amount: d.amount, id: d.id } as const;
const pageQuery = z.object({
  take: z.coerce.number().int().min(1).max(9999).default(25),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  sort: z.enum(Object.keys(CANDIDATE_SORTS) as [keyof typeof CANDIDATE_SORTS]).default('date_doc'),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC']).default('asc'),
  q: z.string().trim().max(200).optional(),
  customer_id: z.coerce.number().int().positive().optional(),
  loan_id: z.coerce.number().int().positive().optional(),
});
/** The form a period paid before it was invoiced came in, when the request does not say (docs/decisions/112). */
const DEFAULT_SETTLEMENT_FORM = '03';
const generateBody = z.strictObject({
  ids: z.array(z.coerce.number().int().positive()).min(1, 'loans.selectDetail').max(MAX_PER_REQUEST, 'loans.tooManyDetails'),
  /** c_FormaPago of the periods already paid (their CFDI is PUE); 99 is no form of money received. */
  payment_form: z.enum(PAYMENT_FORM_CODES, "Form must be a payment form of SAT's catalogue c_FormaPago (99 is not a form of money received)").optional(),
});

/**
 * A live income CFDI of the detail: one issued outside Caudal and recorded by its UUID (opening
 * balances, docs/decisions/206) has no files on the detail, yet the period is invoiced.
 */
const invoicedElsewhere = sql`exists (select 1 from ${invoiceTable} where ${invoiceTable.loan_detail_id} = ${d.id} and ${invoiceTable.provider} = 'external' and ${invoiceTable.status} <> 'cancelled')`;

/** Due, not cancelled, without a CFDI, on a running loan; a paid one too: its interest still needs its CFDI (PUE). */
const candidate = (today: string) =>
  and(lte(d.date_doc, today), ne(d.status_id, STATUS.cancelled), isNull(d.cfdi_pdf_location), isNull(d.cfdi_xml_location), inArray(l.status_id, [...ACTIVE_LOAN_STATUSES]), not(invoicedElsewhere));

/** Not being invoiced right now: a detail whose intent is open is in process with the PAC, not a candidate. */
const notInProcess = sql`not exists (select 1 from ${intentTable} where ${intentTable.claim} = ${DETAIL_CLAIM_PREFIX} || ${d.id})`;

const candidateColumns = {
  id: d.id,
  // The version read: the screen sends it back (body `versions`), so a detail changed since is refused (409).
  version: d.version,
  loan_id: d.loan_id,
  intelisis_id: l.intelisis_id,
  customer_id: l.customer_id,
  customer_name: customerTable.name,
  customer_rfc: customerTable.rfc,
  customer_postal_code: customerTable.fiscal_postal_code,
  customer_regime: customerTable.fiscal_regime,
  customer_cfdi_use: customerTable.cfdi_use,
  period: d.period,
  date_doc: d.date_doc,
  expiration_doc: d.expiration_doc,
  amount: d.amount,
  principal: d.principal,
  interest: d.interest,
  currency_code: currencyTable.code,
  exchange_rate: l.exchange_rate,
  status_id: d.status_id,
  vat_treatment: l.vat_treatment,
  /**
   * The balance lent during the period (LIVA 18-A's principal): what this period and the later ones of
   * the loan repay (a detail without principal: its amount, as the schedule rules read it).
   */
  outstanding: sql<string>`(select coalesce(sum(coalesce(later.principal, later.amount)), 0)::numeric(18, 2)::text from ${d} later
    where later.loan_id = ${d.loan_id} and later.date_doc >= ${d.date_doc} and later.status_id <> ${STATUS.cancelled})`,
};

/** What the candidates' list shows: no fiscal data, no outstanding balance (a subquery per row). */
const { principal: _p, interest: _i, customer_postal_code: _c, customer_regime: _r, customer_cfdi_use: _u, outstanding: _o, ...listedColumns } = candidateColumns;

/** A detail with its loan, customer and currency, as the candidates' select reads them. */
export type CandidateRow = Awaited<ReturnType<typeof selectCandidates>>[number];

export function sourceOf(row: CandidateRow, settlementForm = DEFAULT_SETTLEMENT_FORM, fix?: LoanInvoiceSource['exchangeRate'], vat?: VatFigures): LoanInvoiceSource {
  const treatment = vat?.get(row.id);
  return {
    ...(treatment ? { vat: treatment } : {}),
    ...(row.currency_code !== 'MXN' && fix ? { exchangeRate: fix } : {}),
    ...(row.status_id === STATUS.paid ? { settlement: { form: settlementForm } } : {}),
    detail: { id: row.id, period: row.period, date_doc: row.date_doc, amount: row.amount, principal: row.principal, interest: row.interest },
    loan: { id: row.loan_id, intelisis_id: row.intelisis_id, currency_code: row.currency_code, exchange_rate: row.exchange_rate },
    customer: { name: row.customer_name, rfc: row.customer_rfc, fiscal_postal_code: row.customer_postal_code, fiscal_regime: row.customer_regime, cfdi_use: row.customer_cfdi_use },
  };
}

export async function selectCandidates(db: Db, where: SQL | undefined, lock = false) {
  const query = db
    .select(candidateColumns)
    .from(d)
    .innerJoin(l, eq(l.id, d.loan_id))
    .innerJoin(customerTable, eq(customerTable.id, l.customer_id))
    .innerJoin(currencyTable, eq(currencyTable.id, l.currency_id))
    .where(where)
    .orderBy(asc(d.date_doc), asc(d.id));
  return (await (lock ? query.for('update', { of: d }) : query));
}

/** The FIX of the issue day, when any detail is in a foreign currency; none in force: a 422 naming them. */
export async function issueDayFix(db: Db, rows: CandidateRow[], day: string): Promise<LoanInvoiceSource['exchangeRate']> {
  const foreign = rows.filter((row) => row.currency_code !== 'MXN');
  if (foreign.length === 0) return undefined;
  const fix = await fixOfDay(db, day);
  if (!fix.ok) throw unprocessable({ ids: [msg('cfdiFlow.detailsWithoutFix', { ids: foreign.map((row) => row.id).join(', '), reason: missingFix(day, fix.latest) })] });
  return { rate: fix.rate, fixedOn: fix.fixedOn };
}

export async function loanInvoicingRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const invoicing = app.invoicing;

  app.get('/loan_detail/toInvoice', { config: { module: MODULE, action: 'read' }, schema: { tags: ['loan_detail'], summary: 'Loan details due for an invoice' } }, async (request) => {
    const parsed = pageQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const { take, page, sort, order, q, customer_id, loan_id } = parsed.data;
    const search = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = and(
      candidate(businessToday()),
      notInProcess,
      app.rowScope(request, entities.loan_detail),
      customer_id ? eq(l.customer_id, customer_id) : undefined,
      loan_id ? eq(d.loan_id, loan_id) : undefined,
      search ? or(ilike(l.intelisis_id, search), ilike(customerTable.name, search), ilike(customerTable.rfc, search)) : undefined,
    );
    const direction = order.toLowerCase() === 'desc' ? desc : asc;
    const joined = <Q extends PgSelect>(query: Q) =>
      query.innerJoin(l, eq(l.id, d.loan_id)).innerJoin(customerTable, eq(customerTable.id, l.customer_id)).innerJoin(currencyTable, eq(currencyTable.id, l.currency_id)).where(where);
    const matching = joined(db.select({ one: sql`1` }).from(d).$dynamic());
    const { explainText, cappedCountText, countParams } = countStatements(matching, COUNT_CAP);
    const offset = (page - 1) * take;
    const [rows, counted] = await Promise.all([
      joined(db.select(listedColumns).from(d).$dynamic())
        .orderBy(...(sort === 'id' ? [direction(d.id)] : [direction(CANDIDATE_SORTS[sort]), direction(d.id)]))
        .limit(take)
        .offset(offset),
      estimatedOrCappedCount(app.database, explainText, cappedCountText, countParams({})),
    ]);
    // A short page is the end of the list: where it ends is the exact total.
    const total = rows.length < take && (rows.length > 0 || offset === 0) ? offset + rows.length : counted;
    return { data: { result: rows, total } };
  });

  app.patch('/loan_detail/generate/invoices', { config: { module: MODULE, action: 'create', writes: { entity: 'loan_detail', ids: bodyIds('ids') } }, schema: { tags: ['loan_detail'], summary: 'Issue the CFDI of the selected details (200 recorded, 202 in process with the PAC, 422 refused, 409 being invoiced)' } }, async (request, reply) => {
    const parsed = generateBody.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const ids = [...new Set(parsed.data.ids)];
    const where = and(candidate(businessToday()), inArray(d.id, ids), app.rowScope(request, entities.loan_detail));
    const rows = await selectCandidates(db, where);
    const missing = ids.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length > 0) throw unprocessable({ ids: [msg('loans.detailsNotInvoiceable', { ids: missing.join(', ') })] });

    const form = parsed.data.payment_form;
    const now = new Date();
    const vat = await vatFigures(db, rows);
    const fix = await issueDayFix(db, rows, todayInMexicoCity(now));
    const sources = rows.map((row) => sourceOf(row, form, fix, vat));
    prepareBatch(invoicing.context, sources, now);
    const owner = newOwner('request');
    const intents = await db.transaction(async (t) => {
      const tx: Db = t;
      // Locked and checked again: a concurrent request may have invoiced one of them, or be invoicing it.
      const locked = (await selectCandidates(tx, where, true)).map((row) => sourceOf(row, form, fix, vat));
      return openInvoiceIntents(tx, invoicing.context, owner, sources, locked, now, request.actor);
    });
    const result = await sendBatch(invoicing.context, intents, owner, request.actor, invoicing.stopping);
    return batchAnswer(reply, result);
  });
}
