/** Results of the runs (bench/results/*.json) -> the markdown tables printed and kept in bench/results/report.md. */
import type { BundleReport } from './bundle-size.ts';
import type { CalculatorResult } from './calculator-latency.ts';
import type { ListMeasurement } from './list-latency.ts';
import type { PageLoad } from './login-page-load.ts';
import type { PageWeight, PageWeights } from './page-weight.ts';
import type { MemoryRun } from './server-memory.ts';
import type { LighthouseRun } from './lighthouse-run.ts';
import type { BrowserWeights } from './role-weight.ts';

export interface Machine {
  cpus: number;
  cpuModel: string;
  node: string;
  /** 1-minute load average before and after: other work on a shared machine shows up in p95. */
  loadAverage: [number, number];
}

export interface SizeRun {
  size: number;
  seedSeconds: number;
  measurements: ListMeasurement[];
}

export interface Ratio {
  query: string;
  from: number;
  to: number;
  api: number;
  bare: number;
  met: boolean;
}

export interface ListResults {
  engine: string;
  measuredAt: string;
  machine: Machine;
  options: { warmup: number; iterations: number };
  sizes: SizeRun[];
  ratios: Ratio[];
}

export interface BundleResults {
  measuredAt: string;
  budgetBytes: number;
  manifest: BundleReport;
  browser: PageLoad | { skipped: string };
  met: boolean;
}

export type CalculatorResults = CalculatorResult & { measuredAt: string };

export const RATIO_TARGET = 2;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const rows = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));
const verdict = (met: boolean) => (met ? 'met' : '**missed**');

/** p95 at the largest size over p95 at the smallest, per query, for the API and the bare SQL. */
export function ratios(sizes: SizeRun[]): Ratio[] {
  if (sizes.length < 2) return [];
  const sorted = [...sizes].sort((a, b) => a.size - b.size);
  const small = sorted[0];
  const large = sorted[sorted.length - 1];
  return large.measurements.map((m) => {
    const base = small.measurements.find((b) => b.query === m.query)!;
    const api = Math.round((m.api.p95 / base.api.p95) * 100) / 100;
    const bare = Math.round((m.bare.p95 / base.bare.p95) * 100) / 100;
    return { query: m.query, from: small.size, to: large.size, api, bare, met: api <= RATIO_TARGET };
  });
}

export function listTable(results: ListResults): string {
  const { machine } = results;
  const lines = [
    `### ${results.engine}, ${results.measuredAt.slice(0, 16).replace('T', ' ')} UTC`,
    `${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node}, load average ${machine.loadAverage[0]} before, ${machine.loadAverage[1]} after; ${results.options.warmup} warm-up + ${results.options.iterations} measured requests per line.`,
    '',
    '| engine | rows | query | total | API p50 | API p95 | bare p50 | bare p95 | page-only p50 | page-only p95 |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const run of results.sizes) {
    for (const m of run.measurements) {
      lines.push(
        `| ${results.engine} | ${rows(run.size)} | ${m.query} | ${m.total} | ${m.api.p50} | ${m.api.p95} | ${m.bare.p50} | ${m.bare.p95} | ${m.barePage.p50} | ${m.barePage.p95} |`,
      );
    }
  }
  lines.push('', 'Milliseconds. Seeding: ' + results.sizes.map((s) => `${rows(s.size)} in ${s.seedSeconds} s`).join(', ') + '.');
  if (results.ratios.length > 0) {
    lines.push('', `| engine | query | p95 ratio | API | bare | target (API ≤ ${RATIO_TARGET}x) |`, '| --- | --- | --- | ---: | ---: | --- |');
    for (const r of results.ratios) lines.push(`| ${results.engine} | ${r.query} | ${rows(r.to)}/${rows(r.from)} | ${r.api} | ${r.bare} | ${verdict(r.met)} |`);
  }
  return lines.join('\n');
}

