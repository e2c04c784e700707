/**
 * Files made to cost (issue 25): zip bombs dressed as .xlsx, sheets whose rows repeat one number, zips
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
