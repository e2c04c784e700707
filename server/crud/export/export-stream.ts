/**
 * An export's bytes, produced as the client reads them: CSV (UTF-8 with a byte-order mark, CRLF, RFC
 * 4180) or an xlsx written by exceljs's streaming WorkbookWriter. Each batch of rows is read only when
 * the previous one has left (back-pressure), so memory stays flat however many rows the list has.
 */
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvField, neutralizeFormula, UTF8_BOM } from '../../../schemas/framework/spreadsheet-cell.ts';

export type ExportFormat = 'csv' | 'xlsx';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Rows already written as cell texts, a batch at a time. */
export type TextBatches = AsyncIterable<string[][]>;

const csvLine = (cells: string[]) => cells.map(csvField).join(',');

export function csvStream(headings: string[], batches: TextBatches): Readable {
  async function* lines() {
    yield Buffer.from(UTF8_BOM + csvLine(headings) + '\r\n');
    for await (const batch of batches) {
      if (batch.length > 0) yield Buffer.from(batch.map(csvLine).join('\r\n') + '\r\n');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** Above this many bytes waiting for the client, the next batch waits. */
const XLSX_WAITING_BYTES = 1 << 20;

export function xlsxStream(sheetName: string, headings: string[], batches: TextBatches, onError: (error: unknown) => void): Readable {
  const out = new PassThrough({ highWaterMark: XLSX_WAITING_BYTES });
  // No shared strings and no styles: both would be kept in memory until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  // Excel's sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  const row = (cells: string[]) => cells.map(neutralizeFormula);
  void (async () => {
    sheet.addRow(row(headings)).commit();
    for await (const batch of batches) {
      if (out.destroyed) return;
      for (const cells of batch) sheet.addRow(row(cells)).commit();
      // The zip writes into `out`; when the client is slower than the database, wait for it.
      while (out.writableLength > XLSX_WAITING_BYTES && !out.destroyed) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
