/**
 * Files made to cost: zip bombs dressed as .xlsx, sheets whose rows repeat one number, zips
 * whose headers lie about their sizes. Used by the projection tests and the security suite's probes.
 */
import JSZip from 'jszip';

const SHEET_OPEN = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_CLOSE = '</sheetData></worksheet>';

/** A worksheet part from its rows' XML. */
export const sheetXml = (rows: string) => `${SHEET_OPEN}${rows}${SHEET_CLOSE}`;

/** A real workbook (exceljs) whose first sheet is replaced by `xml`, deflated at the highest level. */
export async function xlsxWithSheet(xml: string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Hoja1').addRow(['Fecha', 'Tipo de cambio']);
  const zip = await JSZip.loadAsync(Buffer.from(await book.xlsx.writeBuffer()));
  zip.file('xl/worksheets/sheet1.xml', xml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** `count` rows all numbered 1 (`<row r="1">`), each with its own date and rate (so it compresses as a real sheet). */
export const rowsNumberedOne = (count: number) =>
  Array.from({ length: count }, (_, i) => `<row r="1"><c r="A1"><v>${46000 + i}</v></c><c r="B1"><v>${(18 + ((i * 7919) % 10000) / 10000).toFixed(4)}</v></c></row>`).join('');

/** About `megabytes` of one repeated cell: compresses about 1,000 times. */
export const bombRows = (megabytes: number) => {
  const row = '<row><c t="inlineStr"><is><t>xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx</t></is></c></row>';
  return row.repeat(Math.ceil((megabytes * 1024 * 1024) / row.length));
};

/** The zip with every header of `name` declaring `size` uncompressed bytes (a lie, when smaller). */
export function withDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = 0; at + 46 < out.length; at++) {
    const signature = out.readUInt32LE(at);
    if (signature === 0x02014b50 && out.toString('utf8', at + 46, at + 46 + out.readUInt16LE(at + 28)) === name) out.writeUInt32LE(size, at + 24);
    if (signature === 0x04034b50 && out.toString('utf8', at + 30, at + 30 + out.readUInt16LE(at + 26)) === name) out.writeUInt32LE(size, at + 22);
  }
  return out;
}

/** A zip of `count` tiny parts. */
export async function zipOfParts(count: number): Promise<Buffer> {
  const zip = new JSZip();
  for (let i = 0; i < count; i++) zip.file(`xl/part${i}.xml`, '<a/>');
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * A workbook at the inspection's limits that exceljs then reads: `rows` rows of `columns` cells, each
 * row's first cell a shared string of `stringChars` characters (varied, so it compresses as text does).
 */
export async function xlsxAtLimits(rows: number, columns: number, stringChars: number): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Hoja1').addRow(['Fecha', 'Tipo de cambio']);
  const zip = await JSZip.loadAsync(Buffer.from(await book.xlsx.writeBuffer()));
  let seed = 7;
  const letter = () => String.fromCharCode(97 + ((seed = (seed * 1103515245 + 12345) % 2147483648) % 26));
  const strings = Array.from({ length: rows }, () => Array.from({ length: stringChars }, letter).join(''));
  zip.file('xl/sharedStrings.xml', `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${rows}" uniqueCount="${rows}">${strings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`);
  const cells = (row: number) => [`<c t="s"><v>${row}</v></c>`, ...Array.from({ length: columns - 1 }, (_, i) => `<c><v>${18 + i / 100}</v></c>`)].join('');
  zip.file('xl/worksheets/sheet1.xml', sheetXml(Array.from({ length: rows }, (_, row) => `<row>${cells(row)}</row>`).join('')));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** A valid projection of `count` daily rates, as Excel would save it (date cells, number cells). */
export async function projectionWorkbook(count: number): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Proyeccion');
  sheet.addRow(['Fecha', 'Tipo de cambio']);
  for (let i = 0; i < count; i++) sheet.addRow([new Date(Date.UTC(2027, 0, 1 + i)), Number((18 + (i % 1000) / 1000).toFixed(4))]).getCell(1).numFmt = 'yyyy-mm-dd';
  return Buffer.from(await book.xlsx.writeBuffer());
}
