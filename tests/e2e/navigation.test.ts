/**
 * Screens beyond the editable catalogues: a catalogue kept in the ERP (read-only, with its "Préstamos"
 * row action) and an address that does not exist.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp } from './support/app.ts';
import { SCREEN_WAIT } from './support/feedback.ts';
import { pagePerTest } from './support/browser.ts';
import { bodyRows, rangeText, rowWith } from './support/list-screen.ts';

let page: Page;
const pages = pagePerTest();

describe('Clientes, a catalogue kept in the ERP', () => {
  it('lists the customers with a "Préstamos" action, an edit of their fiscal data, and no create or delete', async () => {
    page = await pages.open();
    await openApp(page, '/administrador/listas/clientes');
    const customer = rowWith(page, 'XENON INDUSTRIAL ARTICLES');
    await customer.waitFor();
    await expect.poll(() => rangeText(page), SCREEN_WAIT).toBe('1-4 de 4');

    await page.getByLabel('Exportar', { exact: true }).waitFor();
    expect(await page.getByLabel('Crear', { exact: true }).count()).toBe(0);
    expect(await bodyRows(page).getByLabel('Préstamos', { exact: true }).count()).toBe(4);
    // Admin corrects the fiscal data SAT checks (UsoCFDI in the form); the ERP's fields stay read-only.
    expect(await bodyRows(page).getByLabel('Editar', { exact: true }).count()).toBe(4);
    expect(await bodyRows(page).getByLabel('Eliminar', { exact: true }).count()).toBe(0);

    // The action leads to that customer's loans (spec section 2: /prestamos/prestamos/:id).
    const id = (await customer.locator('td').first().innerText()).trim();
    await customer.getByLabel('Préstamos', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, SCREEN_WAIT).toBe(`/prestamos/prestamos/${id}`);
  });
});

describe('an unknown address', () => {
  it('shows the 404 page', async () => {
    page = await pages.open();
    await openApp(page, '/no-existe');
    const notFound = page.getByTestId('not-found');
    await notFound.getByText('404', { exact: true }).waitFor();
    await notFound.getByText('Página no encontrada', { exact: true }).waitFor();
    await notFound.getByRole('link', { name: 'Ir al inicio' }).click();
    await notFound.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).not.toBe('/no-existe');
  });
});
