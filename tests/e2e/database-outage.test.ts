/**
 * A database outage as a person sees it (docs/decisions/103): when the API answers
 * 503, a list shows "Servicio no disponible" (spec section 8) in place of its rows: not stale rows,
 * not "No se encontraron ..." beside a stale "1-25 de 25". The e2e server is shared by every file, so
 * the outage is the browser's: its list requests are answered 503, as the API answers them then.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from './support/app.ts';
import { pagePerTest } from './support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog } from './support/feedback.ts';
import { bodyRows, clickColumnHeader, rangeText } from './support/list-screen.ts';
import { fieldLabel } from './support/labels.ts';

const pages = pagePerTest();
const UNAVAILABLE = 'Servicio no disponible';
/** What the API answers while its database is unreachable (server/plugins/error-handler.ts). */
const OUTAGE = { status: 503, headers: { 'retry-after': '5' }, contentType: 'application/json', body: JSON.stringify({ message: 'Servicio no disponible: la base de datos no responde. Intenta de nuevo en unos segundos.' }) };

/** From now on the list calls of `apiPath` answer 503. */
async function loseDatabaseFor(page: Page, apiPath: string): Promise<void> {
  await page.route((url) => url.pathname === `/api/${apiPath}` && url.searchParams.has('take'), (route) => route.fulfill(OUTAGE));
}

const outageNotice = (page: Page) => page.getByRole('alert').filter({ hasText: UNAVAILABLE });

async function expectOutageShown(page: Page, resourcePlural: RegExp): Promise<void> {
  await outageNotice(page).waitFor();
  expect(await bodyRows(page).count()).toBe(0);
  expect(await page.getByText(/No se encontraron/).count()).toBe(0);
  expect(await page.getByText(resourcePlural).count()).toBeGreaterThan(0);
  expect(await page.getByTestId('list-range').count()).toBe(0);
}

describe('a list during a database outage', () => {
  it('Préstamos, loaded before the outage, shows "Servicio no disponible" instead of its rows and total, and its rows again once back', async () => {
    const page = await pages.open();
    await openApp(page, '/prestamos/prestamos');
    await expect.poll(() => bodyRows(page).count(), SCREEN_WAIT).toBeGreaterThan(1);
    const range = await rangeText(page);

    await loseDatabaseFor(page, 'loan');
    // Anything that loads the list again: sorting it by another column.
    await clickColumnHeader(page, fieldLabel('es', 'loan', 'customer_id'));
    await expectOutageShown(page, /Préstamos/);
    await expect.poll(() => page.getByTestId('last-update').count(), SCREEN_WAIT).toBe(1);
    await page.screenshot({ path: join(tmpdir(), 'caudal-e2e-outage-prestamos.png'), fullPage: true });
    await expectNoErrorDialog(page);

    await page.unrouteAll({ behavior: 'wait' });
    await outageNotice(page).getByRole('button', { name: 'Recargar' }).click();
    await expect.poll(() => bodyRows(page).count(), SCREEN_WAIT).toBeGreaterThan(1);
    expect(await rangeText(page)).toBe(range);
    expect(await outageNotice(page).count()).toBe(0);
  });

  it('Usuarios, whose failed load the spec empties, opened during the outage: the notice, no empty list', async () => {
    const page = await pages.open();
    await loseDatabaseFor(page, 'user');
    await openApp(page, '/administrador/listas/usuarios');
    await expectOutageShown(page, /Usuarios/);
    await page.screenshot({ path: join(tmpdir(), 'caudal-e2e-outage-usuarios.png'), fullPage: true });
  });
});
