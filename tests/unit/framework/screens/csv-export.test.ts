// @vitest-environment jsdom
/**
 * The generated lists' CSV (issue 13): headed by the column labels in the person's language, values as
 * the list shows them (money, dates, the referenced record's name), UTF-8 with a byte-order mark.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { RaRecord } from 'ra-core';
import { entities } from '../../../../schemas/index.ts';
import type { FieldMeta } from '../../../../schemas/framework/field.ts';
import { UTF8_BOM, toCsv, type CsvColumn } from '../../../../src/framework/screens/csv-export.ts';
import { createI18nProvider } from '../../../../src/i18n/i18n-provider.ts';

const fields = entities.loan.fields as Record<string, FieldMeta>;
const columns: CsvColumn[] = [
  { source: 'id', meta: { kind: 'integer' } as FieldMeta },
  ...['intelisis_id', 'customer_id', 'emission', 'amount', 'status_id'].map((source) => ({ source, meta: fields[source] })),
];
const loan: RaRecord = { id: 7, intelisis_id: 'PR-2026-0101', customer_id: 3, emission: '2026-04-15', amount: '1234567.5', status_id: 8 };
const related = { customer: { 3: { id: 3, name: 'Pesquera del Pacífico, SA de CV' } }, status: { 8: { id: 8, name: 'Cobro generado' } } };

beforeEach(() => localStorage.clear());

describe('toCsv', () => {
  it('writes the Spanish labels and the values as the list shows them, after a byte-order mark', async () => {
    const i18n = await createI18nProvider();
    const csv = toCsv('loan', columns, [loan], i18n.translate, related);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const [header, row] = csv.slice(1).split('\r\n');
    const label = (source: string) => i18n.translate(`resources.loan.fields.${source}`);
    expect(header).toBe(['ID', label('intelisis_id'), label('customer_id'), label('emission'), label('amount'), label('status_id')].join(','));
    expect(header).not.toContain('customer_id');
    // A comma inside a value is quoted; money and dates as on screen; names instead of ids.
    expect(row).toBe('7,PR-2026-0101,"Pesquera del Pacífico, SA de CV",15/04/2026,"$1,234,567.50",Cobro generado');
  });

  it('writes the English labels for a person who chose English', async () => {
    const i18n = await createI18nProvider();
    await i18n.changeLocale('en');
    const [header] = toCsv('loan', columns, [], i18n.translate, {}).slice(1).split('\r\n');
    expect(header.split(',')[2]).toBe(i18n.translate('resources.loan.fields.customer_id'));
    await i18n.changeLocale('es');
    expect(header.split(',')[2]).not.toBe(i18n.translate('resources.loan.fields.customer_id'));
  });

  it('doubles the quotes inside a quoted value and leaves empty values empty', async () => {
    const i18n = await createI18nProvider();
    const csv = toCsv('loan', columns, [{ ...loan, intelisis_id: 'PR "A"', emission: null }], i18n.translate, related);
    expect(csv.split('\r\n')[1]).toBe('7,"PR ""A""","Pesquera del Pacífico, SA de CV",,"$1,234,567.50",Cobro generado');
  });
});

describe('formulas (issue 25, finding 3)', () => {
  const nameColumn: CsvColumn[] = [{ source: 'name', meta: (entities.customer.fields as Record<string, FieldMeta>).name }];

  it('writes a value that starts with =, +, -, @, tab or CR as text, with a leading apostrophe', async () => {
    const i18n = await createI18nProvider();
    const names = ['=HYPERLINK("http://evil.example","x")', '+1+cmd|\' /C calc\'!A0', '-2+3', '@SUM(A1:A9)', '\t=1+1', '\r=1+1', 'Pesquera =1'];
    const csv = toCsv('customer', nameColumn, names.map((name, id) => ({ id, name })), i18n.translate, {});
    const rows = csv.slice(1).split('\r\n').slice(1);
    expect(rows.slice(0, 4)).toEqual(['"\'=HYPERLINK(""http://evil.example"",""x"")"', "'+1+cmd|' /C calc'!A0", "'-2+3", "'@SUM(A1:A9)"]);
    // The tab and CR cells are quoted (CR is a line break) and start with the apostrophe inside the quotes.
    expect(csv).toContain("'\t=1+1");
    expect(csv).toContain('"\'\r=1+1"');
    expect(rows.at(-1)).toBe('Pesquera =1');
  });

  it('leaves the app’s own negative amounts as numbers', async () => {
    const i18n = await createI18nProvider();
    const amount: CsvColumn[] = [{ source: 'amount', meta: fields.amount }];
    const csv = toCsv('loan', amount, [{ id: 1, amount: '-1234.5' }], i18n.translate, {});
    expect(csv.slice(1).split('\r\n')[1]).toMatch(/^"?-\$1,234\.50"?$/);
  });
});
