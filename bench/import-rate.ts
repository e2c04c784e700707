/**
 * Imports (docs/decisions/240): on a fresh database, in this process, signed in as Root through the
 * real sign-in, BENCH_IMPORT_ROWS customers through the JSON import (batches of 1,000, as the ERP
 * stand-in sends them) and then through an xlsx file (preview, then apply; at most the 20,000 rows a
 * file takes), each a second time (everything unchanged). Measured: rows per second, the process's RSS
 * peak (sampled every 50 ms) and the event loop's longest block (perf_hooks), which must stay under 200 ms.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { entities } from '../schemas/index.ts';
import { loadConfig } from '../server/config.ts';
import { MAX_IMPORT_ROWS } from '../server/imports/import-file.ts';
import { build } from '../tests/helpers/record-factory/record-factory.ts';
import { multipartFile } from '../tests/helpers/multipart.ts';
import { buildBenchApp } from './bench-app.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { freshDatabase, type EngineName, type FreshDatabase } from './engines.ts';
import { signedInInject } from './session.ts';

export interface ImportRun {
  engine: EngineName;
  door: 'json' | 'file preview' | 'file apply';
  pass: 1 | 2;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  rssPeakMb: number;
  loopMaxMs: number;
}

type Row = Record<string, unknown>;

async function measured(work: () => Promise<void>) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  loop.enable();
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
    loop.disable();
  }
  return { seconds: (performance.now() - started) / 1000, rssPeakMb: Math.round(peak / 1048576), loopMaxMs: Math.round(loop.max / 1e6) };
}

/** PGlite on its own thread, as the server runs it (PGLITE_THREAD=worker): its statements are not this loop's blocks. */
async function serverLikeDatabase(engine: EngineName): Promise<FreshDatabase> {
  if (engine !== 'pglite') return freshDatabase(engine, 'import');
  const folder = await mkdtemp(join(tmpdir(), 'caudal-bench-import-'));
  const database = await openDatabase({ dataDir: folder, pgliteThread: true });
  await prepareDatabase(database);
  return {
    database,
    async dispose() {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export async function measureImports(engine: EngineName, rows: number, log: (line: string) => void): Promise<ImportRun[]> {
  const fresh = await serverLikeDatabase(engine);
  const config = loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' });
  const app = await buildBenchApp(fresh.database, config);
  const runs: ImportRun[] = [];
  try {
    await app.ready();
    const inject = await signedInInject(app);
    const customer = (prefix: string, i: number): Row => {
      const { name, rfc } = build(entities.customer, { user_id: null }) as Row;
      return { clave: `${prefix}-${String(i).padStart(6, '0')}`, name, rfc };
    };
    const json = Array.from({ length: rows }, (_, i) => customer('JSON', i));
    for (const pass of [1, 2] as const) {
      const figures = await measured(async () => {
        for (let at = 0; at < json.length; at += 1000) {
          const answer = await inject({ method: 'POST', url: '/api/customer/import', payload: { rows: json.slice(at, at + 1000) } });
          if (answer.statusCode !== 200) throw new Error(`JSON import answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
        }
      });
      runs.push({ engine, door: 'json', pass, rows, ...figures, rowsPerSecond: Math.round(rows / figures.seconds) });
      log(`${engine}: JSON import pass ${pass}, ${rows} rows in ${figures.seconds.toFixed(1)} s`);
    }

    const fileRows = Math.min(rows, MAX_IMPORT_ROWS);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Clientes');
    sheet.addRow(['Clave', 'Nombre', 'RFC']);
    for (let i = 0; i < fileRows; i++) {
      const row = customer('FILE', i);
      sheet.addRow([row.clave, row.name, row.rfc]);
    }
    const { payload, headers } = multipartFile('clientes.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    for (const pass of [1, 2] as const) {
      let jobId = 0;
      const preview = await measured(async () => {
        const answer = await inject({ method: 'POST', url: '/api/customer/import/file', payload, headers });
        if (answer.statusCode !== 201) throw new Error(`file preview answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
        jobId = answer.json().data.id;
      });
      runs.push({ engine, door: 'file preview', pass, rows: fileRows, ...preview, rowsPerSecond: Math.round(fileRows / preview.seconds) });
      const apply = await measured(async () => {
        const answer = await inject({ method: 'POST', url: `/api/customer/import/jobs/${jobId}/apply`, payload: {} });
        if (answer.statusCode !== 202) throw new Error(`apply answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
        await app.background.idle();
      });
      runs.push({ engine, door: 'file apply', pass, rows: fileRows, ...apply, rowsPerSecond: Math.round(fileRows / apply.seconds) });
      log(`${engine}: file pass ${pass}, ${fileRows} rows: preview ${preview.seconds.toFixed(1)} s, apply ${apply.seconds.toFixed(1)} s`);
    }
  } finally {
    await app.close();
    await fresh.dispose();
  }
  return runs;
}

export function importTable(runs: readonly ImportRun[]): string {
  const lines = ['| engine | door | pass | rows | seconds | rows/s | RSS peak MB | longest event-loop block ms |', '|---|---|---|---|---|---|---|---|'];
  for (const run of runs) lines.push(`| ${run.engine} | ${run.door} | ${run.pass} | ${run.rows.toLocaleString('en')} | ${run.seconds.toFixed(1)} | ${run.rowsPerSecond.toLocaleString('en')} | ${run.rssPeakMb} | ${run.loopMaxMs} |`);
  return lines.join('\n');
}
