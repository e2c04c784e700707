/**
 * What a signed-in person's browser downloads, per role, and how the investor
 * dashboard draws on a phone. The built app is served by the real server; each role signs in through the
 * pages (password, then the code the log SMS driver delivered) and a fresh browser context holding that
 * session (empty cache) opens "/":
 * - **first screen**: every script fetched until the landing screen has drawn its content (its ready
 *   mark below) and the network is idle;
 * - **whole role**: then every route of the role's menu opened in turn in that context; every distinct
 *   script counts once.
 * Sizes are the built files gzipped (node:zlib level 6, as a web server would), 1 kB = 1,000 bytes.
 * - **vitals**: the investor's dashboard at 390 x 844 (mobile, touch, DPR 3) with the CPU slowed 4x
 *   (CDP Emulation.setCPUThrottlingRate) and Lighthouse's applied "slow 4G" (562.5 ms RTT, 1.47 Mbit/s),
 *   empty cache: LCP, CLS (layout-shift entries without recent input) and TBT (long tasks over 50 ms
 *   until the network is idle) from Chromium's PerformanceObserver.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, demoPassword } from '../server/db/seed/seed-auth.ts';
import type { PhoneInbox } from '../tests/helpers/phone-inbox.ts';
import { serveBuild } from './bench-app.ts';
import { gzippedSize, type ChunkSize } from './bundle-size.ts';

export interface RoleWeight {
  role: string;
  landedOn: string;
  firstScreen: { scripts: ChunkSize[]; gzipBytes: number };
  /** Every route of the role's menu opened after the first screen. */
  routes: string[];
  whole: { scriptCount: number; gzipBytes: number };
}

export interface Vitals {
  path: string;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Lighthouse's mobile score curves applied to these figures (Speed Index left out, its weight spread). */
  estimatedScore: number;
}

export interface BrowserWeights {
  roles: RoleWeight[];
  vitals: Vitals[];
}

/** The landing screens' content: what "drawn" means for the first screen. */
const READY: Record<string, (page: Page) => Promise<unknown>> = {
  '/inversiones/dashboard': (page) => page.getByTestId('dashboard-investment').first().waitFor(),
  '/inversiones/inversionistas': (page) => page.locator('.RaDatagrid-row, [data-testid="phone-card"]').first().waitFor(),
};

function scriptsOf(page: Page, origin: string): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && /\.m?js$/.test(url.pathname)) scripts.add(decodeURIComponent(url.pathname.slice(1)));
  });
  return scripts;
}

async function gzipped(outDir: string, files: Iterable<string>): Promise<ChunkSize[]> {
  return (await Promise.all([...files].sort().map((file) => gzippedSize(outDir, file)))).sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export async function signIn(browser: Browser | BrowserContext, address: string, inbox: PhoneInbox, username: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`no demo account "${username}" in the seed`);
  // A browser gets a context of its own, closed afterwards; a given context (a persistent profile) keeps the session.
  const own = 'newContext' in browser;
  const context = own ? await browser.newContext() : browser;
  const page = await context.newPage();
  await page.goto(`${address}/auth/login`);
  await page.getByLabel('Usuario (correo electrónico)').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword());
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('heading', { name: 'Verificación' }).waitFor();
  const code = /\b(\d{6})\b/.exec(inbox.last(account.phone).text)?.[1];
  if (!code) throw new Error('the verification message has no code');
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByRole('banner').waitFor({ state: 'visible' });
  const state = await context.storageState();
  if (own) await context.close();
  else await page.close();
  return state;
}

interface MenuItem {
  route?: string;
  children?: MenuItem[];
}

function menuRoutes(items: MenuItem[]): string[] {
  const all = items.flatMap((item): (string | undefined)[] => [item.route, ...menuRoutes(item.children ?? [])]);
  return [...new Set(all.filter((r): r is string => typeof r === 'string' && r.startsWith('/')))];
}

