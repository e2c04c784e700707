/**
 * The ERP's records by hand (docs/decisions/241): on Empresas, Admin sees "Edición manual" off, no
 * "Crear" and no edit on the rows, only "Importar"; turned on, a company is created by hand; turned off
 * again, "Crear" is gone. The setting is the firm's: it is left off for the other tests.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pageForFile } from '../support/browser.ts';
import { waitForList } from '../support/list-screen.ts';

const page = pageForFile();
const SHOTS = process.env.IMPORT_SCREENSHOTS;

describe("the ERP's companies", () => {
  it('are created by hand only while Edición manual is on', async () => {
    await openApp(page, '/administrador/listas/empresas');
    await waitForList(page);
    const toggle = page.getByLabel('Edición manual', { exact: true });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    expect(await page.getByRole('button', { name: 'Crear', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Importar', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Editar' }).count()).toBe(0);

    // The switch shows the firm's setting as the server answers it: it moves once the change is saved.
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('ID Intelisis').fill('EMP-MANO');
    await form.getByLabel('Nombre').fill('Empresa hecha a mano');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Empresa hecha a mano').waitFor();
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'erp-hand-edits-on.png') });

    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Crear', exact: true }).count()).toBe(0);
  });
});
