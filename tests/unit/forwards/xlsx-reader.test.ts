/**
 * The streaming reader of uploaded sheets (server/files/xlsx-reader.ts) reads what exceljs
 * read: the first sheet in the workbook's order, shared and inline strings, numbers, date cells as a
 * Date at UTC midnight, formulas by their result; rows counted as parsed, whatever their r says.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { inspectXlsx } from '../../../server/files/xlsx-inspection.ts';
import { readFirstSheet } from '../../../server/files/xlsx-reader.ts';
import { rowsNumberedOne, sheetXml, xlsxWithSheet } from '../../helpers/hostile-files.ts';

const read = async (zip: Buffer) => readFirstSheet(await inspectXlsx(zip));

describe('readFirstSheet', () => {
  it('reads strings, dates, numbers and formula results of the first sheet in the workbook’s order', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const first = book.addWorksheet('Proyeccion');
    book.addWorksheet('Instrucciones').addRow(['no es esta']);
    first.addRow(['Fecha', 'Tipo de cambio']);
    first.addRow([new Date(Date.UTC(2027, 0, 31)), 18.6001]).getCell(1).numFmt = 'yyyy-mm-dd';
    first.addRow(['28/02/2027', '18.7512']);
    first.addRow([new Date(Date.UTC(2027, 2, 31)), { formula: '18.5+0.4', result: 18.9 }]).getCell(1).numFmt = 'dd/mm/yyyy';
    const { rows, sheetFound } = await read(Buffer.from(await book.xlsx.writeBuffer()));
    expect(sheetFound).toBe(true);
    expect(rows.map((row) => [row.rowNumber, ...row.values])).toEqual([
      [1, 'Fecha', 'Tipo de cambio'],
      [2, new Date('2027-01-31T00:00:00Z'), 18.6001],
      [3, '28/02/2027', '18.7512'],
      [4, new Date('2027-03-31T00:00:00Z'), 18.9],
    ]);
  });

  it('reads a sheet of numbers only, with no shared strings or styles', async () => {
    const zip = await JSZip.loadAsync(await xlsxWithSheet(sheetXml('<row r="1"><c r="A1"><v>1</v></c><c r="C1"><v>2.5</v></c></row>')));
    zip.remove('xl/sharedStrings.xml');
    zip.remove('xl/styles.xml');
    const { rows } = await read(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    expect(rows).toEqual([{ rowNumber: 1, values: [1, undefined, 2.5] }]);
  });

  it('counts rows as parsed: three rows that all say r="1" are rows 1, 2 and 3', async () => {
    const { rows } = await read(await xlsxWithSheet(sheetXml(rowsNumberedOne(3))));
    expect(rows.map((row) => row.rowNumber)).toEqual([1, 2, 3]);
  });
});
