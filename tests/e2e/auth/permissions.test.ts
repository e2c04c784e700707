/**
 * The permissions editor (spec section 6) end to end: the roles' row action "permisos" opens the grid
 * for that role; a tick saved there is what the role's next session may open, and unticking takes it
 * back (the first save creates the permission, the second updates it).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { keepScreenshot, launchBrowser, newPage } from '../support/browser.ts';
import { createRecord } from '../support/api.ts';
import { expectNoErrorDialog, waitForDialog, waitForToast } from '../support/feedback.ts';
import { rowWith } from '../support/list-screen.ts';
import { freshUser } from './fresh-user.ts';
import { signInAs, type DemoAccount } from './sign-in-as.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: Page;
let client: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') {
    await keepScreenshot(admin, `${task.name} (admin)`);
    await keepScreenshot(client, `${task.name} (client)`);
  }
  for (const context of contexts.splice(0)) await context.close();
});

const MONEDAS = '/administrador/listas/moneda';

async function openPage(): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  return page;
}

/** The administrator ticks or unticks "Monedas: Leer" for the role Cliente and saves. */
async function setClientCanReadCurrencies(value: boolean): Promise<void> {
  await admin.goto('/administrador/listas/roles');
  await rowWith(admin, 'Cliente').getByLabel('Permisos', { exact: true }).click();
  await admin.waitForURL((url) => url.pathname === '/administrador/listas/permisos' && url.searchParams.get('role_id') === '6');
  const tick = admin.getByRole('checkbox', { name: 'Monedas: Leer', exact: true });
  expect(await tick.isChecked()).toBe(!value);
  await tick.click();
  await admin.getByText('1 cambio sin guardar').waitFor();
  await admin.getByRole('button', { name: 'Guardar' }).click();
  await waitForToast(admin, 'Permisos actualizados');
  await expect.poll(() => tick.isChecked()).toBe(value);
}

/** A new session of the client, typing the currencies address: where does it end? */
async function clientOpensCurrencies(person: DemoAccount): Promise<string> {
  client = await openPage();
  await signInAs(client, person);
  await client.goto(MONEDAS);
  // Either the currencies list or the 404 page is drawn; the address then says which.
  await client.locator('[data-testid="not-found"], table').first().waitFor();
  return new URL(client.url()).pathname;
}

describe('the permissions editor', () => {
  it("a tick saved for a role opens that screen in the role's next session, and unticking closes it", async () => {
    admin = await openPage();
    await signInAs(admin, await freshUser(3));
    const person = await freshUser(6);
    expect(await clientOpensCurrencies(person)).toBe('/404');

    await setClientCanReadCurrencies(true);
    expect(await clientOpensCurrencies(person)).toBe(MONEDAS);

    await setClientCanReadCurrencies(false);
    expect(await clientOpensCurrencies(person)).toBe('/404');
  }, 180_000);

  it('a permission created meanwhile elsewhere: Save says so once, and the grid shows that module once', async () => {
    admin = await openPage();
    await signInAs(admin, await freshUser(3));
    await admin.goto('/administrador/listas/permisos?role_id=6');
    const tick = admin.getByRole('checkbox', { name: 'Notificaciones: Leer', exact: true });
    expect(await tick.isChecked()).toBe(false);
    // Another administrator (here the API, as Root) gives Cliente that module while this grid is open.
    const row = tick.locator('xpath=ancestor::tr[1]');
    const moduleId = Number((await row.getAttribute('data-testid'))?.replace('permission-row-', ''));
    await createRecord('permission', { role_id: 6, module_id: moduleId, read: true, create: false, update: false, destroy: false, root: false });
    await tick.click();
    await admin.getByRole('button', { name: 'Guardar' }).click();
    const toast = await waitForToast(admin, 'Error al actualizar los permisos');
    expect(await toast.innerText()).toContain('Ese rol ya tiene permisos para ese módulo; edita la fila existente');
    expect(await admin.getByTestId('caudal-toast').count()).toBe(1);
    await expectNoErrorDialog(admin);
    await expect.poll(() => tick.isChecked()).toBe(true);
    expect(await admin.getByTestId(`permission-row-${moduleId}`).count()).toBe(1);
  });

  it('unsaved ticks ask before they are lost: a menu link or another role, "Seguir editando" keeps them', async () => {
    admin = await openPage();
    await signInAs(admin, await freshUser(3));
    await admin.goto('/administrador/listas/permisos?role_id=6');
    const tick = admin.getByRole('checkbox', { name: 'Monedas: Crear', exact: true });
    const before = await tick.isChecked();
    await tick.click();
    await admin.getByText('1 cambio sin guardar').waitFor();

    // The sidebar's "Roles": asked, and staying keeps the page and the tick.
    await admin.getByRole('menuitem', { name: 'Roles', exact: true }).click();
    let question = await waitForDialog(admin, 'Cambios sin guardar');
    await question.getByRole('button', { name: 'Seguir editando' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(admin.url()).pathname).toBe('/administrador/listas/permisos');
    expect(await tick.isChecked()).toBe(!before);

    // Another role in the grid's own select: asked too; leaving drops the tick, unsaved.
    await admin.getByLabel('Rol', { exact: true }).click();
    await admin.getByRole('option', { name: 'Inversionista', exact: true }).click();
    question = await waitForDialog(admin, 'Cambios sin guardar');
    await question.getByRole('button', { name: 'Salir sin guardar' }).click();
    await admin.waitForURL((url) => url.searchParams.get('role_id') === '5');
    await admin.goto('/administrador/listas/permisos?role_id=6');
    await expect.poll(() => admin.getByRole('checkbox', { name: 'Monedas: Crear', exact: true }).isChecked()).toBe(before);
    // Nothing unsaved: the menu goes at once.
    await admin.getByRole('menuitem', { name: 'Roles', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/administrador/listas/roles');
    await expectNoErrorDialog(admin);
  });
});
