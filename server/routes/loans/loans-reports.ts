/**
 * GET loan/analytics: the portfolio by currency (active loans and their principal, what is still owed,
 * what is overdue, what was collected; money is never summed across currencies).
 * GET loan/calendar?month=YYYY-MM (or from/to): the payment dates of running loans, as { result, total }; with
 * take and page, a page of them (a day the calendar opens). GET loan/calendar/days: the same range totalled per
 * day, which is what the month grid draws (docs/decisions/147).
 * Both totals read the book's totals kept by the database (decision 170) when the request sees every loan.
 */
import { and, asc, eq, gte, inArray, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entities } from '../../../schemas/index.ts';
import { STATUS } from '../../../schemas/status.ts';
import type { Db } from '../../db/client.ts';
import { addDays, addMonthsClamped, daysBetween, isIsoDate } from '../../domain/calendar.ts';
import { formatMoney } from '../../domain/money.ts';
import { unprocessable, type FieldErrors } from '../../http/errors.ts';
import { ACTIVE_LOAN_STATUSES, SETTLED_DETAIL_STATUSES } from './loans-rules.ts';
import { businessToday, currencyTable, customerTable, detailTable, loanTable } from '../../stores/loans-store.ts';
import { msg } from '../../i18n/localized.ts';
import { calendarDayTotals, calendarDetailCount, portfolioTotals } from './loans-report-totals.ts';

const l = loanTable;
const d = detailTable;
const MAX_CALENDAR_DAYS = 366;

interface CurrencyFigures {
  currency_id: number;
  code: string;
  active_loans: number;
  overdue_loans: number;
  concluded_loans: number;
  active_principal: string;
  outstanding: string;
  overdue: string;
  collected: string;
}

const money = (column: SQL) => sql<string>`coalesce(${column}, 0)::text`;

/** The month (YYYY-MM) or the from/to range a calendar asks for; the current month by default. */
export function calendarRange(query: Record<string, unknown>, today: string): { from: string; to: string } {
  const month = typeof query.month === 'string' ? query.month : undefined;
  if (month !== undefined) {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw unprocessable({ month: [msg('validation.month')] });
    const from = `${month}-01`;
    return { from, to: addDays(addMonthsClamped(from, 1), -1) };
  }
  const from = typeof query.from === 'string' ? query.from : `${today.slice(0, 7)}-01`;
  if (!isIsoDate(from)) throw unprocessable({ from: [msg('validation.date')] });
  const to = typeof query.to === 'string' ? query.to : addDays(addMonthsClamped(from, 1), -1);
  const errors: FieldErrors = {};
  if (!isIsoDate(to)) errors.to = [msg('validation.date')];
  else if (daysBetween(from, to) < 0 || daysBetween(from, to) > MAX_CALENDAR_DAYS) errors.to = [msg('loans.calendarRange', { max: MAX_CALENDAR_DAYS })];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return { from, to };
}

