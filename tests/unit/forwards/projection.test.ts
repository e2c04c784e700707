import { describe, expect, it } from 'vitest';
import { parseRateSheet, projectedRate, readDate, readRate, type SheetParse, type SheetRow } from '../../../server/domain/projection.ts';
import { textsIn } from '../../../server/i18n/localized.ts';

/** The parse with its messages read in English (the API renders them in the caller's language). */
const inEnglish = (parsed: SheetParse) => (parsed.ok ? parsed : { ok: false, errors: textsIn(parsed.errors, 'en') });
const rateError = (value: unknown) => readRate(value as never).error?.in('en');

const sheet = (...rows: unknown[][]): SheetRow[] => rows.map((values, i) => ({ rowNumber: i + 1, values }));
const HEADERS = ['Fecha', 'Tipo de cambio'];

describe('readDate', () => {
  it.each([
    [new Date('2027-01-31T00:00:00Z'), '2027-01-31'],
    ['2027-01-31', '2027-01-31'],
    [' 31/01/2027 ', '2027-01-31'],
    ['1/2/2027', '2027-02-01'],
    [{ result: new Date('2027-05-01T00:00:00Z'), formula: 'DATE(2027,5,1)' }, '2027-05-01'],
  ])('reads %j as %s', (cell, expected) => {
    expect(readDate(cell)).toBe(expected);
  });

  it.each([['2027-02-30'], ['31/13/2027'], [46000], [null], ['mañana']])('refuses %j', (cell) => {
    expect(readDate(cell)).toBeUndefined();
  });
});

describe('readRate', () => {
  it('reads numbers, text and formula results as 4-decimal strings', () => {
    expect(readRate(18.5).rate).toBe('18.5000');
    expect(readRate(' 18.1234 ').rate).toBe('18.1234');
    expect(readRate({ formula: 'B2*1', result: 19 }).rate).toBe('19.0000');
    expect(readRate({ richText: [{ text: '18.' }, { text: '25' }] }).rate).toBe('18.2500');
  });

  it('names what is wrong', () => {
    expect(rateError('18,50')).toBe('Tipo de cambio: expected a rate such as 18.1234, got: "18,50"');
    expect(rateError('18.12345')).toBe('Tipo de cambio: expected at most 4 decimals, got: "18.12345"');
    expect(rateError(1850)).toBe('Tipo de cambio: expected a USD/MXN rate between 5 and 50, got: "1850"');
    expect(readRate(1850).error?.in('es')).toBe('Tipo de cambio: se esperaba un tipo USD/MXN entre 5 y 50; se recibió "1850"');
    expect(rateError(-18)).toContain('expected a rate');
    expect(rateError(undefined)).toContain('got: ""');
  });
});

describe('parseRateSheet', () => {
  it('parses the template, skipping blank rows, sorted by date, keeping row numbers', () => {
    const parsed = parseRateSheet(sheet(HEADERS, ['2027-03-31', 18.9], [], ['2027-01-31', '18.6'], [null, '  ']));
    expect(parsed).toEqual({ ok: true, rows: [{ rowNumber: 4, date: '2027-01-31', rate: '18.6000' }, { rowNumber: 2, date: '2027-03-31', rate: '18.9000' }] });
  });

  it('accepts headers in any letter case', () => {
    expect(parseRateSheet(sheet(['FECHA', ' tipo de cambio '], ['2027-01-31', 18])).ok).toBe(true);
  });

  it('refuses a wrong template on row 1 and reads nothing else', () => {
    expect(inEnglish(parseRateSheet(sheet(['Date', 'Rate'], ['nonsense', 'x'])))).toEqual({ ok: false, errors: { 'row 1': ['Row 1 must hold the headers Fecha, Tipo de cambio (use the template)'] } });
    expect(parseRateSheet([]).ok).toBe(false);
  });

  it('collects every bad row with its number; a repeated date names the first row', () => {
    const parsed = parseRateSheet(sheet(HEADERS, ['2027-01-31', 18], ['2027-13-01', 18], ['2027-01-31', 'x'], ['2027-01-31', 19]));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors)).toEqual(['row 3', 'row 4', 'row 5']);
    expect(parsed.errors['row 4']).toHaveLength(2);
    expect(textsIn(parsed.errors, 'en')['row 5']).toEqual(['Fecha: 31/01/2027 is already in row 2']);
  });

  it('refuses a file with no data rows', () => {
    expect(inEnglish(parseRateSheet(sheet(HEADERS, [], [null])))).toEqual({ ok: false, errors: { file: ['The file has no rows under the headers'] } });
  });
});

describe('projectedRate', () => {
  const points = [
    { date: '2027-01-31', rate: '18.6000' },
    { date: '2027-03-02', rate: '18.9000' },
  ];

  it('is the projection on its dates and linear in days between them', () => {
    expect(projectedRate(points, '2027-01-31')).toBe('18.6000');
    expect(projectedRate(points, '2027-02-15')).toBe('18.7500');
    expect(projectedRate(points, '2027-03-02')).toBe('18.9000');
  });

  it('is undefined outside the projection', () => {
    expect(projectedRate(points, '2027-01-30')).toBeUndefined();
    expect(projectedRate(points, '2027-03-03')).toBeUndefined();
    expect(projectedRate([], '2027-03-03')).toBeUndefined();
  });
});
