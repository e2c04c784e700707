/**
 * `npm run bench`: list latency against table size (PGlite, and PostgreSQL when DATABASE_URL is set),
 * the JavaScript /auth/login loads, and the calculator. Settings come from the environment (README.md);
 * results go to bench/results/*.json and the tables to bench/results/report.md.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureScreens, type ScreenMeasurement } from './book-screens.ts';
import { bookCases, bookTable, measureBook, openBook, openBookData, type BookResults, type BookTarget } from './book-latency.ts';
import { buildClient, measureBundle } from './bundle-size.ts';
import { measureCalculator } from './calculator-latency.ts';
import { freshDatabase, type EngineName, type FreshDatabase } from './engines.ts';
import { measureLists, openTarget, type ListTarget } from './list-latency.ts';
import { chromiumPath, measureLoginPage } from './login-page-load.ts';
import { measurePageWeights } from './page-weight.ts';
import { measureBrowserWeights } from './role-weight.ts';
import { measureLighthouse } from './lighthouse-run.ts';
import { measureMemory, type MemoryEngine } from './server-memory.ts';
import {
  browserTable,
  bundleTable,
  calculatorTable,
  listTable,
  memoryTable,
  pageWeightTable,
  ratios,
  type BrowserResults,
  type BundleResults,
  type CalculatorResults,
  type ListResults,
  type Machine,
  type MemoryResults,
  type PageWeightResults,
  type SizeRun,
} from './report.ts';
import { seedSmsLog } from './seed-sms-log.ts';
import { exportTable, measureExports, type ExportEngine, type ExportRun } from './export-stream.ts';
import { healthzTable, measureHealthz, type HealthzRun } from './healthz-under-load.ts';
import { measureThroughput, throughputTable, type ThroughputResult } from './throughput.ts';
import { importTable, measureImports, type ImportRun } from './import-rate.ts';
import { measurePayoutRun, payoutTable, type PayoutRunResult } from './payout-run.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = process.env.BENCH_RESULTS ?? join(ROOT, 'bench', 'results');
const LOGIN_BUDGET_BYTES = 200_000;
/** What Chromium transfers for /auth/login's JavaScript, compression on. */
const LOGIN_TRANSFER_BUDGET_BYTES = 150_000;
const MEMORY_BUDGET_MB = 250;
/** Gzipped JavaScript of a signed-in role's first screen, by demo account; the investor dashboard's layout shift. */
const ROLE_BUDGET_BYTES: Record<string, number> = { admin: 330_000, inversionista: 300_000 };
const CLS_BUDGET = 0.05;
/** Lighthouse's mobile performance score of the investor dashboard, on a quiet machine. */
const LIGHTHOUSE_GOAL = 80;

const env = process.env;
const sizes = (env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map((s) => Number(s.trim()));
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`BENCH_SIZES must be whole numbers, got "${env.BENCH_SIZES}"`);
const engines = (env.BENCH_ENGINES?.split(',') ?? ['pglite', ...(env.DATABASE_URL ? ['postgres'] : [])]) as EngineName[];
const options = {
  warmup: Number(env.BENCH_WARMUP ?? 50),
  iterations: Number(env.BENCH_ITERATIONS ?? 400),
  explain: env.BENCH_EXPLAIN === '1',
};
const parts = new Set((env.BENCH_PARTS ?? 'lists,bundle,browser,calculator,pages,memory,throughput').split(','));
const VITAL_RUNS = Number(env.BENCH_VITAL_RUNS ?? 3);
const THROUGHPUT_ROWS = Number(env.BENCH_THROUGHPUT_ROWS ?? 100_000);
const THROUGHPUT_SECONDS = Number(env.BENCH_THROUGHPUT_SECONDS ?? 10);
const BOOK_SCALES = (env.BENCH_BOOK_SCALES ?? '1,10').split(',').map((s) => Number(s.trim()));
const BOOK_REQUESTS = env.BENCH_BOOK_REQUESTS === 'before' ? 'before' : 'after';
const THROUGHPUT_ROUNDS = Number(env.BENCH_THROUGHPUT_ROUNDS ?? 5);
/** `book` loads the server with the book's screen requests instead of the one list. */
const MEMORY_MIX = env.BENCH_MEMORY_MIX === 'book' ? 'book' : 'list';
const MEMORY_BOOK_SCALE = Number(env.BENCH_MEMORY_BOOK_SCALE ?? 1);

