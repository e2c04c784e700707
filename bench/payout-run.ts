/**
 * Part `payout` of `npm run bench` (docs/decisions/250-253): the investors' payout run at a firm's
 * scale. The book (seed-book.ts) at BENCH_PAYOUT_SCALE (default 10: 2,000 investors, 24,000 investments) on a
 * fresh database per engine; a run of the periods falling due in the first half of next month (about 5,000
 * at scale 10) prepared by the Gestor, approved by the Admin, exported as the SPEI CSV and as xlsx, and settled
 * from a result file that pays every line, then the same result again (everything unchanged). Each step's
 * time and the process's RSS after it and at its peak (sampled every 50 ms): the server and, on PGlite, the
 * database share this process.
 */
import { performance } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { clabeCheckDigit } from '../schemas/rules/identifiers.ts';
import { loadConfig } from '../server/config.ts';
import { todayInMexicoCity } from '../server/domain/calendar.ts';
import { signIn } from '../tests/helpers/sign-in.ts';
import { buildBenchApp } from './bench-app.ts';
import { freshDatabase, type EngineName } from './engines.ts';
import { seedBook, type BookCounts } from './seed-book.ts';

export interface PayoutStep {
  step: string;
  ms: number;
  rssMb: number;
  rssPeakMb: number;
  detail: string;
}

export interface PayoutRunResult {
  engine: EngineName;
  scale: number;
  counts: BookCounts;
  seedSeconds: number;
  window: { from: string; to: string };
  lines: number;
  steps: PayoutStep[];
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

export async function measurePayoutRun(engine: EngineName, scale: number, log: (line: string) => void): Promise<PayoutRunResult> {
  const fresh = await freshDatabase(engine, `payout${String(scale).replace(/\D/g, '')}`);
  const { database } = fresh;
  try {
    log(`${engine}: seeding the book at scale ${scale}`);
    const seedStart = performance.now();
    const counts = await seedBook(database, scale);
    const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
    // The book's CLABEs are 18 digits without a checked digit; give each investor a valid one, as an approved change would.
    const users = await database.query<{ id: number; bank_clabe: string }>(`select id, bank_clabe from users where key like 'BKI%'`);
    await database.query('alter table users disable trigger users_four_eyes');
    for (let i = 0; i < users.length; i += 500) {
      const chunk = users.slice(i, i + 500);
      await database.query(`update users set bank_clabe = v.clabe from (select * from unnest($1::int[], $2::text[]) as t(id, clabe)) v where users.id = v.id`, [
        chunk.map((u) => u.id),
        chunk.map((u) => u.bank_clabe.slice(0, 17) + clabeCheckDigit(u.bank_clabe)),
      ]);
    }
    await database.query('alter table users enable trigger users_four_eyes');

    const config = loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' });
    const app = await buildBenchApp(database, config);
    await app.ready();
    try {
      const gestor = await signIn(app, 'gestor@caudal.mx');
      const admin = await signIn(app, 'admin@caudal.mx');
      const today = todayInMexicoCity(new Date());
      const [y, m] = today.split('-').map(Number);
      const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
      const window = { from: `${next}-01`, to: `${next}-15` };
      const steps: PayoutStep[] = [];
      async function timed<T>(step: string, work: () => Promise<T>, detail: (result: T) => string): Promise<T> {
        // The SMS of the previous settlement go after its answer: let them finish so they weigh on no step.
        await app.background.idle();
        let peak = process.memoryUsage().rss;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
        const start = performance.now();
        try {
          const result = await work();
          const rss = process.memoryUsage().rss;
          steps.push({ step, ms: Math.round(performance.now() - start), rssMb: mb(rss), rssPeakMb: mb(Math.max(peak, rss)), detail: detail(result) });
          const last = steps.at(-1)!;
          log(`  ${step}: ${last.ms} ms, RSS ${last.rssMb} MB (peak ${last.rssPeakMb}) (${last.detail})`);
          return result;
        } finally {
          clearInterval(sampler);
        }
      }

      const prepared = await timed('prepare', () => gestor.call('POST', '/api/payout_runs', window), (a) => `${a.status}: ${a.body.data?.lines?.length} lines, ${a.body.data?.left_out?.length} left out`);
      if (prepared.status !== 201) throw new Error(`prepare answered ${prepared.status}: ${JSON.stringify(prepared.body).slice(0, 300)}`);
      const run = prepared.body.data;
      await timed('approve', () => admin.call('POST', `/api/payout_runs/${run.id}/approve`, { version: run.version }), (a) => String(a.status));
      const file = await timed('export spei-csv', () => gestor.inject({ method: 'POST', url: `/api/payout_runs/${run.id}/export`, payload: { format: 'spei-csv' } }), (a) => `${a.statusCode}: ${a.rawPayload.length} bytes`);
      await timed('export xlsx', () => gestor.inject({ method: 'POST', url: `/api/payout_runs/${run.id}/export`, payload: { format: 'xlsx' } }), (a) => `${a.statusCode}: ${a.rawPayload.length} bytes`);
      const result = ['referencia,clabe_beneficiario,importe,estado,clave_rastreo,fecha,motivo'];
      for (const row of file.body.trim().split('\r\n').slice(1)) {
        const [reference, clabe, , , amount] = row.split(',');
        result.push(`${reference},${clabe},${amount},LIQUIDADA,B${reference}K,${window.from},`);
      }
      // The dollar lines go by SPID (decision 254): the bank's result lists them too.
      for (const line of run.lines as { reference: number; clabe: string; total: string; currency: string }[]) {
        if (line.currency !== 'MXN') result.push(`${line.reference},${line.clabe},${line.total},LIQUIDADA,D${line.reference}K,${window.from},`);
      }
      const content = result.join('\r\n');
      const settled = (a: { status: number; body: any }) => `${a.status}: ${a.body.data?.paid} paid, ${a.body.data?.unchanged} unchanged, ${a.body.data?.problems?.length} problems`;
      await timed('settle (result file)', () => gestor.call('POST', `/api/payout_runs/${run.id}/settle`, { content }), settled);
      await timed('settle again (same file)', () => gestor.call('POST', `/api/payout_runs/${run.id}/settle`, { content }), settled);
      await app.background.idle();
      return { engine, scale, counts, seedSeconds, window, lines: run.lines.length, steps };
    } finally {
      await app.close();
    }
  } finally {
    await fresh.dispose();
  }
}

export function payoutTable(runs: readonly PayoutRunResult[]): string {
  const lines = ['| engine | scale | lines | step | ms | RSS after MB | RSS peak MB | answer |', '|---|---|---|---|---|---|---|---|'];
  for (const run of runs) for (const s of run.steps) lines.push(`| ${run.engine} | ${run.scale} | ${run.lines.toLocaleString('en')} | ${s.step} | ${s.ms.toLocaleString('en')} | ${s.rssMb} | ${s.rssPeakMb} | ${s.detail} |`);
  return lines.join('\n');
}
