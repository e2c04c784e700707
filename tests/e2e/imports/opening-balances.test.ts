/**
 * A manager brings a running loan in with its opening balances (docs/decisions/206): on Préstamos,
 * Importar says what the history columns mean; an xlsx written by the test holds a loan in its
 * fourteenth month with thirteen periods paid and invoiced elsewhere, and a row whose paid days do not
 * match its paid periods; the preview says which is created and why the other is refused; applied, the
 * loan's details show the thirteen periods paid, and the same file again changes nothing.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pageForFile } from '../support/browser.ts';
import { waitForList } from '../support/list-screen.ts';

const page = pageForFile();

const HEADINGS = ['ID Intelisis', 'Movimiento', 'ID movimiento', 'Cliente', 'Empresa', 'Agente', 'Emisión', 'Vencimiento', 'Días de gracia', 'Monto', 'Tasa anual %', 'Moneda', 'Residual', 'Estatus', 'IVA de los intereses', 'Periodos pagados', 'Pagados el', 'UUID de CFDI emitidos'];
const uuid = (n: number) => `eeeeeeee-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** Paid the day after each payment date of a loan disbursed on 20/10/2025 with 5 grace days. */
const paidDays = (n: number) => Array.from({ length: n }, (_, i) => `26/${String(((10 + i) % 12) + 1).padStart(2, '0')}/${2025 + Math.floor((10 + i) / 12)}`);

async function idOf(path: string): Promise<number> {
  const answer = await page.request.get(`/api/${path}?take=1`);
  return (await answer.json()).data.result[0].id as number;
}

async function writeFile(): Promise<string> {
  const [customer, company, agent] = [await idOf('customer'), await idOf('company'), await idOf('agent')];
  const terms = (key: string) => [key, 'Préstamo', key, customer, company, agent, '20/10/2025', '20/10/2027', 5, '$240,000.00', 18, 1, 0, 3, 'nominal'];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Préstamos');
  sheet.addRow(HEADINGS);
  sheet.addRow([...terms('E2E-SALDO-1'), 13, paidDays(13).join('\n'), Array.from({ length: 13 }, (_, i) => uuid(i + 1)).join('\n')]);
  sheet.addRow([...terms('E2E-SALDO-2'), 4, paidDays(3).join('\n'), '']);
  const path = join(tmpdir(), 'caudal-e2e-saldos-iniciales.xlsx');
  await workbook.xlsx.writeFile(path);
  return path;
}

const dialog = () => page.getByRole('dialog', { name: /^Importar / });

describe("a loan's opening balances from an xlsx", () => {
  let file = '';

  it('are previewed: one loan to create, one refused with its reason, nothing written', async () => {
    await openApp(page, '/prestamos/prestamos');
    await waitForList(page);
    file = await writeFile();
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await dialog().getByText('Cada fila se identifica por: ID Intelisis').waitFor();
    await dialog().getByText(/^Saldos iniciales: «Periodos pagados»/).waitFor();
    await page.getByTestId('import-file').setInputFiles(file);
    await expect.poll(() => dialog().getByRole('tab', { name: 'Crear (1)' }).count()).toBe(1);
    await dialog().getByRole('tab', { name: 'Rechazadas (1)' }).click();
    const refused = dialog().locator('tr[data-outcome="refused"]');
    await refused.first().waitFor();
    expect(await refused.first().innerText()).toContain('Pagados el: da 3 fechas para 4 periodos pagados');
    expect((await (await page.request.get('/api/loan?q=E2E-SALDO')).json()).data.total).toBe(0);
  });

  it('applied, the loan shows its thirteen periods paid; the same file again changes nothing', async () => {
    await dialog().getByRole('button', { name: 'Aplicar (1 registros)' }).click();
    await dialog().getByText('1 creados · 0 actualizados · 0 sin cambios · 1 rechazados').waitFor({ timeout: 60_000 });
    const loans = (await (await page.request.get('/api/loan?q=E2E-SALDO-1')).json()).data.result;
    expect(loans).toHaveLength(1);
    const details = (await (await page.request.get(`/api/loan_detail?loan_id=${loans[0].id}&take=100`)).json()).data.result as { status_id: number }[];
    expect(details).toHaveLength(24);
    expect(details.filter((d) => d.status_id === 6)).toHaveLength(13);
    // No CFDI was issued for them: they are not offered for invoicing.
    const candidates = (await (await page.request.get(`/api/loan_detail/toInvoice?loan_id=${loans[0].id}`)).json()).data.result;
    expect(candidates).toEqual([]);

    await dialog().getByRole('button', { name: 'Importar otro archivo' }).click();
    await page.getByTestId('import-file').setInputFiles(file);
    await dialog().getByRole('tab', { name: 'Sin cambios (1)' }).waitFor();
    expect(await dialog().getByRole('tab', { name: 'Rechazadas (1)' }).count()).toBe(1);
    expect(await dialog().getByRole('button', { name: /^Aplicar/ }).isDisabled()).toBe(true);
    await dialog().getByRole('button', { name: 'Cerrar' }).first().click();
  });
});
