/**
 * Part `book-screens`: the heaviest screens of a firm's book in Chromium. The built app is
 * served by the real server on a book at one scale (bench/seed-book.ts); the administrator signs in
 * through the pages, opens a light screen, then, for each heavy screen, clicks its menu entry (the app is
 * loaded, so this is the screen's own cost) and measures until its rows are shown: the time, the DOM
 * nodes then, and the long tasks (over 50 ms) of the main thread from the click until the rows show.
 * The answers and the script chunks are the browser's to fetch; the figure includes them.
 */
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { DEMO_ACCOUNTS, demoPassword } from '../server/db/seed/seed-auth.ts';
import { PhoneInbox } from '../tests/helpers/phone-inbox.ts';
import type { FreshDatabase } from './engines.ts';

export interface ScreenCase {
  path: string;
  /** What is shown once the screen has its rows. */
  rows: string;
  /** The light list opened first, in the same menu group (so the entry to click is shown). */
  from: string;
}

export const HEAVY_SCREENS: ScreenCase[] = [
  { path: '/prestamos/facturas', rows: '[data-testid="invoice-candidates"] tbody tr', from: '/prestamos/clientes' },
  { path: '/prestamos/cobros', rows: 'table.RaDatagrid-table tbody tr', from: '/prestamos/clientes' },
  { path: '/prestamos/vigentes', rows: '[data-testid="loan-calendar"] [data-date] .MuiChip-root', from: '/prestamos/clientes' },
  { path: '/inversiones/dashboard', rows: 'main table tbody tr', from: '/inversiones/pagos' },
];

export interface ScreenMeasurement {
  path: string;
  /** From the click on the menu entry to the first row shown. */
  ms: number;
  domNodes: number;
  longTasks: number;
  longTaskMs: number;
  heapMb: number;
}

const LONG_TASKS = `window.__longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });`;

async function open(page: Page, screen: ScreenCase): Promise<ScreenMeasurement> {
  const link = page.locator(`a[href$="${screen.path}"]`).first();
  const clickedAt = await page.evaluate(() => performance.now());
  const start = performance.now();
  await link.click();
  await page.locator(screen.rows).first().waitFor({ timeout: 120_000 });
  const ms = performance.now() - start;
  const figures = await page.evaluate((since) => {
    const tasks = ((window as unknown as { __longTasks: [number, number][] }).__longTasks ?? []).filter(([at]) => at >= since);
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return { domNodes: document.getElementsByTagName('*').length, longTasks: tasks.length, longTaskMs: tasks.reduce((n, [, d]) => n + d, 0), heap: memory?.usedJSHeapSize ?? 0 };
  }, clickedAt);
  return { path: screen.path, ms: Math.round(ms), domNodes: figures.domNodes, longTasks: figures.longTasks, longTaskMs: Math.round(figures.longTaskMs), heapMb: Math.round(figures.heap / 1e5) / 10 };
}

/** Each heavy screen opened `times` times (from a light screen each time); the median time of each. */
export async function measureScreens(fresh: FreshDatabase, outDir: string, executablePath: string, times: number, log: (line: string) => void): Promise<ScreenMeasurement[]> {
  const inbox = new PhoneInbox();
  const config = loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' });
  const app = await buildApp({ database: fresh.database, config, logger: false, staticDir: outDir, sms: inbox.gateway(fresh.database) });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'] });
  try {
    const address = (await app.listen({ host: '127.0.0.1', port: 0 })).replace(/\/+$/, '');
    const admin = DEMO_ACCOUNTS.find((a) => a.username === 'admin');
    if (!admin) throw new Error('no demo account "admin" in the seed');
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(LONG_TASKS);
    const page = await context.newPage();
    await page.goto(`${address}/auth/login`);
    await page.getByLabel('Usuario (correo electrónico)').fill(admin.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword());
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('heading', { name: 'Verificación' }).waitFor();
    const code = /\b(\d{6})\b/.exec(inbox.last(admin.phone).text)?.[1];
    if (!code) throw new Error('the verification message has no code');
    await page.getByLabel('Código de verificación').fill(code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByRole('banner').waitFor({ state: 'visible' });
    const results: ScreenMeasurement[] = [];
    for (const screen of HEAVY_SCREENS) {
      const runs: ScreenMeasurement[] = [];
      for (let i = 0; i < times; i++) {
        await page.goto(`${address}${screen.from}`);
        await page.locator('table.RaDatagrid-table tbody tr').first().waitFor({ timeout: 120_000 });
        runs.push(await open(page, screen));
      }
      runs.sort((a, b) => a.ms - b.ms);
      const median = runs[Math.floor(runs.length / 2)];
      log(`  ${screen.path}: ${runs.map((r) => r.ms).join(', ')} ms`);
      results.push(median);
    }
    await context.close();
    return results;
  } finally {
    await browser.close();
    await app.close();
  }
}
