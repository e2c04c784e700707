/**
 * The investor's portal on a phone, at 390 x 844: every page the portal offers,
 * with its bespoke screens in use (the calculator's table after a simulation, a hedge's simulation),
 * needs no sideways swipe: neither the page nor any box inside it scrolls sideways.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage } from '../support/browser.ts';
import { SCREEN_WAIT, waitForToast } from '../support/feedback.ts';
import { signInAs } from './support.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, PHONE));
  await signInAs(page, 'inversionista@caudal.mx');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await keepScreenshot(page, task.name);
});

/** What scrolls sideways: the page itself, and every box inside it that a thumb could swipe. */
function sidewaysSwipes(): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`page ${document.documentElement.scrollWidth}px`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(element);
      if (!['auto', 'scroll'].includes(style.overflowX) || element.clientWidth === 0) continue;
      if (element.scrollWidth > element.clientWidth + 1) found.push(`${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} ${element.scrollWidth}/${element.clientWidth}px`);
    }
    return found;
  });
}

async function shot(name: string): Promise<void> {
  if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe('the investor on a phone', () => {
  it('every page of the portal fits the phone\'s width', async () => {
    for (const path of ['/inversiones/dashboard', '/inversiones/dashboard-concluidas', '/coberturas/coberturas-vigentes', '/coberturas/coberturas-concluidas', '/perfil']) {
      await page.goto(path);
      await page.getByRole('banner').waitFor();
      await page.locator('main').getByText(/\S/).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect([path, await sidewaysSwipes()]).toEqual([path, []]);
    }
  });

  it('the calculator: the form and the simulated table fit, with every month shown', async () => {
    await page.goto('/inversiones/calculadora');
    await page.getByLabel('Tipo de moneda').click();
    await page.getByRole('option', { name: 'Peso mexicano (MXN)' }).click();
    await page.getByLabel('Monto a invertir').fill('1000000');
    await page.getByLabel('Fecha de inicio').fill('15/01/2026');
    await page.getByLabel('Plazo').click();
    await page.getByRole('option', { name: '6 meses' }).click();
    await page.getByRole('button', { name: 'Simular' }).click();
    await waitForToast(page, 'Simulación generada');
    await expect.poll(() => page.getByTestId('simulation-row').count(), SCREEN_WAIT).toBe(6);
    expect(await page.getByTestId('simulation-row').first().innerText()).toContain('$10,333.33');
    expect(await sidewaysSwipes()).toEqual([]);
    await shot('phone-calculator');
  });

  it('a hedge\'s simulation fits: its figures and its chart', async () => {
    await page.goto('/coberturas/nueva-cobertura');
    await page.getByTestId('last-quote').waitFor();
    await page.getByLabel('Monto en USD').fill('10000');
    await page.getByLabel('Plazo (meses)').click();
    await page.getByRole('option', { name: '3', exact: true }).click();
    await page.getByRole('button', { name: 'Simular' }).click();
    await waitForToast(page, 'Simulación generada');
    await page.getByTestId('simulation-result').waitFor();
    await page.locator('.recharts-line').first().waitFor();
    expect(await sidewaysSwipes()).toEqual([]);
    const chart = (await page.locator('.recharts-wrapper').first().boundingBox())!;
    expect(chart.width).toBeGreaterThan(300);
    await shot('phone-hedge-simulation');
  });
});
