/**
 * Beyond the dashboard: a generated list and the bespoke screens whose own data
 * failed to load say so in the spec's words (section 8) in place of that data, never a transport's raw text
 * and never a spinner for good, and "Reintentar" loads it again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';

const pages = pagePerTest();
const RAW = /HTTP \d|Network error|Unauthorized|Invalid|Failed to fetch|Internal Server Error/;
const HEADLINE = 'Hubo un error al obtener los datos.';
const shots = process.env.CAUDAL_SCREENSHOTS;

/** Opens `path` with the API answering `pattern` with `status` and `body` until the test lets it through. */
async function failing(pattern: RegExp, path: string, status: number, body: unknown, options = {}): Promise<Page> {
  const page = await pages.open(options);
  await openApp(page, '/perfil');
  await page.getByTestId('profile-page').waitFor();
  await page.route(pattern, (route) => (route.request().method() === 'GET' ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }) : route.continue()));
  await page.goto(path);
  return page;
}

async function noticeSays(page: Page, words: string) {
  // A list's query is asked three times before it counts as failed (react-query's retries).
  const notice = page.getByRole('alert').filter({ hasText: HEADLINE });
  await notice.waitFor({ timeout: 20_000 });
  expect(await notice.innerText()).toContain(words);
  expect(await page.locator('body').innerText()).not.toMatch(RAW);
  return notice;
}

describe('a failed load, said where the data would be', () => {
  it('a generated list (Monedas): the server\'s sentence under the headline, no stale paging, and Reintentar', async () => {
    const page = await failing(/\/api\/currency\?/, '/administrador/listas/moneda', 500, { message: 'La base de datos tardó demasiado.' });
    const notice = await noticeSays(page, 'La base de datos tardó demasiado.');
    expect(await page.getByTestId('list-range').count()).toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/failed-list.png` });
    await page.unrouteAll({ behavior: 'wait' });
    await notice.getByRole('button', { name: 'Reintentar' }).click();
    await page.locator('.RaList-content tbody tr').first().waitFor({ timeout: 15_000 });
    expect(await notice.count()).toBe(0);
  });

  it('the invoice candidates, on a phone: Datos incorrectos for an unreadable 422, then the cards', async () => {
    const page = await failing(/\/api\/loan_detail\/toInvoice/, '/prestamos/facturas', 422, { message: 'Invalid' }, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const notice = await noticeSays(page, 'Datos incorrectos');
    if (shots) await page.screenshot({ path: `${shots}/failed-invoice-candidates-phone.png` });
    await page.unrouteAll({ behavior: 'wait' });
    await notice.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByTestId('invoice-candidate-card').first().waitFor({ timeout: 15_000 });
  });

  it('the calculator\'s currencies: Servicio no disponible, then the currencies to pick from', async () => {
    const page = await failing(/\/api\/calculator\/currencies/, '/inversiones/calculadora', 500, {});
    const notice = await noticeSays(page, 'Servicio no disponible');
    await page.unrouteAll({ behavior: 'wait' });
    await notice.getByRole('button', { name: 'Reintentar' }).click();
    await notice.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByLabel('Tipo de moneda').click();
    await page.getByRole('option', { name: /MXN/ }).waitFor();
  });

  it('the permissions grid and the new hedge\'s instruments say it too', async () => {
    let page = await failing(/\/api\/permission\/\d+\/modules/, '/administrador/listas/permisos?role_id=4', 500, { message: 'No se pudo leer la tabla de permisos.' });
    let notice = await noticeSays(page, 'No se pudo leer la tabla de permisos.');
    await page.unrouteAll({ behavior: 'wait' });
    await notice.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('checkbox').first().waitFor({ timeout: 15_000 });

    page = await failing(/\/api\/forward\/misc$/, '/coberturas/nueva-cobertura', 500, {});
    notice = await noticeSays(page, 'Servicio no disponible');
    if (shots) await page.screenshot({ path: `${shots}/failed-new-hedge.png` });
    await page.unrouteAll({ behavior: 'wait' });
    await notice.getByRole('button', { name: 'Reintentar' }).click();
    await notice.waitFor({ state: 'detached', timeout: 15_000 });
  });
});
