/**
 * The first worksheet's rows, read from parts xlsx-inspection.ts already inflated and bounded: a streaming
 * parse of the workbook, its relationships, styles (which cells are dates), shared strings and the sheet,
 * in slices under the inspection's time budget. exceljs blocked the event loop about 200 ms on a valid
 * 2,000-row projection and 400 ms at the limits; this reads the same values in one pass.
 * Values are what the projection rules take (server/domain/projection.ts): text, numbers, booleans, and
 * a Date at UTC midnight for a number styled as a date.
 */
import type { SaxesParser } from 'saxes';
import type { SheetRow } from '../domain/projection.ts';
import { broken, parseInSlices, type InspectedXlsx } from './xlsx-inspection.ts';

/** Columns kept per row by default: the projection reads two; the rest only tell a blank row from one that is not. An import keeps its fields' worth. */
const KEPT_COLUMNS = 16;

/** Built-in number formats that show a date (ECMA-376 18.8.30). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** A custom format shows a date when, outside quotes and brackets, it has d, m, y (or h, s). */
function isDateFormat(code: string): boolean {
  let plain = '';
  let inQuote = false;
  let inBracket = false;
  for (const char of code) {
    if (char === '"') inQuote = !inQuote;
    else if (!inQuote && char === '[') inBracket = true;
    else if (!inQuote && char === ']') inBracket = false;
    else if (!inQuote && !inBracket) plain += char;
  }
  return /[dmyhs]/i.test(plain) && !/^general$/i.test(plain.trim());
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Collects the text of `<t>` elements inside each `element` (a shared string, a rich-text run). */
function textCollector(parser: SaxesParser, element: string, done: (value: string) => void) {
  let inElement = false;
  let inT = false;
  let value = '';
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    if (name === element) {
      inElement = true;
      value = '';
    } else if (name === 't' && inElement) inT = true;
    // Phonetic runs (furigana) are not part of the cell's text.
    else if (name === 'rPh') inElement = false;
  });
  parser.on('text', (chunk) => {
    if (inT) value += chunk;
  });
  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    if (name === 't') inT = false;
    else if (name === 'rPh') inElement = true;
    else if (name === element) {
      inElement = false;
      done(value);
    }
  });
}

/** "B12" -> 1 (0-based column). */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    if (column > 16384) return -1;
  }
  return column - 1;
}

/** The first worksheet (in the workbook's order) as rows of values. */
export async function readFirstSheet(workbook: InspectedXlsx, keptColumns = KEPT_COLUMNS): Promise<{ rows: SheetRow[]; sheetFound: boolean }> {
  const { parts, deadline } = workbook;
  // A workbook may lack styles or shared strings (numbers only): a missing part is simply not read.
  const parse = async (name: string, setup: (parser: SaxesParser) => void) => {
    const part = parts.get(name);
    if (part) await parseInSlices(part.toString('utf8'), deadline, setup);
  };
  let firstRelation: string | undefined;
  let date1904 = false;
  await parse('xl/workbook.xml', (parser) =>
    parser.on('opentag', (tag) => {
      const name = local(tag.name);
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(String(tag.attributes.date1904 ?? ''));
      if (name === 'sheet' && firstRelation === undefined) firstRelation = String(tag.attributes['r:id'] ?? '');
    }),
  );
  let sheetPath: string | undefined;
  await parse('xl/_rels/workbook.xml.rels', (parser) =>
    parser.on('opentag', (tag) => {
      if (local(tag.name) === 'Relationship' && tag.attributes.Id === firstRelation) {
        const target = String(tag.attributes.Target ?? '');
        sheetPath = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      }
    }),
  );
  const sheet = sheetPath ? parts.get(sheetPath) : undefined;
  if (!sheet) return { rows: [], sheetFound: false };

  const customFormats = new Map<number, boolean>();
  const dateStyles: boolean[] = [];
  await parse('xl/styles.xml', (parser) => {
    let inCellXfs = false;
    parser.on('opentag', (tag) => {
      const name = local(tag.name);
      if (name === 'numFmt') customFormats.set(Number(tag.attributes.numFmtId), isDateFormat(String(tag.attributes.formatCode ?? '')));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(tag.attributes.numFmtId ?? 0);
        dateStyles.push(customFormats.get(id) ?? DATE_FORMAT_IDS.has(id));
      }
    });
    parser.on('closetag', (tag) => {
      if (local(tag.name) === 'cellXfs') inCellXfs = false;
    });
  });

  const shared: string[] = [];
  await parse('xl/sharedStrings.xml', (parser) => textCollector(parser, 'si', (value) => shared.push(value)));

  const rows: SheetRow[] = [];
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  await parseInSlices(sheet.toString('utf8'), deadline, (parser) => {
    let values: unknown[] = [];
    let rowNumber = 0;
    let cell: { column: number; type: string; style: number; raw: string; inline: string } | undefined;
    let inValue = false;
    let inInlineText = false;
    parser.on('opentag', (tag) => {
      const name = local(tag.name);
      if (name === 'row') {
        const declared = Number(tag.attributes.r);
        // Rows are counted as parsed: a repeated or backwards number is the next row, not the same one.
        rowNumber = Number.isSafeInteger(declared) && declared > rowNumber ? declared : rowNumber + 1;
        values = [];
      } else if (name === 'c') {
        const reference = String(tag.attributes.r ?? '');
        cell = { column: reference ? columnOf(reference) : values.length, type: String(tag.attributes.t ?? 'n'), style: Number(tag.attributes.s ?? 0), raw: '', inline: '' };
      } else if (name === 'v' && cell) inValue = true;
      else if (name === 't' && cell) inInlineText = true;
    });
    parser.on('text', (chunk) => {
      if (!cell) return;
      if (inValue) cell.raw += chunk;
      else if (inInlineText) cell.inline += chunk;
    });
    parser.on('closetag', (tag) => {
      const name = local(tag.name);
      if (name === 'v') inValue = false;
      else if (name === 't') inInlineText = false;
      else if (name === 'c' && cell) {
        if (cell.column >= 0 && cell.column < keptColumns) values[cell.column] = cellValue(cell, shared, dateStyles, epoch);
        cell = undefined;
      } else if (name === 'row') rows.push({ rowNumber, values });
    });
  });
  return { rows, sheetFound: true };
}

function cellValue(cell: { type: string; style: number; raw: string; inline: string }, shared: readonly string[], dateStyles: readonly boolean[], epoch: number): unknown {
  switch (cell.type) {
    case 's': {
      const index = Number(cell.raw);
      if (!Number.isSafeInteger(index) || index < 0 || index >= shared.length) throw broken();
      return shared[index];
    }
    case 'inlineStr':
      return cell.inline;
    case 'str':
    case 'e':
      return cell.raw;
    case 'b':
      return cell.raw === '1';
    case 'd':
      return new Date(cell.raw);
    default: {
      if (cell.raw.trim() === '') return undefined;
      const number = Number(cell.raw);
      if (!Number.isFinite(number)) return cell.raw;
      // A date cell holds days since the workbook's epoch; the projection reads the day (UTC midnight).
      if (dateStyles[cell.style]) return new Date(epoch + Math.round(number * 86_400_000));
      return number;
    }
  }
}
