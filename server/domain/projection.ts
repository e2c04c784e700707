/**
 * The market projection spreadsheet (POST forwards/projection/formExcel) and the USD/MXN quotes
 * spreadsheet: reading their rows and checking them. Pure: the route hands over the cell values exceljs
 * read, and gets back either every row parsed or every bad row named by its spreadsheet row number, so
 * a file with one bad row stores nothing.
 *
 * The template (a downloadable example is built from PROJECTION_TEMPLATE): one sheet, row 1 the headers
 * "Fecha" and "Tipo de cambio", then one row per date: a date cell (or text YYYY-MM-DD or DD/MM/YYYY) and
 * the projected MXN per USD with at most 4 decimals. Blank rows are skipped; dates may not repeat.
 */
import type Decimal from 'decimal.js';
import { daysBetween, isIsoDate, type IsoDate } from './calendar.ts';
import { Dec, formatFixed } from './money.ts';
import { msg, type Localized } from '../i18n/localized.ts';

export const PROJECTION_HEADERS = ['Fecha', 'Tipo de cambio'] as const;
export const MAX_SHEET_ROWS = 2000;
/** A USD/MXN rate outside this band is a typing slip (1850 for 18.50), not a market. */
export const RATE_BAND = { min: '5', max: '50' } as const;

/** A cell as exceljs reads it: a value, a date, a formula with its result, rich text, or nothing. */
export type CellValue = unknown;

export interface SheetRow {
  /** 1-based, as the spreadsheet shows it. */
  rowNumber: number;
  values: readonly CellValue[];
}

export interface RateRow {
  rowNumber: number;
  date: IsoDate;
  /** 4 decimals. */
  rate: string;
}

export type SheetParse = { ok: true; rows: RateRow[] } | { ok: false; errors: Record<string, Localized[]> };

/** The error key of a row, e.g. "row 3": what the API's 422 `errors` object is keyed by. */
export const rowKey = (rowNumber: number) => `row ${rowNumber}`;

/** The plain value behind exceljs's formula, rich-text and hyperlink cells. */
function plain(cell: CellValue): CellValue {
  if (cell && typeof cell === 'object' && !(cell instanceof Date)) {
    const object = cell as { result?: unknown; richText?: { text: string }[]; text?: unknown };
    if ('result' in object) return plain(object.result);
    if (Array.isArray(object.richText)) return object.richText.map((part) => part.text).join('');
    if (typeof object.text === 'string') return object.text;
  }
  return cell;
}

function isBlank(cell: CellValue): boolean {
  const value = plain(cell);
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

export function readDate(cell: CellValue): IsoDate | undefined {
  const value = plain(cell);
  // exceljs gives a date cell as a Date at UTC midnight of that day.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const dayFirst = DAY_FIRST.exec(text);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2].padStart(2, '0')}-${dayFirst[1].padStart(2, '0')}` : text;
  return isIsoDate(iso) ? iso : undefined;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** A positive rate with at most 4 decimals inside RATE_BAND, as a 4-decimal string; else the reason. */
export function readRate(cell: CellValue): { rate?: string; error?: Localized } {
  const value = plain(cell);
  // A number cell is a double; its shortest decimal form is the figure the sheet shows (18.1234).
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!DECIMAL.test(text)) return { error: msg('projection.rate', { value: JSON.stringify(value ?? '') }) };
  const rate = new Dec(text);
  if (rate.decimalPlaces() > 4) return { error: msg('projection.rateDecimals', { value: text }) };
  if (rate.lessThan(RATE_BAND.min) || rate.greaterThan(RATE_BAND.max))
    return { error: msg('projection.rateBand', { min: String(RATE_BAND.min), max: String(RATE_BAND.max), value: text }) };
  return { rate: formatFixed(rate, 4) };
}

function headerText(cell: CellValue): string {
  const value = plain(cell);
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** Checks the header row and every data row; all-or-nothing. */
export function parseRateSheet(sheet: readonly SheetRow[]): SheetParse {
  const errors: Record<string, Localized[]> = {};
  const add = (rowNumber: number, message: Localized) => (errors[rowKey(rowNumber)] ??= []).push(message);

  const header = sheet.find((row) => row.rowNumber === 1);
  const expected = PROJECTION_HEADERS.map((h) => h.toLowerCase());
  if (!header || expected.some((name, column) => headerText(header.values[column]) !== name)) {
    add(1, msg('projection.headers', { headers: PROJECTION_HEADERS.join(', ') }));
    return { ok: false, errors };
  }

  const data = sheet.filter((row) => row.rowNumber > 1 && !row.values.every(isBlank));
  if (data.length === 0) return { ok: false, errors: { file: [msg('projection.noRows')] } };
  if (data.length > MAX_SHEET_ROWS) return { ok: false, errors: { file: [msg('projection.tooManyRows', { max: MAX_SHEET_ROWS, count: data.length })] } };

  const rows: RateRow[] = [];
  const firstRowOfDate = new Map<IsoDate, number>();
  for (const { rowNumber, values } of data) {
    const date = readDate(values[0]);
    if (!date) add(rowNumber, msg('projection.date', { value: JSON.stringify(plain(values[0]) ?? '') }));
    const { rate, error } = readRate(values[1]);
    if (error) add(rowNumber, error);
    if (date && firstRowOfDate.has(date)) add(rowNumber, msg('projection.duplicateDate', { date, row: firstRowOfDate.get(date) ?? '' }));
    if (date && !firstRowOfDate.has(date)) firstRowOfDate.set(date, rowNumber);
    if (date && rate) rows.push({ rowNumber, date, rate });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, rows: rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) };
}

export interface DatedRate {
  date: IsoDate;
  rate: string;
}

/**
 * The projected rate on `date`, linear in days between the two projection dates around it; undefined
 * outside the projection (the caller then prices by covered interest parity). `points` sorted by date.
 */
export function projectedRate(points: readonly DatedRate[], date: IsoDate): string | undefined {
  for (let i = 0; i < points.length; i++) {
    const here = points[i];
    if (here.date === date) return formatFixed(here.rate, 4);
    const next = points[i + 1];
    if (!next || !(here.date < date && date < next.date)) continue;
    const span = daysBetween(here.date, next.date);
    const elapsed = daysBetween(here.date, date);
    const slope: Decimal = new Dec(next.rate).minus(here.rate).dividedBy(span);
    return formatFixed(new Dec(here.rate).plus(slope.times(elapsed)), 4);
  }
  return undefined;
}
