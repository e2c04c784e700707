/**
 * The users form's Lada and Tipo (docs/decisions/061): the Lada is a visible select beside
 * the phone, on create and on edit; Tipo is required of an investor or a client, in the browser before
 * anything is sent.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { es } from '../../../src/i18n/es.ts';
import { pagePerTest } from '../support/browser.ts';
import { closeDiscardingChanges, waitForDialog } from '../support/feedback.ts';
import { rowWith } from '../support/list-screen.ts';
import { freshUser } from './fresh-user.ts';
import { signInAs } from './sign-in-as.ts';

let page: Page;
const pages = pagePerTest();

const REQUIRED = (es as unknown as { caudal: { validation: { required: string } } }).caudal.validation.required;

describe('the users form', () => {
  it('shows the Lada beside the phone and requires Tipo of an investor', async () => {
    page = await pages.open();
    await signInAs(page, await freshUser(3));
    await page.goto('/administrador/listas/usuarios');
    // Other files add people: the demo investor may be past the first page.
    await page.getByPlaceholder('Buscar').fill('inversionista@caudal.mx');
    await rowWith(page, 'inversionista@caudal.mx').waitFor();

    await page.getByLabel('Crear', { exact: true }).click();
    const dialog = await waitForDialog(page, 'Crear Usuario');
    const lada = dialog.getByRole('combobox', { name: 'Lada', exact: true });
    expect(await lada.isVisible()).toBe(true);
    expect(await lada.innerText()).toBe('MX +52');
    await dialog.getByRole('combobox', { name: 'Rol', exact: true }).click();
    await page.getByRole('option', { name: 'Inversionista', exact: true }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const tipo = dialog.locator('.ra-input-type');
    await expect.poll(() => tipo.innerText()).toContain(REQUIRED);
    await dialog.getByRole('combobox', { name: 'Tipo', exact: true }).click();
    await page.getByRole('option', { name: 'Inversionista', exact: true }).click();
    await expect.poll(() => tipo.innerText()).not.toContain(REQUIRED);
    await closeDiscardingChanges(page, dialog);

    await rowWith(page, 'inversionista@caudal.mx').getByLabel('Editar', { exact: true }).click();
    const edit = await waitForDialog(page, 'Usuario');
    const editLada = edit.getByRole('combobox', { name: 'Lada', exact: true });
    await expect.poll(() => editLada.innerText()).toBe('MX +52');
    expect(await editLada.isVisible()).toBe(true);
  });
});
