/**
 * A cheap request while two people load a heavy screen, on PGlite (issue 22, item 4; docs/decisions/151):
 * the bundled server on a PGlite folder whose sms_log holds BENCH_HEALTHZ_ROWS rows; two signed-in
 * clients load, again and again, a page that searches the whole log (`q=`: a scan of every row, its
 * total counted), while a third asks `/healthz` every 50 ms. Run with PGLITE_THREAD=main (PGlite on the
 * server's thread, as before) and worker (its own thread): /healthz p50, p95, max, and the heavy pages
 * answered per second.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seeded } from './export-stream.ts';
import { signInRoot, start } from './server-memory.ts';
import { percentile } from './stats.ts';

export interface HealthzRun {
  thread: 'main' | 'worker';
  rows: number;
  seconds: number;
  idle: { p50Ms: number; p95Ms: number };
  underLoad: { probes: number; p50Ms: number; p95Ms: number; maxMs: number };
  heavyPages: number;
  heavyPerSecond: number;
  heavyP50Ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (ms: number) => Math.round(ms * 10) / 10;
const HEAVY = '/api/sms_log?take=25&page=1&sort=created_at&order=desc&q=';

async function probe(base: string): Promise<number> {
  const sent = performance.now();
  await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
  return performance.now() - sent;
}

export async function measureHealthz(root: string, rows: number, seconds: number, log: (line: string) => void): Promise<HealthzRun[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'caudal-bench-healthz-'));
  const staticDir = join(dataDir, 'static');
  await mkdir(staticDir);
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Caudal</title>');
  await seeded('pglite', rows, join(dataDir, 'db'), log);
  const runs: HealthzRun[] = [];
  try {
    for (const thread of ['main', 'worker'] as const) {
      const server = await start(root, { DATA_DIR: join(dataDir, 'db'), STATIC_DIR: staticDir, PGLITE_THREAD: thread });
      try {
        const people = [await signInRoot(server), await signInRoot(server)];
        const idle: number[] = [];
        for (let i = 0; i < 40; i++) {
          idle.push(await probe(server.base));
          await sleep(20);
        }
        log(`PGLITE_THREAD=${thread}: two people load a search of ${rows.toLocaleString('en')} rows for ${seconds} s`);
        const until = performance.now() + seconds * 1000;
        const heavyTimes: number[] = [];
        let searched = 0;
        const loaders = people.map(async (person) => {
          while (performance.now() < until) {
            const sent = performance.now();
            // A different word each time: nothing is answered from a cache.
            const response = await person.send('GET', `${HEAVY}${encodeURIComponent(String(5500000000 + (searched++ * 7919) % 1000000))}`);
            if (response.status !== 200) throw new Error(`the heavy page answered ${response.status}`);
            await response.arrayBuffer();
            heavyTimes.push(performance.now() - sent);
          }
        });
        const waits: number[] = [];
        const prober = (async () => {
          await sleep(200);
          while (performance.now() < until) {
            waits.push(await probe(server.base));
            await sleep(50);
          }
        })();
        await Promise.all([...loaders, prober]);
        const sortedIdle = [...idle].sort((a, b) => a - b);
        const sorted = [...waits].sort((a, b) => a - b);
        const heavy = [...heavyTimes].sort((a, b) => a - b);
        runs.push({
          thread,
          rows,
          seconds,
          idle: { p50Ms: round(percentile(sortedIdle, 50)), p95Ms: round(percentile(sortedIdle, 95)) },
          underLoad: { probes: waits.length, p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), maxMs: round(sorted.at(-1) ?? 0) },
          heavyPages: heavy.length,
          heavyPerSecond: round(heavy.length / seconds),
          heavyP50Ms: round(percentile(heavy, 50)),
        });
        log(`PGLITE_THREAD=${thread}: ${JSON.stringify(runs.at(-1))}`);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return runs;
}

export function healthzTable(runs: HealthzRun[]): string {
  return [
    '## /healthz while two people load a heavy page (PGlite, bundled server)',
    '',
    '| PGLITE_THREAD | rows | idle p50 / p95 ms | under load p50 / p95 / max ms | probes | heavy pages/s | heavy p50 ms |',
    '|---|---:|---|---|---:|---:|---:|',
    ...runs.map((r) => `| ${r.thread} | ${r.rows.toLocaleString('en')} | ${r.idle.p50Ms} / ${r.idle.p95Ms} | ${r.underLoad.p50Ms} / ${r.underLoad.p95Ms} / ${r.underLoad.maxMs} | ${r.underLoad.probes} | ${r.heavyPerSecond} | ${r.heavyP50Ms} |`),
  ].join('\n');
}
