/**
 * A loan's IVA treatment as a manager sees it (docs/decisions/116), in Chromium: the loan form offers
 * it with its legal names, empty meaning "by the customer"; a loan created without one takes the
 * customer's default (a company: exempt), an edit changes it, and the loan's details show it. The INPC
 * that real interest reads is on the cover-config screen, entered and corrected there.
 */
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pageForFile } from '../support/browser.ts';
import { fillNewLoan } from './loan-form.ts';
import { SCREEN_WAIT, waitForDialog, waitForToast } from '../support/feedback.ts';
import { rowWith, waitForList } from '../support/list-screen.ts';
import { formatMonth } from '../../../src/framework/format.ts';

const page = pageForFile();

async function loanOf(folio: string): Promise<{ id: number; vat_treatment: string | null }> {
  const response = await page.request.get(`/api/loan?intelisis_id=${folio}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { result: { id: number; vat_treatment: string | null }[] } }).data.result[0];
}

describe('the IVA treatment on the loan form', () => {
  it('a loan created without one takes the customer\'s default; edited, it keeps the one chosen; its details show it', async () => {
    const dialog = await fillNewLoan(page, 'PR-E2E-IVA1', 'IVA1');
    // The choices, by their legal names; empty means the customer's default.
    await dialog.getByLabel('IVA de los intereses', { exact: true }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options.map((o) => o.trim())).toEqual(['Según el cliente (predeterminado)', 'Exento (LIVA 15-X-b)', '16 % sobre interés nominal', '16 % sobre interés real (LIVA 18-A)']);
    // Left empty.
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Registro creado con éxito');
    // A company, lent by a SOFOM, E.N.R.: exempt (LIVA 15-X-b).
    expect((await loanOf('PR-E2E-IVA1')).vat_treatment).toBe('exempt');

    await waitForList(page);
    await rowWith(page, 'PR-E2E-IVA1').getByRole('button', { name: 'Editar' }).click();
    const edit = await waitForDialog(page, 'Préstamo');
    await expect.poll(() => edit.getByLabel('IVA de los intereses', { exact: true }).innerText(), SCREEN_WAIT).toContain('Exento (LIVA 15-X-b)');
    await edit.getByLabel('IVA de los intereses', { exact: true }).click();
    await page.getByRole('option', { name: '16 % sobre interés real (LIVA 18-A)', exact: true }).click();
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Registro actualizado con éxito');
    await expect.poll(async () => (await loanOf('PR-E2E-IVA1')).vat_treatment, SCREEN_WAIT).toBe('real');

    await rowWith(page, 'PR-E2E-IVA1').getByLabel('Detalles del préstamo').click();
    const details = await waitForDialog(page, 'Detalles del préstamo PR-E2E-IVA1');
    await expect.poll(() => details.getByTestId('loan-vat-treatment').innerText(), SCREEN_WAIT).toBe('IVA de los intereses: 16 % sobre interés real (LIVA 18-A)');
  });
});

describe('the INPC catalogue', () => {
  it('shows INEGI\'s months on the cover-config screen', async () => {
    await openApp(page, '/administrador/listas/cobertura-config');
    const panel = page.getByTestId('inpc-panel');
    await panel.waitFor();
    // The newest months first (other files add months to the shared server): the newest stored one is shown.
    const response = await page.request.get('/api/inpc?take=1&sort=month&order=desc');
    const [newest] = ((await response.json()) as { data: { result: { month: string; value: string }[] } }).data.result;
    // A month as a person reads it ("ago 2025"), not as the API writes it.
    await expect.poll(() => panel.innerText(), SCREEN_WAIT).toContain(formatMonth(newest.month, 'es'));
    expect(await panel.innerText()).not.toContain(newest.month);
    expect(await panel.innerText()).not.toContain('reported');
    expect(await page.getByTestId('exchange-rates-panel').or(page.locator('body')).first().innerText()).not.toContain('BANXICO_TOKEN');
    expect(await panel.innerText()).toContain(newest.value);
    expect(await panel.innerText()).toContain('INPC del INEGI para el IVA sobre intereses reales');
  });

  it('enters a month, then corrects it from its row', async () => {
    await openApp(page, '/administrador/listas/cobertura-config');
    const panel = page.getByTestId('inpc-panel');
    await panel.waitFor();
    // Typed mm/aaaa (the app's month input); the API receives 2090-09.
    await panel.getByLabel('Mes', { exact: true }).fill('09/2090');
    await panel.getByLabel('INPC', { exact: true }).fill('141.000');
    await panel.getByLabel('Fuente', { exact: true }).fill('Prueba e2e');
    await panel.getByRole('button', { name: 'Registrar INPC' }).click();
    await waitForToast(page, 'Registro creado con éxito');
    const september = () => panel.getByRole('row').filter({ has: page.getByRole('cell', { name: formatMonth('2090-09', 'es'), exact: true }) });
    const row = september();
    await expect.poll(() => row.innerText(), SCREEN_WAIT).toContain('141.000');

    await row.click();
    await panel.getByLabel('INPC', { exact: true }).fill('141.100');
    await panel.getByRole('button', { name: 'Corregir INPC' }).click();
    await waitForToast(page, 'Registro actualizado con éxito');
    await expect.poll(() => september().innerText(), SCREEN_WAIT).toContain('141.100');
  });
});
