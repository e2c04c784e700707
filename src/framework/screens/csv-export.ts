/**
 * The generated lists' CSV export: the columns shown, headed by their labels in the person's language,
 * each value written as the screen writes it (dates, money, option names, the referenced record's
 * name rather than its id). UTF-8 with a byte-order mark, so Excel opens accents right.
 */
import type { Exporter, RaRecord } from 'ra-core';
import { downloadCSV } from 'ra-core';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { referenceLabelField } from '../../../schemas/framework/reference-labels.ts';
import { formatDate, formatDateTime, formatDecimal, formatMoney, formatPercent } from '../format.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The byte-order mark: without it Excel reads UTF-8 as the system code page ("MÃ©xico"). */
export const UTF8_BOM = '\uFEFF';

export interface CsvColumn {
  source: string;
  meta: FieldMeta;
}

/** Referenced records by entity name and id, as react-admin's fetchRelatedRecords returns them. */
export type RelatedRecords = Record<string, Record<string, RaRecord>>;

/** The column's title as the list's header shows it. */
export function columnLabel(entityName: string, source: string, translate: Translate): string {
  return source === 'id' ? 'ID' : translate(`resources.${entityName}.fields.${source}`, { _: source });
}

/** One value as its list cell shows it ('' when empty). */
export function cellText(entityName: string, column: CsvColumn, record: RaRecord, translate: Translate, related: RelatedRecords): string {
  const value: unknown = record[column.source];
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  const { meta } = column;
  switch (meta.kind) {
    case 'money':
      return formatMoney(text);
    case 'percent':
      return formatPercent(text);
    case 'numeric':
      return formatDecimal(text, meta.scale ?? 2);
    case 'date':
      return formatDate(text);
    case 'datetime':
      return formatDateTime(text);
    case 'boolean':
      return translate(value === true || text === 'true' ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'select':
      return translate(`resources.${entityName}.options.${column.source}.${text}`, { _: text });
    case 'reference': {
      const target = meta.reference!();
      const shown = related[target.name]?.[text]?.[referenceLabelField(meta, target)] as unknown;
      return shown === null || shown === undefined ? text : String(shown);
    }
    default:
      return text;
  }
}

/** A negative amount as the app writes it ("-$1,234.50", "-3.5 %"): a number to the spreadsheet, never a formula. */
const FORMATTED_NEGATIVE = /^-\$?\d[\d,]*(\.\d+)?( ?%)?$/;

/**
 * A spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return as a formula
 * (issue 25, finding 3): such a value (a name typed in a form, an approved profile change) gets a
 * leading apostrophe, which Excel and LibreOffice show as text and do not print.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !FORMATTED_NEGATIVE.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled; never a live formula. */
function csvField(value: string): string {
  const text = neutralizeFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file's text, byte-order mark first, CRLF line ends (what Excel writes). */
export function toCsv(entityName: string, columns: CsvColumn[], records: RaRecord[], translate: Translate, related: RelatedRecords): string {
  const header = columns.map((c) => csvField(columnLabel(entityName, c.source, translate)));
  const rows = records.map((record) => columns.map((c) => csvField(cellText(entityName, c, record, translate, related))));
  return UTF8_BOM + [header, ...rows].map((cells) => cells.join(',')).join('\r\n');
}

/** The exporter a generated list hands react-admin; fileName without ".csv". */
export function csvExporter(entityName: string, columns: CsvColumn[], translate: Translate, fileName: string): Exporter {
  return async (records, fetchRelatedRecords) => {
    const related: RelatedRecords = {};
    for (const column of columns) {
      if (column.meta.kind !== 'reference') continue;
      const target = column.meta.reference!();
      const found = await fetchRelatedRecords<RaRecord>(records, column.source, target.name);
      related[target.name] = { ...related[target.name], ...Object.fromEntries(Object.entries(found).map(([id, r]) => [String(id), r])) };
    }
    downloadCSV(toCsv(entityName, columns, records, translate, related), fileName);
  };
}
