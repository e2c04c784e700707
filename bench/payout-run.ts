/**
 * The investors' payout run at a firm's scale (issue 38): the book (seed-book.ts) at BENCH_PAYOUT_SCALE
 * (default 10: 2,000 investors, 24,000 investments), a run of the periods falling due in the first half
 * of next month (about 5,000 at scale 10) prepared by the Gestor, approved by the Admin, exported as the
 * SPEI CSV and settled from a result file that pays every line; the time of each step and the process's
 * RSS after it. On PGlite in memory (BENCH_ENGINE=postgres with DATABASE_URL: a fresh database there).
 *
 *   npx tsx bench/payout-run.ts            # writes bench/results/payout-run.json
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { clabeCheckDigit } from '../schemas/rules/identifiers.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { todayInMexicoCity } from '../server/domain/calendar.ts';
import { signIn } from '../tests/helpers/sign-in.ts';
import { buildBenchApp } from './bench-app.ts';
import { seedBook } from './seed-book.ts';

const scale = Number(process.env.BENCH_PAYOUT_SCALE ?? 10);
const RESULTS = fileURLToPath(new URL('./results/', import.meta.url));
const mb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

const database = await openDatabase({ dataDir: 'memory://' });
await prepareDatabase(database);
console.log(`seeding the book at scale ${scale}`);
const counts = await seedBook(database, scale);
// The book's CLABEs are 18 digits without a checked digit; give each investor a valid one, as an approved change would.
const users = await database.query<{ id: number; bank_clabe: string }>(`select id, bank_clabe from users where key like 'BKI%'`);
await database.query('alter table users disable trigger users_four_eyes');
for (let i = 0; i < users.length; i += 500) {
  const chunk = users.slice(i, i + 500).map((u) => [u.id, u.bank_clabe.slice(0, 17) + clabeCheckDigit(u.bank_clabe)]);
  await database.query(`update users set bank_clabe = v.clabe from (select * from unnest($1::int[], $2::text[]) as t(id, clabe)) v where users.id = v.id`, [chunk.map((c) => c[0]), chunk.map((c) => c[1])]);
}
await database.query('alter table users enable trigger users_four_eyes');

const config = loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' });
const app = await buildBenchApp(database, config);
await app.ready();
const gestor = await signIn(app, 'gestor@caudal.mx');
const admin = await signIn(app, 'admin@caudal.mx');

const today = todayInMexicoCity(new Date());
const [y, m] = today.split('-').map(Number);
const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
const window = { from: `${next}-01`, to: `${next}-15` };
const steps: { step: string; ms: number; rssMb: number; detail: string }[] = [];
async function timed<T>(step: string, work: () => Promise<T>, detail: (result: T) => string): Promise<T> {
  const start = performance.now();
  const result = await work();
  steps.push({ step, ms: Math.round(performance.now() - start), rssMb: mb(), detail: detail(result) });
  console.log(`${step}: ${steps.at(-1)!.ms} ms, RSS ${steps.at(-1)!.rssMb} MB (${steps.at(-1)!.detail})`);
  return result;
}

const prepared = await timed('prepare', () => gestor.call('POST', '/api/payout_runs', window), (a) => `${a.status}: ${a.body.data?.lines?.length} lines, ${a.body.data?.left_out?.length} left out`);
const run = prepared.body.data;
await timed('approve', () => admin.call('POST', `/api/payout_runs/${run.id}/approve`, { version: run.version }), (a) => String(a.status));
const file = await timed('export spei-csv', () => gestor.inject({ method: 'POST', url: `/api/payout_runs/${run.id}/export`, payload: { format: 'spei-csv' } }), (a) => `${a.statusCode}: ${a.rawPayload.length} bytes`);
await timed('export xlsx', () => gestor.inject({ method: 'POST', url: `/api/payout_runs/${run.id}/export`, payload: { format: 'xlsx' } }), (a) => `${a.statusCode}: ${a.rawPayload.length} bytes`);
const result = ['referencia,clabe_beneficiario,importe,estado,clave_rastreo,fecha,motivo'];
for (const row of file.body.trim().split('\r\n').slice(1)) {
  const [reference, clabe, , , amount] = row.split(',');
  result.push(`${reference},${clabe},${amount},LIQUIDADA,B${reference}K,${window.from},`);
}
await timed('settle (result file)', () => gestor.call('POST', `/api/payout_runs/${run.id}/settle`, { content: result.join('\r\n') }), (a) => `${a.status}: ${a.body.data?.paid} paid, ${a.body.data?.unchanged} unchanged`);
await timed('settle again (same file)', () => gestor.call('POST', `/api/payout_runs/${run.id}/settle`, { content: result.join('\r\n') }), (a) => `${a.status}: ${a.body.data?.paid} paid, ${a.body.data?.unchanged} unchanged`);

await mkdir(RESULTS, { recursive: true });
await writeFile(join(RESULTS, 'payout-run.json'), JSON.stringify({ measuredAt: new Date().toISOString(), engine: 'pglite', scale, counts, window, steps }, null, 2));
await app.close();
await database.close();
