/**
 * Debian's Chromium driven by playwright-core (Playwright cannot download its own browser here).
 * One browser per test file; each test gets a fresh context (its own localStorage) aimed at the server.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The server global-setup.ts started. */
export function baseUrl(): string {
  return inject('e2eBaseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A page as an administrator in Mexico would have it: wide screen, es-MX, Mexico City time. */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1440, height: 900 },
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return { context, page };
}

/** Where a failed test leaves a picture of the screen (printed in the failure), for whoever reads it. */
export async function keepScreenshot(page: Page | undefined, testName: string): Promise<void> {
  if (!page || page.isClosed()) return;
  const file = join(tmpdir(), `caudal-e2e-${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
  await page.screenshot({ path: file }).catch(() => undefined);
  console.error(`screenshot of the failed test: ${file}`);
}