export async function loanReportRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/loan/analytics', { config: { module: entities.loan.module, action: 'read', entity: entities.loan.name }, schema: { tags: ['loan'], summary: 'Portfolio figures by currency' } }, async (request) => {
    const scope = app.rowScope(request, entities.loan);
    const today = businessToday();
    // Whoever sees every loan reads the book's totals (decision 170); a scoped request, its own rows.
    const figures = scope === undefined ? await portfolioTotals(db, today) : await portfolioOfRows(db, scope, today);
    const byCurrency: CurrencyFigures[] = figures.map((row) => ({
      currency_id: row.currency_id,
      code: row.code,
      active_loans: row.active_loans,
      overdue_loans: row.overdue_loans,
      concluded_loans: row.concluded_loans,
      active_principal: formatMoney(row.active_principal),
      outstanding: formatMoney(row.outstanding ?? '0'),
      overdue: formatMoney(row.overdue ?? '0'),
      collected: formatMoney(row.collected ?? '0'),
    }));
    const count = (key: 'active_loans' | 'overdue_loans' | 'concluded_loans') => byCurrency.reduce((n, c) => n + c[key], 0);
    return { data: { today, active_loans: count('active_loans'), overdue_loans: count('overdue_loans'), concluded_loans: count('concluded_loans'), by_currency: byCurrency } };
  });

  const inCalendar = (request: FastifyRequest, from: string, to: string) => inCalendarRange(from, to, app.rowScope(request, entities.loan_detail));

  app.get('/loan/calendar', { config: { module: '/prestamos/vigentes', action: 'read' }, schema: { tags: ['loan'], summary: 'Payment dates of running loans in a month, or a page of them (take, page)' } }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const { from, to } = calendarRange(query, businessToday());
    // Without take: the whole range, as the screen once asked; it now asks for a page of one day (decision 147).
    const paging = query.take === undefined && query.page === undefined ? undefined : pageOf(query);
    const where = inCalendar(request, from, to);
    const rows = db
      .select({
        id: d.id,
        loan_id: d.loan_id,
        intelisis_id: l.intelisis_id,
        customer_id: l.customer_id,
        customer_name: customerTable.name,
        date_doc: d.date_doc,
        expiration_doc: d.expiration_doc,
        amount: d.amount,
        currency_code: currencyTable.code,
        status_id: d.status_id,
      })
      .from(d)
      .innerJoin(l, eq(l.id, d.loan_id))
      .innerJoin(customerTable, eq(customerTable.id, l.customer_id))
      .innerJoin(currencyTable, eq(currencyTable.id, l.currency_id))
      .where(where)
      .orderBy(asc(d.expiration_doc), asc(d.id))
      .$dynamic();
    if (!paging) {
      const all = await rows;
      return { data: { from, to, result: all, total: all.length } };
    }
    const scope = app.rowScope(request, entities.loan_detail);
    const [result, total] = await Promise.all([
      rows.limit(paging.take).offset((paging.page - 1) * paging.take),
      // The count from the book's totals when the request sees every loan (decision 170).
      scope === undefined
        ? calendarDetailCount(db, from, to)
        : db.select({ total: sql<number>`count(*)::int` }).from(d).innerJoin(l, eq(l.id, d.loan_id)).where(where).then(([row]) => row.total),
    ]);
    return { data: { from, to, result, total } };
  });

  app.get('/loan/calendar/days', { config: { module: '/prestamos/vigentes', action: 'read' }, schema: { tags: ['loan'], summary: 'Payment dates of running loans in a month, totalled per day' } }, async (request) => {
    const { from, to } = calendarRange(request.query as Record<string, unknown>, businessToday());
    const today = businessToday();
    const scope = app.rowScope(request, entities.loan_detail);
    const rows = scope === undefined ? await calendarDayTotals(db, from, to, today) : await calendarDaysOfRows(db, inCalendarRange(from, to, scope), today);
    return { data: { from, to, days: calendarDays(rows), total: rows.reduce((n, row) => n + row.payments, 0) } };
  });
}

/** The portfolio of the loans a row scope lets a request see, from the rows themselves. */
export async function portfolioOfRows(db: Db, scope: SQL, today: string) {
  const active = inArray(l.status_id, [...ACTIVE_LOAN_STATUSES]);
  const unpaid = notInArray(d.status_id, [...SETTLED_DETAIL_STATUSES]);
  const overdue = and(active, unpaid, lt(d.expiration_doc, today));
  const loanFigures = await db
    .select({
      currency_id: l.currency_id,
      code: currencyTable.code,
      active_loans: sql<number>`(count(*) filter (where ${active}))::int`,
      concluded_loans: sql<number>`(count(*) filter (where ${l.status_id} = ${STATUS.concluded}))::int`,
      active_principal: money(sql`sum(${l.amount}) filter (where ${active})`),
    })
    .from(l)
    .innerJoin(currencyTable, eq(currencyTable.id, l.currency_id))
    .where(scope)
    .groupBy(l.currency_id, currencyTable.code)
    .orderBy(asc(l.currency_id));
  const detailFigures = await db
    .select({
      currency_id: l.currency_id,
      overdue_loans: sql<number>`(count(distinct ${l.id}) filter (where ${overdue}))::int`,
      outstanding: money(sql`sum(${d.amount}) filter (where ${and(active, unpaid)})`),
      overdue: money(sql`sum(${d.amount}) filter (where ${overdue})`),
      collected: money(sql`sum(${d.amount}) filter (where ${d.status_id} = ${STATUS.paid})`),
    })
    .from(d)
    .innerJoin(l, eq(l.id, d.loan_id))
    .where(scope)
    .groupBy(l.currency_id);
  return loanFigures.map((row) => {
    const details = detailFigures.find((f) => f.currency_id === row.currency_id);
    return { ...row, ...details, overdue_loans: details?.overdue_loans ?? 0 };
  });
}