const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const oneMinuteLoad = () => Math.round(loadavg()[0] * 100) / 100;

function machine(loadBefore: number): Machine {
  return { cpus: cpus().length, cpuModel: cpus()[0]?.model.trim() ?? 'unknown', node: process.versions.node, loadAverage: [loadBefore, oneMinuteLoad()] };
}

async function save(name: string, data: unknown): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  await writeFile(join(RESULTS, name), `${JSON.stringify(data, null, 2)}\n`);
}

async function listBenchmark(engine: EngineName): Promise<ListResults> {
  const opened: FreshDatabase[] = [];
  const targets: ListTarget[] = [];
  const seeded: Record<number, number> = {};
  try {
    for (const size of sizes) {
      log(`${engine}, ${size.toLocaleString('en')} rows: fresh database`);
      const fresh = await freshDatabase(engine, String(size));
      opened.push(fresh);
      const seedStart = performance.now();
      await seedSmsLog(fresh.database, size, (done) => {
        if (done % 200_000 === 0 || done === size) log(`  seeded ${done.toLocaleString('en')} rows`);
      });
      seeded[size] = Math.round((performance.now() - seedStart) / 100) / 10;
      targets.push(await openTarget(size, fresh.database, options, log));
    }
    const loadBefore = oneMinuteLoad();
    log(`${engine}: measuring ${sizes.join(', ')} rows in turn`);
    const measured = await measureLists(targets, options, log);
    const runs: SizeRun[] = sizes.map((size) => ({ size, seedSeconds: seeded[size], measurements: measured.get(size)! }));
    return { engine, measuredAt: new Date().toISOString(), machine: machine(loadBefore), options: { warmup: options.warmup, iterations: options.iterations }, sizes: runs, ratios: ratios(runs) };
  } finally {
    for (const target of targets) await target.app.close();
    for (const fresh of opened) await fresh.dispose();
  }
}

async function bundleBenchmark(): Promise<BundleResults> {
  log('building the client into a temporary folder');
  const built = await buildClient(ROOT);
  try {
    const manifest = await measureBundle(built.outDir);
    const chromium = chromiumPath();
    let browser: BundleResults['browser'] = { skipped: 'no Chromium (set BENCH_CHROMIUM)' };
    if (chromium) {
      log(`opening /auth/login in ${chromium}`);
      browser = await measureLoginPage(built.outDir, chromium);
    }
    // The browser's figure is the truth when there is one: it sees lazy chunks the entry loads at run time.
    const measured = 'skipped' in browser ? manifest.loginGzipBytes : Math.max(browser.gzipBytes, manifest.loginGzipBytes);
    return { measuredAt: new Date().toISOString(), budgetBytes: LOGIN_BUDGET_BYTES, manifest, browser, met: measured <= LOGIN_BUDGET_BYTES };
  } finally {
    await built.dispose();
  }
}

