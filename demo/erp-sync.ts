/**
 * The demo's ERP stand-in (docs/decisions/241): an export of the firm's ERP (Intelisis) as it would
 * leave it every night, pushed through the JSON import of each entity (`POST /api/{entity}/import`):
 * companies, agents, then customers, in batches. The same run twice changes nothing; `--changes` moves a
 * few names, as the ERP's own edits would, and those come in as updates.
 *
 *   npm run demo:erp -- [--customers 1000] [--companies 8] [--agents 30] [--changes] [--dry-run]
 *
 * CAUDAL_URL (default http://localhost:8080). CAUDAL_TOKEN: a service account's bearer token, when the
 * server has them; else it signs in as CAUDAL_USER (admin@caudal.mx) with CAUDAL_PASSWORD (the demo
 * password) and asks for the six-digit code the server printed (or CAUDAL_CODE).
 */
import { createInterface } from 'node:readline/promises';
import { RFC_INCONVENIENT_WORDS, rfcCheckDigit } from '../schemas/rules/identifiers.ts';

const BATCH = 500;

const FIRST_NAMES = ['María', 'José', 'Guadalupe', 'Juan', 'Francisco', 'Verónica', 'Alejandro', 'Leticia', 'Ricardo', 'Patricia', 'Fernando', 'Rosa', 'Arturo', 'Claudia', 'Jorge', 'Adriana', 'Miguel', 'Gabriela', 'Roberto', 'Silvia'];
const SURNAMES = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres', 'Díaz', 'Gutiérrez', 'Ruiz'];
const TRADES = ['Abarrotes', 'Ferretería', 'Transportes', 'Constructora', 'Comercializadora', 'Distribuidora', 'Servicios Agrícolas', 'Textiles', 'Refaccionaria', 'Farmacia'];
const PLACES = ['del Bajío', 'del Norte', 'de Occidente', 'del Golfo', 'Peninsular', 'del Valle', 'de la Sierra', 'del Pacífico'];

/** A small deterministic generator: the same export every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z ]/g, '');
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function birthDate(pick: () => number): string {
  return `${pad(50 + Math.floor(pick() * 50), 2)}${pad(1 + Math.floor(pick() * 12), 2)}${pad(1 + Math.floor(pick() * 28), 2)}`;
}

const HOMOCLAVE = '123456789ABCDEFGHIJKLMNPQRSTUV';

function withCheckDigit(body: string): string {
  return body + rfcCheckDigit(`${body}0`);
}

/** A persona física's RFC from the name (SAT's four letters, an X where they spell an excluded word). */
function personRfc(first: string, surname: string, second: string, pick: () => number): string {
  const [s, f, m] = [plain(surname), plain(first), plain(second)];
  const vowel = s.slice(1).match(/[AEIOU]/)?.[0] ?? 'X';
  let letters = `${s[0]}${vowel}${m[0] ?? 'X'}${f[0]}`;
  if (RFC_INCONVENIENT_WORDS.has(letters)) letters = `${letters.slice(0, 3)}X`;
  return withCheckDigit(`${letters}${birthDate(pick)}${HOMOCLAVE[Math.floor(pick() * HOMOCLAVE.length)]}${HOMOCLAVE[Math.floor(pick() * HOMOCLAVE.length)]}`);
}

function companyRfc(name: string, pick: () => number): string {
  const words = plain(name).split(' ').filter((w) => w.length > 2);
  const letters = `${words[0]?.[0] ?? 'X'}${words[1]?.[0] ?? 'X'}${words[2]?.[0] ?? words[0]?.[1] ?? 'X'}`;
  return withCheckDigit(`${letters}${birthDate(pick)}${HOMOCLAVE[Math.floor(pick() * HOMOCLAVE.length)]}${HOMOCLAVE[Math.floor(pick() * HOMOCLAVE.length)]}`);
}

type Row = Record<string, unknown>;

