/**
 * The route guard (spec section 2) as people meet it: paths outside their role's sidebar end on the
 * 404 page, and protected paths without a session end on the login with "Necesitas Iniciar Sesión".
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser.ts';
import { freshUser } from './fresh-user.ts';
import { caudalItems, signInAs } from './sign-in-as.ts';

let page: Page;
const pages = pagePerTest();

describe('the route guard', () => {
  it('an investor typing the users list lands on /404, and the menu does not offer it', async () => {
    page = await pages.open();
    await signInAs(page, await freshUser(5));
    await page.waitForURL((url) => url.pathname === '/inversiones/dashboard');
    expect(await page.getByRole('menuitem', { name: 'Usuarios' }).count()).toBe(0);

    await page.goto('/administrador/listas/usuarios');
    await page.waitForURL((url) => url.pathname === '/404');
    await page.getByTestId('not-found').getByText('Página no encontrada').waitFor();

    // The group's address leads to the investor's own screen in it, not to the staff list (nor /404).
    await page.goto('/inversiones');
    await page.waitForURL((url) => url.pathname === '/inversiones/dashboard');
  });

  it('the administrator opens the users list from the menu', async () => {
    page = await pages.open();
    await signInAs(page, await freshUser(3));
    await page.getByRole('menuitem', { name: 'Administrador' }).click();
    await page.getByRole('menuitem', { name: 'Usuarios' }).click();
    await page.waitForURL((url) => url.pathname === '/administrador/listas/usuarios');
    await page.getByText('inversionista@caudal.mx').waitFor();
  });

  it('without a session a protected path shows "Necesitas Iniciar Sesión" on the login', async () => {
    page = await pages.open();
    await page.goto('/administrador/listas/moneda');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    // The app's own toast, with the progress bar of its 3-second timer like every other toast.
    const toast = page.getByTestId('caudal-toast').filter({ hasText: 'Necesitas Iniciar Sesión' });
    await toast.waitFor();
    await toast.getByTestId('toast-timer').waitFor();
    expect(await caudalItems(page)).toEqual([]);
  });

  it('a signed-in person opening the login is sent to the root, which lands by role', async () => {
    page = await pages.open();
    await signInAs(page, await freshUser(4));
    await page.goto('/auth/login');
    await page.waitForURL((url) => url.pathname === '/inversiones/inversionistas');
  });
});
