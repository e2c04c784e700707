/**
 * The Bitácora as an administrator reads it: the menu leads to it under Administrador, a
 * currency Root created shows as an "Alta" by Root with the fields it was given, and the filters
 * "Registro de" and "Folio" narrow the list to it. Read-only: no "Crear", no row actions.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createRecord } from './support/api.ts';
import { openApp } from './support/app.ts';
import { keepScreenshot, launchBrowser, newPage } from './support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog } from './support/feedback.ts';
import { fieldLabel } from './support/labels.ts';
import { bodyRows, columnTexts, rangeText } from './support/list-screen.ts';

const BITACORA = '/administrador/listas/bitacora';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let currencyId: number;

beforeAll(async () => {
  const created = await createRecord('currency', {
    name: 'Moneda de la bitácora',
    description: 'Creada para leerla en la bitácora',
    code: 'BITA',
    interests: '7.25',
    retentions: '1.1',
    interests_pm: '8',
    retentions_pm: '1.1',
    min_inv: '250000.00',
  });
  currencyId = created.id;
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

describe('Bitácora', () => {
  it('is in the menu under Administrador and lists the newest entries first, read-only', async () => {
    ({ context, page } = await newPage(browser));
    await openApp(page, '/administrador/listas/aplicaciones');
    await page.getByRole('menuitem', { name: 'Bitácora', exact: true }).or(page.getByRole('link', { name: 'Bitácora', exact: true })).first().click();
    await page.waitForURL(`**${BITACORA}`);
    await page.getByRole('columnheader', { name: fieldLabel('es', 'audit_log', 'changes') }).waitFor();
    // The run's database is new: its trail is this run's sign-ins and set-up, at least the currency above.
    await expect.poll(() => rangeText(page), SCREEN_WAIT).toMatch(/^1-\d+ de \d+$/);
    expect(await page.getByRole('button', { name: 'Crear' }).count()).toBe(0);
    const ids = (await columnTexts(page, fieldLabel('es', 'audit_log', 'id'))).map(Number);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const times = await columnTexts(page, fieldLabel('es', 'audit_log', 'at'));
    expect(times[0]).toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it("narrows to the currency by 'Registro de' and 'Folio': an Alta with the fields it was given", async () => {
    ({ context, page } = await newPage(browser, { viewport: { width: 1366, height: 800 } }));
    await openApp(page, BITACORA);
    await expect.poll(() => rangeText(page), SCREEN_WAIT).toMatch(/^1-\d+ de \d+$/);

    const subject = fieldLabel('es', 'audit_log', 'entity');
    await page.getByRole('button', { name: 'Agregar filtro' }).click();
    await page.getByRole('menu').getByText(subject, { exact: true }).click();
    await page.locator('form').getByLabel(subject, { exact: true }).click();
    await page.getByRole('option', { name: 'Moneda', exact: true }).click();

    const folio = fieldLabel('es', 'audit_log', 'entity_id');
    await page.getByRole('button', { name: 'Agregar filtro' }).click();
    await page.getByRole('menu').getByText(folio, { exact: true }).click();
    await page.locator('form').getByLabel(folio, { exact: true }).fill(String(currencyId));

    await expect.poll(() => bodyRows(page).count(), SCREEN_WAIT).toBe(1);
    expect(await columnTexts(page, fieldLabel('es', 'audit_log', 'entity'))).toEqual(['Moneda']);
    expect(await columnTexts(page, fieldLabel('es', 'audit_log', 'action'))).toEqual(['Alta']);
    const [person] = await columnTexts(page, fieldLabel('es', 'audit_log', 'user_id'));
    expect(person.trim()).not.toBe('');
    const [changes] = await columnTexts(page, fieldLabel('es', 'audit_log', 'changes'));
    expect(changes).toContain(fieldLabel('es', 'currency', 'name'));
    expect(changes).toContain('Moneda de la bitácora');
    expect(changes).toContain('BITA');
    expect(changes).not.toContain('version');
    expect(changes).not.toContain(fieldLabel('es', 'currency', 'id'));
    await page.screenshot({ path: process.env.CAUDAL_BITACORA_SCREENSHOT ?? '/tmp/caudal-bitacora.png', fullPage: true });
  });
});
