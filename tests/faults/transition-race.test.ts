/**
 * One decision per transition: each status-changing route fired twice at the same instant, one call
 * on each of two servers on one PostgreSQL, both naming the version they read, and again naming none. Exactly one acts: the
 * other gets 409 (never a 5xx) and nothing is written twice (the audit trail holds the transition once). Data-driven: a transition
 * added to TRANSITIONS is held to the same. Every route of RACED (tests/helpers/transition-routes.ts) has a case here, and
 * tests/api/versions/transition-registry.test.ts holds every record write of the server to that list or to its edits.
 * Payout runs (each a fresh investment, a preparation, an approval and an export) run fewer trials; what needs a folio
 * fiscal (a substitute, a retention certificate) runs on two more servers with the PAC stand-in, on a database of their own.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLE } from '../../schemas/role.ts';
import { tinyPdf } from '../../server/db/demo-files.ts';
import { RACED, type RacedRoute } from '../helpers/transition-routes.ts';
import { startPacStandIn, type PacStandIn } from '../helpers/pac-stand-in/index.ts';
import { recordFaults } from './support/fault-report.ts';
import { dueDetailIds, generate, pacEnv } from './support/invoicing.ts';
import { enterInpc, paidInvestment } from './support/retentions.ts';
import { postgresTestDatabase, signIn, startServer, type HttpBrowser, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';

const TRIALS = 5;
let database: TestDatabaseHandle;
const servers: RealServer[] = [];
type Person = { server: RealServer; browser: HttpBrowser };
let people: Person[] = [];
/** Two who may decide a payout run the Gestor prepared (Root on A, Admin on B), and Root on both (machine accounts). */
let deciders: Person[] = [];
let roots: Person[] = [];
/** Slow set-ups (a payout run: an investment, a preparation, an approval, an export): fewer trials. */
const SLOW_TRIALS = 3;
/**
 * What needs a folio fiscal (a substitute, a retention certificate's cancellation and correction): two more
 * servers whose `pac` provider talks to the PAC stand-in, on a database of their own (a reconciler works
 * with its own server's provider), Root signed in on each.
 */
let pac: PacStandIn;
let pacDatabase: TestDatabaseHandle;
let pacRoots: Person[] = [];
/** The stamped month certificates of 2025 (one investor, a payment a month), taken one per trial. */
const certificates: number[] = [];

beforeAll(async () => {
  database = await postgresTestDatabase(inject('testDatabase'));
  servers.push(await startServer({ name: 'A', database }));
  servers.push(await startServer({ name: 'B', database }));
  people = [
    { server: servers[0]!, browser: await signIn(servers[0]!, 'admin@caudal.mx') },
    { server: servers[1]!, browser: await signIn(servers[1]!, 'gestor@caudal.mx') },
  ];
  const root = { server: servers[0]!, browser: await signIn(servers[0]!, 'root@caudal.mx') };
  deciders = [root, { server: servers[1]!, browser: people[0]!.browser }];
  roots = [root, { server: servers[1]!, browser: await signIn(servers[1]!, 'root@caudal.mx') }];

  pac = await startPacStandIn();
  pacDatabase = await postgresTestDatabase(inject('testDatabase'));
  servers.push(await startServer({ name: 'C', database: pacDatabase, env: pacEnv(pac) }));
  servers.push(await startServer({ name: 'D', database: pacDatabase, env: pacEnv(pac) }));
  pacRoots = [
    { server: servers[2]!, browser: await signIn(servers[2]!, 'root@caudal.mx') },
    { server: servers[3]!, browser: await signIn(servers[3]!, 'root@caudal.mx') },
  ];
  const [{ server: c, browser: root3 }] = pacRoots as [Person];
  await enterInpc(c, root3);
  await paidInvestment(c, root3, 'inversionista@caudal.mx', '2025-01-15', '2026-01-01');
  for (let month = 2; month <= 12; month++) {
    const issued = await root3.call(c, 'POST', '/api/retention_certificates/issue', { year: 2025, month });
    expect(issued.status, JSON.stringify(issued.json)).toBe(200);
  }
  const listed = await root3.call(c, 'GET', '/api/retention_certificate?take=9999&year=2025');
  certificates.push(...(listed.json.data.result as { id: number; status: string; from_month: number; to_month: number }[]).filter((r) => r.status === 'stamped' && r.from_month === r.to_month).map((r) => r.id));
  expect(certificates.length, 'a stamped certificate a month').toBeGreaterThanOrEqual(8);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.killAll()));
  await database?.drop();
  await pacDatabase?.drop();
  await pac?.close();
});

