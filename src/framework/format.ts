/**
 * How the app shows dates, instants, money and rates: es-MX in America/Mexico_City (spec sections 1
 * and 9). Money and rates arrive as decimal strings and never become JavaScript numbers: they are
 * rounded as text (decimal-text.ts). Time zones come from the browser's own Intl: no date library on
 * the screens that only show dates (decision 182).
 */
import type Decimal from 'decimal.js';
import { readDecimal, toFixedHalfUp } from './decimal-text.ts';
import { businessDate, type BusinessDate, type Instant } from '../../schemas/framework/time.ts';

export const APP_TIME_ZONE = 'America/Mexico_City';
export const APP_LOCALE = 'es-MX';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// The kinds of time are declared with the shared shapes (schemas/framework/time.ts); the screens and the server take them from here.
export { businessDate, instant, isBusinessDate, isInstant, type BusinessDate, type Instant } from '../../schemas/framework/time.ts';

/*
 * On the server an instant is a Date (drizzle's `datetime` columns, `new Date()`) and a business date the
 * API's text (drizzle's `date` columns, mode 'string', checked by isBusinessDate before it is said): formatDate
 * takes a BusinessDate only, never a Date, an Instant or unchecked text, so
 * in the browser and the server alike an instant reaches a person through formatDateTime, or through
 * formatInstantDay (or the server's todayInMexicoCity of server/domain/calendar.ts) when only its day is said (tests/typecheck/instants.ts).
 */

/** Month abbreviations as date-fns's es and en-US locales write them (`MMM`). */
const MONTHS: Readonly<Record<'es' | 'en', readonly string[]>> = {
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Mexico City's wall clock, made once: building a formatter costs far more than using it. */
let wallClock: Intl.DateTimeFormat | undefined;

/** The instant as Mexico City's wall clock shows it, to the second. */
function wallTime(date: Date): WallTime {
  wallClock ??= new Intl.DateTimeFormat('en-US', { timeZone: APP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const part: Record<string, string> = {};
  for (const { type, value } of wallClock.formatToParts(date)) part[type] = value;
  return { year: Number(part.year), month: Number(part.month), day: Number(part.day), hour: Number(part.hour), minute: Number(part.minute), second: Number(part.second) };
}

/** A wall time read as if it were UTC, in milliseconds (years below 100 stay themselves). */
function wallAsUtc({ year, month, day, hour, minute, second }: WallTime, milliseconds = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, milliseconds));
  date.setUTCFullYear(year);
  return date.getTime();
}

/** How far Mexico City's clock is ahead of UTC at the instant `time` (negative: behind), in milliseconds. */
function offsetAt(time: number): number {
  const wholeSecond = time - (((time % 1000) + 1000) % 1000);
  return wallAsUtc(wallTime(new Date(wholeSecond))) - wholeSecond;
}

/**
 * The instant Mexico City's clock shows `wall` at, found as date-fns-tz's fromZonedTime finds it: a guess
 * from the offset at the wall time read as UTC, corrected when the offset differs at the guess.
 */
function fromMexicoCityWallTime(wall: WallTime, milliseconds: number): Date {
  const asUtc = wallAsUtc(wall, milliseconds);
  const guess = offsetAt(asUtc);
  const corrected = offsetAt(asUtc - guess);
  if (corrected === guess) return new Date(asUtc - guess);
  const again = offsetAt(asUtc - corrected);
  return new Date(asUtc - (again === corrected ? corrected : Math.max(corrected, again)));
}

/** `2026-01-15` at `hour:minute:second`; undefined for a day no calendar has (2026-02-30). */
function dayAt(day: string, hour: number, minute: number, second: number): WallTime | undefined {
  const wall = { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)), hour, minute, second };
  const check = new Date(wallAsUtc(wall));
  return check.getUTCMonth() + 1 === wall.month && check.getUTCDate() === wall.day ? wall : undefined;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Spec section 9: a date from the server is read as its first 10 characters at 12:00, so no time zone
 * offset can move it to the previous or next day. Midday in Mexico City, the zone it is shown in.
 */
export function parseServerDate(value: string | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  const day = value.slice(0, 10);
  const midday = ISO_DAY.test(day) ? dayAt(day, 12, 0, 0) : undefined;
  return midday ? fromMexicoCityWallTime(midday, 0) : undefined;
}

export type DateStyle = 'short' | 'medium';

/** A business date: `2026-01-15` -> `15/01/2026` (short) or `15 ene 2026` (medium); '' when empty or unreadable. */
export function formatDate(value: BusinessDate | null | undefined, style: DateStyle = 'short'): string {
  // The day as the server wrote it is the day shown (midday in Mexico City never moves it): no time zone
  // arithmetic for the short style, which an export of a million rows writes a million times.
  if (style === 'short' && typeof value === 'string') {
    const day = value.slice(0, 10);
    if (ISO_DAY.test(day)) return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  }
  const date = parseServerDate(value);
  if (!date) return '';
  const wall = wallTime(date);
  const year = pad(wall.year, 4);
  return style === 'short' ? `${pad(wall.day)}/${pad(wall.month)}/${year}` : `${wall.day} ${MONTHS.es[wall.month - 1]} ${year}`;
}

/** A month as the API writes it (`2026-04`) in the person's language: `abr 2026` (es), `Apr 2026` (en). */
export function formatMonth(month: string, language: string): string {
  const parts = /^(\d{4})-(\d{2})$/.exec(month);
  if (!parts) return month;
  // A local date on the 15th: no time zone can move it into another month.
  const date = new Date(Number(parts[1]), Number(parts[2]) - 1, 15);
  return `${MONTHS[language === 'en' ? 'en' : 'es'][date.getMonth()]} ${pad(date.getFullYear(), 4)}`;
}

