/**
 * What each investor's retention certificate of a period is built from (docs/decisions/140 and 141):
 * the payments paid in it (paid_at inside the period, not deleted), in pesos, with the capital of their
 * investment, and INEGI's INPC of the months their periods start and end. An investor whose certificate
 * cannot be built (no tax postal code, no RFC, an INPC not entered, only payments in another currency)
 * is named with the reason, not issued.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { currency } from '../../schemas/currency.ts';
import { inpc } from '../../schemas/inpc.ts';
import { investment } from '../../schemas/investment.ts';
import { investmentDetail } from '../../schemas/investment-detail.ts';
import { user } from '../../schemas/user.ts';
import type { RetentionSource } from '../adapters/retentions.ts';
import type { Db } from '../db/client.ts';
import { inpcMonthsNeeded, retentionFigures, type PaidInterest } from '../domain/retention-figures.ts';
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

/** The certificates of a period, one per investor with payments paid in it (`userIds`: only theirs). */
export async function periodSources(db: Db, period: RetentionPeriod, userIds?: number[]): Promise<{ sources: RetentionSource[]; problems: Problem[] }> {
  const rows = await db
    .select({
      id: d.id, date_payment: sql<string>`${d.date_payment}::text`, days: sql<string>`${d.days}::text`, interests: sql<string>`${d.interests}::text`, retentions: sql<string>`${d.retentions}::text`,
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

  const pesos = rows.filter((row) => row.code === 'MXN');
  const months = inpcMonthsNeeded(pesos);
  const values = new Map<string, string>();
  if (months.length > 0) for (const r of await db.select({ month: inpc.table.month, value: inpc.table.value }).from(inpc.table).where(inArray(inpc.table.month, months))) values.set(r.month, r.value);

  const sources: RetentionSource[] = [];
  const problems: Problem[] = [];
  for (const [userId, payments] of byUser) {
    const first = payments[0];
    const problem = (reason: Localized) => problems.push({ user_id: userId, name: first.name, reason });
    const mxn = payments.filter((p) => p.code === 'MXN');
    if (mxn.length === 0) {
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
    const missing = inpcMonthsNeeded(mxn).filter((m) => !values.has(m));
    if (missing.length > 0) {
      problem(msg('retentions.noInpc', { months: missing.join(', ') }));
      continue;
    }
    const paid: PaidInterest[] = mxn.map((p) => ({ id: p.id, capital: p.capital, date_payment: p.date_payment, days: p.days, interests: p.interests, retentions: p.retentions }));
    sources.push({
      userId, folio: newFolio(period.year, userId), receiverRegime: first.person_type === 'moral' ? '601' : '614',
      receiver: { rfc: first.rfc, name: first.name, curp: first.curp, postalCode: first.postal },
      period, figures: retentionFigures(paid, values),
    });
  }
  return { sources, problems };
}