const unique = () => Math.random().toString(36).slice(2, 10);

async function newLoan(): Promise<number> {
  const [{ browser, server }] = people as [(typeof people)[number]];
  const created = await browser.call(server, 'POST', '/api/loan', {
    intelisis_id: `R-${unique()}`, mov: 'Préstamo', mov_id: `R${unique()}`, customer_id: 2, company_id: 1, agent_id: 1, emission: '2026-01-10', expiration: '2026-04-10',
    days: '5', amount: '500000', interests: '18', currency_id: 1, exchange_rate: '0', status_id: 3, vat_treatment: 'nominal',
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.data.id;
}

async function newInvestment(emission = '2026-01-10', duration = '12'): Promise<{ id: number; schedule: { id: number; date_payment: string }[] }> {
  const [{ browser, server }] = people as [(typeof people)[number]];
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(tinyPdf('Contrato', ['Firmado']))], { type: 'application/pdf' }), 'contrato.pdf');
  const uploaded = await browser.call(server, 'POST', '/api/file?entity=investment&field=contract', form);
  expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
  const investor = await browser.call(server, 'GET', '/api/user?email=inversionista@caudal.mx');
  const created = await browser.call(server, 'POST', '/api/investment', {
    key: `RACE-${unique()}`, intelisis_id: 'ITL-R', amount: '500000', emission, duration, currency_id: 1, user_id: investor.json.data.result[0].id, contract: uploaded.json.data[0].url,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const shown = await browser.call(server, 'GET', `/api/investment/${created.json.data.id}`);
  return { id: created.json.data.id, schedule: shown.json.data.dates.map((d: { detail_id: number; date_payment: string }) => ({ id: d.detail_id, date_payment: d.date_payment })) };
}

/** A fresh open hedge of the demo client (instrument 4: fixed date, 5: a window forward that may be liquidated). */
async function newHedge(instrumentId: 4 | 5): Promise<number> {
  const [{ browser, server }] = people as [(typeof people)[number]];
  const [client] = await database.query<{ id: number }>(`select id from users where email = 'cliente@caudal.mx'`);
  expect(client, 'the seed has the demo client').toBeDefined();
  const created = await browser.call(server, 'POST', '/api/forward/notify', { amountUSD: '100000', side: 'buy', months: 6, instrumentId, userId: client!.id });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.data.id;
}

interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** The body naming the version read, for routes that take it in the body (comparesVersion); else it goes as If-Match. */
  bodyWith?: (version: number) => unknown;
}

interface Prepared extends Call {
  /** What the transition writes (audit rows, bells), counted before and after. */
  effects: () => Promise<number>;
  single: number;
  version: () => Promise<number>;
  /** The second person's call when it differs (approve against reject). */
  second?: Call;
}

interface Transition {
  name: string;
  /** The registered route (tests/helpers/transition-routes.ts). */
  route: RacedRoute;
  /** Who calls ('pac': Root on the servers of the PAC stand-in): two staff (Admin on A, Gestor on B; default), two who may decide what the Gestor prepared, or Root on both. */
  who?: 'staff' | 'deciders' | 'roots' | 'pac';
  trials?: number;
  /** Makes a fresh record and answers the call both people make. */
  prepare(): Promise<Prepared>;
  /** The record's version moves with the decision, so the second caller, who read the same version, gets 409 (a repeated charge changes no loan: it stays a 200 that writes nothing). */
  loserGets409: boolean;
  /** A second call after the first one finished is a new act of its own (another partial exit): raced without a version, both may act. */
  repeatable?: boolean;
  /**
   * Raced without a version: 'unchanged', the second is a 200 that changes nothing (a line, or a bank result,
   * settled once: decision 251); 'required', the route takes no call without one.
   */
  withoutVersion?: 'unchanged' | 'required';
}

const pairOf = (t: Transition): Person[] => (t.who === 'deciders' ? deciders : t.who === 'roots' ? roots : t.who === 'pac' ? pacRoots : people);