export function bundleTable(results: BundleResults): string {
  const { manifest, browser } = results;
  const lines = [
    `### JavaScript loaded by /auth/login, ${results.measuredAt.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Budget ${kb(results.budgetBytes)} gzipped: ${verdict(results.met)}.`,
    '',
    '| what | gzipped |',
    '| --- | ---: |',
    `| entry of index.html + static imports (${manifest.entry.map((c) => c.file).join(', ')}) | ${kb(manifest.entryGzipBytes)} |`,
    `| entry + lazy chunks of the auth pages (manifest) | ${kb(manifest.loginGzipBytes)} |`,
  ];
  if ('skipped' in browser) lines.push(`| what Chromium fetched | skipped: ${browser.skipped} |`);
  else lines.push(`| what Chromium fetched for ${browser.path} (${browser.scripts.length} scripts, load event ${browser.loadEventMs} ms) | ${kb(browser.gzipBytes)} |`);
  if (manifest.lazy.length > 0) {
    lines.push('', 'Lazy imports of the entry (each with what it adds beyond the entry):', '', '| source | auth page | gzipped |', '| --- | --- | ---: |');
    for (const chunk of manifest.lazy) lines.push(`| ${chunk.src} | ${chunk.auth ? 'yes' : 'no'} | ${kb(chunk.gzipBytes)} |`);
  }
  if (!('skipped' in browser)) {
    lines.push('', 'Scripts Chromium fetched:', '', '| file | bytes | gzipped |', '| --- | ---: | ---: |');
    for (const s of browser.scripts) lines.push(`| ${s.file} | ${kb(s.bytes)} | ${kb(s.gzipBytes)} |`);
  }
  return lines.join('\n');
}

export function calculatorTable(results: CalculatorResults): string {
  const head = `### Calculator, ${results.measuredAt.slice(0, 16).replace('T', ' ')} UTC\n\n`;
  if (!results.measured) return `${head}Skipped: ${results.skipped}.`;
  const met = results.latency.p95 < results.budgetMs;
  return `${head}| p50 | p95 | budget |\n| ---: | ---: | --- |\n| ${results.latency.p50} ms | ${results.latency.p95} ms | < ${results.budgetMs} ms: ${verdict(met)} |`;
}

export interface PageWeightResults {
  measuredAt: string;
  machine: Machine;
  budgetBytes: number;
  weights: PageWeights;
  met: boolean;
}

export function pageWeightTable(results: PageWeightResults): string {
  const { login, firstScreen } = results.weights;
  const encodings = (w: PageWeight) => [...new Set(w.scripts.map((s) => s.encoding))].join(', ');
  const lines = [
    `### Bytes on the wire (Chromium, transferred), ${results.measuredAt.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `JavaScript for ${login.path}: budget ${kb(results.budgetBytes)} transferred: ${verdict(results.met)}.`,
    '',
    '| page | scripts | JavaScript transferred | everything transferred | encodings |',
    '| --- | ---: | ---: | ---: | --- |',
    `| ${login.path}, empty cache | ${login.scripts.length} | ${kb(login.scriptBytes)} | ${kb(login.allBytes)} | ${encodings(login)} |`,
    `| first screen after sign-in (${firstScreen.landedOn}), empty cache | ${firstScreen.scripts.length} | ${kb(firstScreen.scriptBytes)} | ${kb(firstScreen.allBytes)} | ${encodings(firstScreen)} |`,
    '',
    `Scripts of ${login.path}:`,
    '',
    '| file | encoding | transferred |',
    '| --- | --- | ---: |',
    ...login.scripts.map((s) => `| ${s.path} | ${s.encoding} | ${kb(s.transferredBytes)} |`),
  ];
  return lines.join('\n');
}

export interface MemoryResults {
  measuredAt: string;
  machine: Machine;
  budgetMb: number;
  runs: MemoryRun[];
}

export function memoryTable(results: MemoryResults): string {
  const lines = [
    `### Server memory (RSS of \`npm start\`'s process), ${results.measuredAt.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    '| engine | first start | idle (restart) | under load: median | peak | after load | load | goal |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...results.runs.map((r) => {
      const goal = r.engine === 'postgres' ? `at most ${results.budgetMb} MB: ${verdict(r.load.peakMb <= results.budgetMb)}` : '';
      const engine = r.mix === 'book' ? `${r.engine}, book mix (scale ${r.bookScale})` : r.engine;
      return `| ${engine} | ${r.firstStartMb} MB | ${r.idleMb} MB | ${r.load.medianMb} MB | ${r.load.peakMb} MB | ${r.afterLoadMb} MB | ${r.load.connections} connections, ${r.load.seconds} s, ${r.load.requestsPerSecond} req/s, ${r.load.errors} errors | ${goal} |`;
    }),
  ];
  return lines.join('\n');
}

