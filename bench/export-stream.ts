/**
 * Exports at a million rows: the bundled server (`npm start`'s process) on a
 * database whose sms_log holds BENCH_EXPORT_ROWS rows exports the whole list, sorted by created_at,
 * as CSV and as xlsx, to a client that reads as fast as it can. Measured: rows per second, bytes,
 * the server's RSS before (idle median) and at its peak while exporting (sampled every 100 ms), and
 * what a cheap request (`/healthz`, every 100 ms) waits meanwhile: the event loop stays free.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { seedSmsLog } from './seed-sms-log.ts';
import { postgresDatabase, rssKb, signInRoot, start } from './server-memory.ts';
import { percentile } from './stats.ts';

export type ExportEngine = 'pglite' | 'postgres';

export interface ExportRun {
  engine: ExportEngine;
  format: 'csv' | 'xlsx';
  /** 1: the server's first export of this format since it started; 2: the next one. */
  pass?: 1 | 2;
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  idleMb: number;
  peakMb: number;
  growthMb: number;
  healthz: { requests: number; p50Ms: number; p95Ms: number; maxMs: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb: number) => Math.round(kb / 102.4) / 10;
/** What the client accepts (a browser: br, gzip); BENCH_EXPORT_ENCODING=identity measures without compression. */
const ENCODING = process.env.BENCH_EXPORT_ENCODING;
const LIST = '/api/sms_log/export?sort=created_at&order=desc&columns=id,phone,message,type,created_at';

async function idleKb(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 5; i++) {
    await sleep(600);
    readings.push(rssKb(pid));
  }
  return percentile([...readings].sort((a, b) => a - b), 50);
}

export async function seeded(engine: ExportEngine, rows: number, dataDir: string, log: (line: string) => void) {
  const target = engine === 'postgres' ? await postgresDatabase(process.env.DATABASE_URL!) : undefined;
  const database = await openDatabase(target ? { databaseUrl: target.url } : { dataDir });
  try {
    await prepareDatabase(database);
    await seedSmsLog(database, rows, (done) => (done % 500_000 === 0 || done === rows) && log(`${engine}: ${done.toLocaleString('en')} sms_log rows`));
  } finally {
    await database.close();
  }
  return target;
}

export async function measureExports(root: string, engine: ExportEngine, rows: number, log: (line: string) => void): Promise<ExportRun[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'caudal-bench-export-'));
  const staticDir = join(dataDir, 'static');
  await mkdir(staticDir);
  // The export needs no app: a page for the server to serve is enough.
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Caudal</title>');
  const target = await seeded(engine, rows, join(dataDir, 'db'), log);
  const env: Record<string, string> = { DATA_DIR: join(dataDir, 'db'), STATIC_DIR: staticDir, ...(target ? { DATABASE_URL: target.url } : {}) };
  const runs: ExportRun[] = [];
  try {
    const server = await start(root, env);
    try {
      const pid = server.child.pid!;
      const browser = await signInRoot(server);
      // Warm: the code paths and the first statements, on a few rows.
      for (const format of ['csv', 'xlsx']) await (await browser.send('GET', `/api/sms_log/export?format=${format}&q=zzzz-nothing`)).arrayBuffer();
      // Each format twice: the first export also grows a freshly started server's heap to its working
      // size (once per process); the second says what an export costs a warm server.
      for (const [format, pass] of [['csv', 1], ['csv', 2], ['xlsx', 1], ['xlsx', 2]] as const) {
        const idle = await idleKb(pid);
        log(`${engine}: exporting ${rows.toLocaleString('en')} rows as ${format}`);
        const samples: number[] = [];
        const sampler = setInterval(() => samples.push(rssKb(pid)), 100);
        const waits: number[] = [];
        let exporting = true;
        const probe = (async () => {
          while (exporting) {
            const sent = performance.now();
            await fetch(`${server.base}/healthz`).then((r) => r.arrayBuffer());
            waits.push(performance.now() - sent);
            await sleep(100);
          }
        })();
        const started = performance.now();
        const response = await browser.send('GET', `${LIST}&format=${format}`, undefined, ENCODING ? { 'accept-encoding': ENCODING } : {});
        if (response.status !== 200) throw new Error(`export answered ${response.status}: ${await response.text()}`);
        let bytes = 0;
        let lines = 0;
        const reader = response.body!.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          bytes += value.byteLength;
          if (format === 'csv') for (const byte of value) if (byte === 10) lines++;
        }
        const seconds = (performance.now() - started) / 1000;
        exporting = false;
        clearInterval(sampler);
        await probe;
        const exported = format === 'csv' ? lines - 1 : rows;
        // The demo data and the sign-in add their own messages to the log.
        if (format === 'csv' && exported < rows) throw new Error(`the CSV held ${exported} rows, fewer than ${rows}`);
        const sorted = [...waits].sort((a, b) => a - b);
        const peak = Math.max(...samples);
        runs.push({
          engine,
          format,
          pass,
          rows: exported,
          bytes,
          seconds: Math.round(seconds * 10) / 10,
          rowsPerSecond: Math.round(exported / seconds),
          idleMb: mb(idle),
          peakMb: mb(peak),
          growthMb: mb(peak - idle),
          healthz: { requests: waits.length, p50Ms: Math.round(percentile(sorted, 50) * 10) / 10, p95Ms: Math.round(percentile(sorted, 95) * 10) / 10, maxMs: Math.round(sorted.at(-1)! * 10) / 10 },
        });
        log(`${engine} ${format}: ${JSON.stringify(runs.at(-1))}`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await target?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return runs;
}

export function exportTable(runs: ExportRun[]): string {
  const lines = [
    '## Exports (GET /api/sms_log/export, the whole list sorted by created_at)',
    '',
    '| engine | format | pass | rows | MB | seconds | rows/s | RSS idle MB | RSS peak MB | growth MB | /healthz p50 / p95 / max ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...runs.map((r) => `| ${r.engine} | ${r.format} | ${r.pass ?? 1} | ${r.rows.toLocaleString('en')} | ${(r.bytes / 1e6).toFixed(1)} | ${r.seconds} | ${r.rowsPerSecond.toLocaleString('en')} | ${r.idleMb} | ${r.peakMb} | ${r.growthMb} | ${r.healthz.p50Ms} / ${r.healthz.p95Ms} / ${r.healthz.maxMs} |`),
  ];
  return lines.join('\n');
}
