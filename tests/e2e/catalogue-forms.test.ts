/**
 * The create and edit dialogs of a generated catalogue (Monedas), as an administrator uses them:
 * the spec's validation messages (section 5), the success toasts (section 8), and delete behind its
 * confirmation.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openApp } from './support/app.ts';
import { pagePerTest } from './support/browser.ts';
import { SCREEN_WAIT, dismissToast, expectNoErrorDialog, fieldMessage, waitForDialog, waitForToast } from './support/feedback.ts';
import { fieldLabel } from './support/labels.ts';
import { rowWith, waitForList } from './support/list-screen.ts';

const MONEDAS = '/administrador/listas/moneda';
const FORM_FIELDS = ['name', 'description', 'code', 'interests', 'retentions', 'interests_pm', 'retentions_pm', 'min_inv'] as const;

let page: Page;
const pages = pagePerTest();

async function openMonedas(): Promise<void> {
  page = await pages.open();
  await openApp(page, MONEDAS);
  await waitForList(page);
}

async function openCreateDialog(): Promise<Locator> {
  await page.getByLabel('Crear', { exact: true }).click();
  return waitForDialog(page, 'Crear Moneda');
}

function input(dialog: Locator, field: (typeof FORM_FIELDS)[number]): Locator {
  return dialog.getByLabel(fieldLabel('es', 'currency', field), { exact: true });
}

async function expectMessage(dialog: Locator, field: (typeof FORM_FIELDS)[number], message: string): Promise<void> {
  await expect.poll(() => fieldMessage(input(dialog, field)), SCREEN_WAIT).toBe(message);
}

describe('Monedas: the create form', () => {
  it('says "El valor es obligatorio" (the spec\'s "Value is required", in Spanish) under every field when an empty form is saved', async () => {
    await openMonedas();
    const dialog = await openCreateDialog();
    await dialog.getByRole('button', { name: 'Guardar' }).click();

    for (const field of FORM_FIELDS) await expectMessage(dialog, field, 'El valor es obligatorio');
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByTestId('caudal-toast').filter({ hasText: 'Registro creado con éxito' }).count()).toBe(0);
  });

  it('says "El valor debe ser numérico" when letters are typed into a numeric field', async () => {
    await openMonedas();
    const dialog = await openCreateDialog();
    await input(dialog, 'name').fill('Libra esterlina');
    await input(dialog, 'interests').fill('doce');
    await input(dialog, 'min_inv').fill('10a');
    await dialog.getByRole('button', { name: 'Guardar' }).click();

    await expectMessage(dialog, 'interests', 'El valor debe ser numérico');
    await expectMessage(dialog, 'min_inv', 'El valor debe ser numérico');
    await expectMessage(dialog, 'retentions', 'El valor es obligatorio');
    expect(await fieldMessage(input(dialog, 'name'))).toBe('');

    // Correcting the field clears its message (react-hook-form re-validates on change after a submit).
    await input(dialog, 'interests').fill('12.5');
    await expectMessage(dialog, 'interests', '');
  });
});

describe('Monedas: a currency from creation to deletion', () => {
  it('is created, shown, edited and deleted with the spec\'s toasts', async () => {
    await openMonedas();

    const create = await openCreateDialog();
    const values: Record<(typeof FORM_FIELDS)[number], string> = {
      name: 'Euro',
      description: 'Inversiones en euros',
      code: 'EUR',
      interests: '4.5',
      retentions: '0.9',
      interests_pm: '5',
      retentions_pm: '0.9',
      min_inv: '5000',
    };
    for (const field of FORM_FIELDS) await input(create, field).fill(values[field]);
    await create.getByRole('button', { name: 'Guardar' }).click();
    await dismissToast(await waitForToast(page, 'Registro creado con éxito'));
    await create.waitFor({ state: 'detached' });
    const created = rowWith(page, 'EUR');
    await created.waitFor();
    expect(await created.innerText()).toMatch(/Euro\s+Inversiones en euros\s+EUR\s+4\.50%\s+0\.90%\s+5\.00%\s+0\.90%\s+\$5,000\.00/);

    await created.getByLabel('Editar').click();
    const edit = await waitForDialog(page, 'Moneda');
    await expect.poll(() => input(edit, 'name').inputValue(), SCREEN_WAIT).toBe('Euro');
    expect(await input(edit, 'min_inv').inputValue()).toBe('5000.00');
    await input(edit, 'name').fill('Euro (zona euro)');
    await input(edit, 'interests').fill('4.75');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await dismissToast(await waitForToast(page, 'Registro actualizado con éxito'));
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => rowWith(page, 'EUR').innerText(), SCREEN_WAIT).toMatch(/Euro \(zona euro\)\s+Inversiones en euros\s+EUR\s+4\.75%/);

    // Cancel keeps the record; OK deletes it.
    await rowWith(page, 'EUR').getByLabel('Eliminar').click();
    let confirm = await waitForDialog(page, 'Eliminar registro');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await rowWith(page, 'EUR').count()).toBe(1);

    await rowWith(page, 'EUR').getByLabel('Eliminar').click();
    confirm = await waitForDialog(page, 'Eliminar registro');
    expect(await confirm.innerText()).toContain('¿Seguro que deseas eliminar este registro?');
    // Its buttons speak the screen's language, not the spec's English defaults (decision 131).
    expect(await confirm.getByRole('button', { name: 'OK' }).count()).toBe(0);
    expect(await confirm.getByRole('button', { name: 'Cerrar este diálogo' }).count()).toBe(1);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await waitForToast(page, 'Registro eliminado con exito');
    await rowWith(page, 'EUR').waitFor({ state: 'detached' });
    await expectNoErrorDialog(page);
  });
});
