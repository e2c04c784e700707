/**
 * Every day and month a person types reads dd/mm/aaaa and mm/aaaa (docs/decisions/279), on the bespoke
 * screens too: the payout run's window (Desde, Hasta) and the statements' month on Inversiones › Pagos,
 * the INPC's month on the hedges' configuration. In an English Chromium (whose own date input draws
 * mm/dd/yyyy), in Spanish and in English, on a laptop and a phone; the API receives ISO days and months.
 * With CAUDAL_SCREENSHOTS=/some/folder a picture of each screen is kept, for a person to look at.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMonth } from '../../../src/framework/format.ts';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog, waitForToast } from '../support/feedback.ts';

const pages = pagePerTest();
const shots = process.env.CAUDAL_SCREENSHOTS;

const WORDS = {
  es: { from: 'Desde', to: 'Hasta', month: 'Mes', prepare: 'Preparar corrida', generate: 'Generar estados de cuenta', day: 'dd/mm/aaaa', monthText: 'mm/aaaa', value: 'INPC', source: 'Fuente', add: 'Registrar INPC', created: 'Registro creado con éxito', pickMonth: 'Elegir el mes en un calendario' },
  en: { from: 'From', to: 'To', month: 'Month', prepare: 'Prepare run', generate: 'Make statements', day: 'dd/mm/yyyy', monthText: 'mm/yyyy', value: 'INPC', source: 'Source', add: 'Enter INPC', created: 'Record created successfully', pickMonth: 'Pick the month on a calendar' },
} as const;

const CASES = [
  { language: 'es', width: '1366', viewport: { width: 1366, height: 768 }, year: '2091' },
  { language: 'en', width: '1366', viewport: { width: 1366, height: 768 }, year: '2092' },
  { language: 'es', width: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, year: '2093' },
  { language: 'en', width: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, year: '2094' },
] as const;

/** Today in Mexico City as the API writes it. */
const todayInMexico = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function setLanguage(page: Page, language: 'English' | 'Español'): Promise<void> {
  // The app bar hides while the page is scrolled down: back at the top it shows again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: new RegExp(language) }).click();
  await page.waitForLoadState('networkidle');
}

/** What a person sees of the browser's own date, month and time inputs: none (the app's inputs hide theirs; docs/decisions/285 for hours). */
const nativeInputs = (page: Page) => page.locator('input[type="date"]:not([aria-hidden="true"]), input[type="month"]:not([aria-hidden="true"]), input[type="time"]').count();

/** The field is the app's text input, with the placeholder of its language. */
async function expectTyped(field: Locator, placeholder: string): Promise<void> {
  expect(await field.getAttribute('type')).toBe('text');
  expect(await field.getAttribute('placeholder')).toBe(placeholder);
}

/** Clears the field and types the digits as a person does, one key at a time. */
async function type(field: Locator, digits: string): Promise<void> {
  await field.fill('');
  await field.pressSequentially(digits);
}

/** The JSON body of the next request the screen sends to `path` with `method`. */
function nextBody(page: Page, method: string, path: string): Promise<Record<string, unknown>> {
  return page.waitForRequest((request) => request.method() === method && new URL(request.url()).pathname === `/api/${path}`, { timeout: 15_000 }).then((request) => request.postDataJSON() as Record<string, unknown>);
}

