/**
 * The spec's own toasts for screens that have one: a module created and edited says
 * "Módulo creado" and "Módulo actualizado", a user deleted "Usuario eliminado con exito"; other screens
 * keep the generic "Registro …" (catalogue-forms.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { freshUser } from './auth/fresh-user.ts';
import { openApp } from './support/app.ts';
import { pagePerTest } from './support/browser.ts';
import { SCREEN_WAIT, dismissToast, expectNoErrorDialog, waitForDialog, waitForToast } from './support/feedback.ts';
import { fieldLabel } from './support/labels.ts';
import { rowWith, waitForList } from './support/list-screen.ts';

let page: Page;
const pages = pagePerTest();

const input = (dialog: Locator, field: string) => dialog.getByLabel(fieldLabel('es', 'module', field), { exact: true });

describe('screens with their own toasts', () => {
  it('a module: "Módulo creado", then "Módulo actualizado"', async () => {
    page = await pages.open();
    await openApp(page, '/administrador/listas/modulos');
    await waitForList(page);

    await page.getByLabel('Crear', { exact: true }).click();
    const create = await waitForDialog(page, 'Crear Módulo');
    await create.getByRole('combobox', { name: fieldLabel('es', 'module', 'application_id'), exact: true }).click();
    await page.getByRole('option', { name: 'Inversiones', exact: true }).click();
    await input(create, 'name').fill('Pruebas de avisos');
    await input(create, 'description').fill('Módulo de una prueba');
    await input(create, 'icon').fill('Science');
    await input(create, 'frontName').fill('Avisos de prueba');
    await input(create, 'route').fill('/administrador/pruebas-avisos');
    await create.getByRole('button', { name: 'Guardar' }).click();
    const created = await waitForToast(page, 'Módulo creado');
    // The toast covers neither the app bar (name, bell, language) nor the control just used.
    const toastBox = (await created.boundingBox())!;
    const barBox = (await page.locator('header.MuiAppBar-root').boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
    const createBox = (await page.getByLabel('Crear', { exact: true }).boundingBox())!;
    const overlaps = toastBox.x < createBox.x + createBox.width && createBox.x < toastBox.x + toastBox.width && toastBox.y < createBox.y + createBox.height && createBox.y < toastBox.y + toastBox.height;
    expect(overlaps).toBe(false);
    if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/toast-below-the-action.png` });
    await dismissToast(created);
    await create.waitFor({ state: 'detached' });
    expect(await page.getByTestId('caudal-toast').filter({ hasText: 'Registro creado con éxito' }).count()).toBe(0);

    // The new module is on the list's last page: the search finds it.
    await page.getByPlaceholder('Buscar').fill('pruebas-avisos');
    const row = rowWith(page, '/administrador/pruebas-avisos');
    await row.waitFor();
    await row.getByLabel('Editar').click();
    const edit = await waitForDialog(page, 'Módulo');
    await expect.poll(() => input(edit, 'name').inputValue(), SCREEN_WAIT).toBe('Pruebas de avisos');
    await input(edit, 'frontName').fill('Avisos de prueba (editado)');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await dismissToast(await waitForToast(page, 'Módulo actualizado'));
    await edit.waitFor({ state: 'detached' });

    // Gone again, so the other files' menus and grids do not meet it.
    await rowWith(page, '/administrador/pruebas-avisos').getByLabel('Eliminar').click();
    await (await waitForDialog(page, 'Eliminar registro')).getByRole('button', { name: 'Eliminar' }).click();
    await waitForToast(page, 'Registro eliminado con exito');
    await expectNoErrorDialog(page);
  });

  it('a user: "Usuario eliminado con exito"', async () => {
    const doomed = await freshUser(5);
    page = await pages.open();
    await openApp(page, '/administrador/listas/usuarios');
    await waitForList(page);
    const row = rowWith(page, doomed.email);
    await row.waitFor();
    await row.getByLabel('Eliminar').click();
    const confirm = await waitForDialog(page, 'Eliminar registro');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await waitForToast(page, 'Usuario eliminado con exito');
    expect(await page.getByTestId('caudal-toast').filter({ hasText: 'Registro eliminado con exito' }).count()).toBe(0);
    await expectNoErrorDialog(page);
  });
});
