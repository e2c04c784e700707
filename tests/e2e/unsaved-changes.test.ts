/**
 * Unsaved changes ask before they are lost, in the forms as in the permissions
 * grid: a generated edit dialog closed by Escape or its close button, the profile's forms and the cover
 * settings left by a menu link. "Seguir editando" keeps what was typed; "Salir sin guardar" drops it; a
 * form with nothing typed, or one just saved, closes without a question.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp } from './support/app.ts';
import { pagePerTest } from './support/browser.ts';
import { SCREEN_WAIT, waitForDialog, waitForToast } from './support/feedback.ts';
import { rowWith, searchedRow, waitForList } from './support/list-screen.ts';

const pages = pagePerTest();
const QUESTION = 'Cambios sin guardar';

/** The sidebar's "Calculadora", its group opened first when closed (opening a group is no navigation). */
async function clickMenuLink(page: Page): Promise<void> {
  const link = page.getByRole('menuitem', { name: 'Calculadora', exact: true });
  if (!(await link.isVisible())) await page.getByRole('menuitem', { name: 'Inversiones', exact: true }).first().click();
  await link.click();
}

async function questionCount(page: Page): Promise<number> {
  return page.getByRole('dialog').filter({ hasText: QUESTION }).count();
}

describe('unsaved changes in a form ask before they are lost', () => {
  it('a generated edit dialog: Escape and the close button ask once something is typed; staying keeps it; saving closes without asking', async () => {
    const page = await pages.open();
    await openApp(page, '/administrador/listas/moneda');
    await waitForList(page);
    // Other files add test currencies: the peso may be on another page.
    await searchedRow(page, 'Peso mexicano', 'MXN');
    await rowWith(page, 'MXN').getByRole('button', { name: 'Editar' }).click();
    let edit = await waitForDialog(page, 'Moneda');
    // Nothing typed: Escape closes at once.
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });
    expect(await questionCount(page)).toBe(0);

    await rowWith(page, 'MXN').getByRole('button', { name: 'Editar' }).click();
    edit = await waitForDialog(page, 'Moneda');
    const description = edit.getByLabel('Descripción', { exact: true });
    // The record is in before typing: a form that loads after the typing would put the stored text back.
    await expect.poll(() => description.inputValue(), SCREEN_WAIT).not.toBe('');
    const stored = await description.inputValue();
    await description.fill(`${stored} (editado)`);
    await page.keyboard.press('Escape');
    let question = await waitForDialog(page, QUESTION);
    await question.getByRole('button', { name: 'Seguir editando' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await description.inputValue()).toBe(`${stored} (editado)`);

    await edit.getByRole('button', { name: 'Cerrar' }).first().click();
    question = await waitForDialog(page, QUESTION);
    await question.getByRole('button', { name: 'Salir sin guardar' }).click();
    await edit.waitFor({ state: 'detached' });

    // Typed and saved: the dialog closes on its own, with no question.
    await rowWith(page, 'MXN').getByRole('button', { name: 'Editar' }).click();
    edit = await waitForDialog(page, 'Moneda');
    await expect.poll(() => edit.getByLabel('Descripción', { exact: true }).inputValue(), SCREEN_WAIT).toBe(stored);
    await edit.getByLabel('Descripción', { exact: true }).fill(`${stored}.`);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Registro actualizado con éxito');
    await edit.waitFor({ state: 'detached' });
    expect(await questionCount(page)).toBe(0);
    // Put back as it was, for the other files on the shared server.
    await rowWith(page, 'MXN').getByRole('button', { name: 'Editar' }).click();
    edit = await waitForDialog(page, 'Moneda');
    await expect.poll(() => edit.getByLabel('Descripción', { exact: true }).inputValue(), SCREEN_WAIT).toBe(`${stored}.`);
    await edit.getByLabel('Descripción', { exact: true }).fill(stored);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await edit.waitFor({ state: 'detached' });
  });

  it('a "Crear" whose switches take their defaults as it opens (Módulos) closes at once when nothing was typed', async () => {
    const page = await pages.open();
    await openApp(page, '/administrador/listas/modulos');
    await waitForList(page);
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.getByLabel('Crear', { exact: true }).first().click();
      const form = page.getByRole('dialog');
      await form.locator('input[type="checkbox"]').first().waitFor({ state: 'attached' });
      await page.waitForTimeout(500);
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });
      expect(await questionCount(page)).toBe(0);
    }
    // A switch moved is a change: then it asks.
    await page.getByLabel('Crear', { exact: true }).first().click();
    const form = page.getByRole('dialog');
    await form.locator('input[type="checkbox"]').first().click();
    await page.keyboard.press('Escape');
    const question = await waitForDialog(page, QUESTION);
    await question.getByRole('button', { name: 'Salir sin guardar' }).click();
    await form.first().waitFor({ state: 'detached' });
  });

  it('the profile: a typed field asks before a menu link leaves the page; staying keeps it, leaving goes', async () => {
    const page = await pages.open();
    await openApp(page, '/perfil');
    const form = page.getByTestId('profile-form');
    const phone = form.getByLabel('Teléfono', { exact: true });
    await phone.waitFor();
    await phone.fill('5512345678');
    await clickMenuLink(page);
    const question = await waitForDialog(page, QUESTION);
    await question.getByRole('button', { name: 'Seguir editando' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/perfil');
    expect(await phone.inputValue()).toBe('5512345678');

    // The password form counts too, and leaving goes where the link said.
    await page.getByTestId('password-form').getByLabel('Contraseña actual', { exact: true }).fill('algo');
    await clickMenuLink(page);
    await (await waitForDialog(page, QUESTION)).getByRole('button', { name: 'Salir sin guardar' }).click();
    await page.waitForURL((url) => url.pathname !== '/perfil');
  });

  it('the cover settings: a switch moved and not saved asks before the menu leaves; nothing moved leaves at once', async () => {
    const page = await pages.open();
    await openApp(page, '/administrador/listas/cobertura-config');
    const weekdays = page.locator('input[name="weekdaysOnly"]');
    await weekdays.waitFor();
    // The page has settled (its settings and the current check read): a click before that can be drawn over.
    await page.waitForLoadState('networkidle');
    await weekdays.click();
    await clickMenuLink(page);
    const question = await waitForDialog(page, QUESTION);
    await question.getByRole('button', { name: 'Seguir editando' }).click();
    await question.waitFor({ state: 'detached' });
    // Moved back: nothing unsaved, the menu goes at once.
    await weekdays.click();
    await clickMenuLink(page);
    await page.waitForURL((url) => url.pathname !== '/administrador/listas/cobertura-config');
    expect(await questionCount(page)).toBe(0);
  });
});
