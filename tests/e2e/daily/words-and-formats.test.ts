/**
 * What a person reads is written as they write it (13 and 15): phones as
 * "+52 55 1000 0002"; dates typed and shown dd/mm/aaaa in an English browser too; catalogue words (statuses,
 * an instrument's help) in English on English screens; sorted headers that say their order (aria-sort).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';
import { closeDiscardingChanges, waitForDialog } from '../support/feedback.ts';
import { waitForList } from '../support/list-screen.ts';

const pages = pagePerTest();
const shots = process.env.CAUDAL_SCREENSHOTS;

async function switchLanguage(page: Page, to: 'English' | 'Español'): Promise<void> {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: new RegExp(to) }).click();
}

describe('phones', () => {
  it('the users list and the SMS log write a phone in groups, never as its raw digits', async () => {
    const page = await pages.open();
    await openApp(page, '/administrador/listas/usuarios');
    await waitForList(page);
    await page.getByText('+52 55 1000 0002').first().waitFor();
    expect(await page.locator('.RaList-content').innerText()).not.toMatch(/\+52\d{10}/);
    if (shots) await page.screenshot({ path: `${shots}/users-phones.png` });
    await page.goto('/administrador/listas/smslogs');
    await waitForList(page);
    await page.getByText(/\+52 55 1000 000\d/).first().waitFor();
    expect(await page.locator('.RaList-content').innerText()).not.toMatch(/\+52\d{10}/);
  });
});

describe('a date in a generated form, in an English browser', () => {
  it('is typed and shown dd/mm/aaaa, and an existing date reads the same way', async () => {
    const page = await pages.open({ locale: 'en-US' });
    await openApp(page, '/prestamos/prestamos');
    await waitForList(page);
    await page.getByLabel('Crear', { exact: true }).click();
    const dialog = await waitForDialog(page, 'Crear Préstamo');
    const emission = dialog.getByLabel('Emisión', { exact: true });
    expect(await emission.getAttribute('type')).toBe('text');
    expect(await emission.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await emission.pressSequentially('15012026');
    expect(await emission.inputValue()).toBe('15/01/2026');
    if (shots) await page.screenshot({ path: `${shots}/date-input-en-browser.png` });
    await closeDiscardingChanges(page, dialog);

    const edit = page.getByLabel('Editar').first();
    await edit.click();
    const editing = page.getByRole('dialog');
    const stored = editing.getByLabel('Emisión', { exact: true });
    await expect.poll(() => stored.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});

describe('the FIX date on the hedges\' configuration, in an English browser', () => {
  it('is the app\'s date input: typed dd/mm/aaaa and stored as that day; the screen has no native date input', async () => {
    const page = await pages.open({ locale: 'en-US' });
    await openApp(page, '/administrador/listas/cobertura-config');
    const day = page.getByLabel('Fecha del FIX', { exact: true });
    await day.waitFor({ timeout: 15_000 });
    expect(await day.getAttribute('type')).toBe('text');
    expect(await day.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    // What a person sees of a native date input draws mm/dd/yyyy in this browser: none is left (the
    // DayInput's own picker is hidden from sight and from assistive technology).
    expect(await page.locator('input[type="date"]:not([aria-hidden="true"])').count()).toBe(0);
    const add = page.getByRole('button', { name: 'Registrar FIX' });
    await day.pressSequentially('1403');
    await page.getByLabel('FIX (MXN por USD)', { exact: true }).fill('17.1234');
    // A part of a day is no day: nothing to send yet.
    expect(await add.isDisabled()).toBe(true);
    await day.fill('');
    await day.pressSequentially('14032025');
    expect(await day.inputValue()).toBe('14/03/2025');
    expect(await add.isDisabled()).toBe(false);
    if (shots) await page.screenshot({ path: `${shots}/fix-date-en-browser.png` });
    await add.click();
    // Stored as the API writes the day (the panel lists only the latest ten days, newer than this one).
    await expect.poll(() => day.inputValue(), { timeout: 15_000 }).toBe('');
    const stored = await page.request.get('/api/exchange_rate?fixed_on=2025-03-14');
    expect(((await stored.json()) as { data: { result: { fixed_on: string; rate: string }[] } }).data.result).toEqual([expect.objectContaining({ fixed_on: '2025-03-14', rate: expect.stringMatching(/^17\.1234/) })]);
  });
});

describe('catalogue words on an English screen', () => {
  it('statuses and the instrument\'s help are in English, and in Spanish again in Spanish', async () => {
    const page = await pages.open({ locale: 'en-US' });
    await openApp(page, '/perfil');
    await switchLanguage(page, 'English');
    await page.getByText('Profile', { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    try {
      await page.goto('/coberturas/coberturas-vigentes');
      await waitForList(page);
      const rows = page.locator('.RaList-content tbody');
      await rows.getByText('Active', { exact: true }).first().waitFor({ timeout: 15_000 });
      expect(await rows.getByText('Activo', { exact: true }).count()).toBe(0);
      if (shots) await page.screenshot({ path: `${shots}/open-hedges-en.png` });

      await page.goto('/coberturas/nueva-cobertura');
      await page.getByText(/Fixed-date forward: settled from its maturity|Window forward: may be settled before maturity/).first().waitFor({ timeout: 15_000 });
      expect(await page.locator('body').innerText()).not.toMatch(/se liquida desde su vencimiento|se puede liquidar antes/);
      if (shots) await page.screenshot({ path: `${shots}/new-hedge-en.png` });
    } finally {
      // The account keeps its language: back to Spanish for the tests that follow.
      await switchLanguage(page, 'Español');
      await page.getByText('Nueva cobertura').first().waitFor();
    }
    await page.getByText(/Forward a fecha fija: se liquida desde su vencimiento|Forward con ventana/).first().waitFor({ timeout: 15_000 });
  });
});

describe('sorted headers', () => {
  it('a generated list\'s sorted column carries aria-sort, which follows the clicks', async () => {
    const page = await pages.open();
    await openApp(page, '/administrador/listas/moneda');
    await waitForList(page);
    const header = (text: string) => page.locator('.RaList-content thead th').filter({ hasText: new RegExp(`^${text}$`) });
    await expect.poll(() => header('ID').getAttribute('aria-sort')).toBe('descending');
    await header('Nombre').getByRole('button').click();
    await expect.poll(() => header('Nombre').getAttribute('aria-sort')).toBe('ascending');
    expect(await header('ID').getAttribute('aria-sort')).toBeNull();
    await header('Nombre').getByRole('button').click();
    await expect.poll(() => header('Nombre').getAttribute('aria-sort')).toBe('descending');
    expect(await page.locator('.RaList-content thead th[aria-sort]').count()).toBe(1);
  });

  it('the invoice candidates\' bespoke table says its order too', async () => {
    const page = await pages.open();
    await openApp(page, '/prestamos/facturas');
    const table = page.getByTestId('invoice-candidates');
    await table.waitFor({ timeout: 15_000 });
    const cutOff = table.locator('thead th').filter({ hasText: /^Corte$/ });
    expect(await cutOff.getAttribute('aria-sort')).toBe('ascending');
    await cutOff.getByRole('button').click();
    await expect.poll(() => cutOff.getAttribute('aria-sort')).toBe('descending');
  });
});
