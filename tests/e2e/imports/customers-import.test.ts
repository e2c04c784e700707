/**
 * An Admin brings the firm's customers in from a spreadsheet (docs/decisions/240): 500 rows written by
 * the test, 3 of them bad; the preview says what will be created and why the 3 are refused; applying
 * shows a progress bar and the result; the refused rows come down as a file with their reasons, are
 * fixed and imported again; the same file once more changes nothing.
 */
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { build } from '../../helpers/record-factory/record-factory.ts';
import { openApp } from '../support/app.ts';
import { pageForFile } from '../support/browser.ts';
import { waitForList } from '../support/list-screen.ts';

const page = pageForFile();
const SHOTS = process.env.IMPORT_SCREENSHOTS;

const ROWS = 500;
const BAD = new Map<number, 'rfc' | 'name' | 'long'>([
  [37, 'rfc'],
  [211, 'name'],
  [480, 'long'],
]);

interface Customer {
  clave: string;
  name: string;
  rfc: string;
}

const customers: Customer[] = Array.from({ length: ROWS }, (_, i) => {
  const { name, rfc } = build(entities.customer, { user_id: null }) as unknown as Customer;
  return { clave: `IMP-${String(i + 1).padStart(4, '0')}`, name: `${name} ${i + 1}`, rfc };
});

async function writeXlsx(file: string, headings: string[], rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Clientes');
  sheet.addRow(headings);
  for (const row of rows) sheet.addRow(row);
  const path = join(tmpdir(), file);
  await workbook.xlsx.writeFile(path);
  return path;
}

const original = () =>
  writeXlsx(
    'caudal-e2e-clientes.xlsx',
    ['Clave', 'Nombre', 'RFC'],
    customers.map((c, i) => {
      const bad = BAD.get(i);
      return [c.clave, bad === 'name' ? '' : bad === 'long' ? 'X'.repeat(240) : c.name, bad === 'rfc' ? 'NO-ES-RFC' : c.rfc];
    }),
  );

async function uploadInDialog(path: string) {
  await page.getByTestId('import-file').setInputFiles(path);
  await page.getByRole('tab', { name: /^Crear \(/ }).waitFor();
}

const dialog = () => page.getByRole('dialog', { name: /Importar Clientes/ });

async function shot(name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

describe('importing customers from an xlsx', () => {
  let firstFile = '';

  it('previews 497 to create and 3 refused with their reasons, writing nothing', async () => {
    firstFile = await original();
    await openApp(page, '/administrador/listas/clientes');
    await waitForList(page);
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await dialog().getByText('Cada fila se identifica por: Clave').waitFor();
    await uploadInDialog(firstFile);
    await expect.poll(() => dialog().getByRole('tab', { name: 'Crear (497)' }).count()).toBe(1);
    expect(await dialog().getByRole('tab', { name: 'Rechazadas (3)' }).count()).toBe(1);
    await dialog().getByRole('tab', { name: 'Rechazadas (3)' }).click();
    await dialog().locator('tr[data-outcome="refused"]').first().waitFor();
    const refused = await dialog().locator('tr[data-outcome="refused"]').allInnerTexts();
    expect(refused).toHaveLength(3);
    expect(refused[0]).toContain('IMP-0038');
    expect(refused[0]).toContain('RFC:');
    expect(refused[1]).toContain('Nombre:');
    await shot('import-preview');
    // Nothing is written by a preview: the list has none of them.
    const answer = await page.request.get('/api/customer?q=IMP-0001');
    expect((await answer.json()).data.total).toBe(0);
  });

  it('applies with a progress bar and says the result; the refused rows download with their reasons', async () => {
    await dialog().getByRole('button', { name: 'Aplicar (497 registros)' }).click();
    await dialog().getByText('Importación terminada').waitFor({ timeout: 60_000 });
    await dialog().getByText('497 creados · 0 actualizados · 0 sin cambios · 3 rechazados').waitFor();
    await shot('import-done');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog().getByRole('button', { name: 'Rechazados en .xlsx' }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as never);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Clave', 'Nombre', 'RFC', 'Fila', 'Motivo']);
    expect(sheet.rowCount).toBe(4);
    // Fixed in the same file: the headings and the reason column go back as they came.
    const fixed: unknown[][] = [];
    for (let r = 2; r <= 4; r++) {
      const [clave, , , row, reason] = (sheet.getRow(r).values as unknown[]).slice(1);
      expect(String(reason)).not.toBe('');
      const customer = customers.find((c) => c.clave === clave)!;
      fixed.push([clave, customer.name, customer.rfc, row, reason]);
    }
    const fixedFile = await writeXlsx('caudal-e2e-clientes-corregidos.xlsx', header as string[], fixed);
    await dialog().getByRole('button', { name: 'Importar otro archivo' }).click();
    await uploadInDialog(fixedFile);
    await expect.poll(() => dialog().getByRole('tab', { name: 'Crear (3)' }).count()).toBe(1);
    await dialog().getByRole('button', { name: 'Aplicar (3 registros)' }).click();
    await dialog().getByText('3 creados · 0 actualizados · 0 sin cambios · 0 rechazados').waitFor({ timeout: 30_000 });
  });

  it('the first file again changes nothing (its 3 bad rows are still refused)', async () => {
    await dialog().getByRole('button', { name: 'Importar otro archivo' }).click();
    await uploadInDialog(firstFile);
    await dialog().getByText('El archivo no cambia nada').waitFor();
    expect(await dialog().getByRole('tab', { name: 'Sin cambios (497)' }).count()).toBe(1);
    expect(await dialog().getByRole('button', { name: /^Aplicar/ }).isDisabled()).toBe(true);
    await dialog().getByRole('button', { name: 'Cerrar' }).first().click();
    const answer = await page.request.get('/api/customer?q=IMP-&take=1');
    expect((await answer.json()).data.total).toBe(ROWS);
  });

  it('works on a phone: the preview fits the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openApp(page, '/administrador/listas/clientes');
    await page.getByRole('button', { name: 'Importar' }).first().click();
    // The dialog reopens on the latest preview of this list (the previous test's, not applied): a job is a row.
    await dialog().getByRole('tab', { name: /^Sin cambios/ }).waitFor();
    await dialog().getByRole('button', { name: 'Importar otro archivo' }).click();
    await uploadInDialog(firstFile);
    await dialog().getByRole('tab', { name: /^Sin cambios/ }).click();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shot('import-phone');
  });
});
