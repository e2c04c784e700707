/**
 * Spreadsheets of dated USD/MXN rates (the market projection and the quotes upload): reading an upload
 * safely and building the downloadable example of the template (server/domain/projection.ts documents
 * it). A file that is not an .xlsx, is too big or cannot be read is a 422 on `file`, never a 500.
 */
// Loaded when the template is written: exceljs is about 30 MB of a server's memory (decision 034).
const loadExcel = async () => (await import('exceljs')).default;
import type { FastifyRequest } from 'fastify';
import { addMonthsClamped, type IsoDate } from '../../domain/calendar.ts';
import { checkFile } from '../../domain/file-signature.ts';
import { Dec, formatFixed } from '../../domain/money.ts';
import { MAX_SHEET_ROWS, PROJECTION_HEADERS, type SheetRow } from '../../domain/projection.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { msg } from '../../i18n/localized.ts';
import { inspectXlsx, XlsxRefused } from '../../files/xlsx-inspection.ts';
import { readFirstSheet } from '../../files/xlsx-reader.ts';

/** A sheet of 2,000 dated rates is a few dozen KB; anything near this is not a projection. */
export const MAX_SHEET_BYTES = 2 * 1024 * 1024;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface UploadedSheet {
  filename: string;
  rows: SheetRow[];
}

/** The first worksheet's rows of the multipart `file`, each with its spreadsheet row number. */
export async function readUploadedSheet(request: FastifyRequest): Promise<UploadedSheet> {
  if (!request.isMultipart()) throw new HttpError(415, msg('files.notMultipart'));
  const part = await request.file({ limits: { fileSize: MAX_SHEET_BYTES, files: 1 } });
  if (!part) throw unprocessable({ file: [msg('files.required')] });
  const content = await part.toBuffer().catch(() => {
    throw unprocessable({ file: [msg('files.tooLarge', { max: MAX_SHEET_BYTES / 1024 / 1024 })] });
  });
  const check = checkFile(part.filename, content.subarray(0, 64), ['.xlsx']);
  if (!check.ok) throw unprocessable({ file: [check.reason] });

  // The zip's parts, sizes and rows are checked before anything is inflated past its cap
  // (xlsx-inspection.ts); the rows are then read from those parts in slices (xlsx-reader.ts), not by exceljs.
  let rows: SheetRow[];
  try {
    const workbook = await inspectXlsx(content);
    const crowded = [...workbook.sheets.values()].find((counts) => counts.rows > MAX_SHEET_ROWS + 1);
    if (crowded) throw unprocessable({ file: [msg('projection.tooManyRows', { max: MAX_SHEET_ROWS, count: crowded.rows - 1 })] });
    const sheet = await readFirstSheet(workbook);
    if (!sheet.sheetFound) throw unprocessable({ file: [msg('projection.noSheet')] });
    rows = sheet.rows.filter((row) => row.values.some((value) => value !== undefined && value !== ''));
  } catch (error) {
    if (error instanceof XlsxRefused) throw unprocessable({ file: [error.reason] });
    throw error;
  }
  return { filename: part.filename.slice(0, 255), rows };
}

/**
 * The example file: the template sheet with a year of month-end projections from `today` and a second
 * sheet explaining the columns.
 */
export async function projectionTemplate(today: IsoDate, spot: string): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Proyeccion');
  sheet.columns = [
    { header: PROJECTION_HEADERS[0], key: 'date', width: 14 },
    { header: PROJECTION_HEADERS[1], key: 'rate', width: 16 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (let month = 1; month <= 12; month++) {
    // A gentle upward drift, about the carry of a 3 % rate gap: an example, not a forecast.
    const rate = formatFixed(new Dec(spot).times(new Dec(1).plus(new Dec('0.0025').times(month))), 4);
    const row = sheet.addRow({ date: new Date(`${addMonthsClamped(today, month)}T00:00:00.000Z`), rate: Number(rate) });
    row.getCell(1).numFmt = 'yyyy-mm-dd';
    row.getCell(2).numFmt = '0.0000';
  }
  const help = workbook.addWorksheet('Instrucciones');
  help.getColumn(1).width = 110;
  for (const line of [
    'Plantilla de proyección USD/MXN',
    'Hoja 1, fila 1: los encabezados "Fecha" y "Tipo de cambio", en ese orden.',
    'Una fila por fecha: la fecha (celda de fecha, o texto AAAA-MM-DD o DD/MM/AAAA) y el tipo de cambio proyectado (pesos por dólar, hasta 4 decimales, entre 5 y 50).',
    'Las filas vacías se ignoran; una fecha no puede repetirse; como máximo 2,000 filas.',
    'Si una fila tiene un error, el archivo completo se rechaza y se indica el número de fila; no se guarda nada.',
  ])
    help.addRow([line]);
  help.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
