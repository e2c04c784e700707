/**
 * The FIX a USD CFDI takes (docs/decisions/113): the issue day's for an invoice, the payment day's for
 * a complement, read from the exchange_rate table (filled by the Banxico adapter or by hand). No rate,
 * no CFDI: the request is refused naming the day and where to enter it.
 */
import { desc, lt } from 'drizzle-orm';
import { exchangeRate } from '../../schemas/exchange-rate.ts';
import type { Db } from '../db/client.ts';
import { rateOfDay, type RateOfDay } from '../domain/exchange-rate-of-day.ts';
import { msg, type Localized } from '../i18n/localized.ts';

const T = exchangeRate.table;

export async function fixOfDay(db: Db, day: string): Promise<RateOfDay> {
  const rows = await db.select({ fixed_on: T.fixed_on, rate: T.rate }).from(T).where(lt(T.fixed_on, day)).orderBy(desc(T.fixed_on)).limit(1);
  return rateOfDay(day, rows);
}

/** "No FIX for {day}": what a person reads, with the latest one known, if any. */
export function missingFix(day: string, latest: string | undefined): Localized {
  return latest ? msg('cfdiFlow.noFixForDayAfter', { day, latest }) : msg('cfdiFlow.noFixForDay', { day });
}
