/**
 * The exchange rate of a day for a CFDI (docs/decisions/113). Banxico determines the FIX on each
 * business day and the DOF publishes it the next one; the rate in force on day D, the one published
 * that day, is the latest FIX determined before D. Weekends and holidays publish nothing, so Monday
 * takes Friday's; a gap longer than MAX_GAP_DAYS means a FIX is missing here, not a holiday, and no
 * rate is guessed. Pure: the caller passes the FIX rows it read.
 */
import { daysBetween } from './calendar.ts';

/** Friday's FIX serves Monday (3 days); Holy Wednesday's serves until Easter Monday (5 days). */
export const MAX_GAP_DAYS = 5;

export interface FixRow {
  /** The day Banxico determined it, `YYYY-MM-DD`. */
  fixed_on: string;
  rate: string;
}

export type RateOfDay = { ok: true; rate: string; fixedOn: string } | { ok: false; latest?: string };

/** `rows`: FIX rows determined before `day`, newest first (only the first is read). */
export function rateOfDay(day: string, rows: readonly FixRow[]): RateOfDay {
  const latest = rows.find((row) => row.fixed_on < day);
  if (!latest || daysBetween(latest.fixed_on, day) > MAX_GAP_DAYS) return { ok: false, latest: latest?.fixed_on };
  return { ok: true, rate: latest.rate, fixedOn: latest.fixed_on };
}
