/**
 * A loan's opening balances (docs/decisions/206): a loan imported with the history it
 * had before Caudal. Its row carries the loan's fields and four columns more: the periods already paid
 * (`paid_periods`: periods 1..N), the days they were paid (`paid_dates`, one a period; none: each
 * period's payment date), what they added up to (`paid_amount`, checked against the schedule the
 * terms give) and the UUIDs of the CFDIs issued elsewhere (`cfdi_uuids`, period 1 first). Applying it
 * writes the loan, its schedule with those periods paid (and `paid_on`), and an invoice row of provider
 * `external` per UUID (no files), all in one transaction with their audit rows: nothing is stamped,
 * nothing sent, no SMS. A period with an external CFDI is no invoicing candidate; an unpaid one takes
 * its payment complement in Caudal citing that UUID; a paid one takes none.
 */
import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { entities } from '../../../schemas/index.ts';
import type { BothLanguages } from '../../../schemas/import-tables.ts';
import { STATUS } from '../../../schemas/status.ts';
import { writeAudit } from '../../crud/audit.ts';
import type { Row } from '../../crud/repository.ts';
import { exportLabels } from '../../crud/export/export-labels.ts';
import { compareDates } from '../../domain/calendar.ts';
import { DomainRuleError } from '../../domain/domain-error.ts';
import { loanSchedule, type LoanRow } from '../../domain/loan-schedule.ts';
import { interestVat, type VatTreatment } from '../../domain/vat-on-interest.ts';
import { defaultTreatmentFor } from '../../entities/loan-hooks.ts';
import { ruleBroken } from '../../http/errors.ts';
import { msg, type Language } from '../../i18n/localized.ts';
import type { ServerMessageKey } from '../../i18n/messages.ts';
import { reasonOf } from '../../imports/import-plan.ts';
import type { ImportDomain } from '../../imports/import-jobs.ts';
import { dayOf, listOf } from '../../imports/opening-cells.ts';
import { loanTerms, type LoanTermFields } from './loans-rules.ts';
import { businessToday, currencyTable, customerTable, detailsOf, invoiceTable, loanRepositories } from '../../stores/loans-store.ts';

export const OPENING_COLUMNS = ['paid_periods', 'paid_dates', 'paid_amount', 'cfdi_uuids'] as const;
type OpeningColumn = (typeof OPENING_COLUMNS)[number];

/** The serie an external CFDI's row carries: its own serie and folio are the issuer's, not known here. */
export const EXTERNAL_SERIE = 'EXT';
export const EXTERNAL_PROVIDER = 'external';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** The history as stored in the job row: normalised, the dates resolved. */
export type OpeningHistory = {
  paid_periods: number;
  paid_dates: string[];
  paid_amount: string | null;
  cfdi_uuids: string[];
};

/** The history back from the job row, where the preview stored it already normalised. */
function storedHistory(extra: Row): OpeningHistory {
  const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
  return {
    paid_periods: Number(extra.paid_periods ?? 0),
    paid_dates: strings(extra.paid_dates),
    paid_amount: extra.paid_amount === null || extra.paid_amount === undefined ? null : String(extra.paid_amount),
    cfdi_uuids: strings(extra.cfdi_uuids),
  };
}

type Problem = { column: OpeningColumn; key: ServerMessageKey; params?: Record<string, string | number> };


function reasonOfProblems(problems: Problem[]): BothLanguages {
  const say = (language: Language) =>
    problems.map((p) => `${exportLabels(language).heading('loan', p.column)}: ${msg(p.key, p.params).in(language)}`).join('; ');
  return { es: say('es'), en: say('en') };
}

const both = (key: ServerMessageKey, params?: Record<string, string | number>): BothLanguages => ({ es: msg(key, params).in('es'), en: msg(key, params).in('en') });

