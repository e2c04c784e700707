/**
 * How the app shows dates, instants, money and rates: es-MX in America/Mexico_City (spec sections 1
 * and 9). Money and rates arrive as decimal strings and never become JavaScript numbers.
 */
import Decimal from 'decimal.js';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';

export const APP_TIME_ZONE = 'America/Mexico_City';
export const APP_LOCALE = 'es-MX';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Spec section 9: a date from the server is read as its first 10 characters at 12:00, so no time zone
 * offset can move it to the previous or next day. Midday in Mexico City, the zone it is shown in.
 */
export function parseServerDate(value: string | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  const day = value.slice(0, 10);
  if (!ISO_DAY.test(day)) return undefined;
  const midday = fromZonedTime(`${day}T12:00:00`, APP_TIME_ZONE);
  return Number.isNaN(midday.getTime()) ? undefined : midday;
}

export type DateStyle = 'short' | 'medium';
const DATE_PATTERNS: Record<DateStyle, string> = { short: 'dd/MM/yyyy', medium: 'd MMM yyyy' };

/** A business date: `2026-01-15` -> `15/01/2026` (short) or `15 ene 2026` (medium); '' when empty or unreadable. */
export function formatDate(value: string | Date | null | undefined, style: DateStyle = 'short'): string {
  // The day as the server wrote it is the day shown (midday in Mexico City never moves it): no time zone
  // arithmetic for the short style, which an export of a million rows writes a million times.
  if (style === 'short' && typeof value === 'string') {
    const day = value.slice(0, 10);
    if (ISO_DAY.test(day)) return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  }
  const date = parseServerDate(value);
  return date ? formatInTimeZone(date, APP_TIME_ZONE, DATE_PATTERNS[style], { locale: es }) : '';
}

/** A month as the API writes it (`2026-04`) in the person's language: `abr 2026` (es), `Apr 2026` (en). */
export function formatMonth(month: string, language: string): string {
  const parts = /^(\d{4})-(\d{2})$/.exec(month);
  if (!parts) return month;
  // A local date on the 15th: no time zone can move it into another month.
  return format(new Date(Number(parts[1]), Number(parts[2]) - 1, 15), 'MMM yyyy', { locale: language === 'en' ? enUS : es });
}

/** Mexico City's wall clock, made once: building a formatter costs far more than using it. */
let wallClock: Intl.DateTimeFormat | undefined;

/** An instant (ISO, UTC) shown as Mexico City wall time: `15/01/2026 18:05`. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  wallClock ??= new Intl.DateTimeFormat('en-US', { timeZone: APP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const part: Record<string, string> = {};
  for (const { type, value: text } of wallClock.formatToParts(date)) part[type] = text;
  return `${part.day}/${part.month}/${part.year!.padStart(4, '0')} ${part.hour}:${part.minute}`;
}

/** Today's business date in Mexico City, as the API writes dates (`YYYY-MM-DD`). */
export function todayInMexicoCity(now: Date = new Date()): string {
  return formatInTimeZone(now, APP_TIME_ZONE, 'yyyy-MM-dd');
}

function toDecimal(value: string | Decimal | null | undefined): Decimal | undefined {
  if (value === null || value === undefined) return undefined;
  if (Decimal.isDecimal(value)) return value as Decimal;
  const text = String(value).trim();
  if (text === '') return undefined;
  try {
    const parsed = new Decimal(text);
    return parsed.isFinite() ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** `"1234567.5"` -> `"1,234,567.50"`: fixed decimals, half-up, thousands separated by commas (es-MX). */
export function formatDecimal(value: string | Decimal | null | undefined, decimals = 2): string {
  const parsed = toDecimal(value);
  if (!parsed) return value === null || value === undefined ? '' : String(value);
  const fixed = parsed.toFixed(decimals, Decimal.ROUND_HALF_UP);
  const negative = fixed.startsWith('-') && !new Decimal(fixed).isZero();
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
  const instant = fromZonedTime(`${day}T${bound === 'start' ? '00:00:00.000' : '23:59:59.999'}`, APP_TIME_ZONE);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

export function dayOfInstant(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : formatInTimeZone(instant, APP_TIME_ZONE, 'yyyy-MM-dd');
}