async function report(): Promise<string> {
  const sections: string[] = ['# Benchmark results (generated by `npm run bench`; see bench/README.md)'];
  const read = async <T>(name: string): Promise<T | undefined> =>
    existsSync(join(RESULTS, name)) ? (JSON.parse(await readFile(join(RESULTS, name), 'utf8')) as T) : undefined;
  for (const engine of ['pglite', 'postgres']) {
    const lists = await read<ListResults>(`lists-${engine}.json`);
    if (lists) sections.push(listTable(lists));
  }
  for (const engine of ['pglite', 'postgres']) {
    for (const which of ['before', 'after']) {
      const book = await read<BookResults>(`book-${engine}-${which}.json`);
      if (book) sections.push(`${bookTable(book)}\n\n(the screens' requests: ${which === 'before' ? 'as they were before paging' : 'paged'})`);
    }
  }
  const bundle = await read<BundleResults>('bundle.json');
  if (bundle) sections.push(bundleTable(bundle));
  const browser = await read<BrowserResults>('browser.json');
  if (browser) sections.push(browserTable(browser));
  const pages = await read<PageWeightResults>('pages.json');
  if (pages) sections.push(pageWeightTable(pages));
  for (const name of ['memory.json', 'memory-book.json']) {
    const memory = await read<MemoryResults>(name);
    if (memory) sections.push(memoryTable(memory));
  }
  const calculator = await read<CalculatorResults>('calculator.json');
  if (calculator) sections.push(calculatorTable(calculator));
  for (const name of ['healthz.json', 'healthz-book.json']) {
    const healthz = await read<{ runs: HealthzRun[] }>(name);
    if (healthz) sections.push(healthzTable(healthz.runs));
  }
  const exports = await read<{ runs: ExportRun[] }>('export.json');
  if (exports) sections.push(exportTable(exports.runs));
  const imports = await read<{ runs: ImportRun[] }>('import.json');
  if (imports) sections.push(importTable(imports.runs));
  const payout = await read<{ runs: PayoutRunResult[] }>('payout-run.json');
  if (payout) sections.push(`${payoutTable(payout.runs)}\n\n(the payout run)`);
  const throughput = await read<ThroughputResult[]>('throughput.json');
  if (throughput) sections.push(throughputTable(throughput));
  return `${sections.join('\n\n')}\n`;
}

if (loadavg()[0] > cpus().length) {
  log(`load average ${oneMinuteLoad()} on ${cpus().length} cores: other work is running, p95 will carry its noise`);
}