export interface BrowserResults {
  measuredAt: string;
  machine: Machine;
  /** Gzipped JavaScript a role's first screen may download: Admin 330 kB, the investor 300 kB. */
  budgets: Record<string, number>;
  clsBudget: number;
  weights: BrowserWeights;
  /** Lighthouse itself (mobile preset), when it could run; older results have none. */
  lighthouseGoal?: number;
  lighthouse?: LighthouseRun[] | { skipped: string };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function lighthouseLines(results: BrowserResults): string[] {
  const runs = results.lighthouse;
  if (!runs) return [];
  if ('skipped' in runs) return ['', `Lighthouse: not run (${runs.skipped}).`];
  const goal = results.lighthouseGoal ?? 80;
  const score = median(runs.map((r) => r.score));
  return [
    '',
    `Lighthouse ${runs.length} runs (mobile preset: simulated slow 4G, CPU 4x), the signed-in investor's ${new URL(runs[0]!.finalUrl).pathname}, empty HTTP cache each run:`,
    '',
    '| run | score | FCP | LCP | TBT | CLS | Speed Index |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map((r, i) => `| ${i + 1} | ${r.score} | ${r.fcpMs} ms | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${r.siMs} ms |`),
    `| median | ${score} (goal ${goal}: ${verdict(score >= goal)}) | ${median(runs.map((r) => r.fcpMs))} ms | ${median(runs.map((r) => r.lcpMs))} ms | ${median(runs.map((r) => r.tbtMs))} ms | ${median(runs.map((r) => r.cls))} | ${median(runs.map((r) => r.siMs))} ms |`,
  ];
}

export function browserTable(results: BrowserResults): string {
  const { roles, vitals } = results.weights;
  const lines = [
    `### What a signed-in person downloads (Chromium, gzipped), ${results.measuredAt.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Load average ${results.machine.loadAverage[0]} before, ${results.machine.loadAverage[1]} after, on ${results.machine.cpus} cores.`,
    '',
    '| role | lands on | first screen: scripts | first screen, gzipped | budget | whole role (every menu route) |',
    '| --- | --- | ---: | ---: | --- | ---: |',
    ...roles.map((r) => {
      const budget = results.budgets[r.role];
      return `| ${r.role} | ${r.landedOn} | ${r.firstScreen.scripts.length} | ${kb(r.firstScreen.gzipBytes)} | ${budget ? `${kb(budget)}: ${verdict(r.firstScreen.gzipBytes <= budget)}` : ''} | ${kb(r.whole.gzipBytes)} (${r.whole.scriptCount} scripts, ${r.routes.length} routes) |`;
    }),
  ];
  if (vitals.length > 0) {
    lines.push(
      '',
      `${vitals[0].path} at 390 x 844, CPU 4x slower, slow 4G (562.5 ms RTT, 1.47 Mbit/s), empty cache; ${vitals.length} runs, PerformanceObserver:`,
      '',
      '| run | FCP | LCP | CLS | TBT | score (Lighthouse mobile curves, no Speed Index) |',
      '| ---: | ---: | ---: | ---: | ---: | ---: |',
      ...vitals.map((v, i) => `| ${i + 1} | ${v.fcpMs} ms | ${v.lcpMs} ms | ${v.cls} | ${v.tbtMs} ms | ${v.estimatedScore} |`),
      `| median | ${median(vitals.map((v) => v.fcpMs))} ms | ${median(vitals.map((v) => v.lcpMs))} ms | ${median(vitals.map((v) => v.cls))} (budget < ${results.clsBudget}: ${verdict(median(vitals.map((v) => v.cls)) < results.clsBudget)}) | ${median(vitals.map((v) => v.tbtMs))} ms | ${median(vitals.map((v) => v.estimatedScore))} |`,
    );
  }
  lines.push(...lighthouseLines(results));
  return lines.join('\n');
}