/** The history's cells read and checked against the schedule the terms give. */
function readHistory(extra: Row, rows: readonly LoanRow[], emission: string): { history: OpeningHistory } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const months = rows.length;
  const rawPaid = extra.paid_periods;
  const paidText = rawPaid === null || rawPaid === undefined ? '0' : String(rawPaid).trim();
  const paid = /^\d{1,3}$/.test(paidText) ? Number(paidText) : NaN;
  if (!Number.isInteger(paid) || paid < 0 || paid > months) problems.push({ column: 'paid_periods', key: 'opening.paidPeriods', params: { months } });

  const paidPeriods = Number.isInteger(paid) && paid >= 0 && paid <= months ? paid : 0;
  const givenDates = listOf(extra.paid_dates);
  let paidDates: string[] = rows.slice(0, paidPeriods).map((row) => row.expiration_doc);
  if (givenDates.length > 0) {
    if (givenDates.length !== paidPeriods) problems.push({ column: 'paid_dates', key: 'opening.datesCount', params: { count: givenDates.length, paid: paidPeriods } });
    else {
      const today = businessToday();
      const days: string[] = [];
      for (const [index, text] of givenDates.entries()) {
        const day = dayOf(text);
        const period = index + 1;
        if (!day) problems.push({ column: 'paid_dates', key: 'opening.dateInvalid', params: { value: text } });
        else if (compareDates(day, emission) < 0) problems.push({ column: 'paid_dates', key: 'opening.dateBeforeEmission', params: { period, date: day, emission } });
        else if (compareDates(day, today) > 0) problems.push({ column: 'paid_dates', key: 'opening.dateInFuture', params: { period, date: day, today } });
        else if (days.length > 0 && compareDates(day, days[days.length - 1]!) < 0) problems.push({ column: 'paid_dates', key: 'opening.datesOrder', params: { period, date: day } });
        if (day) days.push(day);
      }
      paidDates = days;
    }
  }

  let paidAmount: string | null = null;
  if (extra.paid_amount !== null && extra.paid_amount !== undefined && String(extra.paid_amount).trim() !== '') {
    const text = String(extra.paid_amount).trim().replace(/^\$/, '').replace(/,/g, '');
    if (!AMOUNT.test(text)) problems.push({ column: 'paid_amount', key: 'opening.amountInvalid', params: { value: String(extra.paid_amount) } });
    else {
      const expected = rows.slice(0, paidPeriods).reduce((sum, row) => sum.plus(row.amount), new Decimal(0));
      if (!expected.eq(text)) problems.push({ column: 'paid_amount', key: 'opening.amountDiffers', params: { paid: paidPeriods, expected: expected.toFixed(2), given: new Decimal(text).toFixed(2) } });
      paidAmount = new Decimal(text).toFixed(2);
    }
  }

  const uuids = listOf(extra.cfdi_uuids).map((uuid) => uuid.toUpperCase());
  if (uuids.length > months) problems.push({ column: 'cfdi_uuids', key: 'opening.uuidsTooMany', params: { count: uuids.length, months } });
  const inRow = new Set<string>();
  for (const [index, uuid] of uuids.entries()) {
    if (!UUID.test(uuid)) problems.push({ column: 'cfdi_uuids', key: 'opening.uuidInvalid', params: { value: uuid } });
    else if (inRow.has(uuid)) problems.push({ column: 'cfdi_uuids', key: 'opening.uuidRepeated', params: { uuid } });
    else if (rows[index] && !new Decimal(rows[index].interest).greaterThan(0)) problems.push({ column: 'cfdi_uuids', key: 'opening.uuidNoInterest', params: { period: index + 1, uuid } });
    inRow.add(uuid);
  }
  if (problems.length > 0) return { problems };
  return { history: { paid_periods: paidPeriods, paid_dates: paidDates, paid_amount: paidAmount, cfdi_uuids: uuids } };
}

/** The loan's schedule from its terms, or the row's refusal (the rule the terms broke). */
function scheduleOf(values: Row): { rows: LoanRow[] } | { reason: BothLanguages } {
  try {
    return { rows: loanSchedule(loanTerms(values as Row & LoanTermFields)).rows };
  } catch (error) {
    if (error instanceof DomainRuleError) return { reason: reasonOf(entities.loan, ruleBroken(error)) };
    throw error;
  }
}

const hasHistory = (extra: Row) => OPENING_COLUMNS.some((name) => extra[name] !== null && extra[name] !== undefined && String(extra[name]).trim() !== '');

