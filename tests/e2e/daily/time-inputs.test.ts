/**
 * The hedges' closing hours read HH:mm on the 24-hour clock (docs/decisions/285), in an English Chromium
 * (whose own time input draws "05:45 PM"), in Spanish and in English, on a laptop and a phone: typed
 * with the keyboard alone, saved as HH:mm, read back so after a reload; "25:00" and a part of a time
 * say what is wrong and send nothing. The hours stored before the test are saved back after it.
 * With CAUDAL_SCREENSHOTS=/some/folder a picture of the screen is kept, for a person to look at.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog, waitForToast } from '../support/feedback.ts';

const pages = pagePerTest();
const shots = process.env.CAUDAL_SCREENSHOTS;

const WORDS = {
  es: {
    start: 'Desde (hora de CDMX)',
    end: 'Hasta (hora de CDMX)',
    save: 'Guardar',
    saved: 'Configuración modificada correctamente',
    impossible: 'Esa hora no existe: va de 00:00 a 23:59',
    partial: 'Hora incompleta: escríbela HH:mm',
  },
  en: {
    start: 'From (Mexico City time)',
    end: 'Until (Mexico City time)',
    save: 'Save',
    saved: 'Configuration changed successfully',
    impossible: 'No such time: from 00:00 to 23:59',
    partial: 'Incomplete time: write it HH:mm',
  },
} as const;

// Each case its own hours, so a value left by another case cannot pass for this one's.
const CASES = [
  { language: 'es', width: '1366', viewport: { width: 1366, height: 768 }, start: '07:15', end: '17:45' },
  { language: 'en', width: '1366', viewport: { width: 1366, height: 768 }, start: '06:05', end: '18:50' },
  { language: 'es', width: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, start: '05:20', end: '19:35' },
  { language: 'en', width: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, start: '04:40', end: '20:10' },
] as const;

async function setLanguage(page: Page, language: 'English' | 'Español'): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: new RegExp(language) }).click();
  await page.waitForLoadState('networkidle');
}

/** Clears the field and types as a person does, one key at a time. */
async function type(field: Locator, keys: string): Promise<void> {
  await field.fill('');
  await field.pressSequentially(keys);
}

/** The JSON body of the next PUT closeCoverageConfig. */
function nextSave(page: Page): Promise<Record<string, unknown>> {
  return page.waitForRequest((request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/closeCoverageConfig', { timeout: 15_000 }).then((request) => request.postDataJSON() as Record<string, unknown>);
}

/** How many PUT closeCoverageConfig the page sends while `work` runs and a moment after. */
async function savesDuring(page: Page, work: () => Promise<void>): Promise<number> {
  let sent = 0;
  const count = (request: { method(): string; url(): string }) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/closeCoverageConfig') sent += 1;
  };
  page.on('request', count);
  await work();
  await page.waitForTimeout(500);
  page.off('request', count);
  return sent;
}

/** The text shown under a field (its helper text, linked by aria-describedby). */
const helperOf = (field: Locator) => field.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '');

const pastTheEdge = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each(CASES)('the closing hours typed in an English Chromium, $language at $width px', ({ language, width, start: startAt, end: endAt, ...options }) => {
  const words = WORDS[language];

  it('read HH:mm on the 24-hour clock, typed, saved and read back after a reload; 25:00 is refused', { timeout: 120_000 }, async () => {
    const page = await pages.open({ locale: 'en-US', ...options });
    await openApp(page, '/administrador/listas/cobertura-config');
    let stored: { start: string; end: string } | undefined;
    try {
      if (language === 'en') await setLanguage(page, 'English');
      const start = page.getByLabel(words.start, { exact: true });
      const end = page.getByLabel(words.end, { exact: true });
      await start.waitFor(SCREEN_WAIT);
      await page.waitForLoadState('networkidle');
      // The app's text inputs, not the browser's time input (05:45 PM in this browser).
      for (const field of [start, end]) {
        expect(await field.getAttribute('type')).toBe('text');
        expect(await field.getAttribute('placeholder')).toBe('hh:mm');
      }
      expect(await page.locator('input[type="time"]').count()).toBe(0);
      stored = { start: await start.inputValue(), end: await end.inputValue() };
      expect(stored.start).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(stored.end).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);

      // Keyboard alone: digits into the first, Tab to the second (no button between), an hour of one digit and a colon.
      await start.fill('');
      await start.focus();
      await page.keyboard.type(startAt.replace(':', ''));
      expect(await start.inputValue()).toBe(startAt);
      await page.keyboard.press('Tab');
      expect(await end.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(endAt);
      expect(await end.inputValue()).toBe(endAt);
      await type(start, `${startAt.slice(1, 2)}:${startAt.slice(3)}`);
      expect(await start.inputValue()).toBe(startAt);
      // Up and down step the part the caret is on: the hour at the start, the minute at the end.
      await start.focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowUp');
      const later = `${String(Number(startAt.slice(0, 2)) + 1).padStart(2, '0')}:${startAt.slice(3)}`;
      expect(await start.inputValue()).toBe(later);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowDown');
      expect(await start.inputValue()).toBe(startAt);
      if (shots) await page.screenshot({ path: `${shots}/closing-hours-${language}-${width}.png`, animations: 'disabled' });
      expect(await pastTheEdge(page)).toBeLessThanOrEqual(0);

      const saved = nextSave(page);
      await page.getByRole('button', { name: words.save, exact: true }).click();
      const body = await saved;
      expect(body.startTime).toBe(startAt);
      expect(body.endTime).toBe(endAt);
      await waitForToast(page, words.saved);

      await page.reload();
      await start.waitFor(SCREEN_WAIT);
      await expect.poll(() => start.inputValue(), SCREEN_WAIT).toBe(startAt);
      expect(await end.inputValue()).toBe(endAt);

      // 25:00 does not exist: it says so at once, and saving sends nothing.
      await type(start, '2500');
      expect(await start.inputValue()).toBe('25:00');
      expect(await start.getAttribute('aria-invalid')).toBe('true');
      expect(await helperOf(start)).toBe(words.impossible);
      if (shots) await page.screenshot({ path: `${shots}/closing-hours-impossible-${language}-${width}.png`, animations: 'disabled' });
      expect(await pastTheEdge(page)).toBeLessThanOrEqual(0);
      expect(await savesDuring(page, () => page.getByRole('button', { name: words.save, exact: true }).click())).toBe(0);
      expect(await helperOf(start)).toBe(words.impossible);
      // A part of a time says so once the field is left, and not while it is being typed.
      await type(end, '183');
      expect(await end.inputValue()).toBe('18:3');
      expect(await helperOf(end)).toBe('');
      await page.keyboard.press('Shift+Tab');
      expect(await helperOf(end)).toBe(words.partial);
      await expectNoErrorDialog(page);
    } finally {
      if (stored) {
        // The hours stored before the test, saved back: other tests read whether hedges may be closed now.
        await page.reload();
        const start = page.getByLabel(words.start, { exact: true });
        await start.waitFor(SCREEN_WAIT);
        await type(start, stored.start.replace(':', ''));
        await type(page.getByLabel(words.end, { exact: true }), stored.end.replace(':', ''));
        await page.getByRole('button', { name: words.save, exact: true }).click();
        await waitForToast(page, words.saved);
      }
      if (language === 'en') await setLanguage(page, 'Español');
    }
  });
});
