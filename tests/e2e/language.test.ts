/**
 * The language switch in the app bar (spec section 9: Spanish by default, English on request, the
 * choice kept in the browser as caudal.language and still in force after a reload).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp } from './support/app.ts';
import { SCREEN_WAIT } from './support/feedback.ts';
import { pagePerTest } from './support/browser.ts';
import { fieldLabel } from './support/labels.ts';
import { waitForList } from './support/list-screen.ts';

const MONEDAS = '/administrador/listas/moneda';

let page: Page;
const pages = pagePerTest();

async function columnHeaders(): Promise<string[]> {
  return (await page.locator('table thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

const storedUserLanguage = () => page.evaluate(() => (JSON.parse(localStorage.getItem('caudal.user') ?? '{}') as { language?: string }).language);

/** A refusal the server words for this person (their session's cookie, the browser's Accept-Language: es-MX). */
async function serverRefusal(): Promise<string> {
  const answer = await page.request.get('/api/investment/999999');
  return ((await answer.json()) as { message: string }).message;
}

/** What tells a person which language the Monedas screen is in. */
async function expectScreenIn(language: 'es' | 'en'): Promise<void> {
  const words =
    language === 'en'
      ? { title: 'Currencies', create: 'Create', filter: 'Add filter', export: 'Export', rows: 'Rows per page:' }
      : { title: 'Monedas', create: 'Crear', filter: 'Agregar filtro', export: 'Exportar', rows: 'Filas por página:' };
  await page.getByRole('banner').getByText(words.title, { exact: true }).waitFor();
  await page.getByLabel(words.create, { exact: true }).waitFor();
  await page.getByRole('button', { name: words.filter }).waitFor();
  await page.getByLabel(words.export, { exact: true }).waitFor();
  await page.getByText(words.rows, { exact: true }).waitFor();
  const expected = ['name', 'code', 'min_inv'].map((field) => fieldLabel(language, 'currency', field));
  await expect.poll(columnHeaders, SCREEN_WAIT).toEqual(expect.arrayContaining(expected));
}

/** The catalogue files the page asked for, by language (decision 181: each language is its own file, es-<hash>.js). */
function catalogueRequests(): Set<string> {
  const languages = new Set<string>();
  page.on('request', (request) => {
    const file = /\/assets\/(es|en)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (file) languages.add(file[1]);
  });
  return languages;
}

describe('the language switch', () => {
  it('shows Spanish by default and English once chosen, and keeps the choice after a reload', async () => {
    page = await pages.open();
    let catalogues = catalogueRequests();
    await openApp(page, MONEDAS);
    await waitForList(page);
    await expectScreenIn('es');
    // A Spanish screen downloads the Spanish texts only; English comes when chosen.
    expect([...catalogues]).toEqual(['es']);

    expect(await page.getByRole('banner').getByRole('button', { name: 'Idioma' }).innerText()).toBe('ES');
    await page.getByRole('banner').getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expectScreenIn('en');
    expect(await page.evaluate(() => localStorage.getItem('caudal.language'))).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The account keeps the choice (the browser's stored user record too), so the server answers in English.
    await expect.poll(storedUserLanguage, SCREEN_WAIT).toBe('en');
    await expect.poll(serverRefusal, SCREEN_WAIT).toBe('Record not found');

    expect([...catalogues].sort()).toEqual(['en', 'es']);

    catalogues = catalogueRequests();
    await page.reload();
    await waitForList(page);
    await expectScreenIn('en');
    expect([...catalogues]).toEqual(['en']);
    expect(await page.getByRole('banner').getByRole('button', { name: 'Language' }).innerText()).toBe('EN');

    await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expectScreenIn('es');
    expect(await page.evaluate(() => localStorage.getItem('caudal.language'))).toBe('es');
    await expect.poll(storedUserLanguage, SCREEN_WAIT).toBe('es');
    await expect.poll(serverRefusal, SCREEN_WAIT).toBe('No se encontró el registro');
  });
});
