// @vitest-environment jsdom
/**
 * The server's export cells (docs/decisions/150; before, the browser
 * wrote the CSV): headed by the labels the screen shows in the person's language, values as the list writes them
 * (money, dates, options, a reference's joined label), UTF-8 with a byte-order mark, never a live formula.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { neutralizeFormula } from '../../../schemas/framework/spreadsheet-cell.ts';
import { cellText, exportColumns } from '../../../server/crud/export/export-columns.ts';
import { exportLabels } from '../../../server/crud/export/export-labels.ts';
import { csvStream } from '../../../server/crud/export/export-stream.ts';
import { createI18nProvider } from '../../../src/i18n/i18n-provider.ts';

const root = { userId: 1, roleId: 1 };
const investor = { userId: 9, roleId: 5 };
const loanColumns = exportColumns(entities.loan, root, 'id,intelisis_id,customer_id,emission,amount,status_id');
const loan = { id: 7, intelisis_id: 'PR-2026-0101', customer_id: 3, customer_id_label: 'Pesquera del Pacífico, SA de CV', emission: '2026-04-15', amount: '1234567.5', status_id: 8, status_id_label: 'Cobro generado' };

async function csvOf(headings: string[], rows: string[][]): Promise<string> {
  const chunks: Buffer[] = [];
  async function* batches() {
    yield rows;
  }
  for await (const chunk of csvStream(headings, batches())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const textsOf = (row: Record<string, unknown>, language: 'es' | 'en' = 'es') => loanColumns.map((c) => cellText('loan', c, row, exportLabels(language)));

beforeEach(() => localStorage.clear());

describe('export cells', () => {
  it("heads the columns with the screen's own labels, in Spanish and in English", async () => {
    const i18n = await createI18nProvider();
    for (const language of ['es', 'en'] as const) {
      await i18n.changeLocale(language);
      const labels = exportLabels(language);
      for (const column of loanColumns.slice(1)) expect(labels.heading('loan', column.name)).toBe(i18n.translate(`resources.loan.fields.${column.name}`));
      expect(labels.sheetName('loan')).toBe(i18n.translate('resources.loan.name', { smart_count: 2 }));
    }
    expect(exportLabels('es').heading('loan', 'customer_id')).not.toBe(exportLabels('en').heading('loan', 'customer_id'));
  });

  it('writes the values as the list shows them: money, dates, names instead of ids; a comma quoted', async () => {
    const csv = await csvOf(['ID'], [textsOf(loan)]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')[1]).toBe('7,PR-2026-0101,"Pesquera del Pacífico, SA de CV",15/04/2026,"$1,234,567.50",Cobro generado');
  });

  it('doubles the quotes inside a quoted value and leaves empty values empty', async () => {
    const csv = await csvOf(['ID'], [textsOf({ ...loan, intelisis_id: 'PR "A"', emission: null })]);
    expect(csv.split('\r\n')[1]).toBe('7,"PR ""A""","Pesquera del Pacífico, SA de CV",,"$1,234,567.50",Cobro generado');
  });

  it('writes options and booleans in the language of the person', () => {
    const invoice = exportColumns(entities.invoices, root, 'status');
    expect(cellText('invoices', invoice[0]!, { status: 'cancelled' }, exportLabels('es'))).toBe('Cancelada');
    expect(cellText('invoices', invoice[0]!, { status: 'cancelled' }, exportLabels('en'))).not.toBe('Cancelada');
    expect(exportLabels('es').boolean(true)).toBe('Sí');
    expect(exportLabels('en').boolean(true)).toBe('Yes');
  });

  it("leaves out a field the person may not read, and refuses a column that does not exist or is never answered", () => {
    // No declared entity hides a field from its readers today: one that does, made from currency.
    const fields = entities.currency.fields as Record<string, FieldMeta>;
    const guarded = { ...entities.currency, fields: { ...fields, min_inv: { ...fields.min_inv!, access: { read: 'staff' } } } } as unknown as typeof entities.currency;
    expect(exportColumns(guarded, root, 'id,min_inv').map((c) => c.name)).toEqual(['id', 'min_inv']);
    expect(exportColumns(guarded, investor, 'id,min_inv').map((c) => c.name)).toEqual(['id']);
    expect(() => exportColumns(entities.user, root, 'id,password')).toThrow();
    expect(() => exportColumns(entities.user, root, 'id,nothing_here')).toThrow();
  });
});

describe('formulas', () => {
  it('writes a value that starts with =, +, -, @ or a control character as text, with a leading apostrophe', async () => {
    const names = ['=HYPERLINK("http://evil.example","x")', '+1+cmd|\' /C calc\'!A0', '-2+3', '@SUM(A1:A9)', '\t=1+1', '\r=1+1', '\u0000=1', '\u001b[0m', 'Pesquera =1'];
    const csv = await csvOf(['n'], names.map((name) => [name]));
    const rows = csv.slice(1).split('\r\n').slice(1);
    expect(rows.slice(0, 4)).toEqual(['"\'=HYPERLINK(""http://evil.example"",""x"")"', "'+1+cmd|' /C calc'!A0", "'-2+3", "'@SUM(A1:A9)"]);
    // The tab and CR cells are quoted (CR is a line break) and start with the apostrophe inside the quotes.
    expect(csv).toContain("'\t=1+1");
    expect(csv).toContain('"\'\r=1+1"');
    expect(csv).toContain("'\u0000=1");
    expect(csv).toContain("'\u001b[0m");
    expect(rows).toContain('Pesquera =1');
  });

  it('leaves the app’s own negative amounts as numbers', () => {
    expect(neutralizeFormula(cellText('loan', loanColumns[4]!, { amount: '-1234.5' }, exportLabels('es')))).toBe('-$1,234.50');
  });
});
