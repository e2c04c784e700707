/**
 * Demo rates (docs/decisions/246): Banxico's FIX for every weekday of the last DEMO_FIX_DAYS and the
 * INPC of the last DEMO_INPC_MONTHS published months, up to the day the demo is seeded, so that a
 * newcomer's first dollar invoice and first retention certificate go through. They are invented
 * (a gentle walk around the demo's dollar loan rate and the last INPC checked at INEGI) and marked so:
 * the FIX's source is `demo` and the INPC's source says so. A month or day already stored is kept.
 */
import Decimal from 'decimal.js';
import { exchangeRate } from '../../../schemas/exchange-rate.ts';
import { DEMO_INPC_SOURCE, inpc } from '../../../schemas/inpc.ts';

export { DEMO_INPC_SOURCE };
import type { Database } from '../client.ts';
import { addDays, todayInMexicoCity, type IsoDate } from '../../domain/calendar.ts';

export const DEMO_FIX_DAYS = 400;
export const DEMO_INPC_MONTHS = 30;

/** Deterministic: the same day always gets the same invented FIX, whoever seeds. */
function demoFix(day: IsoDate): string {
  const n = Number(day.replaceAll('-', ''));
  const wave = Math.sin(n / 7) * 0.35 + Math.cos(n / 31) * 0.2;
  return new Decimal(18.35).plus(wave).toFixed(4);
}

const isWeekday = (day: IsoDate) => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

export function demoFixDays(today: IsoDate): { fixed_on: string; rate: string; source: 'demo' }[] {
  const days: { fixed_on: string; rate: string; source: 'demo' }[] = [];
  for (let back = DEMO_FIX_DAYS; back >= 0; back--) {
    const day = addDays(today, -back);
    if (isWeekday(day)) days.push({ fixed_on: day, rate: demoFix(day), source: 'demo' });
  }
  return days;
}

/** INEGI publishes a month around the 10th of the next: until then the latest month is the one before. */
export function demoInpcMonths(today: IsoDate): { month: string; value: string; source: string }[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const latest = year * 12 + (month - 1) - (day >= 10 ? 1 : 2);
  const rows: { month: string; value: string; source: string }[] = [];
  // Around the figure checked at INEGI for 2025-08 (140.867), about 0.3 % a month.
  const anchor = 2025 * 12 + 7;
  for (let index = latest - DEMO_INPC_MONTHS + 1; index <= latest; index++) {
    const value = new Decimal(140.867).times(new Decimal(1.003).pow(index - anchor)).toFixed(3);
    rows.push({ month: `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`, value, source: DEMO_INPC_SOURCE });
  }
  return rows;
}

export async function seedRates(database: Database, today: IsoDate = todayInMexicoCity(new Date())): Promise<void> {
  await database.db.insert(exchangeRate.table).values(demoFixDays(today)).onConflictDoNothing();
  await database.db.insert(inpc.table).values(demoInpcMonths(today)).onConflictDoNothing();
}
