/**
 * A cell as the API takes the field's value (docs/decisions/240): what the export writes comes back
 * as it was ("$1,234.50", "15/01/2026", "Sí", an option's label in either language, an apostrophe that
 * kept a "+52..." from being a formula), and what a spreadsheet holds (numbers, dates, booleans) too.
 * A value it cannot read is passed on as written, so the API's own validation names the problem.
 */
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { exportLabels } from '../crud/export/export-labels.ts';
import { normalHeading } from './import-columns.ts';

/** A cell as a spreadsheet or a CSV gives it. */
export type Cell = string | number | boolean | Date | null | undefined;

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const TRUE_WORDS = new Set(['si', 'yes', 'true', '1', 'verdadero', 'x']);
const FALSE_WORDS = new Set(['no', 'false', '0', 'falso']);

/** A cell as the text it shows ('' when empty); a Date as its day. */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return String(cell);
}

/** The export's apostrophe before a value a spreadsheet would run ("'+5255...", "'-3"), taken off. */
const withoutGuard = (text: string) => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);

const pad = (value: string) => value.padStart(2, '0');

function decimalOf(text: string): string {
  // "$1,234.50", "12.50%", "1 234.5 MXN": the digits, the sign and the point.
  const bare = text.replace(/^-?\$/, (sign) => (sign.startsWith('-') ? '-' : '')).replace(/[,\s%$]/g, '').replace(/(MXN|USD)$/i, '');
  return DECIMAL.test(bare) ? bare : text;
}

function dayOf(text: string): string {
  const dmy = DAY_MONTH_YEAR.exec(text);
  if (dmy) return `${dmy[3]}-${pad(dmy[2]!)}-${pad(dmy[1]!)}`;
  return ISO_DAY.test(text.slice(0, 10)) && (text.length === 10 || text[10] === 'T' || text[10] === ' ') ? text.slice(0, 10) : text;
}

/** An option's stored value from its value or its label in either language. */
function optionOf(entityName: string, field: string, meta: FieldMeta, text: string): string {
  const options = meta.options ?? [];
  if (options.includes(text)) return text;
  const wanted = normalHeading(text);
  for (const option of options) {
    if (normalHeading(option) === wanted) return option;
    for (const language of ['es', 'en'] as const) if (normalHeading(exportLabels(language).option(entityName, field, option)) === wanted) return option;
  }
  return text;
}

/**
 * The value for the API, or null for an empty cell. A reference stays text here (its label is looked
 * up in the database: import-references.ts); a number is its id.
 */
export function valueOf(entityName: string, field: string, meta: FieldMeta, cell: Cell): unknown {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'string' && cell.trim() === '') return null;
  switch (meta.kind) {
    case 'boolean': {
      if (typeof cell === 'boolean') return cell;
      const word = normalHeading(cellText(cell));
      return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : cellText(cell);
    }
    case 'integer':
    case 'reference': {
      if (typeof cell === 'number') return Number.isSafeInteger(cell) ? cell : String(cell);
      const text = cellText(cell).trim();
      return meta.kind === 'integer' && /^-?\d{1,15}$/.test(text.replace(/,/g, '')) ? Number(text.replace(/,/g, '')) : text;
    }
    case 'numeric':
    case 'money':
    case 'percent':
      // A spreadsheet's number is a binary float: its shortest text is the decimal a person typed.
      return typeof cell === 'number' ? String(cell) : decimalOf(cellText(cell).trim());
    case 'date':
      return dayOf(cellText(cell).trim());
    case 'select':
      return optionOf(entityName, field, meta, cellText(cell).trim());
    default:
      return withoutGuard(cellText(cell).trim());
  }
}
