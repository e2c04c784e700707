/**
 * The cells an opening-balances import reads the same way for a loan and an investment (docs/decisions/206,
 * 280): a list of items in one cell, and a day as the export writes it or as ISO.
 */
import { isRealDate } from '../../schemas/framework/validation.ts';

const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** "15/01/2026; 15/02/2026", one a line, or separated by commas: the list's items. */
export const listOf = (value: unknown): string[] =>
  value === null || value === undefined
    ? []
    : String(value)
        .split(/[;,\n\r\t ]+/)
        .map((item) => item.trim())
        .filter((item) => item !== '');

/** dd/mm/yyyy or ISO (a spreadsheet's date cell arrives as its ISO day): the ISO day, or null. */
export function dayOf(text: string): string | null {
  const dmy = DAY_MONTH_YEAR.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : text.slice(0, 10);
  return isRealDate(iso) && (dmy || text.length === 10 || text[10] === 'T') ? iso : null;
}
