/**
 * What a spreadsheet must never run: a cell that starts with =, +, -, @ or a control character (a tab,
 * a carriage return, any other below the space) is read by Excel and LibreOffice as a formula or a
 * command. Shared by the browser's CSV and the server's exports.
 */

/** A negative amount as the app writes it ("-$1,234.50", "-3.5 %"): a number to the spreadsheet, never a formula. */
const FORMATTED_NEGATIVE = /^-\$?\d[\d,]*(\.\d+)?( ?%)?$/;

// eslint-disable-next-line no-control-regex
const LIVE_START = /^[=+\-@\u0000-\u001f\u007f]/;

/** Such a value gets a leading apostrophe, which spreadsheets show as text and do not print. */
export function neutralizeFormula(text: string): string {
  return LIVE_START.test(text) && !FORMATTED_NEGATIVE.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled; never a live formula. */
export function csvField(value: string): string {
  const text = neutralizeFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The byte-order mark: without it Excel reads UTF-8 as the system code page ("MÃ©xico"). */
export const UTF8_BOM = '\uFEFF';
