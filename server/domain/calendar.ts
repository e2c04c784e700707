/**
 * Business dates as 'YYYY-MM-DD' strings. Arithmetic happens on UTC midnights so no local time zone
 * or daylight-saving change can shift a day; only `todayInMexicoCity` looks at a clock.
 */
import type { BusinessDate } from '../../schemas/framework/time.ts';

/** A day the calendar reads: any 'YYYY-MM-DD' text (checked as it is read). What it writes is a BusinessDate. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

interface DateParts {
  year: number;
  month: number; // 1..12
  day: number;
}

function parse(date: IsoDate): DateParts {
  const match = ISO_DATE.exec(date);
  if (match) {
    const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
    if (parts.month >= 1 && parts.month <= 12 && parts.day >= 1 && parts.day <= daysInMonth(parts.year, parts.month)) return parts;
  }
  throw new Error(`expected a date as YYYY-MM-DD, got: ${JSON.stringify(date)}`);
}

function format({ year, month, day }: DateParts): BusinessDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` as BusinessDate;
}

function toUtcMs(date: IsoDate): number {
  const { year, month, day } = parse(date);
  return Date.UTC(year, month - 1, day);
}

function fromUtcMs(ms: number): BusinessDate {
  const d = new Date(ms);
  return format({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

/** Days in a month (month 1..12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when the string is 'YYYY-MM-DD' and names a day that exists. */
export function isIsoDate(value: string): boolean {
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * `start` plus `months` calendar months, keeping the start's day and clamping it to the month's end.
 * Callers anchor every period on the original start (start + k), never on the previous end, so
 * 2026-01-31 gives 02-28, 03-31, 04-30 instead of drifting to the 28th.
 */
export function addMonthsClamped(start: IsoDate, months: number): BusinessDate {
  if (!Number.isInteger(months)) throw new Error(`expected a whole number of months, got: ${months}`);
  const { year, month, day } = parse(start);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  return format({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

export function addDays(date: IsoDate, days: number): BusinessDate {
  if (!Number.isInteger(days)) throw new Error(`expected a whole number of days, got: ${days}`);
  return fromUtcMs(toUtcMs(date) + days * MS_PER_DAY);
}

/** Actual days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

/** -1, 0 or 1, for sorting and for "is this before that". */
export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  const difference = toUtcMs(a) - toUtcMs(b);
  return difference < 0 ? -1 : difference > 0 ? 1 : 0;
}

const MEXICO_CITY_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business day in Mexico City at instant `now` (the server's own zone does not matter). */
export function todayInMexicoCity(now: Date): BusinessDate {
  const parts = Object.fromEntries(MEXICO_CITY_DAY.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}` as BusinessDate;
}
