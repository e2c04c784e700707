/**
 * What each investor's retention certificate of a period is built from (docs/decisions/140, 141, 143):
 * the payments paid in it (paid_at inside the period, not deleted), in pesos or dollars, with the capital
 * of their investment, INEGI's INPC of the months their periods start and end, and for dollars Banxico's
 * FIX in force on the days they were paid and their periods start and end. An investor whose certificate
 * cannot be built (no tax postal code, no RFC, an INPC or a FIX not entered, only payments in a currency
 * without FIX) is named with the reason, not issued.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { currency } from '../../schemas/currency.ts';
import { exchangeRate } from '../../schemas/exchange-rate.ts';
import { inpc } from '../../schemas/inpc.ts';
import { investment } from '../../schemas/investment.ts';
import { investmentDetail } from '../../schemas/investment-detail.ts';
import { user } from '../../schemas/user.ts';
import type { RetentionSource } from '../adapters/invoicing.ts';
import type { Db } from '../db/client.ts';
import { addDays } from '../domain/calendar.ts';
import { MAX_GAP_DAYS, rateOfDay } from '../domain/exchange-rate-of-day.ts';
import { fixDaysNeeded, inpcMonthsNeeded, retentionFigures, type PaidInterest } from '../domain/retention-figures.ts';
import { msg, type Localized } from '../i18n/localized.ts';

export interface RetentionPeriod {
  year: number;
  fromMonth: number;
  toMonth: number;
}

export interface Problem {
  user_id: number;
  name: string;
  reason: Localized;
}

const d = investmentDetail.table;
const i = investment.table;
const u = user.table;
const c = currency.table;

const pad = (n: number) => String(n).padStart(2, '0');
export const periodStart = (p: RetentionPeriod) => `${p.year}-${pad(p.fromMonth)}-01`;
export const periodEnd = (p: RetentionPeriod) => (p.toMonth === 12 ? `${p.year + 1}-01-01` : `${p.year}-${pad(p.toMonth + 1)}-01`);

/** A FolioInt nobody else has: R, the year, the investor, 6 random hex digits (16 characters). */
const newFolio = (year: number, userId: number) => `R${year}${String(userId).padStart(5, '0')}${randomBytes(3).toString('hex').toUpperCase()}`;

/** Currencies a certificate reports (in pesos): pesos, and dollars at the FIX (decision 143). */
const REPORTED = new Set(['MXN', 'USD']);

/** Banxico's FIX in force on each of `days` (decision 113's rule), by day; the days without one are left out. */
async function fixInForce(db: Db, days: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (days.length === 0) return found;
  const T = exchangeRate.table;
  const rows = await db.select({ fixed_on: sql<string>`${T.fixed_on}::text`, rate: sql<string>`${T.rate}::text` }).from(T)
    .where(and(gte(T.fixed_on, addDays(days[0], -MAX_GAP_DAYS - 1)), lt(T.fixed_on, days[days.length - 1])))
    .orderBy(desc(T.fixed_on));
  for (const day of days) {
    const rate = rateOfDay(day, rows);
    if (rate.ok) found.set(day, rate.rate);
  }
  return found;
}

/** The certificates of a period, one per investor with payments paid in it (`userIds`: only theirs). */
export async function periodSources(db: Db, period: RetentionPeriod, userIds?: number[]): Promise<{ sources: RetentionSource[]; problems: Problem[] }> {
  const rows = await db
    .select({
      id: d.id, date_payment: sql<string>`${d.date_payment}::text`, paid_at: sql<string>`${d.paid_at}::text`, days: sql<string>`${d.days}::text`, interests: sql<string>`${d.interests}::text`, retentions: sql<string>`${d.retentions}::text`,
      capital: sql<string>`${i.amount}::text`, code: c.code, user_id: u.id, name: u.name, rfc: u.rfc, curp: u.curp, postal: u.fiscal_postal_code, person_type: u.person_type,
    })
    .from(d)
    .innerJoin(i, eq(i.id, d.investment_id))
    .innerJoin(u, eq(u.id, i.user_id))
    .innerJoin(c, eq(c.id, i.currency_id))
    .where(and(isNull(d.deleted_at), isNotNull(d.paid_at), gte(d.paid_at, periodStart(period)), lt(d.paid_at, periodEnd(period)), userIds ? inArray(u.id, userIds) : undefined))
    .orderBy(u.id, d.date_payment, d.id);
  const byUser = new Map<number, typeof rows>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);

  const reported = rows.filter((row) => REPORTED.has(row.code)).map((p): PaidInterest & { user_id: number } => ({
    id: p.id, user_id: p.user_id, capital: p.capital, date_payment: p.date_payment, days: p.days, interests: p.interests, retentions: p.retentions, currency: p.code, paid_at: p.paid_at,
  }));
  const months = inpcMonthsNeeded(reported);
  const fix = await fixInForce(db, fixDaysNeeded(reported));
  const values = new Map<string, string>();
  if (months.length > 0) for (const r of await db.select({ month: inpc.table.month, value: inpc.table.value }).from(inpc.table).where(inArray(inpc.table.month, months))) values.set(r.month, r.value);

  const sources: RetentionSource[] = [];
  const problems: Problem[] = [];
  for (const [userId, payments] of byUser) {
    const first = payments[0];
    const problem = (reason: Localized) => problems.push({ user_id: userId, name: first.name, reason });
    const paid = reported.filter((p) => p.user_id === userId);
    if (paid.length === 0) {
      problem(msg('retentions.foreignCurrency', { currencies: [...new Set(payments.map((p) => p.code))].join(', ') }));
      continue;
    }
    if (!first.rfc) {
      problem(msg('retentions.noRfc'));
      continue;
    }
    if (!first.postal || !/^\d{5}$/.test(first.postal)) {
      problem(msg('retentions.noPostalCode'));
      continue;
    }
    const missing = inpcMonthsNeeded(paid).filter((m) => !values.has(m));
    if (missing.length > 0) {
      problem(msg('retentions.noInpc', { months: missing.join(', ') }));
      continue;
    }
    const noFix = fixDaysNeeded(paid).filter((day) => !fix.has(day));
    if (noFix.length > 0) {
      problem(msg('retentions.noFix', { days: noFix.join(', ') }));
      continue;
    }
    sources.push({
      userId, folio: newFolio(period.year, userId), receiverRegime: first.person_type === 'moral' ? '601' : '614',
      receiver: { rfc: first.rfc, name: first.name, curp: first.curp, postalCode: first.postal },
      period, figures: retentionFigures(paid, values, fix),
    });
  }
  return { sources, problems };
}
