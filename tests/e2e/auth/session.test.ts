/**
 * The browser session (spec section 4): the language choice is saved for the user and survives a
 * reload; signing out from the sidebar ends the session and removes every caudal. item.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, pagePerTest } from '../support/browser.ts';
import { freshUser } from './fresh-user.ts';
import { caudalItems, signInAs } from './sign-in-as.ts';

let page: Page;
const pages = pagePerTest();

/** A user's stored language, read through the API as Root. */
async function languageOf(userId: number): Promise<string> {
  const { cookie } = inject('e2eApiSession');
  const response = await fetch(`${baseUrl()}/api/user/${userId}`, { headers: { accept: 'application/json', cookie } });
  return ((await response.json()) as { data: { language: string } }).data.language;
}

describe('the browser session', () => {
  it('the language switch is saved for the user and stays after a reload', async () => {
    page = await pages.open();
    const gestor = await freshUser(4);
    await signInAs(page, gestor);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('caudal.language'))).toBe('en');
    await expect.poll(() => languageOf(gestor.id)).toBe('en');

    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await banner.getByRole('button', { name: 'Language' }).innerText()).toBe('EN');
  });

  it('signing out from the sidebar ends the session and removes every caudal. item', async () => {
    page = await pages.open();
    await signInAs(page, await freshUser(3));
    await page.getByRole('menuitem', { name: 'Administrador' }).click();
    expect((await caudalItems(page)).map(([key]) => key)).toEqual(expect.arrayContaining(['caudal.menu-active', 'caudal.session', 'caudal.user', 'caudal.permissions']));

    const sessionCookies = (await page.context().cookies()).filter((c) => c.name === 'caudal_session');
    expect(sessionCookies).toHaveLength(1);
    // The menu is long once a submenu is open; sign-out stays in sight at the foot of the sidebar.
    const signOut = page.getByRole('button', { name: 'Cerrar sesión' });
    const box = (await signOut.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await signOut.click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await caudalItems(page)).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('caudal_session');

    // The server ended the session too: its old cookie, sent again, opens nothing.
    await page.context().addCookies(sessionCookies);
    expect((await page.request.get('/api/auth/session')).status()).toBe(401);

    await page.goto('/administrador/listas/usuarios');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByText('Necesitas Iniciar Sesión').waitFor();
  });
});