const auditRows = (entity: string, ids: string, action: string, on = () => database) => async () =>
  Number((await on().query<{ n: number }>(`select count(*)::int as n from audit_log where entity = $1 and entity_id in (${ids}) and action = $2`, [entity, action]))[0]!.n);

const versionOf = (table: string, id: number, on = () => database) => async () => (await on().query<{ version: number }>(`select version from ${table} where id = $1`, [id]))[0]!.version;

const onPac = () => pacDatabase;

/** A fresh loan's first period invoiced (the servers issue through the local provider: no folio fiscal). */
async function newInvoice(): Promise<{ invoice: number; detail: number }> {
  const [{ browser, server }] = people as [(typeof people)[number]];
  const loan = await newLoan();
  const [detail] = await database.query<{ id: number }>('select id from loan_detail where loan_id = $1 order by date_doc limit 1', [loan]);
  const issued = await browser.call(server, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [detail!.id] });
  expect(issued.status, JSON.stringify(issued.json)).toBe(200);
  return { invoice: issued.json.data.result[0].id, detail: detail!.id };
}


interface RunLine { id: number; reference: number; clabe: string; total: string; date_payment: string; user_id: number; version: number }

/** Each run its own year, far ahead, so a window holds only the investment made for it. */
let runYear = 2040;

/**
 * A payout run of a fresh investment's first period: prepared by the Gestor, then (by stage) approved by
 * Root, exported as the SPEI file by the Gestor. The four eyes hold: neither decider is its preparer.
 */
async function newRun(stage: 'prepared' | 'approved' | 'exported'): Promise<{ id: number; lines: RunLine[] }> {
  const year = runYear++;
  await newInvestment(`${year}-01-15`, '3');
  const gestor = people[1]!;
  const prepared = await gestor.browser.call(gestor.server, 'POST', '/api/payout_runs', { from: `${year}-02-01`, to: `${year}-02-28` });
  expect(prepared.status, JSON.stringify(prepared.json)).toBe(201);
  const id = prepared.json.data.id as number;
  if (stage !== 'prepared') {
    const approved = await deciders[0]!.browser.call(deciders[0]!.server, 'POST', `/api/payout_runs/${id}/approve`, { version: prepared.json.data.version });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
  }
  if (stage === 'exported') {
    const exported = await gestor.browser.call(gestor.server, 'POST', `/api/payout_runs/${id}/export`, { format: 'spei-csv' });
    expect(exported.status, exported.bytes.toString()).toBe(200);
  }
  const shown = await gestor.browser.call(gestor.server, 'GET', `/api/payout_runs/${id}`);
  const lines = (shown.json.data.lines as RunLine[]).filter((l) => (l as { status?: string }).status === 'due');
  expect(lines.length, 'the run has a line due').toBeGreaterThan(0);
  return { id, lines };
}

/** The bank's result paying every line (docs/payout-bank-files.md). */
const bankResult = (lines: RunLine[]) =>
  ['referencia,clabe_beneficiario,importe,estado,clave_rastreo,fecha', ...lines.map((l) => `${l.reference},${l.clabe},${l.total},LIQUIDADA,RASTREO${l.id},${l.date_payment}`)].join('\r\n');

/** What settling lines writes: each line's "paid" audit row and the investor's bell, once. */
const settledEffects = (lines: RunLine[]) => async () =>
  (await auditRows('payout_run_line', lines.map((l) => `'${l.id}'`).join(','), 'paid')()) +
  Number((await database.query<{ n: number }>(`select count(*)::int as n from user_notification where user_id = any($1::int[]) and title in ('Recibiste un pago de intereses', 'You received an interest payment')`, [lines.map((l) => l.user_id)]))[0]!.n);

const runDecisions = (id: number) => async () =>
  Number((await database.query<{ n: number }>(`select count(*)::int as n from audit_log where entity = 'payout_run' and entity_id = $1 and action in ('approve', 'reject')`, [String(id)]))[0]!.n);

/** A live machine account of the Gestor's role, made by Root. */
async function newServiceAccount(): Promise<number> {
  const [{ browser, server }] = roots as [Person];
  const created = await browser.call(server, 'POST', '/api/service_accounts', { name: `race-${unique()}`, role_id: ROLE.gestor });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.data.id;
}