async function roleWeight(browser: Browser, address: string, outDir: string, role: string, state: Awaited<ReturnType<typeof signIn>>): Promise<RoleWeight> {
  const context = await browser.newContext({ storageState: state, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const scripts = scriptsOf(page, new URL(address).origin);
  await page.goto(`${address}/`);
  await page.getByRole('banner').waitFor({ state: 'visible' });
  const landedOn = new URL(page.url()).pathname;
  await READY[landedOn]?.(page);
  await page.waitForLoadState('networkidle');
  const first = await gzipped(outDir, scripts);
  // The menu's routes, as the sidebar lists them (sections expanded by their own links).
  // The stored sidebar (session-storage.ts keeps it base64-encoded JSON).
  const stored = (await page.evaluate(() => localStorage.getItem('caudal.permissions'))) ?? '';
  const routes = menuRoutes(stored ? (JSON.parse(Buffer.from(stored, 'base64').toString('utf8')) as MenuItem[]) : []);
  for (const route of routes) {
    await page.goto(`${address}${route}`);
    await page.getByRole('banner').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
  }
  const whole = await gzipped(outDir, scripts);
  await context.close();
  return {
    role,
    landedOn,
    firstScreen: { scripts: first, gzipBytes: first.reduce((sum, c) => sum + c.gzipBytes, 0) },
    routes,
    whole: { scriptCount: whole.length, gzipBytes: whole.reduce((sum, c) => sum + c.gzipBytes, 0) },
  };
}

/** Lighthouse 10+'s mobile scoring: log-normal curves by (p10, median) and the metric weights. */
const CURVES = { fcp: [1800, 3000, 0.1], lcp: [2500, 4000, 0.25], tbt: [200, 600, 0.3], cls: [0.1, 0.25, 0.25] } as const;

function erfc(x: number): number {
  // Abramowitz and Stegun 7.1.26, enough for a score.
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return x >= 0 ? y : 2 - y;
}

function curve(value: number, p10: number, median: number): number {
  if (value <= 0) return 1;
  const sigma = Math.log(median / p10) / (Math.SQRT2 * 0.9061938024368232);
  return Math.min(1, Math.max(0, 0.5 * erfc(Math.log(value / median) / (sigma * Math.SQRT2))));
}

export function estimatedScore(v: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number }): number {
  const parts = [
    [curve(v.fcpMs, CURVES.fcp[0], CURVES.fcp[1]), CURVES.fcp[2]],
    [curve(v.lcpMs, CURVES.lcp[0], CURVES.lcp[1]), CURVES.lcp[2]],
    [curve(v.tbtMs, CURVES.tbt[0], CURVES.tbt[1]), CURVES.tbt[2]],
    [curve(v.cls, CURVES.cls[0], CURVES.cls[1]), CURVES.cls[2]],
  ];
  const weight = parts.reduce((sum, [, w]) => sum + w, 0);
  return Math.round((100 * parts.reduce((sum, [s, w]) => sum + s * w, 0)) / weight);
}

async function vitals(browser: Browser, address: string, path: string, state: Awaited<ReturnType<typeof signIn>>): Promise<Vitals> {
  const context = await browser.newContext({ storageState: state, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __vitals: { lcp: number; cls: number; tbt: number; fcp: number } };
    w.__vitals = { lcp: 0, cls: 0, tbt: 0, fcp: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__vitals.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__vitals.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__vitals.tbt += Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') w.__vitals.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${address}${path}`, { timeout: 120_000 });
  await READY[path]?.(page);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.waitForTimeout(1000);
  const v = await page.evaluate(() => (window as unknown as { __vitals: { lcp: number; cls: number; tbt: number; fcp: number } }).__vitals);
  await context.close();
  const figures = { fcpMs: Math.round(v.fcp), lcpMs: Math.round(v.lcp), tbtMs: Math.round(v.tbt), cls: Math.round(v.cls * 1000) / 1000 };
  return { path, ...figures, estimatedScore: estimatedScore(figures) };
}

export async function measureBrowserWeights(outDir: string, executablePath: string, options: { roles?: string[]; vitalRuns?: number } = {}): Promise<BrowserWeights> {
  const served = await serveBuild(outDir);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const { address, inbox } = served;
    const roles: RoleWeight[] = [];
    const vitalRuns: Vitals[] = [];
    for (const username of options.roles ?? ['admin', 'inversionista']) {
      const state = await signIn(browser, address, inbox, username);
      roles.push(await roleWeight(browser, address, outDir, username, state));
      if (username === 'inversionista') for (let run = 0; run < (options.vitalRuns ?? 3); run++) vitalRuns.push(await vitals(browser, address, '/inversiones/dashboard', state));
    }
    return { roles, vitals: vitalRuns };
  } finally {
    await browser.close();
    await served.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const weights = await measureBrowserWeights(process.argv[2] ?? 'dist', process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium');
  for (const role of weights.roles) {
    console.log(`${role.role} landed on ${role.landedOn}: first screen ${(role.firstScreen.gzipBytes / 1000).toFixed(1)} kB gz (${role.firstScreen.scripts.length} scripts); whole role ${(role.whole.gzipBytes / 1000).toFixed(1)} kB (${role.whole.scriptCount} scripts, ${role.routes.length} routes)`);
    for (const s of role.firstScreen.scripts.slice(0, Number(process.env.BENCH_TOP ?? 12))) console.log(`    ${s.file} ${(s.gzipBytes / 1000).toFixed(1)}`);
  }
  for (const v of weights.vitals) console.log(`vitals ${v.path}: FCP ${v.fcpMs} ms, LCP ${v.lcpMs} ms, CLS ${v.cls}, TBT ${v.tbtMs} ms, estimated score ${v.estimatedScore}`);
  if (process.env.BENCH_JSON) console.log(JSON.stringify(weights, null, 2));
}
