/**
 * Lighthouse itself (npx lighthouse@12, mobile preset: simulated slow 4G and 4x CPU) on the investor's
 * dashboard, signed in. Chromium runs with a persistent profile and a DevTools port; the investor signs in
 * through the pages in that profile, and Lighthouse opens the dashboard in the same profile with storage
 * reset off, so the session holds; the HTTP cache is emptied before each run. Lighthouse is fetched by npx
 * (its first run needs the package registry). BENCH_LH_KEEP=1 keeps the JSON reports and prints where.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serveBuild } from './bench-app.ts';
import { signIn } from './role-weight.ts';

const run = promisify(execFile);

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  /** Where Lighthouse ended up, and what it took for the largest paint: proof the signed-in dashboard was measured. */
  finalUrl: string;
  lcpElement: string;
}

function lcpElement(lhr: unknown): string {
  const audit = (lhr as { audits: Record<string, { details?: { items?: { items?: { node?: { snippet?: string } }[] }[] } }> }).audits['largest-contentful-paint-element'];
  return audit?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
}

export async function measureLighthouse(outDir: string, executablePath: string, runs: number, path = '/inversiones/dashboard'): Promise<LighthouseRun[]> {
  const served = await serveBuild(outDir);
  const { chromium } = await import('playwright-core');
  const profile = await mkdtemp(join(tmpdir(), 'caudal-lh-profile-'));
  const port = 9300 + Math.floor(Math.random() * 500);
  const context = await chromium.launchPersistentContext(profile, { executablePath, args: ['--no-sandbox', `--remote-debugging-port=${port}`] });
  const results: LighthouseRun[] = [];
  try {
    const { address, inbox } = served;
    await signIn(context, address, inbox, 'inversionista');
    // The profile keeps the session (cookies, localStorage) across runs, and Lighthouse leaves storage alone;
    // its HTTP cache must still start empty each time, as for a phone that never opened the app.
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (let i = 0; i < runs; i++) {
      await cdp.send('Network.clearBrowserCache');
      const report = join(profile, `report-${i}.json`);
      await run('npx', ['-y', 'lighthouse@12', `${address}${path}`, `--port=${port}`, '--disable-storage-reset', '--only-categories=performance', '--output=json', `--output-path=${report}`, '--quiet'], { timeout: 300_000 });
      const lhr = JSON.parse(await readFile(report, 'utf8')) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue?: number }>; runtimeError?: { code: string }; finalDisplayedUrl: string };
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}`);
      const n = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      results.push({ score: Math.round(lhr.categories.performance.score * 100), fcpMs: n('first-contentful-paint'), lcpMs: n('largest-contentful-paint'), tbtMs: n('total-blocking-time'), cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000, siMs: n('speed-index'), finalUrl: lhr.finalDisplayedUrl, lcpElement: lcpElement(lhr) });
    }
    return results;
  } finally {
    await context.close();
    await served.close();
    if (!process.env.BENCH_LH_KEEP) await rm(profile, { recursive: true, force: true });
    else console.log(`reports kept in ${profile}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureLighthouse(process.argv[2] ?? 'dist', process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium', Number(process.env.BENCH_LH_RUNS ?? 3));
  for (const r of results) console.log(JSON.stringify(r));
}
