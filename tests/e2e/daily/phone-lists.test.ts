/**
 * A list on a phone has every state a laptop's list has: an empty list says "No se encontraron ...", a
 * search with no match says so with "Limpiar filtros", which brings the cards back. It used to show only
 * "Última actualización" on a blank card.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const pages = pagePerTest();

async function currenciesOnPhone(): Promise<Page> {
  const page = await pages.open(PHONE);
  await openApp(page, '/administrador/listas/moneda');
  await page.getByTestId('phone-card').first().waitFor();
  return page;
}

describe('a list on a phone', () => {
  it('a search with no match says so and offers to clear the filters, which brings the cards back', async () => {
    const page = await currenciesOnPhone();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('zzqx-nada-coincide');
    await page.getByText(/No se encontraron monedas con los filtros actuales/i).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('phone-card').count()).toBe(0);
    if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/phone-list-no-match.png` });
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page.getByTestId('phone-card').first().waitFor();
  });

  it('an empty list says there is nothing, in each language', async () => {
    const page = await pages.open(PHONE);
    await page.route(/\/api\/currency\?/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { result: [], total: 0 } }) }));
    await openApp(page, '/administrador/listas/moneda');
    await page.getByText(/No se encontraron monedas/i).waitFor({ timeout: 15_000 });
  });
});
