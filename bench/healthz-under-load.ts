/**
 * A cheap request while two people load a heavy screen, on PGlite (docs/decisions/151):
 * the bundled server on a PGlite folder whose sms_log holds BENCH_HEALTHZ_ROWS rows; two signed-in
 * clients load, again and again, a page that searches the whole log (`q=`: a scan of every row, its
 * total counted), while a third asks `/healthz` every 50 ms. Run with PGLITE_THREAD=main (PGlite on the
 * server's thread, as before) and worker (its own thread): /healthz p50, p95, max, and the heavy pages
 * answered per second.
 *
 * With a book scale (BENCH_HEALTHZ_BOOK_SCALE), the folder holds the firm's book (bench/seed-book.ts) at
 * that scale instead, and the heavy pages are the book's screen requests (book-latency.ts) that answer
 * slowest: each is timed a few times on the first server (PGLITE_THREAD=main) before its load, and the
 * two people cycle through the slowest HEAVIEST_SCREENS on both servers.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { BOOK_SCREENS } from './book-latency.ts';
import { seeded } from './export-stream.ts';
import { seedBook } from './seed-book.ts';
import { signInRoot, start } from './server-memory.ts';
import { percentile } from './stats.ts';

export interface HealthzRun {
  thread: 'main' | 'worker';
  rows: number;
  /** The book's scale when the heavy pages were the book's screens (rows is then its loan details). */
  bookScale?: number;
  /** What the two people loaded. */
  heavy?: string;
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
/** How many of the book's slowest screen requests the two people cycle through. */
const HEAVIEST_SCREENS = 3;

type Person = Awaited<ReturnType<typeof signInRoot>>;

async function load(person: Person, url: string): Promise<number> {
  const sent = performance.now();
  const response = await person.send('GET', url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  await response.arrayBuffer();
  return performance.now() - sent;
}

/** The book's screen requests, slowest first by the median of three loads on this server (after one warm-up). */
async function slowestScreens(person: Person, log: (line: string) => void): Promise<{ name: string; url: string }[]> {
  const timed: { name: string; url: string; ms: number }[] = [];
  for (const c of BOOK_SCREENS) {
    await load(person, c.url);
    const times = [await load(person, c.url), await load(person, c.url), await load(person, c.url)].sort((a, b) => a - b);
    timed.push({ name: c.name, url: c.url, ms: times[1]! });
  }
  timed.sort((a, b) => b.ms - a.ms);
  log(`  screen requests, median of 3, slowest first: ${timed.map((t) => `${t.name} ${round(t.ms)} ms`).join('; ')}`);
  return timed.slice(0, HEAVIEST_SCREENS);
}

/** A PGlite folder, migrated and seeded as the server would, with the book at this scale; its loan details. */
async function seededBook(dataDir: string, scale: number, log: (line: string) => void): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    await prepareDatabase(database);
    const started = performance.now();
    const counts = await seedBook(database, scale, (line) => log(`  book, scale ${scale}: ${line}`));
    log(`book, scale ${scale}: seeded on PGlite in ${Math.round((performance.now() - started) / 1000)} s`);
    return counts.loanDetails;
  } finally {
    await database.close();
  }
}

async function probe(base: string): Promise<number> {
  const sent = performance.now();
  await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
  return performance.now() - sent;
}

export async function measureHealthz(root: string, rows: number, seconds: number, log: (line: string) => void, bookScale?: number): Promise<HealthzRun[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'caudal-bench-healthz-'));
  const staticDir = join(dataDir, 'static');
  await mkdir(staticDir);
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Caudal</title>');
  if (bookScale) rows = await seededBook(join(dataDir, 'db'), bookScale, log);
  else await seeded('pglite', rows, join(dataDir, 'db'), log);
  const runs: HealthzRun[] = [];
  let screens: { name: string; url: string }[] | undefined;
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
        // Chosen on the first server and kept, so both threads carry the same load.
        screens ??= bookScale ? await slowestScreens(people[0]!, log) : undefined;
        const heavyLabel = screens ? `book scale ${bookScale}: ${screens.map((c) => c.name).join(', ')}` : `a search of ${rows.toLocaleString('en')} sms_log rows`;
        log(`PGLITE_THREAD=${thread}: two people load ${heavyLabel} for ${seconds} s`);
        const until = performance.now() + seconds * 1000;
        const heavyTimes: number[] = [];
        let searched = 0;
        const loaders = people.map(async (person, index) => {
          // Each person starts at a different screen, so both rarely ask the same thing at once.
          for (let i = index; performance.now() < until; i++) {
            // A different word each time: nothing is answered from a cache.
            const url = screens ? screens[i % screens.length]!.url : `${HEAVY}${encodeURIComponent(String(5500000000 + (searched++ * 7919) % 1000000))}`;
            heavyTimes.push(await load(person, url));
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
          ...(bookScale ? { bookScale } : {}),
          heavy: heavyLabel,
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
    '| PGLITE_THREAD | heavy pages | idle p50 / p95 ms | under load p50 / p95 / max ms | probes | heavy pages/s | heavy p50 ms |',
    '|---|---|---|---|---:|---:|---:|',
    ...runs.map((r) => `| ${r.thread} | ${r.heavy ?? `a search of ${r.rows.toLocaleString('en')} sms_log rows`} | ${r.idle.p50Ms} / ${r.idle.p95Ms} | ${r.underLoad.p50Ms} / ${r.underLoad.p95Ms} / ${r.underLoad.maxMs} | ${r.underLoad.probes} | ${r.heavyPerSecond} | ${r.heavyP50Ms} |`),
  ].join('\n');
}