/** One failing part (a client that does not build, a database that is down) must not hide the others. */
async function part(name: string, work: () => Promise<void>): Promise<void> {
  if (!parts.has(name)) return;
  try {
    await work();
  } catch (error) {
    process.exitCode = 1;
    log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

await part('lists', async () => {
  for (const engine of engines) {
    const results = await listBenchmark(engine);
    await save(`lists-${engine}.json`, results);
    console.log(`\n${listTable(results)}\n`);
  }
});
await part('book', async () => {
  for (const engine of engines) {
    const targets: BookTarget[] = [];
    try {
      for (const scale of BOOK_SCALES) {
        log(`book on ${engine}, scale ${scale}: fresh database`);
        targets.push(await openBook(engine, scale, await freshDatabase(engine, `book${String(scale).replace('.', '_')}`), log));
      }
      const loadBefore = oneMinuteLoad();
      const iterations = Number(env.BENCH_BOOK_ITERATIONS ?? 100);
      const warmup = Number(env.BENCH_BOOK_WARMUP ?? 5);
      log(`book on ${engine}: measuring scales ${BOOK_SCALES.join(', ')} in turn (the screens' requests: ${BOOK_REQUESTS === 'before' ? 'as they were before paging' : 'paged'})`);
      const scales = await measureBook(targets, bookCases(BOOK_REQUESTS), { warmup, iterations, explain: options.explain }, log);
      const results: BookResults = { engine, measuredAt: new Date().toISOString(), loadAverage: [loadBefore, oneMinuteLoad()], options: { warmup, iterations }, scales };
      await save(`book-${engine}-${BOOK_REQUESTS}.json`, results);
      console.log(`\n${bookTable(results)}\n`);
    } finally {
      for (const target of targets) {
        await target.app.close();
        await target.fresh.dispose();
      }
    }
  }
});
await part('book-screens', async () => {
  const chromium = chromiumPath();
  if (!chromium) return log('book-screens: skipped, no Chromium (set BENCH_CHROMIUM)');
  log('building the client into a temporary folder');
  const built = await buildClient(ROOT);
  try {
    const results: { engine: EngineName; scale: number; loadAverage: [number, number]; screens: ScreenMeasurement[] }[] = [];
    for (const engine of engines) {
      for (const scale of BOOK_SCALES) {
        const fresh = await freshDatabase(engine, `screens${String(scale).replace('.', '_')}`);
        try {
          await openBookData(fresh, scale);
          const loadBefore = oneMinuteLoad();
          log(`book-screens on ${engine}, scale ${scale}`);
          const screens = await measureScreens(fresh, built.outDir, chromium, Number(env.BENCH_SCREENS_TIMES ?? 3), log);
          results.push({ engine, scale, loadAverage: [loadBefore, oneMinuteLoad()], screens });
        } finally {
          await fresh.dispose();
        }
      }
    }
    await save(`book-screens-${BOOK_REQUESTS}.json`, { measuredAt: new Date().toISOString(), results });
    for (const r of results) {
      console.log(`\n${r.engine}, scale ${r.scale} (load ${r.loadAverage.join(' to ')})\n| screen | click to rows, ms | DOM nodes | long tasks | long-task ms | JS heap MB |\n| --- | ---: | ---: | ---: | ---: | ---: |`);
      for (const s of r.screens) console.log(`| ${s.path} | ${s.ms} | ${s.domNodes} | ${s.longTasks} | ${s.longTaskMs} | ${s.heapMb} |`);
    }
  } finally {
    await built.dispose();
  }
});
await part('bundle', async () => {
  const results = await bundleBenchmark();
  await save('bundle.json', results);
  console.log(`\n${bundleTable(results)}\n`);
});
await part('browser', async () => {
  const chromium = chromiumPath();
  if (!chromium) return log('browser: skipped, no Chromium (set BENCH_CHROMIUM)');
  log('building the client into a temporary folder');
  const built = await buildClient(ROOT);
  try {
    const loadBefore = oneMinuteLoad();
    log(`browser: each role's first screen and whole menu, then the investor dashboard on a throttled phone (${VITAL_RUNS} runs), in ${chromium}`);
    const weights = await measureBrowserWeights(built.outDir, chromium, { roles: Object.keys(ROLE_BUDGET_BYTES), vitalRuns: VITAL_RUNS });
    log(`browser: Lighthouse (mobile preset) on the signed-in investor dashboard, ${VITAL_RUNS} runs`);
    const lighthouse = await measureLighthouse(built.outDir, chromium, VITAL_RUNS).catch((error: unknown) => ({ skipped: error instanceof Error ? error.message.split('\n')[0]! : String(error) }));
    const results: BrowserResults = { measuredAt: new Date().toISOString(), machine: machine(loadBefore), budgets: ROLE_BUDGET_BYTES, clsBudget: CLS_BUDGET, lighthouseGoal: LIGHTHOUSE_GOAL, weights, lighthouse };
    await save('browser.json', results);
    console.log(`\n${browserTable(results)}\n`);
  } finally {
    await built.dispose();
  }
});
await part('pages', async () => {
  const chromium = chromiumPath();
  if (!chromium) return log('pages: skipped, no Chromium (set BENCH_CHROMIUM)');
  log('building the client into a temporary folder (compressed as npm run build does)');
  const built = await buildClient(ROOT);
  try {
    const loadBefore = oneMinuteLoad();
    log(`pages: /auth/login and the first screen after sign-in in ${chromium}`);
    const weights = await measurePageWeights(built.outDir, chromium);
    const results: PageWeightResults = { measuredAt: new Date().toISOString(), machine: machine(loadBefore), budgetBytes: LOGIN_TRANSFER_BUDGET_BYTES, weights, met: weights.login.scriptBytes <= LOGIN_TRANSFER_BUDGET_BYTES };
    await save('pages.json', results);
    console.log(`\n${pageWeightTable(results)}\n`);
  } finally {
    await built.dispose();
  }
});
await part('memory', async () => {
  log('building the client into a temporary folder for the server to serve');
  const built = await buildClient(ROOT);
  try {
    const loadBefore = oneMinuteLoad();
    const runs = [];
    for (const engine of engines as MemoryEngine[]) runs.push(await measureMemory(ROOT, engine, built.outDir, log, MEMORY_MIX, MEMORY_BOOK_SCALE));
    const results: MemoryResults = { measuredAt: new Date().toISOString(), machine: machine(loadBefore), budgetMb: MEMORY_BUDGET_MB, runs };
    await save(MEMORY_MIX === 'book' ? 'memory-book.json' : 'memory.json', results);
    console.log(`\n${memoryTable(results)}\n`);
  } finally {
    await built.dispose();
  }
});
await part('calculator', async () => {
  log('calculator');
  const results: CalculatorResults = { ...(await measureCalculator({ warmup: options.warmup, iterations: options.iterations })), measuredAt: new Date().toISOString() };
  await save('calculator.json', results);
  console.log(`\n${calculatorTable(results)}\n`);
});
await part('throughput', async () => {
  const results: ThroughputResult[] = [];
  for (const engine of engines) {
    log(`throughput on ${engine}: ${THROUGHPUT_ROWS.toLocaleString('en')} rows, 10 connections, ${THROUGHPUT_SECONDS} s per run`);
    const fresh = await freshDatabase(engine, 'throughput');
    try {
      await seedSmsLog(fresh.database, THROUGHPUT_ROWS, () => undefined);
      results.push(await measureThroughput(engine, fresh.database, THROUGHPUT_ROWS, { connections: 10, seconds: THROUGHPUT_SECONDS, rounds: THROUGHPUT_ROUNDS }));
    } finally {
      await fresh.dispose();
    }
  }
  await save('throughput.json', results);
  console.log(`\n${throughputTable(results)}\n`);
});
await part('export', async () => {
  const rows = Number(env.BENCH_EXPORT_ROWS ?? 1_000_000);
  const loadBefore = oneMinuteLoad();
  const runs: ExportRun[] = [];
  for (const engine of engines as ExportEngine[]) runs.push(...(await measureExports(ROOT, engine, rows, log)));
  await save('export.json', { measuredAt: new Date().toISOString(), machine: machine(loadBefore), runs });
  console.log(`\n${exportTable(runs)}\n`);
});
await part('healthz', async () => {
  const loadBefore = oneMinuteLoad();
  const bookScale = env.BENCH_HEALTHZ_BOOK_SCALE ? Number(env.BENCH_HEALTHZ_BOOK_SCALE) : undefined;
  const runs = await measureHealthz(ROOT, Number(env.BENCH_HEALTHZ_ROWS ?? 200_000), Number(env.BENCH_HEALTHZ_SECONDS ?? 20), log, bookScale);
  await save(bookScale ? 'healthz-book.json' : 'healthz.json', { measuredAt: new Date().toISOString(), machine: machine(loadBefore), runs });
  console.log(`\n${healthzTable(runs)}\n`);
});
await part('import', async () => {
  const rows = Number(env.BENCH_IMPORT_ROWS ?? 5000);
  const loans = Number(env.BENCH_IMPORT_LOANS ?? rows);
  const loadBefore = oneMinuteLoad();
  const runs: ImportRun[] = [];
  for (const engine of engines) runs.push(...(await measureImports(engine, rows, log, loans)));
  await save('import.json', { measuredAt: new Date().toISOString(), machine: machine(loadBefore), runs });
  console.log(`\n${importTable(runs)}\n`);
});
await part('payout', async () => {
  const scale = Number(env.BENCH_PAYOUT_SCALE ?? 10);
  const loadBefore = oneMinuteLoad();
  const runs: PayoutRunResult[] = [];
  for (const engine of engines) runs.push(await measurePayoutRun(engine, scale, log));
  await save('payout-run.json', { measuredAt: new Date().toISOString(), machine: machine(loadBefore), runs });
  console.log(`\n${payoutTable(runs)}\n`);
});
await mkdir(RESULTS, { recursive: true });
await writeFile(join(RESULTS, 'report.md'), await report());
log(`done; tables in ${join(RESULTS, 'report.md')}`);
