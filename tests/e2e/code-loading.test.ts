/**
 * A code file that fails to load (after a deploy, 22 hashed files answered 404 and
 * a client was left on a blank sign-in page): the page reloads once and draws; a file still missing
 * after that reload ends on a page that says so and offers to load again, never a blank page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp } from './support/app.ts';
import { pagePerTest } from './support/browser.ts';

const pages = pagePerTest();
const AUTH_CHUNK = /\/assets\/AuthApp-[^/]+\.js$/;
/** The Spanish texts, a file of their own (decision 181). */
const SPANISH_TEXTS = /\/assets\/es-[\w-]{8}\.js$/;

/** Counts the page's own loads (the first and each reload). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

describe('a code file that fails to load', () => {
  it('reloads the sign-in page once, which then draws', async () => {
    const page = await pages.open();
    const loads = countLoads(page);
    let refused = 0;
    await page.route(AUTH_CHUNK, async (route) => {
      if (refused++ === 0) return route.fulfill({ status: 404, body: 'gone' });
      return route.continue();
    });
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    expect(refused).toBe(2);
    expect(loads()).toBe(2);
  });

  it('says so, in the page\'s language, when the file is still missing after the reload', async () => {
    const page = await pages.open();
    const loads = countLoads(page);
    await page.route(AUTH_CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/auth/login');
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'No se pudo cargar Caudal' }).waitFor();
    expect(await alert.getByRole('button', { name: 'Volver a cargar' }).count()).toBe(1);
    // One reload, not a loop.
    await page.waitForTimeout(500);
    expect(loads()).toBe(2);
  });

  it('says so when the person\'s texts cannot be loaded, after the reload and i18next\'s retries, rather than draw keys', async () => {
    const page = await pages.open();
    await openApp(page, '/administrador/listas/moneda');
    const loads = countLoads(page);
    let refused = 0;
    await page.route(SPANISH_TEXTS, (route) => {
      refused += 1;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await page.goto('/administrador/listas/moneda');
    const alert = page.getByRole('alert');
    // Spec section 9: 5 retries from 350 ms, doubling: about 11 s after the reload.
    await alert.getByRole('heading', { name: 'No se pudo cargar Caudal' }).waitFor({ timeout: 30_000 });
    expect(loads()).toBe(2);
    // Asked before the reload, after it, then 5 more times by i18next (its first read may share the entry's request).
    expect(refused).toBeGreaterThanOrEqual(7);
    expect(await page.getByRole('banner').count()).toBe(0);
  });
});
