/**
 * Imports (docs/decisions/240): on a fresh database, in this process, signed in as Root through the
 * real sign-in, BENCH_IMPORT_ROWS customers and then BENCH_IMPORT_LOANS running loans with their paid
 * history (each loan's schedule written by its domain) through the JSON import (batches of 1,000, as the
 * ERP stand-in sends them) and then through an xlsx file (preview, then apply; at most the 20,000 rows a
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
import type { FastifyInstance as BenchApp } from 'fastify';
import { signedInInject, type Inject } from './session.ts';

export interface ImportRun {
  engine: EngineName;
  entity: string;
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

/** One entity's rows for both doors: the JSON rows and, for the file, its headings and each row's cells. */
interface ImportedEntity {
  path: string;
  json: Row[];
  headings: string[];
  cells(i: number): unknown[];
}

async function importBothDoors(app: BenchApp, inject: Inject, engine: EngineName, target: ImportedEntity, log: (line: string) => void): Promise<ImportRun[]> {
  const runs: ImportRun[] = [];
  const { path, json } = target;
  for (const pass of [1, 2] as const) {
    const figures = await measured(async () => {
      for (let at = 0; at < json.length; at += 1000) {
        const answer = await inject({ method: 'POST', url: `/api/${path}/import`, payload: { rows: json.slice(at, at + 1000) } });
        if (answer.statusCode !== 200) throw new Error(`JSON import answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
        const refused = answer.json().data.counts.refused;
        if (refused > 0) throw new Error(`JSON import refused ${refused} rows: ${JSON.stringify(answer.json().data.rows.find((r: { outcome: string }) => r.outcome === 'refused'))}`);
      }
    });
    runs.push({ engine, entity: path, door: 'json', pass, rows: json.length, ...figures, rowsPerSecond: Math.round(json.length / figures.seconds) });
    log(`${engine}: ${path} JSON import pass ${pass}, ${json.length} rows in ${figures.seconds.toFixed(1)} s`);
  }

  const fileRows = Math.min(json.length, MAX_IMPORT_ROWS);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(path);
  sheet.addRow(target.headings);
  for (let i = 0; i < fileRows; i++) sheet.addRow(target.cells(i));
  const { payload, headers } = multipartFile(`${path}.xlsx`, Buffer.from(await workbook.xlsx.writeBuffer()));
  for (const pass of [1, 2] as const) {
    let jobId = 0;
    const preview = await measured(async () => {
      const answer = await inject({ method: 'POST', url: `/api/${path}/import/file`, payload, headers });
      if (answer.statusCode !== 201) throw new Error(`file preview answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
      jobId = answer.json().data.id;
    });
    runs.push({ engine, entity: path, door: 'file preview', pass, rows: fileRows, ...preview, rowsPerSecond: Math.round(fileRows / preview.seconds) });
    const apply = await measured(async () => {
      const answer = await inject({ method: 'POST', url: `/api/${path}/import/jobs/${jobId}/apply`, payload: {} });
      if (answer.statusCode !== 202) throw new Error(`apply answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
      await app.background.idle();
    });
    runs.push({ engine, entity: path, door: 'file apply', pass, rows: fileRows, ...apply, rowsPerSecond: Math.round(fileRows / apply.seconds) });
    log(`${engine}: ${path} file pass ${pass}, ${fileRows} rows: preview ${preview.seconds.toFixed(1)} s, apply ${apply.seconds.toFixed(1)} s`);
  }
  return runs;
}

const customerRow = (prefix: string, i: number): Row => {
  const { name, rfc } = build(entities.customer, { user_id: null }) as Row;
  return { clave: `${prefix}-${String(i).padStart(6, '0')}`, name, rfc };
};

const LOAN_COLUMNS = ['intelisis_id', 'mov', 'mov_id', 'customer_id', 'company_id', 'agent_id', 'emission', 'expiration', 'days', 'amount', 'interests', 'currency_id', 'exchange_rate', 'status_id', 'paid_periods'] as const;

/**
 * A running loan with its history, as a firm moving in has them: emitted in the last two years for 12
 * to 36 months, monthly periods (the seed's customer, company and agent), its periods due before today
 * paid (opening balances, docs/decisions/206).
 */
function loanRow(prefix: string, i: number): Row {
  const months = 12 + (i % 25);
  const startMonth = 2025 * 12 + (i % 22);
  const day = 1 + (i % 28);
  const iso = (m: number) => `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const emission = iso(startMonth);
  const today = 2026 * 12 + 11;
  const paid = Math.max(0, Math.min(months, today - startMonth - 1));
  return {
    intelisis_id: `${prefix}-${String(i).padStart(6, '0')}`, mov: 'Préstamo', mov_id: `${prefix}${i}`, customer_id: 2, company_id: 1, agent_id: 1,
    emission, expiration: iso(startMonth + months), days: '5', amount: String(100_000 + (i % 40) * 25_000), interests: '18', currency_id: 1, exchange_rate: '0', status_id: 3, paid_periods: paid,
  };
}

export async function measureImports(engine: EngineName, rows: number, log: (line: string) => void, loans = rows): Promise<ImportRun[]> {
  const fresh = await serverLikeDatabase(engine);
  const config = loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' });
  const app = await buildBenchApp(fresh.database, config);
  const runs: ImportRun[] = [];
  try {
    await app.ready();
    const inject = await signedInInject(app);
    const customers: ImportedEntity = {
      path: 'customer', json: Array.from({ length: rows }, (_, i) => customerRow('JSON', i)), headings: ['Clave', 'Nombre', 'RFC'],
      cells: (i) => Object.values(customerRow('FILE', i)),
    };
    runs.push(...(await importBothDoors(app, inject, engine, customers, log)));
    if (loans > 0) {
      const fileLoans = Array.from({ length: Math.min(loans, MAX_IMPORT_ROWS) }, (_, i) => loanRow('FILE', i));
      const loanRows: ImportedEntity = {
        path: 'loan', json: Array.from({ length: loans }, (_, i) => loanRow('JSON', i)), headings: [...LOAN_COLUMNS],
        cells: (i) => LOAN_COLUMNS.map((column) => fileLoans[i]![column]),
      };
      runs.push(...(await importBothDoors(app, inject, engine, loanRows, log)));
      const [{ details }] = await fresh.database.query<{ details: number }>('select count(*)::int as details from loan_detail');
      log(`${engine}: ${details.toLocaleString('en')} loan details in the database after the loans' imports`);
    }
  } finally {
    await app.close();
    await fresh.dispose();
  }
  return runs;
}

export function importTable(runs: readonly ImportRun[]): string {
  const lines = ['| engine | entity | door | pass | rows | seconds | rows/s | RSS peak MB | longest event-loop block ms |', '|---|---|---|---|---|---|---|---|---|'];
  for (const run of runs) lines.push(`| ${run.engine} | ${run.entity} | ${run.door} | ${run.pass} | ${run.rows.toLocaleString('en')} | ${run.seconds.toFixed(1)} | ${run.rowsPerSecond.toLocaleString('en')} | ${run.rssPeakMb} | ${run.loopMaxMs} |`);
  return lines.join('\n');
}
