/**
 * Service accounts (docs/decisions/245) as Root uses them: the menu leads to the screen under
 * Administrador, Root creates a Gestor-role account, the token is shown once and copied, and a machine
 * (a plain fetch, like curl) reads the loans with it and gets no cookie; closed, the token is not shown again.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoAccount, signInAs } from './auth/sign-in-as.ts';
import { baseUrl, keepScreenshot, launchBrowser, newPage } from './support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog } from './support/feedback.ts';

const SCREEN = '/administrador/cuentas-de-servicio';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await keepScreenshot(page, task.name);
  if (page) await expectNoErrorDialog(page);
  await context?.close();
});

describe('service accounts', () => {
  it('Root creates a token, copies it once, and it works from a machine without a cookie', async () => {
    ({ context, page } = await newPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] }));
    await signInAs(page, demoAccount('root'));
    await page.getByRole('menuitem', { name: 'Administrador' }).or(page.getByRole('button', { name: 'Administrador' })).first().click();
    await page.getByRole('menuitem', { name: 'Cuentas de servicio', exact: true }).or(page.getByRole('link', { name: 'Cuentas de servicio', exact: true })).first().click();
    await page.waitForURL(`**${SCREEN}`);

    const screen = page.getByTestId('service-accounts');
    await screen.getByText('Tokens para sistemas', { exact: false }).waitFor();
    await screen.getByLabel('Nombre').fill('ERP Intelisis');
    await screen.getByLabel('Rol').click();
    await page.getByRole('option', { name: 'Gestor' }).click();
    await screen.getByRole('button', { name: 'Crear cuenta' }).click();

    const dialog = page.getByRole('dialog', { name: 'Token de «ERP Intelisis»' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('Cópialo ahora: no se volverá a mostrar.', { exact: false }).count(), SCREEN_WAIT).toBe(1);
    if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/cuentas-de-servicio-token.png` });
    await dialog.getByRole('button', { name: 'Copiar' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^caudal_sa_[A-Za-z0-9_-]{43}$/);
    expect(await dialog.getByTestId('service-token').inputValue()).toBe(copied);
    await dialog.getByRole('button', { name: 'Ya lo copié' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The machine: a bearer token, no cookie, no CSRF header.
    const answer = await fetch(`${baseUrl()}/api/loan?take=1`, { headers: { authorization: `Bearer ${copied}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBeNull();
    const body = (await answer.json()) as { data: { total: number } };
    expect(body.data.total).toBeGreaterThan(0);
    const refused = await fetch(`${baseUrl()}/api/service_accounts`, { headers: { authorization: `Bearer ${copied}` } });
    expect(refused.status).toBe(403);

    // The screen keeps only the prefix, and now shows the use.
    await page.reload();
    const row = page.getByTestId('service-accounts').getByRole('row').filter({ hasText: 'ERP Intelisis' });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${copied.slice(0, 14)}…`);
    expect(await row.textContent()).not.toContain(copied);
    expect(await row.getByRole('cell').nth(4).textContent()).not.toBe('Nunca');
    expect(await page.content()).not.toContain(copied);
    if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/cuentas-de-servicio.png` });
  });
});