const pastTheEdge = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each(CASES)('days and months typed in an English Chromium, $language at $width px', ({ language, width, year, ...options }) => {
  const words = WORDS[language];

  it('the payout window and the statements\' month read dd/mm/aaaa and mm/aaaa, and the API receives ISO', { timeout: 120_000 }, async () => {
    const page = await pages.open({ locale: 'en-US', ...options });
    await openApp(page, '/inversiones/pagos');
    try {
      if (language === 'en') await setLanguage(page, 'English');
      const panel = page.getByTestId('payout-panel');
      const from = panel.getByLabel(words.from, { exact: true });
      const to = panel.getByLabel(words.to, { exact: true });
      await from.waitFor(SCREEN_WAIT);
      await expectTyped(from, words.day);
      await expectTyped(to, words.day);
      // The default window, this month, as es-MX writes days.
      const [y, m] = todayInMexico().split('-');
      expect(await from.inputValue()).toBe(`01/${m}/${y}`);
      expect(await to.inputValue()).toMatch(new RegExp(`^(28|29|30|31)/${m}/${y}$`));
      const month = page.getByTestId('statements-panel').getByLabel(words.month, { exact: true });
      await expectTyped(month, words.monthText);
      expect(await month.inputValue()).toMatch(/^(0[1-9]|1[0-2])\/\d{4}$/);
      expect(await nativeInputs(page)).toBe(0);

      await type(from, `0103${year}`);
      await type(to, `3103${year}`);
      expect(await from.inputValue()).toBe(`01/03/${year}`);
      expect(await to.inputValue()).toBe(`31/03/${year}`);
      if (shots) await page.screenshot({ path: `${shots}/payout-window-${language}-${width}.png`, fullPage: width === '1366', animations: 'disabled' });
      expect(await pastTheEdge(page)).toBeLessThanOrEqual(0);
      // A part of a day is no day: nothing to prepare yet.
      await type(to, '3103');
      expect(await to.inputValue()).toBe('31/03');
      expect(await panel.getByRole('button', { name: words.prepare }).isDisabled()).toBe(true);
      await type(to, `3103${year}`);
      const prepared = nextBody(page, 'POST', 'payout_runs');
      await panel.getByRole('button', { name: words.prepare }).click();
      expect(await prepared).toEqual({ from: `${year}-03-01`, to: `${year}-03-31` });

      // The statements' month: typed, and picked on the browser's own month picker (the hidden native input).
      await type(month, `03${year}`);
      expect(await month.inputValue()).toBe(`03/${year}`);
      await page.getByTestId('statements-panel').getByRole('button', { name: words.pickMonth }).waitFor(SCREEN_WAIT);
      await page.getByTestId('statements-panel').locator('input[type="month"][aria-hidden="true"]').evaluate((input: HTMLInputElement, value) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }, `${year}-02`);
      expect(await month.inputValue()).toBe(`02/${year}`);
      const generated = nextBody(page, 'POST', 'investor_statements/generate');
      await page.getByTestId('statements-panel').getByRole('button', { name: words.generate }).click();
      expect(await generated).toEqual({ month: `${year}-02` });
      await page.waitForLoadState('networkidle');
      if (shots) await page.screenshot({ path: `${shots}/payout-statements-${language}-${width}.png`, fullPage: width === '1366', animations: 'disabled' });
    } finally {
      if (language === 'en') await setLanguage(page, 'Español');
    }
  });

  it("the INPC's month reads mm/aaaa, the API receives YYYY-MM, and a stored month shows in its field the same way", { timeout: 120_000 }, async () => {
    const page = await pages.open({ locale: 'en-US', ...options });
    await openApp(page, '/administrador/listas/cobertura-config');
    try {
      if (language === 'en') await setLanguage(page, 'English');
      const panel = page.getByTestId('inpc-panel');
      const month = panel.getByLabel(words.month, { exact: true });
      await month.waitFor(SCREEN_WAIT);
      await expectTyped(month, words.monthText);
      expect(await nativeInputs(page)).toBe(0);
      const add = panel.getByRole('button', { name: words.add });
      await panel.getByLabel(words.value, { exact: true }).fill('150.123');
      await panel.getByLabel(words.source, { exact: true }).fill('e2e');
      // A part of a month is no month: nothing to send.
      await type(month, '04');
      expect(await add.isDisabled()).toBe(true);
      // 13 is no month either.
      await type(month, `13${year}`);
      expect(await add.isDisabled()).toBe(true);
      await type(month, `04${year}`);
      expect(await month.inputValue()).toBe(`04/${year}`);
      if (shots) await page.screenshot({ path: `${shots}/inpc-month-${language}-${width}.png`, animations: 'disabled' });
      expect(await pastTheEdge(page)).toBeLessThanOrEqual(0);
      const sent = nextBody(page, 'POST', 'inpc');
      await add.click();
      expect((await sent).month).toBe(`${year}-04`);
      await waitForToast(page, words.created);
      // The month's row, read as a person reads it; picked, its month fills the field as mm/aaaa.
      const row = panel.getByRole('row').filter({ has: page.getByRole('cell', { name: formatMonth(`${year}-04`, language), exact: true }) });
      await row.waitFor(SCREEN_WAIT);
      // The demo's invented months say so in the screen's language (their source is stored in Spanish).
      const demo = { es: 'Valor de demostración (no publicado por el INEGI)', en: 'Demo value (not published by INEGI)' };
      expect(await panel.getByRole('cell', { name: demo[language], exact: true }).count()).toBeGreaterThan(0);
      if (language === 'en') expect(await panel.getByRole('cell', { name: demo.es, exact: true }).count()).toBe(0);
      expect(await month.inputValue()).toBe('');
      await row.click();
      expect(await month.inputValue()).toBe(`04/${year}`);
      if (shots && width === '1366') {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${shots}/inpc-panel-${language}-${width}.png`, fullPage: true, animations: 'disabled' });
      } else if (shots) await panel.screenshot({ path: `${shots}/inpc-panel-${language}-${width}.png`, animations: 'disabled' });
      await expectNoErrorDialog(page);
    } finally {
      if (language === 'en') await setLanguage(page, 'Español');
    }
  });
});
