/**
 * The daily tool's bespoke screens on a phone (390 x 844): invoice candidates are cards whose
 * cut-off, payment date and amount are in sight; the active loans' payment calendar fits the window with
 * seven even columns, its title in at most two lines and nothing fixed over any of its days; the
 * demo's CSD warning takes a few lines, not the screen, and can be closed; the staff dashboard's investor
 * picker draws its outline while it loads.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const pages = pagePerTest();
const shots = process.env.CAUDAL_SCREENSHOTS;

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function within(locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
}

describe('invoicing on a phone', () => {
  it('shows each candidate as a card with its cut-off, payment date and amount in sight, and selects by tapping it', async () => {
    const page = await pages.open(PHONE);
    await openApp(page, '/prestamos/facturas');
    const card = page.getByTestId('invoice-candidate-card').first();
    await card.waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('invoice-candidates').count()).toBe(0);
    const text = await card.innerText();
    for (const label of ['Corte', 'Pago', 'Monto', 'Préstamo', 'RFC']) expect(text).toContain(label);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/\$[\d,]+\.\d{2} (MXN|USD)/);
    await within(card.getByTestId('invoice-candidate-amount'));
    for (const value of await card.locator('dd').all()) await within(value);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await card.click();
    await page.getByText(/1 seleccionados/).waitFor();
    expect(await card.getByRole('checkbox').isChecked()).toBe(true);
    await within(page.getByRole('button', { name: 'Generar facturas' }));
    if (shots) await page.screenshot({ path: `${shots}/phone-invoice-candidates.png` });
  });

  it('the demo CSD warning takes a few lines, opens its details on demand and can be closed for good', async () => {
    const page = await pages.open(PHONE);
    await openApp(page, '/prestamos/facturas');
    const notice = page.getByTestId('csd-status');
    await notice.waitFor({ timeout: 15_000 });
    expect((await notice.boundingBox())!.height).toBeLessThan(844 / 4);
    expect(await notice.innerText()).toContain('Modo demostración');
    expect(await notice.innerText()).not.toContain('certificado 30001000000400002434');
    if (shots) await page.screenshot({ path: `${shots}/phone-csd-compact.png` });
    await notice.getByRole('button', { name: 'Ver detalles' }).click();
    await notice.getByText(/certificado 30001000000400002434/).waitFor();
    await notice.getByRole('button', { name: 'Cerrar el aviso del CSD' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('invoice-candidate-card').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('csd-status').count()).toBe(0);
  });
});

describe('the payment calendar on a phone', () => {
  it('fits the window with seven even columns, its title in two lines at most, and nothing fixed over any of its days', async () => {
    const page = await pages.open(PHONE);
    await openApp(page, '/prestamos/vigentes');
    const calendar = page.getByTestId('loan-calendar');
    await calendar.locator('[data-date]').first().waitFor({ timeout: 15_000 });
    await calendar.getByRole('button', { name: /^Ver los pagos del/ }).first().waitFor({ timeout: 15_000 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    const overflow = await calendar.evaluate((node) => node.scrollWidth - node.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const sunday = calendar.locator('[data-calendar-cell]').nth(6);
    await within(sunday);

    const widths = await calendar.locator('[data-calendar-cell]').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);

    const title = calendar.getByTestId('loan-calendar-title');
    const lines = await title.evaluate((node) => Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)));
    expect(lines).toBeLessThanOrEqual(2);

    // Nothing fixed over its days, as the screen first shows and with the calendar scrolled to the top
    // (the floating "Crear" once covered its last days on first load; it is in the toolbar now).
    const coveredDays = () =>
      calendar.locator('[data-date]').evaluateAll((cells) => {
        const fixed = [...document.body.querySelectorAll('*')].filter((element) => getComputedStyle(element).position === 'fixed' && getComputedStyle(element).visibility !== 'hidden' && !element.closest('header, [role="presentation"]') && element.getBoundingClientRect().width > 0);
        return cells
          .filter((cell) => {
            const box = cell.getBoundingClientRect();
            return fixed.some((over) => {
              const o = over.getBoundingClientRect();
              return box.left < o.right && o.left < box.right && box.top < o.bottom && o.top < box.bottom;
            });
          })
          .map((cell) => cell.getAttribute('data-date'));
      });
    expect(await coveredDays()).toEqual([]);
    await calendar.evaluate((node) => node.scrollIntoView({ block: 'start' }));
    expect(await coveredDays()).toEqual([]);
    const create = page.getByLabel('Crear', { exact: true });
    expect(await create.evaluate((button) => getComputedStyle(button).position)).not.toBe('fixed');
    if (shots) await page.screenshot({ path: `${shots}/phone-calendar.png` });
  });
});

describe('the staff dashboard on a phone', () => {
  it('draws the investor picker\'s outline and label while its code loads, within the window', async () => {
    const page = await pages.open(PHONE);
    await openApp(page, '/perfil');
    // Holding the picker's code back shows what stands in for it meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/InvestorPicker[^/]*\.js/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/inversiones/dashboard');
    const outline = page.getByTestId('investor-picker-outline');
    await outline.waitFor({ timeout: 15_000 });
    expect(await outline.innerText()).toContain('Inversionista');
    const box = (await outline.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(36);
    expect(box.width).toBeGreaterThan(300);
    await within(outline);
    if (shots) await page.screenshot({ path: `${shots}/phone-dashboard-picker-loading.png` });
    release();
    await page.getByRole('combobox', { name: 'Inversionista' }).waitFor({ timeout: 15_000 });
    expect(await outline.count()).toBe(0);
  });
});