const TRANSITIONS: Transition[] = [
  {
    name: 'PATCH loan/{id}/close',
    route: 'PATCH /api/loan/:id/close',
    loserGets409: true,
    async prepare() {
      const id = await newLoan();
      return { method: 'PATCH', path: `/api/loan/${id}/close`, body: { date_payment: '2026-03-01' }, effects: auditRows('loan', `'${id}'`, 'update'), single: 1, version: versionOf('loan', id) };
    },
  },
  {
    name: 'POST loan/charge',
    route: 'POST /api/loan/charge',
    loserGets409: false,
    async prepare() {
      const id = await newLoan();
      return { method: 'POST', path: '/api/loan/charge', body: { loan_id: id }, effects: auditRows('loan_detail', `select id::text from loan_detail where loan_id = ${id}`, 'charge'), single: Number((await database.query<{ n: number }>(`select count(*)::int as n from loan_detail where loan_id = $1 and expiration_doc < now()`, [id]))[0]!.n), version: versionOf('loan', id) };
    },
  },
  {
    name: 'PATCH investment/{id}/close',
    route: 'PATCH /api/investment/:id/close',
    loserGets409: true,
    async prepare() {
      const investment = await newInvestment();
      return { method: 'PATCH', path: `/api/investment/${investment.id}/close`, body: { date_payment: investment.schedule[2]!.date_payment }, effects: auditRows('investment', `'${investment.id}'`, 'update'), single: 1, version: versionOf('investment', investment.id) };
    },
  },
  {
    name: 'POST payments',
    route: 'POST /api/payments',
    loserGets409: true,
    async prepare() {
      const investment = await newInvestment();
      const detail = investment.schedule[1]!.id;
      return { method: 'POST', path: '/api/payments', body: { investment_detail_id: detail, paid_at: '2026-03-12' }, effects: auditRows('investment_detail', `'${detail}'`, 'update'), single: 1, version: versionOf('investment_detail', detail) };
    },
  },
  {
    name: 'POST forward/exit',
    route: 'POST /api/forward/exit',
    loserGets409: true,
    async prepare() {
      const id = await newHedge(4);
      return { method: 'POST', path: '/api/forward/exit', body: { id }, effects: auditRows('forward_open', `'${id}'`, 'update'), single: 1, version: versionOf('forward_open', id) };
    },
  },
  {
    name: 'POST forward/partial',
    route: 'POST /api/forward/partial',
    loserGets409: true,
    repeatable: true,
    async prepare() {
      // A part small enough that both could be taken: only the version keeps the second from acting.
      const id = await newHedge(4);
      return { method: 'POST', path: '/api/forward/partial', body: { id, amountUSD: '1000' }, effects: auditRows('forward_open', `'${id}'`, 'update'), single: 1, version: versionOf('forward_open', id) };
    },
  },
  {
    name: 'POST invoices/{id}/cancel',
    route: 'POST /api/invoices/:id/cancel',
    loserGets409: true,
    async prepare() {
      const { invoice } = await newInvoice();
      return { method: 'POST', path: `/api/invoices/${invoice}/cancel`, body: { motive: '02' }, effects: auditRows('invoices', `'${invoice}'`, 'cancel'), single: 1, version: versionOf('invoice', invoice) };
    },
  },
  {
    name: 'POST invoices/{id}/payment',
    route: 'POST /api/invoices/:id/payment',
    loserGets409: true,
    async prepare() {
      const { invoice, detail } = await newInvoice();
      return { method: 'POST', path: `/api/invoices/${invoice}/payment`, body: { paid_at: '2026-03-01', form: '03' }, effects: auditRows('loan_detail', `'${detail}'`, 'payment'), single: 1, version: versionOf('invoice', invoice) };
    },
  },
  {
    name: 'PATCH forward/liquidate/{id}',
    route: 'PATCH /api/forward/liquidate/:id',
    loserGets409: true,
    async prepare() {
      const id = await newHedge(5);
      return { method: 'PATCH', path: `/api/forward/liquidate/${id}`, effects: auditRows('forward_open', `'${id}'`, 'update'), single: 1, version: versionOf('forward_open', id) };
    },
  },
  {
    name: 'PATCH loan_detail/generate/invoices',
    route: 'PATCH /api/loan_detail/generate/invoices',
    loserGets409: true,
    async prepare() {
      const loan = await newLoan();
      const [detail] = await database.query<{ id: number }>('select id from loan_detail where loan_id = $1 order by date_doc limit 1', [loan]);
      const id = detail!.id;
      return { method: 'PATCH', path: '/api/loan_detail/generate/invoices', body: { ids: [id] }, effects: async () => Number((await database.query<{ n: number }>('select count(*)::int as n from invoice where loan_detail_id = $1', [id]))[0]!.n), single: 1, version: versionOf('loan_detail', id) };
    },
  },
  {
    name: 'POST payout_runs/{id}/approve',
    route: 'POST /api/payout_runs/:id/approve',
    who: 'deciders',
    trials: SLOW_TRIALS,
    loserGets409: true,
    withoutVersion: 'required',
    async prepare() {
      const { id } = await newRun('prepared');
      return { method: 'POST', path: `/api/payout_runs/${id}/approve`, bodyWith: (version) => ({ version }), effects: runDecisions(id), single: 1, version: versionOf('payout_run', id) };
    },
  },
  {
    name: 'POST payout_runs/{id}/reject',
    route: 'POST /api/payout_runs/:id/reject',
    who: 'deciders',
    trials: SLOW_TRIALS,
    loserGets409: true,
    withoutVersion: 'required',
    async prepare() {
      const { id } = await newRun('prepared');
      return { method: 'POST', path: `/api/payout_runs/${id}/reject`, bodyWith: (version) => ({ version, reason: 'Montos por revisar' }), effects: runDecisions(id), single: 1, version: versionOf('payout_run', id) };
    },
  },
  {
    name: 'POST payout_runs/{id}/approve against /reject',
    route: 'POST /api/payout_runs/:id/approve',
    who: 'deciders',
    trials: SLOW_TRIALS,
    loserGets409: true,
    withoutVersion: 'required',
    async prepare() {
      const { id } = await newRun('prepared');
      return {
        method: 'POST', path: `/api/payout_runs/${id}/approve`, bodyWith: (version) => ({ version }), effects: runDecisions(id), single: 1, version: versionOf('payout_run', id),
        second: { method: 'POST', path: `/api/payout_runs/${id}/reject`, bodyWith: (version) => ({ version, reason: 'Montos por revisar' }) },
      };
    },
  },
  {
    // The screen downloads a run's file again at will (no version): raced without one, both may have it.
    name: 'POST payout_runs/{id}/export',
    route: 'POST /api/payout_runs/:id/export',
    trials: SLOW_TRIALS,
    loserGets409: true,
    repeatable: true,
    async prepare() {
      const { id } = await newRun('approved');
      return { method: 'POST', path: `/api/payout_runs/${id}/export`, body: { format: 'spei-csv' }, bodyWith: (version) => ({ format: 'spei-csv', version }), effects: auditRows('payout_run', `'${id}'`, 'export'), single: 1, version: versionOf('payout_run', id) };
    },
  },
  {
    // The same result twice pays each period once; the second answers every line "unchanged" (decision 251).
    name: 'POST payout_runs/{id}/settle',
    route: 'POST /api/payout_runs/:id/settle',
    trials: SLOW_TRIALS,
    loserGets409: false,
    withoutVersion: 'unchanged',
    async prepare() {
      const { id, lines } = await newRun('exported');
      const content = bankResult(lines);
      return { method: 'POST', path: `/api/payout_runs/${id}/settle`, body: { content }, bodyWith: (version) => ({ content, version }), effects: settledEffects(lines), single: 2 * lines.length, version: versionOf('payout_run', id) };
    },
  },
  {
    name: 'POST payout_runs/{id}/lines/{line}/settle',
    route: 'POST /api/payout_runs/:id/lines/:line/settle',
    trials: SLOW_TRIALS,
    loserGets409: true,
    withoutVersion: 'unchanged',
    async prepare() {
      const { id, lines } = await newRun('exported');
      const line = lines[0]!;
      const body = { outcome: 'paid', tracking_key: `RASTREO${line.id}`, date: line.date_payment };
      return { method: 'POST', path: `/api/payout_runs/${id}/lines/${line.id}/settle`, body, bodyWith: (version) => ({ ...body, version }), effects: settledEffects([line]), single: 2, version: versionOf('payout_run_line', line.id) };
    },
  },
  {
    // A second rotation after the first finished is an act of its own: raced without a version below, both held at the lock.
    name: 'POST service_accounts/{id}/rotate',
    route: 'POST /api/service_accounts/:id/rotate',
    who: 'roots',
    loserGets409: true,
    repeatable: true,
    async prepare() {
      const id = await newServiceAccount();
      return { method: 'POST', path: `/api/service_accounts/${id}/rotate`, body: {}, bodyWith: (version) => ({ version }), effects: auditRows('service_account', `'${id}'`, 'rotate'), single: 1, version: versionOf('service_account', id) };
    },
  },
  {
    name: 'POST service_accounts/{id}/revoke',
    route: 'POST /api/service_accounts/:id/revoke',
    who: 'roots',
    loserGets409: true,
    async prepare() {
      const id = await newServiceAccount();
      return { method: 'POST', path: `/api/service_accounts/${id}/revoke`, body: {}, bodyWith: (version) => ({ version }), effects: auditRows('service_account', `'${id}'`, 'revoke'), single: 1, version: versionOf('service_account', id) };
    },
  },

  {
    name: 'POST invoices/{id}/substitute',
    route: 'POST /api/invoices/:id/substitute',
    who: 'pac',
    trials: SLOW_TRIALS,
    loserGets409: true,
    async prepare() {
      const [{ server, browser }] = pacRoots as [Person];
      const [detail] = await dueDetailIds(server, browser, `SUB-${unique()}`);
      const issued = await generate(server, browser, [detail!]);
      expect(issued.status, JSON.stringify(issued.json)).toBe(200);
      const invoice = issued.json.data.result[0].id as number;
      // The substitute's CFDI at the PAC and its invoice row, once.
      const effects = async () => pac.ledger().filter((e) => e.status !== 'failed' && e.status !== 'pending' && Number(e.folio_number) === detail).length +
        Number((await pacDatabase.query<{ n: number }>('select count(*)::int as n from invoice where loan_detail_id = $1', [detail]))[0]!.n);
      return { method: 'POST', path: `/api/invoices/${invoice}/substitute`, body: {}, effects, single: 2, version: versionOf('invoice', invoice, onPac) };
    },
  },
  {
    name: 'POST retention_certificates/{id}/cancel',
    route: 'POST /api/retention_certificates/:id/cancel',
    who: 'pac',
    trials: 2,
    loserGets409: true,
    async prepare() {
      const id = certificates.shift()!;
      const cancelsAtPac = () => pac.requests.filter((r) => r.method === 'DELETE' && r.path.includes('/retentions/')).length;
      const effects = async () => cancelsAtPac() + (await auditRows('retention_certificate', `'${id}'`, 'cancel', onPac)());
      return { method: 'POST', path: `/api/retention_certificates/${id}/cancel`, body: { motive: '02' }, effects, single: 2, version: versionOf('retention_certificate', id, onPac) };
    },
  },
  {
    // A cancelled certificate is corrected by a new one of its period: one, whoever asks.
    name: 'POST retention_certificates/{id}/correct',
    route: 'POST /api/retention_certificates/:id/correct',
    who: 'pac',
    trials: 2,
    loserGets409: true,
    async prepare() {
      const id = certificates.shift()!;
      const [{ server, browser }] = pacRoots as [Person];
      const cancelled = await browser.call(server, 'POST', `/api/retention_certificates/${id}/cancel`, { motive: '02' });
      expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
      const [period] = await pacDatabase.query<{ user_id: number; year: number; from_month: number }>('select user_id, year, from_month from retention_certificate where id = $1', [id]);
      const created = () => pac.requests.filter((r) => r.method === 'POST' && r.path === '/v2/retentions').length;
      const effects = async () => created() + Number((await pacDatabase.query<{ n: number }>('select count(*)::int as n from retention_certificate where user_id = $1 and year = $2 and from_month = $3 and to_month = $3', [period!.user_id, period!.year, period!.from_month]))[0]!.n);
      return { method: 'POST', path: `/api/retention_certificates/${id}/correct`, body: {}, effects, single: 2, version: versionOf('retention_certificate', id, onPac) };
    },
  },
];