export function erpExport(counts: { customers: number; companies: number; agents: number }, changes = false): Record<'company' | 'agent' | 'customer', Row[]> {
  const pick = random(20_26);
  const person = () => {
    const first = FIRST_NAMES[Math.floor(pick() * FIRST_NAMES.length)]!;
    const surname = SURNAMES[Math.floor(pick() * SURNAMES.length)]!;
    const second = SURNAMES[Math.floor(pick() * SURNAMES.length)]!;
    return { name: `${first} ${surname} ${second}`, rfc: personRfc(first, surname, second, pick) };
  };
  const company = Array.from({ length: counts.companies }, (_, i) => ({ intelisis_id: `EMP-${pad(i + 1, 3)}`, name: `Financiera ${PLACES[i % PLACES.length]} SA de CV SOFOM ENR` }));
  const agent = Array.from({ length: counts.agents }, (_, i) => {
    const { name, rfc } = person();
    return { intelisis_id: `AGT-${pad(i + 1, 4)}`, name, rfc };
  });
  const customer = Array.from({ length: counts.customers }, (_, i) => {
    // About a third are businesses; the rest persons with their fiscal data as the ERP keeps it.
    if (pick() < 0.33) {
      const name = `${TRADES[Math.floor(pick() * TRADES.length)]} ${SURNAMES[Math.floor(pick() * SURNAMES.length)]} SA de CV`;
      return { clave: `CTE-${pad(i + 1, 5)}`, name: changes && i % 50 === 0 ? `${name} (nueva razón)` : name, rfc: companyRfc(name, pick), fiscal_regime: '601', cfdi_use: 'G03', fiscal_postal_code: pad(10000 + Math.floor(pick() * 89999), 5) };
    }
    const { name, rfc } = person();
    return { clave: `CTE-${pad(i + 1, 5)}`, name: changes && i % 50 === 0 ? `${name} Jr.` : name, rfc, fiscal_regime: '612', cfdi_use: 'G03', fiscal_postal_code: pad(10000 + Math.floor(pick() * 89999), 5) };
  });
  return { company, agent, customer };
}

class Client {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly token?: string,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    const response = await fetch(`${this.base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(120_000) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }

  async signIn(user: string, password: string): Promise<void> {
    await this.call('GET', '/csrf-cookie');
    const login = await this.call('POST', '/auth/login', { user, password, language: 'es', channel: 'sms' });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${login.json?.message}`);
    let code = process.env.CAUDAL_CODE;
    if (!code) {
      const prompt = createInterface({ input: process.stdin, output: process.stdout });
      code = (await prompt.question(`Code sent to ${login.json.data.phone} (the server prints it): `)).trim();
      prompt.close();
    }
    const verified = await this.call('POST', '/auth/verificate', { phone: login.json.data.phone, code });
    if (verified.status !== 200) throw new Error(`the code answered ${verified.status}: ${verified.json?.message}`);
  }
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

async function main() {
  const base = (process.env.CAUDAL_URL ?? 'http://localhost:8080').replace(/\/$/, '');
  const client = new Client(base, process.env.CAUDAL_TOKEN);
  if (!process.env.CAUDAL_TOKEN) await client.signIn(process.env.CAUDAL_USER ?? 'admin@caudal.mx', process.env.CAUDAL_PASSWORD ?? process.env.DEMO_PASSWORD ?? 'Marea#2026x');
  const dryRun = process.argv.includes('--dry-run');
  const data = erpExport({ customers: option('customers', 1000), companies: option('companies', 8), agents: option('agents', 30) }, process.argv.includes('--changes'));
  for (const entity of ['company', 'agent', 'customer'] as const) {
    const totals = { create: 0, update: 0, unchanged: 0, refused: 0 };
    const started = performance.now();
    for (let at = 0; at < data[entity].length; at += BATCH) {
      const answer = await client.call('POST', `/${entity}/import`, { rows: data[entity].slice(at, at + BATCH), dry_run: dryRun });
      if (answer.status !== 200) throw new Error(`${entity} import answered ${answer.status}: ${answer.json?.message}`);
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += answer.json.data.counts[key];
      for (const row of answer.json.data.rows.filter((r: Row) => r.outcome === 'refused').slice(0, 3)) console.log(`  ${entity} row ${Number(row.row) + at}: ${row.reason}`);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`${entity}: ${totals.create} created, ${totals.update} updated, ${totals.unchanged} unchanged, ${totals.refused} refused (${data[entity].length} rows, ${seconds.toFixed(1)} s)${dryRun ? ' [dry run]' : ''}`);
  }
}

if (process.argv[1]?.endsWith('erp-sync.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
