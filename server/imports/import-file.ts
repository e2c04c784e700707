/**
 * An import's file, read with bounds (docs/decisions/240, 121): the upload's size as any upload's
 * (MAX_UPLOAD_BYTES), an xlsx inflated and parsed by xlsx-inspection.ts and xlsx-reader.ts under an
 * import's wider limits, a CSV parsed in slices with a cap on rows and on each cell; past a bound a
 * 413 or 422 on `file`, never a 500 and never a blocked event loop.
 */
import type { FastifyRequest } from 'fastify';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { checkFile } from '../domain/file-signature.ts';
import { HttpError, unprocessable } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import { MAX_UPLOAD_BYTES } from '../files/upload-limits.ts';
import { inspectXlsx, XlsxRefused, type XlsxLimits } from '../files/xlsx-inspection.ts';
import { readFirstSheet } from '../files/xlsx-reader.ts';
import type { Cell } from './import-cells.ts';

/** Rows of one file (the heading aside): a firm's book of customers fits; larger books go in several files or through the JSON import. */
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_CSV_BYTES = MAX_UPLOAD_BYTES;
export const MAX_CELL_CHARS = 10_000;
/** Columns read per row: more than any entity has fields. */
export const MAX_IMPORT_COLUMNS = 64;

export const IMPORT_XLSX_LIMITS: XlsxLimits = {
  maxEntries: 100,
  // 20,000 rows of a dozen columns inflate to about 20 MB of sheet XML.
  maxUncompressedBytes: 24 * 1024 * 1024,
  maxRatio: 100,
  maxCells: 400_000,
  budgetMs: 20_000,
};

export interface SheetContent {
  filename: string;
  headings: string[];
  rows: { rowNumber: number; cells: Cell[] }[];
}

const blank = (cells: readonly Cell[]) => cells.every((cell) => cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === ''));

function tooManyRows(count: number): HttpError {
  // Written as the screens write figures (es-MX, in both languages): 20,000.
  const figure = (n: number) => n.toLocaleString('es-MX');
  return unprocessable({ file: [msg('imports.tooManyRows', { max: figure(MAX_IMPORT_ROWS), count: figure(count) })] });
}

/** RFC 4180 with `,` or `;` (Excel in Spanish writes `;`), read a slice at a time. */
export async function parseCsv(text: string): Promise<Cell[][]> {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: Cell[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const SLICE = 64 * 1024;
  const endCell = () => {
    if (cell.length > MAX_CELL_CHARS) throw unprocessable({ file: [msg('imports.csvBroken', { problem: msg('imports.csvLongCell', { max: MAX_CELL_CHARS }) })] });
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
    if (rows.length > MAX_IMPORT_ROWS + 1) throw tooManyRows(rows.length - 1);
  };
  for (let at = 0; at < body.length; at += SLICE) {
    const end = Math.min(body.length, at + SLICE);
    for (let i = at; i < end; i++) {
      const char = body[i]!;
      if (quoted) {
        if (char === '"') {
          if (body[i + 1] === '"') {
            cell += '"';
            i++;
          } else quoted = false;
        } else cell += char;
      } else if (char === '"' && cell === '') quoted = true;
      else if (char === delimiter) endCell();
      else if (char === '\n') endRow();
      else if (char === '\r') {
        if (body[i + 1] !== '\n') endRow();
      } else cell += char;
      if (cell.length > MAX_CELL_CHARS) endCell();
    }
    await nextTurn();
  }
  if (quoted) throw unprocessable({ file: [msg('imports.csvBroken', { problem: msg('imports.csvQuote') })] });
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

function fromRows(filename: string, all: { rowNumber: number; cells: Cell[] }[]): SheetContent {
  const [head, ...rest] = all;
  if (!head || blank(head.cells)) throw unprocessable({ file: [msg('imports.noHeadings')] });
  const rows = rest.filter((row) => !blank(row.cells));
  if (rows.length > MAX_IMPORT_ROWS) throw tooManyRows(rows.length);
  return { filename, headings: head.cells.map((cell) => (cell === undefined || cell === null ? '' : String(cell))), rows };
}

export async function readSheet(filename: string, content: Buffer): Promise<SheetContent> {
  const lower = filename.toLowerCase();
  if (lower.endsWith('.csv')) {
    if (content.length > MAX_CSV_BYTES) throw new HttpError(413, msg('imports.csvTooBig', { max: MAX_CSV_BYTES / 1024 / 1024 }));
    const parsed = await parseCsv(content.toString('utf8'));
    return fromRows(filename, parsed.map((cells, index) => ({ rowNumber: index + 1, cells: cells.slice(0, MAX_IMPORT_COLUMNS) })));
  }
  const check = checkFile(filename, content.subarray(0, 64), ['.xlsx']);
  if (!check.ok) throw unprocessable({ file: [check.reason] });
  try {
    const workbook = await inspectXlsx(content, IMPORT_XLSX_LIMITS);
    const crowded = [...workbook.sheets.values()].find((counts) => counts.rows > MAX_IMPORT_ROWS + 1);
    if (crowded) throw tooManyRows(crowded.rows - 1);
    const sheet = await readFirstSheet(workbook, MAX_IMPORT_COLUMNS);
    if (!sheet.sheetFound) throw unprocessable({ file: [msg('projection.noSheet')] });
    return fromRows(filename, sheet.rows.map((row) => ({ rowNumber: row.rowNumber, cells: Array.from({ length: row.values.length }, (_, i) => row.values[i] as Cell) })));
  } catch (error) {
    if (error instanceof XlsxRefused) throw unprocessable({ file: [error.reason] });
    throw error;
  }
}

/** The multipart `file` of the request, within the upload limit. */
export async function uploadedSheet(request: FastifyRequest): Promise<SheetContent> {
  if (!request.isMultipart()) throw new HttpError(415, msg('files.notMultipart'));
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!part) throw unprocessable({ file: [msg('files.required')] });
  const content = await part.toBuffer().catch(() => {
    throw new HttpError(413, msg('files.tooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 }));
  });
  if (content.length === 0) throw unprocessable({ file: [msg('files.empty')] });
  const name = part.filename.slice(0, 255);
  if (!/\.(csv|xlsx)$/i.test(name)) throw unprocessable({ file: [msg('imports.fileKind')] });
  return readSheet(name, content);
}
