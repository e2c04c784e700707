/**
 * The hedge admin lists as an administrator uses them: a new constant value becomes current on
 * Constantes; on Proyeccion a good file replaces the projection and a bad one is refused naming its row
 * and empties the projection shown (spec section 8); on cobertura-config a change is saved with
 * "Configuración modificada correctamente".
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog, waitForDialog, waitForToast } from '../support/feedback.ts';
import { bodyRows, waitForList } from '../support/list-screen.ts';

let page: Page;
const pages = pagePerTest();

async function open(path: string): Promise<void> {
  page = await pages.open();
  await openApp(page, path);
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Proyeccion');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('Constantes', () => {
  it('a new value of "Constante widget" becomes the current one', async () => {
    await open('/administrador/listas/constantes');
    await waitForList(page);
    // The generated list's create control (a link labelled by the screen's createLabel).
    await page.getByLabel('Nuevo valor', { exact: true }).click();
    const dialog = await waitForDialog(page, 'Nuevo valor');
    await dialog.getByLabel('Instrumento').click();
    await page.getByRole('option', { name: 'Constante widget' }).click();
    await dialog.getByLabel('Valor').fill('0.0615');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Registro creado con éxito');
    const widget = bodyRows(page).filter({ hasText: 'Constante widget' });
    await expect.poll(() => widget.allInnerTexts(), SCREEN_WAIT).toEqual([expect.stringContaining('0.0615')]);
    await expectNoErrorDialog(page);
  });
});

describe('Proyección', () => {
  it('a good file becomes the projection; a bad one is refused with every row error, empties the projection shown and says the previous one is kept', async () => {
    await open('/administrador/listas/proyeccion');
    const rows = page.getByTestId('projection-rows').locator('tbody tr');
    await expect.poll(() => rows.count(), SCREEN_WAIT).toBeGreaterThan(0);

    await page.getByTestId('projection-file').setInputFiles({ name: 'proyeccion.xlsx', mimeType: 'application/octet-stream', buffer: await xlsx([['Fecha', 'Tipo de cambio'], ['2027-01-31', '18.60'], ['2027-02-28', '18.75']]) });
    await waitForToast(page, 'Archivo subido con éxito');
    await expect.poll(() => rows.allInnerTexts(), SCREEN_WAIT).toEqual(['2\t31/01/2027\t18.6000', '3\t28/02/2027\t18.7500']);

    const bad = [['Fecha', 'Tipo de cambio'], ['2027-01-31', '18.60'], ['2027-02-30', '18.75'], ['2027-03-31', 'dieciocho']];
    await page.getByTestId('projection-file').setInputFiles({ name: 'mala.xlsx', mimeType: 'application/octet-stream', buffer: await xlsx(bad) });
    await waitForToast(page, 'Hubo un error al subir el archivo');
    const failure = page.getByTestId('projection-failure');
    await failure.waitFor();
    const listed = await failure.getByTestId('projection-failure-rows').locator('li').allInnerTexts();
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatch(/^Fila 3: /);
    expect(listed[1]).toMatch(/^Fila 4: /);
    expect(await failure.getByTestId('projection-failure-kept').innerText()).toBe('No se guardó nada de este archivo; sigue vigente la proyección anterior (proyeccion.xlsx, 2 filas).');
    expect(await page.getByTestId('projection-empty').innerText()).toBe('Tras un archivo rechazado no se muestran los tipos de cambio; la proyección vigente vuelve a mostrarse al recargar la página.');
    // True on the server: the good file is still the projection.
    await page.reload();
    await expect.poll(() => rows.allInnerTexts(), SCREEN_WAIT).toEqual(['2\t31/01/2027\t18.6000', '3\t28/02/2027\t18.7500']);
  });
});

describe('Configuración de cierre de coberturas', () => {
  it('saves a window and reports whether hedges can be closed now', async () => {
    await open('/administrador/listas/cobertura-config');
    await page.getByTestId('closing-now').waitFor();
    await page.getByLabel('Solo de lunes a viernes').check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Configuración modificada correctamente');
    await page.getByLabel('Solo de lunes a viernes').uncheck();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Configuración modificada correctamente');
    await expect.poll(() => page.getByTestId('closing-now').innerText(), SCREEN_WAIT).toContain('se pueden cerrar coberturas');
  });

  it('turns closing off and on with its button (a GET that carries the CSRF header)', async () => {
    await open('/administrador/listas/cobertura-config');
    const toggle = page.getByRole('button', { name: /^(Desactivar|Activar) cierre/ });
    await toggle.waitFor();
    const before = await toggle.innerText();
    await toggle.click();
    await waitForToast(page, 'Configuración modificada correctamente');
    await expect.poll(() => toggle.innerText(), SCREEN_WAIT).not.toBe(before);
    await toggle.click();
    await waitForToast(page, 'Configuración modificada correctamente');
    await expect.poll(() => toggle.innerText(), SCREEN_WAIT).toBe(before);
    await expectNoErrorDialog(page);
  });
});