export function loanOpening(app: FastifyInstance): ImportDomain {
  const { loans, details, invoices } = loanRepositories(app.database);
  const firmKind = app.config.CFDI_ISSUER_KIND;

  return {
    columns: OPENING_COLUMNS,

    async checkCreate(db, values, extra, context) {
      const schedule = scheduleOf(values);
      if ('reason' in schedule) return schedule;
      const read = readHistory(extra, schedule.rows, String(values.emission));
      if ('problems' in read) return { reason: reasonOfProblems(read.problems) };
      const { history } = read;
      if (history.cfdi_uuids.length > 0) {
        const treatment = (values.vat_treatment as VatTreatment | null | undefined) ?? (await defaultTreatmentFor(db, firmKind, values.customer_id as number));
        if (treatment === 'real') return { reason: reasonOfProblems([{ column: 'cfdi_uuids', key: 'opening.uuidRealVat' }]) };
        const problems: Problem[] = [];
        for (const uuid of history.cfdi_uuids) {
          const earlier = context.seen.get(uuid);
          if (earlier !== undefined && earlier !== context.rowNumber) problems.push({ column: 'cfdi_uuids', key: 'opening.uuidInRow', params: { uuid, row: earlier } });
        }
        const recorded = await db.select({ uuid: invoiceTable.uuid }).from(invoiceTable).where(inArray(invoiceTable.uuid, history.cfdi_uuids));
        for (const { uuid } of recorded) problems.push({ column: 'cfdi_uuids', key: 'opening.uuidRecorded', params: { uuid: String(uuid) } });
        if (problems.length > 0) return { reason: reasonOfProblems(problems) };
        for (const uuid of history.cfdi_uuids) context.seen.set(uuid, context.rowNumber);
      }
      return { extra: { ...history } };
    },

    async checkExisting(db, current, extra) {
      if (!hasHistory(extra)) return null;
      const stored = (await detailsOf(db, Number(current.id))).filter((d) => d.status_id !== STATUS.cancelled);
      const rows = stored.map((d) => ({ period: d.period ?? 0, date_doc: d.date_doc, expiration_doc: d.expiration_doc, days: Number(d.days), principal: d.principal ?? d.amount, interest: d.interest ?? '0.00', amount: d.amount, outstanding_after: '' }));
      const read = readHistory(extra, rows, String(current.emission));
      if ('problems' in read) return reasonOfProblems(read.problems);
      const { history } = read;
      // The same history again is nothing to change; Caudal may have recorded more payments since.
      const paidAlready = stored.slice(0, history.paid_periods).every((d) => d.status_id === STATUS.paid);
      let uuidsAlready = true;
      if (history.cfdi_uuids.length > 0) {
        const live = await db.select({ uuid: invoiceTable.uuid, detail: invoiceTable.loan_detail_id }).from(invoiceTable).where(inArray(invoiceTable.uuid, history.cfdi_uuids));
        const byUuid = new Map(live.map((row) => [String(row.uuid), row.detail]));
        uuidsAlready = history.cfdi_uuids.every((uuid, index) => stored[index] !== undefined && byUuid.get(uuid) === stored[index].id);
      }
      return paidAlready && uuidsAlready ? null : both('opening.historyDiffers');
    },

    async create(data, extra, actor, tx) {
      const history = storedHistory(extra);
      const schedule = scheduleOf(data);
      if ('reason' in schedule) throw new Error(`expected the terms the preview checked, got: ${schedule.reason.en}`);
      const issuerRfc = app.invoicing.fiscal.context.issuer.rfc;
      const values: Row = { ...data };
      if (values.vat_treatment == null) values.vat_treatment = await defaultTreatmentFor(tx, firmKind, values.customer_id as number);
      const loan = await loans.create(values, actor, tx);
      // The receiver of the CFDIs issued elsewhere, read only when the row names some.
      const [party] = history.cfdi_uuids.length === 0 ? [] : await tx
        .select({ rfc: customerTable.rfc, name: customerTable.name, currency: currencyTable.code })
        .from(customerTable)
        .innerJoin(currencyTable, eq(currencyTable.id, values.currency_id as number))
        .where(eq(customerTable.id, values.customer_id as number));
      const created = await details.createMany(
        schedule.rows.map((row, index) => {
          const paid = index < history.paid_periods;
          return {
            loan_id: loan.id, period: row.period, date_doc: row.date_doc, expiration_doc: row.expiration_doc, days: String(row.days),
            principal: row.principal, interest: row.interest, amount: row.amount,
            status_id: paid ? STATUS.paid : history.cfdi_uuids[index] ? STATUS.invoiced : STATUS.pending,
            ...(paid ? { paid_on: history.paid_dates[index] } : {}),
          };
        }),
        actor,
        tx,
      );
      const detailOfPeriod = new Map(created.map((detail) => [Number(detail.period), detail]));
      for (const [index, row] of schedule.rows.entries()) {
        const uuid = history.cfdi_uuids[index];
        if (!uuid) continue;
        const vat = interestVat(values.vat_treatment as VatTreatment, row.interest);
        await invoices.create(
          {
            loan_detail_id: detailOfPeriod.get(row.period)!.id, uuid, cfdi_type: 'I', payment_method: 'PPD', serie: EXTERNAL_SERIE, folio: `${loan.intelisis_id}-${row.period}`.slice(0, 40),
            issuer_rfc: issuerRfc, receiver_rfc: party!.rfc, receiver_name: party!.name, currency: party!.currency,
            subtotal: vat.interest, taxes: vat.vat, total: new Decimal(vat.interest).plus(vat.vat).toFixed(2), vat_treatment: vat.treatment, vat_base: vat.base,
            // Issued elsewhere on a day not given: its cut-off's (the year SAT's cancellation deadline counts from).
            stamped_at: new Date(`${row.date_doc}T18:00:00Z`),
            xml_location: null, pdf_location: null, status: 'stamped', provider: EXTERNAL_PROVIDER,
          },
          actor,
          tx,
        );
      }
      await writeAudit(tx, actor, { entity: 'loan', entityId: Number(loan.id), action: 'opening', after: { ...history } });
      return loan;
    },
  };
}
