/**
 * A hedge as the demo client lives it, in Chromium: simulate and request it on Nueva cobertura, take a
 * partial exit and exit the rest by differential on Coberturas vigentes (each behind its confirmation,
 * each with its spec toast), and find both parts among the concluded with their profit. Then what a
 * client may not do: liquidate a fixed-date forward before maturity.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { demoAccount, signInAs } from '../auth/sign-in-as.ts';
import { pageForFile } from '../support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog, waitForDialog, waitForToast } from '../support/feedback.ts';
import { bodyRows, waitForList } from '../support/list-screen.ts';

const page = pageForFile();

let signedIn = false;
/** The first test signs in (its polls need a running test); the others reuse the session. */
async function asClient(): Promise<void> {
  if (signedIn) return;
  await signInAs(page, demoAccount('cliente'));
  signedIn = true;
}

/** The list row whose first cell (Folio) is `id`. */
function hedgeRow(id: number): Locator {
  return bodyRows(page).filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${id}$`) }) });
}

async function requestHedge(amount: string, months: string, instrument?: string): Promise<number> {
  await asClient();
  await page.goto('/coberturas');
  await page.waitForURL('**/coberturas/nueva-cobertura');
  await page.getByTestId('last-quote').waitFor();
  await page.getByLabel('Monto en USD').fill(amount);
  await page.getByLabel('Plazo (meses)').click();
  await page.getByRole('option', { name: months, exact: true }).click();
  if (instrument) {
    await page.getByLabel('Instrumento').click();
    await page.getByRole('option', { name: instrument, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Simular' }).click();
  await waitForToast(page, 'Simulación generada');
  await page.getByTestId('simulation-result').waitFor();
  await page.locator('.recharts-line').first().waitFor();
  expect(await page.getByTestId('figure-K').innerText()).toMatch(/^\d{2}\.\d{4}$/);
  // The agreed K is one flat line: every point of its path at the same height.
  const kPath = (await page.locator('.agreed-k path.recharts-curve').getAttribute('d')) ?? '';
  const heights = [...kPath.matchAll(/[ML]\s*[\d.]+[ ,]+([\d.]+)/g)].map((m) => Number(m[1]).toFixed(2));
  expect(heights.length).toBeGreaterThan(1);
  expect(new Set(heights).size).toBe(1);

  await page.getByRole('button', { name: 'Solicitar cobertura' }).click();
  await waitForToast(page, 'La cobertura ha sido solicitada correctamente');
  const requested = await page.getByTestId('hedge-requested').innerText();
  return Number(/cobertura (\d+)/.exec(requested)?.[1]);
}

async function openHedges(): Promise<void> {
  await asClient();
  await page.goto('/coberturas/coberturas-vigentes');
  await waitForList(page);
}

async function confirm(title: string): Promise<Locator> {
  const dialog = await waitForDialog(page, title);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await dialog.waitFor({ state: 'detached' });
  return dialog;
}

describe('a client hedges, exits in two steps and sees the profit', () => {
  let id: number;

  it('simulates and requests a 3-month hedge of USD 25,000', async () => {
    id = await requestHedge('25000', '3');
    expect(id).toBeGreaterThan(0);
    await openHedges();
    await expect.poll(() => hedgeRow(id).innerText(), SCREEN_WAIT).toContain('25,000.00');
    // The maturity calendar counts in words, singular or plural (it said "1 cobertura(s)").
    await page.getByText(/\d+ coberturas?, USD/).first().waitFor();
    expect(await page.getByText('cobertura(s)', { exact: false }).count()).toBe(0);
    await expectNoErrorDialog(page);
  });

  it('takes a partial exit of USD 10,000 after confirming it', async () => {
    await hedgeRow(id).getByRole('button', { name: 'Parcialidad' }).click();
    const dialog = await waitForDialog(page, `Parcialidad de la cobertura ${id}`);
    await dialog.getByLabel(/Monto en USD/).fill('30000');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => dialog.innerText(), SCREEN_WAIT).toContain('No puede exceder lo pendiente');
    await dialog.getByLabel(/Monto en USD/).fill('10000');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await waitForToast(page, 'Salida parcial exitosa');
    await expect.poll(() => hedgeRow(id).innerText(), SCREEN_WAIT).toContain('15,000.00');
  });

  it('exits the rest by differential; the hedge leaves the open list', async () => {
    await hedgeRow(id).getByRole('button', { name: 'Salida por diferencial' }).click();
    await confirm('Confirmar');
    await waitForToast(page, 'Salida por diferencial exitosa');
    await expect.poll(() => hedgeRow(id).count(), SCREEN_WAIT).toBe(0);
  });

  it('finds both parts among the concluded, with the open hedge as parent and their profit', async () => {
    await page.goto('/coberturas/coberturas-concluidas');
    await waitForList(page);
    const parts = bodyRows(page).filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${id}$`) }) });
    await expect.poll(() => parts.count(), SCREEN_WAIT).toBe(2);
    const texts = await parts.allInnerTexts();
    expect(texts.some((t) => t.includes('Parcialidad') && t.includes('10,000.00'))).toBe(true);
    expect(texts.some((t) => t.includes('Salida por diferencial') && t.includes('15,000.00'))).toBe(true);
    for (const profit of await parts.getByTestId('signed-money').allInnerTexts()) expect(profit).toMatch(/^-?\$[\d,]+\.\d{2}$/);
  });
});

describe('liquidation', () => {
  it('is not offered on a fixed-date forward before maturity, and a window forward liquidates', async () => {
    const fixed = await requestHedge('5000', '2');
    await openHedges();
    await expect(hedgeRow(fixed).getByRole('button', { name: 'Liquidar' }).isDisabled()).resolves.toBe(true);

    const window = await requestHedge('7000', '2', 'Forward ventana USD/MXN');
    await openHedges();
    await hedgeRow(window).getByRole('button', { name: 'Liquidar' }).click();
    await confirm('Confirmar');
    await waitForToast(page, 'Cobertura liquidada con éxito');
    await expect.poll(() => hedgeRow(window).count(), SCREEN_WAIT).toBe(0);
  });
});
