/**
 * Loan analytics and the calendar's days read from the book's totals (schemas/book-totals.ts), which the
 * database keeps in every write's transaction (docs/decisions/170): a few thousand rows at any size of
 * book. They hold every loan, so they answer a request that sees every loan; one narrowed to its own rows
 * (a row scope) reads the rows themselves (loans-reports.ts).
 */
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { loanDayTotal, loanTotal } from '../../../schemas/book-totals.ts';
import { STATUS } from '../../../schemas/status.ts';
import type { Db } from '../../db/client.ts';
import { ACTIVE_LOAN_STATUSES, SETTLED_DETAIL_STATUSES } from './loans-rules.ts';
import { currencyTable } from '../../stores/loans-store.ts';

const lo = loanTotal;
const day = loanDayTotal;
const ids = (values: readonly number[]) => sql.raw(values.join(', '));
const money = (column: SQL) => sql<string>`coalesce(${column}, 0)::text`;
const whole = (column: SQL) => sql<number>`coalesce(${column}, 0)::int`;

/** Per currency: the loans' counts and principal (loan_total), and their details' sums (loan_day_total). */
export async function portfolioTotals(db: Db, today: string) {
  const activeLoan = sql`${lo.status_id} in (${ids(ACTIVE_LOAN_STATUSES)})`;
  const loans = await db
    .select({
      currency_id: lo.currency_id,
      code: currencyTable.code,
      active_loans: whole(sql`sum(${lo.loans}) filter (where ${activeLoan})`),
      // Overdue: running, with an unpaid detail past its payment date, which is the oldest unpaid one's.
      overdue_loans: whole(sql`sum(${lo.loans}) filter (where ${activeLoan} and ${lo.unpaid_since} < ${today})`),
      concluded_loans: whole(sql`sum(${lo.loans}) filter (where ${lo.status_id} = ${STATUS.concluded})`),
      active_principal: money(sql`sum(${lo.amount}) filter (where ${activeLoan})`),
    })
    .from(lo)
    .innerJoin(currencyTable, eq(currencyTable.id, lo.currency_id))
    .groupBy(lo.currency_id, currencyTable.code)
    .having(sql`sum(${lo.loans}) > 0`)
    .orderBy(asc(lo.currency_id));
  const unpaidOfActive = sql`${day.loan_status_id} in (${ids(ACTIVE_LOAN_STATUSES)}) and ${day.status_id} not in (${ids(SETTLED_DETAIL_STATUSES)})`;
  const details = await db
    .select({
      currency_id: day.currency_id,
      outstanding: money(sql`sum(${day.amount}) filter (where ${unpaidOfActive})`),
      overdue: money(sql`sum(${day.amount}) filter (where ${unpaidOfActive} and ${day.expiration_doc} < ${today})`),
      collected: money(sql`sum(${day.amount}) filter (where ${day.status_id} = ${STATUS.paid})`),
    })
    .from(day)
    .groupBy(day.currency_id);
  return loans.map((row) => ({ ...row, ...details.find((f) => f.currency_id === row.currency_id) }));
}

/** The calendar's days of running loans from `from` to `to`, per day and currency. */
export function calendarDayTotals(db: Db, from: string, to: string, today: string) {
  const count = (condition?: SQL) => whole(condition ? sql`sum(${day.details}) filter (where ${condition})` : sql`sum(${day.details})`);
  return db
    .select({
      date: day.expiration_doc,
      currency_code: currencyTable.code,
      payments: count(),
      paid: count(sql`${day.status_id} = ${STATUS.paid}`),
      charged: count(sql`${day.status_id} = ${STATUS.chargeGenerated}`),
      overdue: count(sql`${day.status_id} not in (${ids([STATUS.paid, STATUS.chargeGenerated, STATUS.cancelled])}) and ${day.expiration_doc} < ${today}`),
      amount: sql<string>`sum(${day.amount})::numeric(18, 2)::text`,
    })
    .from(day)
    .innerJoin(currencyTable, eq(currencyTable.id, day.currency_id))
    // A key whose details were all deleted or moved stays with a count of zero: no day of its own.
    .where(and(inArray(day.loan_status_id, [...ACTIVE_LOAN_STATUSES]), gte(day.expiration_doc, from), lte(day.expiration_doc, to), sql`${day.details} > 0`))
    .groupBy(day.expiration_doc, currencyTable.code)
    .orderBy(asc(day.expiration_doc), asc(currencyTable.code));
}

/** How many details of running loans fall due from `from` to `to` (a calendar day's page total). */
export async function calendarDetailCount(db: Db, from: string, to: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: whole(sql`sum(${day.details})`) })
    .from(day)
    .where(and(inArray(day.loan_status_id, [...ACTIVE_LOAN_STATUSES]), gte(day.expiration_doc, from), lte(day.expiration_doc, to)));
  return total;
}
