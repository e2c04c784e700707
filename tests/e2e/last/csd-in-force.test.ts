/**
 * A firm's first day: Admin loads a CSD valid today on /administrador/identidad-fiscal
 * and sees it accepted and in use, its days left counted, and the notice that SAT's test CSD seals gone.
 * The bundled demo CSD ended in 2023 (demo/csd, tests/e2e/fiscal-identity.test.ts), so the test makes
 * its own at run time (tests/helpers/test-csd.ts: the issuer's RFC, self-signed, a password of its own,
 * nothing committed). It seals from now on: the file runs after every other (tests/e2e/support/sequencer.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makeTestCsd } from '../../helpers/test-csd.ts';
import { openApp } from '../support/app.ts';
import { keepScreenshot, launchBrowser, newPage } from '../support/browser.ts';
import { SCREEN_WAIT, waitForToast } from '../support/feedback.ts';

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

describe('a CSD valid today', () => {
  it('is loaded through the screen, accepted and in use; the test CSD notice goes', async () => {
    ({ context, page } = await newPage(browser));
    await openApp(page, '/administrador/identidad-fiscal');
    const panel = page.getByTestId('csd-panel');
    await panel.waitFor();
    const rfc = await page.getByTestId('fiscal-identity').getByLabel('RFC').inputValue();
    const csd = makeTestCsd({ rfc, password: `prueba-${Date.now()}`, validFrom: new Date(Date.now() - 86_400_000), validTo: new Date(Date.now() + 730 * 86_400_000) });
    const folder = mkdtempSync(join(tmpdir(), 'caudal-csd-'));
    writeFileSync(join(folder, 'empresa.cer'), csd.cer);
    writeFileSync(join(folder, 'empresa.key'), csd.key);

    await panel.getByLabel('Certificado (.cer)').setInputFiles(join(folder, 'empresa.cer'));
    await panel.getByLabel('Llave privada (.key)').setInputFiles(join(folder, 'empresa.key'));
    await panel.getByLabel('Contraseña de la llave').fill(csd.password);
    await panel.getByRole('button', { name: 'Cargar CSD' }).click();
    await waitForToast(page, 'CSD cargado');

    const row = panel.getByRole('row').filter({ hasText: 'En uso' });
    await expect.poll(() => row.count(), SCREEN_WAIT).toBe(1);
    const days = Number((await row.getByRole('cell').nth(4).innerText()).trim());
    expect(days).toBeGreaterThanOrEqual(729);
    expect(days).toBeLessThanOrEqual(731);
    await expect.poll(() => panel.innerText(), SCREEN_WAIT).not.toContain('Se sella con el CSD de pruebas del SAT');
    // A reload reads it back from the server: stored, not only answered.
    await page.reload();
    await panel.getByRole('row').filter({ hasText: 'En uso' }).waitFor({ timeout: SCREEN_WAIT.timeout });
  });
});
