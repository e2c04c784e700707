/**
 * The investor portal in Chromium: the demo investor signs in, lands on the dashboard, reads figures
 * that equal the seeded rows (summed here from the API's raw lists), opens the documents modal, and
 * runs the calculator with bad input, then good input, then sends the request.
 */
import Decimal from 'decimal.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import { todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { formatMoney } from '../../../src/framework/format.ts';
import { keepScreenshot, launchBrowser, newPage } from '../support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog, waitForDialog, waitForToast } from '../support/feedback.ts';
import { apiGet, signInAs } from './support.ts';

const INVESTOR = 'inversionista@caudal.mx';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await signInAs(page, INVESTOR);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await keepScreenshot(page, task.name);
});

interface Page_<T> {
  result: T[];
}

/** The four dashboard figures of the investor's active peso investments, from the raw rows. */
async function seededFigures() {
  const [user] = (await apiGet<Page_<{ id: number }>>(`user?email=${encodeURIComponent(INVESTOR)}`)).result;
  const investments = (await apiGet<Page_<{ id: number; amount: string; currency_id: number }>>(`investment?user_id=${user.id}&status_id=${STATUS.inProcess}&take=9999`)).result.filter((i) => i.currency_id === 1);
  const details = (await apiGet<Page_<{ date_payment: string; interests: string; retentions: string; total_to_pay: string; paid_at: string | null }>>(`investment_detail?investment_id=${investments.map((i) => i.id).join(',')}&take=9999`)).result;
  const today = todayInMexicoCity(new Date());
  const sum = (values: string[]) => values.reduce((total, v) => total.plus(v), new Decimal(0)).toFixed(2);
  return {
    operated_capital: sum(investments.map((i) => i.amount)),
    generated_performance: sum(details.filter((d) => d.date_payment <= today).map((d) => d.interests)),
    retentions_made: sum(details.filter((d) => d.paid_at).map((d) => d.retentions)),
    paid_performance: sum(details.filter((d) => d.paid_at).map((d) => d.total_to_pay)),
  };
}

describe('the investor dashboard', () => {
  it('lands on /inversiones/dashboard and shows the seeded figures', async () => {
    await expect.poll(() => new URL(page.url()).pathname, SCREEN_WAIT).toBe('/inversiones/dashboard');
    await page.getByRole('heading', { name: 'Sofía Castro Villa' }).waitFor();
    const expected = await seededFigures();
    const cards = page.getByTestId('figures-MXN');
    for (const [field, value] of Object.entries(expected)) {
      await expect.poll(() => cards.getByTestId(`figure-${field}`).innerText(), SCREEN_WAIT).toBe(formatMoney(value));
    }
    expect(await page.getByTestId('dashboard-investment').count()).toBe(2);
    await expectNoErrorDialog(page);
  });

  it('opens the documents modal with the contract and CFDI files of an investment', async () => {
    await page.getByRole('button', { name: 'Documentos y contratos' }).click();
    const dialog = await waitForDialog(page, 'Documentos');
    const documents = dialog.getByTestId('investment-documents');
    await documents.waitFor();
    expect(await documents.getByText('Contrato').count()).toBe(1);
    expect(await documents.getByText(/CFDI \(XML\)/).count()).toBeGreaterThan(0);
    const href = await documents.getByRole('link', { name: 'Abrir' }).first().getAttribute('href');
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });

  it('shows the concluded investments apart', async () => {
    await page.getByRole('menuitem', { name: 'Inversiones concluidas' }).click();
    await expect.poll(() => new URL(page.url()).pathname, SCREEN_WAIT).toBe('/inversiones/dashboard-concluidas');
    // The one closed early (INV-2025-0004) and the full term (INV-2025-0003), newest first; no active ones.
    await page.getByText('INV-2025-0003').waitFor();
    await expect.poll(() => page.getByTestId('dashboard-investment').allInnerTexts(), SCREEN_WAIT).toEqual([expect.stringContaining('INV-2025-0004'), expect.stringContaining('INV-2025-0003')]);
  });
});

describe('the calculator', () => {
  it('refuses incomplete and too small input with the spec\'s messages, then simulates and sends the request', async () => {
    await page.goto('/inversiones/calculadora');
    await page.getByRole('button', { name: 'Simular' }).click();
    await page.getByText('Completa todos los campos antes de simular.').waitFor();
    expect(await page.getByText('El valor es obligatorio').count()).toBe(4);

    await page.getByLabel('Tipo de moneda').click();
    await page.getByRole('option', { name: 'Peso mexicano (MXN)' }).click();
    await page.getByLabel('Monto a invertir').fill('100000');
    await page.getByLabel('Fecha de inicio').fill('15/01/2026');
    await page.getByLabel('Plazo').click();
    await page.getByRole('option', { name: '6 meses' }).click();
    await page.getByRole('button', { name: 'Simular' }).click();
    await page.getByText('La inversión debe ser mayor a $ 100,000 MXN').waitFor();
    expect(await page.getByTestId('simulation-row').count()).toBe(0);

    await page.getByLabel('Monto a invertir').fill('1000000');
    await page.getByRole('button', { name: 'Simular' }).click();
    await waitForToast(page, 'Simulación generada');
    await expect.poll(() => page.getByTestId('simulation-row').count(), SCREEN_WAIT).toBe(6);
    // The seeded 2026 rates for a natural person: 12 % and a 0.90 % retention (DOMAIN.md).
    const first = await page.getByTestId('simulation-row').first().innerText();
    expect(first).toContain('$10,333.33');
    expect(first).toContain('$764.38');
    expect(first).toContain('$9,568.95');
    expect(await page.getByTestId('simulation-totals').innerText()).toContain('$60,333.32');
    await page.locator('.recharts-surface').first().waitFor();

    await page.getByRole('button', { name: 'Solicitar inversión' }).click();
    await waitForToast(page, 'Solicitud enviada');
    // Sent once: the same simulation cannot be requested again (each click texted every Gestor).
    const sent = page.getByRole('button', { name: 'Inversión solicitada' });
    expect(await sent.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Solicitar inversión' }).count()).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar PDF' }).click();
    expect((await download).suggestedFilename()).toBe('simulacion-2026-01-15.pdf');
    await expectNoErrorDialog(page);
  });
});
