/**
 * A phone (390 x 844) shows the whole screen: the page's title in the app bar is not cut to ten characters,
 * and the staff dashboard's "Documentos y contratos" is within reach, nothing past the right edge. And the
 * language button is named by what it shows (axe's label-content-name-mismatch): "ES" is in its name.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const pages = pagePerTest();

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the staff dashboard on a phone', () => {
  it('keeps the whole title and every button within the window', async () => {
    const page = await pages.open(PHONE);
    await openApp(page, '/inversiones/dashboard');
    const documents = page.getByRole('button', { name: 'Documentos y contratos' });
    await documents.waitFor();
    const box = (await documents.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    const title = page.locator('#react-admin-title');
    await expect.poll(() => title.innerText()).toBe('Inversiones vigentes');
    // Not cut with an ellipsis: the text fits its box.
    const cut = await title.evaluate((node) => {
      const text = node.querySelector('*') ?? node;
      return [text.scrollWidth - text.clientWidth, node.scrollWidth - node.clientWidth];
    });
    expect(Math.max(...cut)).toBeLessThanOrEqual(1);
    const titleBox = (await title.boundingBox())!;
    expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(390);
    if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/phone-dashboard.png` });
  });
});

describe('the language button', () => {
  it('has the language it shows in its name', async () => {
    const page = await pages.open();
    await openApp(page, '/perfil');
    const button = page.getByTestId('language-switch');
    await button.waitFor();
    const name = await button.getAttribute('aria-label');
    expect(await button.innerText()).toBe('ES');
    expect(name ?? '').toMatch(/^ES\b/);
    expect(name ?? '').toMatch(/idioma/i);
  });
});
