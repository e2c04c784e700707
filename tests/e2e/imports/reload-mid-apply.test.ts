/**
 * An import survives a reload (docs/decisions/240: the job is a row, not a request): Admin applies a
 * file of 3,000 customers, reloads the page while the progress bar runs, opens Importar again and finds
 * the same job still applying, its bar moving on, then finished with every row written once.
 */
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
const ROWS = 3000;

const dialog = () => page.getByRole('dialog', { name: /Importar Clientes/ });

async function latestJob(): Promise<{ id: number; status: string; progress: number; writes: number }> {
  return (await (await page.request.get('/api/customer/import/jobs/latest')).json()).data;
}

describe('an import applying when the page reloads', () => {
  it('comes back with its progress bar after the reload and finishes, every row written once', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Clientes');
    sheet.addRow(['Clave', 'Nombre', 'RFC']);
    for (let i = 0; i < ROWS; i++) {
      const { name, rfc } = build(entities.customer, { user_id: null }) as Record<string, string>;
      sheet.addRow([`REC-${String(i + 1).padStart(5, '0')}`, `${name} ${i + 1}`, rfc]);
    }
    const path = join(tmpdir(), 'caudal-e2e-clientes-recarga.xlsx');
    await workbook.xlsx.writeFile(path);

    await openApp(page, '/administrador/listas/clientes');
    await waitForList(page);
    const latestRead = page.waitForResponse((response) => response.url().includes('/import/jobs/latest'));
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    // The dialog reopens on this list's latest preview when an earlier file left one: start a new file.
    const latestBefore = await (await latestRead).json();
    if (latestBefore.data?.status === 'previewed' || latestBefore.data?.status === 'applying') await dialog().getByRole('button', { name: 'Importar otro archivo' }).click();
    await page.getByTestId('import-file').setInputFiles(path);
    await expect.poll(() => dialog().getByRole('tab', { name: `Crear (${ROWS})` }).count(), { timeout: 60_000 }).toBe(1);
    await dialog().getByRole('button', { name: `Aplicar (${ROWS} registros)` }).click();
    await dialog().getByRole('progressbar', { name: /^Aplicando… \d+ de 3000$/ }).waitFor();
    const before = await latestJob();
    expect(before.status).toBe('applying');

    // The server is busy writing: the reload is given its time (no timing is asserted).
    await page.reload({ timeout: 60_000 });
    await waitForList(page);
    await page.getByRole('button', { name: 'Importar', exact: true }).click({ timeout: 60_000 });
    // The same job, found again on the server and still applying: its bar, moving on to the end.
    const bar = dialog().getByRole('progressbar', { name: /^Aplicando… \d+ de 3000$/ });
    await bar.waitFor({ timeout: 60_000 });
    const again = await latestJob();
    expect(again).toMatchObject({ id: before.id, status: 'applying' });
    await dialog().getByText('Importación terminada').waitFor({ timeout: 120_000 });
    await dialog().getByText(`${ROWS} creados · 0 actualizados · 0 sin cambios · 0 rechazados`).waitFor();
    await expect.poll(async () => (await latestJob()).status, { timeout: 120_000 }).toBe('done');
    const done = await latestJob();
    expect(done).toMatchObject({ progress: ROWS, writes: ROWS });
    const answer = await page.request.get('/api/customer?q=REC-&take=1');
    expect((await answer.json()).data.total).toBe(ROWS);
  }, 240_000);
});