/** The running loans' details paid or due in the range, as the calendar reads them (a row scope narrows them). */
export const inCalendarRange = (from: string, to: string, scope: SQL | undefined) =>
  and(inArray(l.status_id, [...ACTIVE_LOAN_STATUSES]), gte(d.expiration_doc, from), lte(d.expiration_doc, to), scope);

/** The calendar's days of the details `where` selects, per day and currency, from the rows themselves. */
export function calendarDaysOfRows(db: Db, where: SQL | undefined, today: string) {
  return db
    .select({
      date: d.expiration_doc,
      currency_code: currencyTable.code,
      payments: sql<number>`count(*)::int`,
      paid: sql<number>`(count(*) filter (where ${d.status_id} = ${STATUS.paid}))::int`,
      charged: sql<number>`(count(*) filter (where ${d.status_id} = ${STATUS.chargeGenerated}))::int`,
      overdue: sql<number>`(count(*) filter (where ${d.status_id} not in (${sql.raw([STATUS.paid, STATUS.chargeGenerated, STATUS.cancelled].join(', '))}) and ${d.expiration_doc} < ${today}))::int`,
      amount: sql<string>`sum(${d.amount})::numeric(18, 2)::text`,
    })
    .from(d)
    .innerJoin(l, eq(l.id, d.loan_id))
    .innerJoin(currencyTable, eq(currencyTable.id, l.currency_id))
    .where(where)
    .groupBy(d.expiration_doc, currencyTable.code)
    .orderBy(asc(d.expiration_doc), asc(currencyTable.code));
}

interface DayCurrencyRow {
  date: string;
  currency_code: string;
  payments: number;
  paid: number;
  charged: number;
  overdue: number;
  amount: string;
}

/** One entry per day: its counts, and its amount per currency (pesos and dollars are never added). */
export function calendarDays(rows: DayCurrencyRow[]) {
  const days = new Map<string, { date: string; payments: number; paid: number; charged: number; overdue: number; totals: { currency_code: string; amount: string }[] }>();
  for (const row of rows) {
    const day = days.get(row.date) ?? { date: row.date, payments: 0, paid: 0, charged: 0, overdue: 0, totals: [] };
    day.payments += row.payments;
    day.paid += row.paid;
    day.charged += row.charged;
    day.overdue += row.overdue;
    day.totals.push({ currency_code: row.currency_code, amount: row.amount });
    days.set(row.date, day);
  }
  return [...days.values()];
}

/** take (1 to 9999, default 25) and page of a paged calendar request. */
function pageOf(query: Record<string, unknown>): { take: number; page: number } {
  const errors: FieldErrors = {};
  const whole = (name: 'take' | 'page', max: number, fallback: number) => {
    if (query[name] === undefined) return fallback;
    const value = Number(query[name]);
    if (!Number.isInteger(value) || value < 1 || value > max) errors[name] = [msg('validation.integer')];
    return value;
  };
  const take = whole('take', 9999, 25);
  const page = whole('page', 1_000_000, 1);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return { take, page };
}
