/**
 * The investor's first screen on a reload (a lean browser): while the app's code is on its
 * way the page already shows the app bar's shell (not a blank page), and the dashboard's data and the
 * bell's are asked for with the code, not after it: on a slow phone network that is a round trip less.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageForFile } from '../support/browser.ts';
import { signInAs } from './support.ts';

const page = pageForFile();
const APP_CHUNK = /\/assets\/App-[^/]+\.js$/;
const HELD_MS = 1_500;

describe('the investor dashboard, reloaded', () => {
  it('shows the shell at once and asks for its data while the app\'s code is still loading', async () => {
    await signInAs(page, 'inversionista@caudal.mx');
    // The sign-in's own landing finishes its requests first: only the reload's are counted.
    await page.getByTestId('dashboard-investment').first().waitFor();
    await page.waitForLoadState('networkidle');
    const sent: { path: string; at: number }[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) sent.push({ path: url.pathname + url.search, at: Date.now() });
    };
    page.on('request', onRequest);
    // React's development build announces itself in the console: the tests serve what a person downloads (decision 186).
    const consoleTexts: string[] = [];
    page.on('console', (message) => consoleTexts.push(message.text()));
    let appChunkAnsweredAt = 0;
    // The app's code is held back, as a slow network would; the shell and the early requests must not wait for it.
    await page.route(APP_CHUNK, async (route) => {
      await new Promise((done) => setTimeout(done, HELD_MS));
      appChunkAnsweredAt = Date.now();
      await route.continue();
    });
    try {
      await page.goto('/inversiones/dashboard');
      const shell = page.getByRole('status', { name: 'Cargando Caudal…' });
      await shell.waitFor();
      expect(await shell.innerText()).toBe('Caudal');
      await page.getByTestId('dashboard-investment').first().waitFor({ timeout: 30_000 });
      expect(await shell.count()).toBe(0);
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', onRequest);
      await page.unroute(APP_CHUNK);
    }
    expect(appChunkAnsweredAt).toBeGreaterThan(0);
    expect(consoleTexts.filter((text) => /React DevTools|development build/i.test(text))).toEqual([]);
    const analytics = sent.filter((r) => r.path === '/api/analytics?status=active');
    const notifies = sent.filter((r) => r.path === '/api/notifies');
    // Asked once each, before the app's code arrived. An early answer is read once: a screen drawn twice as the
    // app settles (react-admin learning its locale, permissions and routes in effects; decision 185) asks again.
    expect([analytics.length, notifies.length], JSON.stringify(sent.map((r) => [r.path, r.at - appChunkAnsweredAt]))).toEqual([1, 1]);
    expect(analytics[0]!.at).toBeLessThan(appChunkAnsweredAt);
    expect(notifies[0]!.at).toBeLessThan(appChunkAnsweredAt);
  });
});
