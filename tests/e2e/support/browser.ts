/**
 * Debian's Chromium driven by playwright-core (Playwright cannot download its own browser here).
 * One browser per test file; each test gets a fresh context (its own localStorage) aimed at the server.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

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

/** A page as an administrator in Mexico would have it: wide screen, es-MX, Mexico City time (options change that). */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1440, height: 900 },
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    ...options,
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

/**
 * One browser and one page for the whole file (a flow whose tests follow each other on one screen),
 * closed after it, with a screenshot of each failed test. Call at the top of the file; the page it
 * returns stands for the real one, which exists once beforeAll has run.
 */
export function pageForFile(): Page {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let real: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page: real } = await newPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await keepScreenshot(real, task.name);
  });
  return new Proxy({} as Page, {
    get(_target, property) {
      if (!real) throw new Error('the page opens in beforeAll: use it inside a test or a hook');
      const value = Reflect.get(real, property, real) as unknown;
      return typeof value === 'function' ? value.bind(real) : value;
    },
  });
}

/**
 * One browser for the whole file and a fresh page per test (its own context: cookies, localStorage),
 * opened by the test with `open()`; a failed test leaves a screenshot of its last page, and every
 * context a test opened is closed after it. Call at the top of the file.
 */
export function pagePerTest(): { open(options?: BrowserContextOptions): Promise<Page> } {
  let browser: Browser | undefined;
  let opened: { context: BrowserContext; page: Page }[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await keepScreenshot(opened.at(-1)?.page, task.name);
    await Promise.all(opened.map(({ context }) => context.close()));
    opened = [];
  });
  return {
    async open(options = {}) {
      if (!browser) throw new Error('the browser opens in beforeAll: open pages inside a test or a hook');
      const made = await newPage(browser, options);
      opened.push(made);
      return made.page;
    },
  };
}