it('every route of RACED (tests/helpers/transition-routes.ts) has a case here', () => {
  const raced = new Set(TRANSITIONS.map((t) => t.route));
  expect(RACED.filter((route) => !raced.has(route))).toEqual([]);
});

const raceWithoutVersion = (t: Transition) => t.withoutVersion !== 'required' && (t.withoutVersion === 'unchanged' || (t.loserGets409 && !t.repeatable));

const RACES = [
  ...TRANSITIONS.map((t) => [`${t.name} twice at once on two servers, both naming the version read`, t, true] as const),
  // Without a version the loser is a 409 all the same: the versions at the early check stand for what it read (decision 203).
  ...TRANSITIONS.filter(raceWithoutVersion).map((t) => [`${t.name} twice at once on two servers, neither naming a version`, t, false] as const),
];

describe.each(RACES)('%s', (name, transition, withVersion) => {
  const trials = transition.trials ?? TRIALS;
  it(`one acts, the other is refused and writes nothing, ${trials} trials`, async () => {
    const outcomes = new Map<string, number>();
    const problems: string[] = [];
    const pair = pairOf(transition);
    // Without a version, a route that settles once answers the second call "unchanged" (a 200 that writes nothing).
    const loserGets409 = transition.loserGets409 && (withVersion || transition.withoutVersion !== 'unchanged');
    for (let trial = 0; trial < trials; trial++) {
      const call = await transition.prepare();
      const before = await call.effects();
      // Both people read the record at the same version, as two screens opened side by side.
      const read = await call.version();
      const send = (c: Call, { browser, server }: Person) => {
        const inBody = withVersion && c.bodyWith !== undefined;
        const headers: Record<string, string> = withVersion && !inBody ? { 'if-match': `W/"${read}"` } : {};
        return browser.call(server, c.method, c.path, inBody ? c.bodyWith!(read) : c.body, { headers });
      };
      const answers = await Promise.all([send(call, pair[0]!), send(call.second ?? call, pair[1]!)]);
      const key = answers.map((a) => a.status).sort().join('/');
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      const acted = answers.filter((a) => a.status < 300).length;
      const effects = (await call.effects()) - before;
      const said = () => JSON.stringify(answers.map((a) => a.json?.message ?? a.json?.errors ?? a.json ?? `${a.bytes.length} bytes`));
      if (answers.some((a) => a.status >= 500)) problems.push(`${key}: ${said()}`);
      // Two acknowledgements are a double decision unless the second changed nothing (a repeated charge).
      if (acted > 1 && effects > call.single) problems.push(`both acted (${key}), ${effects} rows written: ${said()}`);
      if (acted === 1 && effects !== call.single) problems.push(`one acted (${key}) but ${effects} rows written, not ${call.single}: ${said()}`);
      if (loserGets409 && acted === 1 && !answers.some((a) => a.status === 409)) problems.push(`the loser did not get 409 (${key}): ${said()}`);
      if (acted === 0) problems.push(`none acted (${key}): ${said()}`);
    }
    recordFaults(`transition race: ${name}`, { trials, lostWrites: 0, orphanCfdis: 0, stalls: 0, detail: `two servers, PostgreSQL; ${[...outcomes].map(([k, n]) => `${k}: ${n}`).join(', ')}` });
    expect(problems).toEqual([]);
  });
});

