/**
 * The firm's fiscal identity and CSD in the browser (docs/decisions/247), as Admin uses it: the menu
 * leads to the screen; SAT's demo CSD (demo/csd, ended in 2023) is refused with the day it ended, a
 * wrong password is refused as such, and a replacement valid from a later day is loaded and listed as
 * upcoming with its days left (it does not seal yet, so the run's other files still seal with the demo CSD).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_CSD } from '../../server/adapters/csd.ts';
import { makeTestCsd } from '../helpers/test-csd.ts';
import { openApp } from './support/app.ts';
import { keepScreenshot, launchBrowser, newPage } from './support/browser.ts';
import { SCREEN_WAIT, waitForToast } from './support/feedback.ts';

const SCREEN = '/administrador/identidad-fiscal';

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
  await context?.close();
});

async function load(cer: string, key: string, password: string) {
  const panel = page.getByTestId('csd-panel');
  await panel.getByLabel('Certificado (.cer)').setInputFiles(cer);
  await panel.getByLabel('Llave privada (.key)').setInputFiles(key);
  await panel.getByLabel('Contraseña de la llave').fill(password);
  await panel.getByRole('button', { name: 'Cargar CSD' }).click();
}

describe('Identidad fiscal y CSD', () => {
  it('refuses the demo CSD as ended and a wrong password, and loads a replacement ahead', async () => {
    ({ context, page } = await newPage(browser));
    await openApp(page, '/administrador/listas/aplicaciones');
    await page.getByRole('menuitem', { name: 'Identidad fiscal y CSD', exact: true }).or(page.getByRole('link', { name: 'Identidad fiscal y CSD', exact: true })).first().click();
    await page.waitForURL(`**${SCREEN}`);
    const identity = page.getByTestId('fiscal-identity');
    await identity.waitFor();
    expect(await identity.getByLabel('RFC').inputValue()).toBe('EKU9003173C9');
    expect(await page.getByTestId('csd-panel').innerText()).toContain('Se sella con el CSD de pruebas del SAT');

    await load(DEMO_CSD.cer, DEMO_CSD.key, 'no-es-la-clave');
    await waitForToast(page, 'La contraseña no abre la llave privada (.key)');
    await load(DEMO_CSD.cer, DEMO_CSD.key, DEMO_CSD.password);
    await waitForToast(page, 'El certificado venció el 17/06/2023');

    const folder = mkdtempSync(join(tmpdir(), 'caudal-csd-'));
    const next = makeTestCsd({ validFrom: new Date(Date.now() + 200 * 86_400_000), validTo: new Date(Date.now() + 1200 * 86_400_000) });
    writeFileSync(join(folder, 'nuevo.cer'), next.cer);
    writeFileSync(join(folder, 'nuevo.key'), next.key);
    await load(join(folder, 'nuevo.cer'), join(folder, 'nuevo.key'), next.password);
    await waitForToast(page, 'CSD cargado');
    const row = page.getByTestId('csd-panel').getByRole('row').filter({ hasText: 'Por entrar en vigor' });
    await expect.poll(() => row.count(), SCREEN_WAIT).toBe(1);
    const days = Number((await row.getByRole('cell').nth(4).innerText()).trim());
    expect(days).toBeGreaterThanOrEqual(1199);
    expect(days).toBeLessThanOrEqual(1201);
    if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: join(process.env.CAUDAL_SCREENSHOTS, 'identidad-fiscal.png'), fullPage: true });
    // Not in force yet: the demo CSD still seals.
    expect(await page.getByTestId('csd-panel').innerText()).toContain('Se sella con el CSD de pruebas del SAT');
  });
});
