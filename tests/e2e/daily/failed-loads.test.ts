/**
 * A screen whose data fails to load says so in the spec's words (section 8) and offers to load again:
 * never a transport's raw text ("HTTP 500", "Network error" in Spanish, "Unauthorized", "Invalid"), never
 * a spinner for good. The dashboard's GET analytics stands for every screen's own data request.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';

const pages = pagePerTest();
const ANALYTICS = /\/api\/analytics\?/;
const RAW = /HTTP \d|Network error|Unauthorized|Invalid|CSRF token mismatch|Failed to fetch/;

type Answer = { status: number; body?: unknown } | 'no network';

/** Signed in first (the Oops dialog, a modal, hides the app bar a sign-in check waits for), then the dashboard. */
async function dashboardAnswering(answer: Answer, onLoad?: () => void): Promise<Page> {
  const page = await pages.open();
  await openApp(page, '/perfil');
  if (onLoad) page.on('load', onLoad);
  await page.route(ANALYTICS, (route: Route) =>
    answer === 'no network'
      ? route.abort('internetdisconnected')
      : route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body === undefined ? '' : JSON.stringify(answer.body) }),
  );
  await page.goto('/inversiones/dashboard');
  return page;
}

/** Every word the screen shows once the failure is said: toasts, the Oops dialog, the screen's own notice. */
async function saidOnScreen(page: Page, words: string): Promise<string> {
  await page.getByText(words).first().waitFor({ timeout: 15_000 });
  return page.locator('body').innerText();
}

/** The Oops dialog, when one is open, is closed as a person would. */
async function closeOops(page: Page): Promise<void> {
  const oops = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Oops' }) });
  if (await oops.isVisible()) {
    await oops.getByRole('button', { name: 'OK' }).click();
    await oops.waitFor({ state: 'detached' });
  }
}

describe('a screen whose data failed to load', () => {
  const cases: [string, Answer, string][] = [
    ['a 500 without a message', { status: 500 }, 'Servicio no disponible'],
    ['a 500 with the server\'s message', { status: 500, body: { message: 'La base de datos tardó demasiado.' } }, 'La base de datos tardó demasiado.'],
    ['a 422 with no readable errors', { status: 422, body: { message: 'Invalid' } }, 'Datos incorrectos'],
    ['a 422 with a field message', { status: 422, body: { message: 'Invalid', errors: { status: ['El estatus no es válido.'] } } }, 'Error: El estatus no es válido.'],
    ['a 401', { status: 401, body: { message: 'Unauthorized' } }, 'No tienes autorización para este modulo'],
    ['a 405', { status: 405, body: { message: 'Method Not Allowed' } }, 'Acceso denegado'],
    ['a 419', { status: 419, body: { message: 'CSRF token mismatch' } }, 'Se necesita recargar la página.'],
    ['no network', 'no network', 'Error de red'],
  ];
  for (const [name, answer, words] of cases) {
    it(`${name}: says "${words}", no raw text, and offers to load again`, async () => {
      const page = await dashboardAnswering(answer);
      const text = await saidOnScreen(page, words);
      expect(text).not.toMatch(RAW);
      // The Oops dialog, a modal, hides the screen from assistive technology until it is closed.
      await closeOops(page);
      const notice = page.getByRole('alert').filter({ hasText: 'Hubo un error al obtener los datos.' });
      await notice.waitFor();
      if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/failed-load-${name.replace(/[^a-z0-9]+/gi, '-')}.png` });
      expect(await page.getByRole('progressbar').count()).toBe(0);
      await page.unroute(ANALYTICS);
      await notice.getByRole('button', { name: 'Reintentar' }).click();
      await page.getByTestId('dashboard-investment').first().waitFor({ timeout: 15_000 });
      expect(await notice.count()).toBe(0);
    });
  }

  it('in English, the same words in English', async () => {
    const page = await pages.open({ locale: 'en-US' });
    await openApp(page, '/perfil');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    // The account keeps the choice once the server has it: the dashboard is opened after that.
    await page.getByText('Profile', { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.route(ANALYTICS, (route) => route.abort('internetdisconnected'));
    await page.goto('/inversiones/dashboard');
    try {
      const text = await saidOnScreen(page, 'There was an error getting the data.');
      expect(text).toContain('Network error');
      expect(text).not.toContain('Error de red');
      await closeOops(page);
      await page.getByRole('alert').getByRole('button', { name: 'Retry' }).waitFor();
      if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/failed-load-english.png` });
    } finally {
      await closeOops(page);
      // The account keeps its language: back to Spanish for the tests that follow.
      await page.getByTestId('language-switch').click();
      await page.getByRole('menuitem', { name: /Español/ }).click();
      await page.getByText('Hubo un error al obtener los datos.').first().waitFor();
    }
  });

  it('a 403 reloads the page (spec section 8)', async () => {
    let loads = 0;
    await dashboardAnswering({ status: 403, body: { message: 'Forbidden' } }, () => (loads += 1));
    // The dashboard's own load, then the reload its refused data asks for.
    await expect.poll(() => loads, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(2);
  });
});
