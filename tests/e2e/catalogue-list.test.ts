/**
 * A generated list with more rows than a page (Monedas): paging, rows per page, sorting by a column
 * both ways, the search box and a filter from "Agregar filtro", as an administrator reads them.
 */
import Decimal from 'decimal.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createRecord, listTotal } from './support/api.ts';
import { openApp } from './support/app.ts';
import { keepScreenshot, launchBrowser, newPage } from './support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog } from './support/feedback.ts';
import { fieldLabel } from './support/labels.ts';
import { bodyRows, clickColumnHeader, columnTexts, rangeText, rowTexts, rowWith, sortDirection } from './support/list-screen.ts';

const MONEDAS = '/administrador/listas/moneda';
const BATCH = 32;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * Codes E2E01..E2E32. Minimum investments are $500,000 to $16,000,000, each once, shuffled against
 * the ids (7 and 32 share no factor), so sorting by them differs from the default order by id.
 */
function minimumInvestment(n: number): string {
  return new Decimal(((n * 7) % BATCH) + 1).times(500_000).toFixed(2);
}
const LARGEST = Array.from({ length: BATCH }, (_, i) => i + 1).reduce((best, n) => (new Decimal(minimumInvestment(n)).gt(minimumInvestment(best)) ? n : best));

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Currencies in the list once the batch exists (the seed's, the batch, whatever other files left). */
let total: number;

beforeAll(async () => {
  for (let n = 1; n <= BATCH; n++) {
    await createRecord('currency', {
      name: `Moneda de prueba ${two(n)}`,
      description: `Lote de paginación ${two(n)}`,
      code: `E2E${two(n)}`,
      interests: '5.5',
      retentions: '0.9',
      interests_pm: '6',
      retentions_pm: '0.9',
      min_inv: minimumInvestment(n),
    });
  }
  total = await listTotal('currency');
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

async function openMonedas(): Promise<void> {
  ({ context, page } = await newPage(browser));
  await openApp(page, MONEDAS);
  await expect.poll(() => rangeText(page), SCREEN_WAIT).toBe(`1-25 de ${total}`);
}

function ids(rows: string[]): string[] {
  return rows.map((row) => row.split('\t')[0].trim());
}

describe('Monedas with more rows than a page', () => {
  it('pages through the records: page 2 shows the rest, and the range text follows', async () => {
    expect(total).toBeGreaterThan(25);
    expect(total).toBeLessThanOrEqual(50);
    await openMonedas();
    expect(await page.getByTestId('last-update').innerText()).toMatch(/^Última actualización: \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    expect(await bodyRows(page).count()).toBe(25);
    const firstPage = ids(await rowTexts(page));

    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await expect.poll(() => rangeText(page), SCREEN_WAIT).toBe(`26-${total} de ${total}`);
    await expect.poll(() => bodyRows(page).count(), SCREEN_WAIT).toBe(total - 25);
    const secondPage = ids(await rowTexts(page));
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);

    await page.getByRole('button', { name: 'Ir a la página 1' }).click();
    await expect.poll(() => rangeText(page), SCREEN_WAIT).toBe(`1-25 de ${total}`);
    expect(ids(await rowTexts(page))).toEqual(firstPage);
  });

  it('shows as many rows as "Filas por página" says', async () => {
    await openMonedas();
    await page.getByRole('combobox').filter({ hasText: '25' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect.poll(() => rangeText(page), SCREEN_WAIT).toBe(`1-10 de ${total}`);
    await expect.poll(() => bodyRows(page).count(), SCREEN_WAIT).toBe(10);
  });

  it('sorts by a column one way, then the other, and the first row follows', async () => {
    await openMonedas();
    const column = fieldLabel('es', 'currency', 'min_inv');
    const amounts = async () => (await columnTexts(page, column)).map((text) => new Decimal(text.replace(/[^0-9.]/g, '')));
    const isOrdered = (values: Decimal[], order: 'asc' | 'desc') =>
      values.every((value, i) => i === 0 || (order === 'asc' ? values[i - 1].lte(value) : values[i - 1].gte(value)));

    const defaultFirst = (await rowTexts(page))[0];
    expect(await sortDirection(page, column)).toBe('none');

    await clickColumnHeader(page, column);
    await expect.poll(() => sortDirection(page, column), SCREEN_WAIT).toBe('ascending');
    await expect.poll(async () => isOrdered(await amounts(), 'asc'), SCREEN_WAIT).toBe(true);
    const ascendingFirst = (await rowTexts(page))[0];

    await clickColumnHeader(page, column);
    await expect.poll(() => sortDirection(page, column), SCREEN_WAIT).toBe('descending');
    await expect.poll(async () => isOrdered(await amounts(), 'desc'), SCREEN_WAIT).toBe(true);
    const descendingFirst = (await rowTexts(page))[0];

    // The largest minimum investment of all, $16,000,000.00, is one of the batch's; the smallest is not.
    expect(descendingFirst).toContain(`E2E${two(LARGEST)}`);
    expect(descendingFirst).toContain('$16,000,000.00');
    expect(ascendingFirst).not.toContain('E2E');
    expect(new Set([defaultFirst, ascendingFirst, descendingFirst]).size).toBe(3);
  });

  it('narrows the list with the search box', async () => {
    await openMonedas();
    await page.getByPlaceholder('Buscar').fill('E2E07');
    await expect.poll(() => rangeText(page), SCREEN_WAIT).toBe('1-1 de 1');
    const rows = await rowTexts(page);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Moneda de prueba 07');

    await page.getByPlaceholder('Buscar').fill('');
    await expect.poll(() => rangeText(page), SCREEN_WAIT).toBe(`1-25 de ${total}`);
  });

  it('narrows the list with a filter added from "Agregar filtro"', async () => {
    await openMonedas();
    const code = fieldLabel('es', 'currency', 'code');
    await page.getByRole('button', { name: 'Agregar filtro' }).click();
    await page.getByRole('menu').getByText(code, { exact: true }).click();
    await page.locator('form').getByLabel(code, { exact: true }).fill('E2E1');

    await expect.poll(() => rangeText(page), SCREEN_WAIT).toBe('1-10 de 10');
    const codes = await columnTexts(page, code);
    expect([...codes].sort()).toEqual(['E2E10', 'E2E11', 'E2E12', 'E2E13', 'E2E14', 'E2E15', 'E2E16', 'E2E17', 'E2E18', 'E2E19']);
    expect(await rowWith(page, 'Peso mexicano').count()).toBe(0);
  });
});
