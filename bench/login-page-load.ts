/**
 * What a browser really fetches for /auth/login: the built app served by the real server, opened in
 * Chromium (playwright-core driving the system's Chromium). Every script it loads counts, lazy chunks
 * included, whatever the entry decides at run time; sizes are the built files gzipped.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { gzippedSize, type ChunkSize } from './bundle-size.ts';

export const LOGIN_PATH = '/auth/login';

export interface PageLoad {
  path: string;
  scripts: ChunkSize[];
  gzipBytes: number;
  /** Navigation start to the load event, in Chromium on this machine (local server, no network delay). */
  loadEventMs: number;
}

export function chromiumPath(): string | undefined {
  const candidates = [process.env.BENCH_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path!));
}

export async function measureLoginPage(outDir: string, executablePath: string): Promise<PageLoad> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await prepareDatabase(database);
  const app = await buildApp({ database, config: loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: 'silent' }), logger: false, staticDir: outDir });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(address).origin && /\.m?js$/.test(url.pathname)) scripts.add(url.pathname.slice(1));
    });
    await page.goto(`${address}${LOGIN_PATH}`, { waitUntil: 'networkidle' });
    const loadEventMs = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return navigation ? navigation.loadEventEnd - navigation.startTime : Number.NaN;
    });
    const sizes = await Promise.all([...scripts].sort().map((file) => gzippedSize(outDir, decodeURIComponent(file))));
    return { path: LOGIN_PATH, scripts: sizes, gzipBytes: sizes.reduce((sum, c) => sum + c.gzipBytes, 0), loadEventMs: Math.round(loadEventMs) };
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}
