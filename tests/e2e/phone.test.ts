/**
 * The phone, at 390 x 844: a generated list becomes cards that keep
 * every column, with no sideways swipe; an edit dialog takes the whole screen.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp } from './support/app.ts';
import { pagePerTest } from './support/browser.ts';
import { waitForDialog } from './support/feedback.ts';
import { fieldLabel } from './support/labels.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const pages = pagePerTest();
let page: Page;

const sidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('on a phone', () => {
  it('the open hedges are cards with every column and no sideways swipe', async () => {
    page = await pages.open(PHONE);
    await openApp(page, '/coberturas/coberturas-vigentes');
    const card = page.getByTestId('phone-card').first();
    await card.waitFor();
    // Every column of the desktop table is on the card, as a label beside its value.
    for (const field of ['amountUSD', 'pendingAmountMXN', 'K', 'maturity', 'statusId']) {
      const label = fieldLabel('es', 'forward_open', field);
      expect(await card.getByText(label, { exact: true }).count(), label).toBe(1);
    }
    expect(await page.locator('table.RaDatagrid-table').count()).toBe(0);
    expect(await sidewaysScroll()).toBeLessThanOrEqual(0);
    if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/phone-hedges.png`, fullPage: false });
  });

  it('an edit dialog takes the whole screen', async () => {
    page = await pages.open(PHONE);
    await openApp(page, '/administrador/listas/moneda');
    const card = page.getByTestId('phone-card').first();
    await card.waitFor();
    await card.getByLabel('Editar').click();
    const dialog = await waitForDialog(page, 'Moneda');
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(390);
    expect(await sidewaysScroll()).toBeLessThanOrEqual(0);
  });

  it('a list\'s "Crear" is in its toolbar, over nothing, and the page arrows are free at first sight and at the end', async () => {
    page = await pages.open(PHONE);
    await openApp(page, '/administrador/listas/modulos');
    const next = page.getByRole('button', { name: 'Ir a la página siguiente' });
    await next.waitFor();
    // The pager shows as soon as the count is known; the cards' code may still be loading (CI once measured
    // a page with no cards yet, the pager at its top).
    await page.getByTestId('phone-card').first().waitFor();
    // No round button fixed over the page (it covered what a first screen showed under it):
    // "Crear" stands in the list's toolbar beside "Exportar" (docs/decisions/227).
    const create = page.getByLabel('Crear', { exact: true });
    expect(await create.count()).toBe(1);
    expect(await create.evaluate((button) => getComputedStyle(button).position)).not.toBe('fixed');
    const toolbarTop = (await create.boundingBox())!.y;
    expect(toolbarTop).toBeLessThan((await page.getByTestId('phone-card').first().boundingBox())!.y);
    await create.click({ trial: true, timeout: 5_000 });
    await next.click({ trial: true, timeout: 5_000 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await next.click({ trial: true, timeout: 5_000 });
    expect(await sidewaysScroll()).toBeLessThanOrEqual(0);
  });

  it('the dashboard chart uses the card\'s width (its axes once left the bars about 115 px)', async () => {
    page = await pages.open(PHONE);
    await openApp(page, '/inversiones/dashboard');
    const plot = page.getByTestId('chart-grid').first();
    await plot.waitFor();
    const box = (await plot.boundingBox())!;
    expect(box.width).toBeGreaterThan(220);
    expect(await sidewaysScroll()).toBeLessThanOrEqual(0);
    if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/phone-dashboard.png`, fullPage: true });
  });

  it('a page title too long for the app bar ends in an ellipsis, not mid-word', async () => {
    page = await pages.open(PHONE);
    await openApp(page, '/inversiones/dashboard');
    const title = page.locator('#react-admin-title');
    await title.getByText('Inversiones vigentes').waitFor();
    const shown = await title.evaluate((element) => {
      // The phone's app bar leaves this title room now; a longer one (a list of another language, say) must still
      // end in an ellipsis: the title's own text is lengthened in place to measure it.
      const text = element.querySelector('.RaConfigurable-root') ?? element;
      text.textContent = 'Inversiones vigentes de todos los inversionistas de la firma';
      const style = getComputedStyle(element);
      const inner = element.querySelector('.RaConfigurable-root');
      return { cut: element.scrollWidth > element.clientWidth, ellipsis: style.textOverflow, innerDisplay: inner ? getComputedStyle(inner).display : 'none' };
    });
    // Cut at 390 px; the ellipsis shows only over inline text (react-admin wraps the title in an inline-block).
    expect(shown).toEqual({ cut: true, ellipsis: 'ellipsis', innerDisplay: 'inline' });
  });

  it('the menu\'s long labels are whole (they ended in "…")', async () => {
    page = await pages.open(PHONE);
    await openApp(page, '/administrador/listas/moneda');
    await page.getByRole('button', { name: /Abrir menú|Open menu|menu/i }).first().click();
    const item = page.getByRole('menuitem', { name: 'Detalles de inversiones', exact: true });
    await item.waitFor();
    const cut = await item.evaluate((element) => [...element.querySelectorAll('*'), element].some((node) => node.scrollWidth > node.clientWidth + 1));
    if (process.env.CAUDAL_SCREENSHOTS) {
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/phone-menu.png` });
    }
    expect(cut).toBe(false);
  });
});