/**
 * A partial exit is repeatable (a second one after the first finished is an act of its own), so the race
 * above leaves it out without a version: two calls may simply not overlap. Here they surely do: the test
 * holds the hedge's row lock while both calls pass the early check and wait for it, as two people who
 * pressed at the same instant; then it lets go. Neither named a version, so the versions the early check
 * read stand for theirs (decision 203): the first takes its part, the second gets 409 and takes nothing.
 */
describe('POST forward/partial twice at once on two servers, neither naming a version, both past the early check before either acts', () => {
  it(`one takes its part, the other gets 409 and nothing, ${TRIALS} trials`, async () => {
    const problems: string[] = [];
    const outcomes = new Map<string, number>();
    for (let trial = 0; trial < TRIALS; trial++) {
      const id = await newHedge(4);
      const before = await versionOf('forward_open', id)();
      const [{ pending }] = await database.query<{ pending: string }>('select "pendingAmountUSD"::text as pending from forward_open where id = $1', [id]);
      const holder = new pg.Client({ connectionString: database.databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from forward_open where id = $1 for update', [id]);
        const calls = Promise.all(people.map(({ browser, server }) => browser.call(server, 'POST', '/api/forward/partial', { id, amountUSD: '1000' })));
        // Both requests wait on the hedge's lock, their early check done.
        const waiting = async () => Number((await database.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> $1`, [(await holder.query('select pg_backend_pid() as pid')).rows[0].pid]))[0]!.n);
        const deadline = Date.now() + 60_000;
        while ((await waiting()) < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await waiting(), 'both calls wait on the hedge').toBe(2);
        await holder.query('commit');
        const answers = await calls;
        const key = answers.map((a) => a.status).sort().join('/');
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        if (key !== '200/409') problems.push(`${key}: ${JSON.stringify(answers.map((a) => a.json?.message ?? a.json?.data?.forward?.pendingAmountUSD))}`);
        const parts = await database.query<{ n: number }>(`select count(*)::int as n from forward_closed where "parentId" = $1 and kind = 'partial'`, [id]);
        if (parts[0]!.n !== 1) problems.push(`${parts[0]!.n} partial exits recorded`);
        const [after] = await database.query<{ pending: string; version: number }>('select "pendingAmountUSD"::text as pending, version from forward_open where id = $1', [id]);
        if (Number(after!.pending) !== Number(pending) - 1000) problems.push(`pending ${pending} -> ${after!.pending}, not one part less`);
        if (after!.version !== before + 1) problems.push(`version ${before} -> ${after!.version}`);
      } finally {
        await holder.query('rollback').catch(() => undefined);
        await holder.end();
      }
    }
    recordFaults('transition race: POST forward/partial without a version, both past the early check', { trials: TRIALS, lostWrites: 0, orphanCfdis: 0, stalls: 0, detail: `two servers, PostgreSQL; ${[...outcomes].map(([k, n]) => `${k}: ${n}`).join(', ')}` });
    expect(problems).toEqual([]);
  });
});

/**
 * A rotation is repeatable too (a second one after the first finished gives another token), so the race
 * above leaves it out without a version. Here both calls surely overlap: the test holds the account's row
 * lock while both read it and wait to write; then it lets go. Neither named a version, so the version each
 * read stands for theirs (decision 203): one rotates, the other gets 409 and no token (else the first
 * caller would be handed a token already dead).
 */
describe('POST service_accounts/{id}/rotate twice at once on two servers, neither naming a version, both waiting at the lock', () => {
  it(`one rotates, the other gets 409 and no token, ${TRIALS} trials`, async () => {
    const problems: string[] = [];
    const outcomes = new Map<string, number>();
    for (let trial = 0; trial < TRIALS; trial++) {
      const id = await newServiceAccount();
      const before = await versionOf('service_account', id)();
      const holder = new pg.Client({ connectionString: database.databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from service_account where id = $1 for update', [id]);
        const calls = Promise.all(roots.map(({ browser, server }) => browser.call(server, 'POST', `/api/service_accounts/${id}/rotate`, {})));
        const holderPid = (await holder.query('select pg_backend_pid() as pid')).rows[0].pid;
        const waiting = async () => Number((await database.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> $1`, [holderPid]))[0]!.n);
        const deadline = Date.now() + 60_000;
        while ((await waiting()) < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await waiting(), 'both calls wait on the account').toBe(2);
        await holder.query('commit');
        const answers = await calls;
        const key = answers.map((a) => a.status).sort().join('/');
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        if (key !== '200/409') problems.push(`${key}: ${JSON.stringify(answers.map((a) => a.json?.message ?? a.json?.data?.version))}`);
        const rotations = await auditRows('service_account', `'${id}'`, 'rotate')();
        if (rotations !== 1) problems.push(`${rotations} rotations recorded`);
        const after = await versionOf('service_account', id)();
        if (after !== before + 1) problems.push(`version ${before} -> ${after}`);
        const [{ prefix }] = await database.query<{ prefix: string }>('select token_prefix as prefix from service_account where id = $1', [id]);
        const handed = answers.filter((a) => a.status === 200).map((a) => String(a.json.data.token));
        if (handed.length === 1 && !handed[0]!.startsWith(prefix)) problems.push(`the token handed out is not the account's (${prefix})`);
      } finally {
        await holder.query('rollback').catch(() => undefined);
        await holder.end();
      }
    }
    recordFaults('transition race: POST service_accounts/{id}/rotate without a version, both at the lock', { trials: TRIALS, lostWrites: 0, orphanCfdis: 0, stalls: 0, detail: `two servers, PostgreSQL; ${[...outcomes].map(([k, n]) => `${k}: ${n}`).join(', ')}` });
    expect(problems).toEqual([]);
  });
});