let minuteClock: Intl.DateTimeFormat | undefined;

/** The day an instant fell on in Mexico City, as a business date is shown: `06/12/2026` for 01:30 UTC on the 7th. */
export function formatInstantDay(value: Instant | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  return formatDate(businessDate(dayOfInstant(value instanceof Date ? value.toISOString() : value)));
}

/** An instant (ISO, UTC) shown as Mexico City wall time: `15/01/2026 18:05`. */
export function formatDateTime(value: Instant | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // Its own formatter, to the minute, as text: an export of a million rows writes a million of these.
  minuteClock ??= new Intl.DateTimeFormat('en-US', { timeZone: APP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const part: Record<string, string> = {};
  for (const { type, value: text } of minuteClock.formatToParts(date)) part[type] = text;
  return `${part.day}/${part.month}/${part.year!.padStart(4, '0')} ${part.hour}:${part.minute}`;
}

/** A day as the API writes dates (`YYYY-MM-DD`). */
const isoDay = (wall: WallTime) => `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}` as BusinessDate;

/** Today's business date in Mexico City, as the API writes dates (`YYYY-MM-DD`). */
export function todayInMexicoCity(now: Date = new Date()): BusinessDate {
  return isoDay(wallTime(now));
}

/** A Decimal (from code that computes) or a decimal string, as its digits; undefined when empty or unreadable. */
function toDecimal(value: string | Decimal | null | undefined) {
  if (value === null || value === undefined) return undefined;
  // A Decimal writes itself in plain notation, every digit kept (toFixed without places).
  const text = typeof value === 'object' ? value.toFixed() : String(value).trim();
  return text === '' ? undefined : readDecimal(text);
}

/** `"1234567.5"` -> `"1,234,567.50"`: fixed decimals, half-up, thousands separated by commas (es-MX). */
export function formatDecimal(value: string | Decimal | null | undefined, decimals = 2): string {
  const parsed = toDecimal(value);
  if (!parsed) return value === null || value === undefined ? '' : String(value);
  const fixed = toFixedHalfUp(parsed, decimals);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = fixed.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** `"1234567.5"` -> `"$1,234,567.50"`; negative amounts `"-$1,234.50"`. */
export function formatMoney(value: string | Decimal | null | undefined, symbol = '$'): string {
  const text = formatDecimal(value, 2);
  if (!toDecimal(value)) return text;
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** A rate in percent as the API sends it (`"12.5"` means 12.5 %) -> `"12.50%"`. */
export function formatPercent(value: string | Decimal | null | undefined, decimals = 2): string {
  const text = formatDecimal(value, decimals);
  return toDecimal(value) ? `${text}%` : text;
}

/**
 * A day the person picks as the bounds of a range of instants, in Mexico City: its first moment for
 * "from" and its last for "to", in ISO UTC as the API takes them (`at_gte`, `at_lte`); and back.
 */
export function dayBoundInstant(day: string, bound: 'start' | 'end'): string | undefined {
  if (!ISO_DAY.test(day)) return undefined;
  const wall = bound === 'start' ? dayAt(day, 0, 0, 0) : dayAt(day, 23, 59, 59);
  return wall ? fromMexicoCityWallTime(wall, bound === 'start' ? 0 : 999).toISOString() : undefined;
}

/** An instant as Mexico City's clock shows it, to the minute: its day (`2026-12-06`) and its time (`19:29`); undefined when unreadable. */
export function mexicoCityDayAndTime(value: unknown): { day: string; time: string } | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' && value !== '' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  const wall = wallTime(date);
  return { day: isoDay(wall), time: `${pad(wall.hour)}:${pad(wall.minute)}` };
}

/**
 * The instant (ISO, UTC) at which Mexico City's clock shows `day` (`YYYY-MM-DD`) at `time` (`HH:mm`), the
 * zone's rules read from the browser's time zone data (no fixed offset: the clock was UTC-5 in the summers
 * before 2022); undefined for a day or a time no clock has.
 */
export function instantAtMexicoCityTime(day: string, time: string): Instant | undefined {
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  const wall = ISO_DAY.test(day) && clock ? dayAt(day, Number(clock[1]), Number(clock[2]), 0) : undefined;
  return wall ? (fromMexicoCityWallTime(wall, 0).toISOString() as Instant) : undefined;
}

export function dayOfInstant(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : isoDay(wallTime(instant));
}

/**
 * A phone as the API stores it (E.164, `+525510000007`) as people write it: `+52 55 1000 0007` (Mexico
 * City, Guadalajara and Monterrey have two-digit area codes), `+52 222 123 4567` (every other Mexican area
 * code has three). Another country's number, or text that is no Mexican E.164 number (a masked phone of the
 * SMS log), is shown as it is: where a country code ends is the server's metadata to know.
 */
export function formatPhone(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = value.trim();
  const mexican = /^\+52(\d{10})$/.exec(text);
  if (mexican) {
    const national = mexican[1]!;
    const areaLength = /^(55|56|33|81)/.test(national) ? 2 : 3;
    const area = national.slice(0, areaLength);
    const rest = national.slice(areaLength);
    const split = rest.length - 4;
    return `+52 ${area} ${rest.slice(0, split)} ${rest.slice(split)}`;
  }
  return text;
}
