/**
 * One decision per transition: each status-changing route fired twice at the same instant, one call
 * on each of two servers on one PostgreSQL, both naming the version they read, and again naming none. Exactly one acts: the
 * other gets 409 (never a 5xx) and nothing is written twice (the audit trail holds the transition once). Data-driven: a transition
 * added to TRANSITIONS is held to the same.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tinyPdf } from '../../server/db/seed/seed-investments-files.ts';
import { recordFaults } from './support/fault-report.ts';
import { postgresTestDatabase, signIn, startServer, type HttpBrowser, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';

const TRIALS = 5;
let database: TestDatabaseHandle;
const servers: RealServer[] = [];
let people: { server: RealServer; browser: HttpBrowser }[] = [];

beforeAll(async () => {
  database = await postgresTestDatabase(inject('testDatabase'));
  servers.push(await startServer({ name: 'A', database }));
  servers.push(await startServer({ name: 'B', database }));
  people = [
    { server: servers[0]!, browser: await signIn(servers[0]!, 'admin@caudal.mx') },
    { server: servers[1]!, browser: await signIn(servers[1]!, 'gestor@caudal.mx') },
  ];
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.killAll()));
  await database?.drop();
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

async function newInvestment(): Promise<{ id: number; schedule: { id: number; date_payment: string }[] }> {
  const [{ browser, server }] = people as [(typeof people)[number]];
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(tinyPdf('Contrato', ['Firmado']))], { type: 'application/pdf' }), 'contrato.pdf');
  const uploaded = await browser.call(server, 'POST', '/api/file?entity=investment&field=contract', form);
  expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
  const investor = await browser.call(server, 'GET', '/api/user?email=inversionista@caudal.mx');
  const created = await browser.call(server, 'POST', '/api/investment', {
    key: `RACE-${unique()}`, intelisis_id: 'ITL-R', amount: '500000', emission: '2026-01-10', duration: '12', currency_id: 1, user_id: investor.json.data.result[0].id, contract: uploaded.json.data[0].url,
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

interface Transition {
  name: string;
  /** Makes a fresh record and answers the call both people make. */
  prepare(): Promise<{ method: string; path: string; body?: unknown; effects: () => Promise<number>; single: number; version: () => Promise<number> }>;
  /** The record's version moves with the decision, so the second caller, who read the same version, gets 409 (a repeated charge changes no loan: it stays a 200 that writes nothing). */
  loserGets409: boolean;
  /** A second call after the first one finished is a new act of its own (another partial exit): raced without a version, both may act. */
  repeatable?: boolean;
}

const auditRows = (entity: string, ids: string, action: string) => async () =>
  Number((await database.query<{ n: number }>(`select count(*)::int as n from audit_log where entity = $1 and entity_id in (${ids}) and action = $2`, [entity, action]))[0]!.n);

const versionOf = (table: string, id: number) => async () => (await database.query<{ version: number }>(`select version from ${table} where id = $1`, [id]))[0]!.version;

/** A fresh loan's first period invoiced (the servers issue through the local provider: no folio fiscal). */
async function newInvoice(): Promise<{ invoice: number; detail: number }> {
  const [{ browser, server }] = people as [(typeof people)[number]];
  const loan = await newLoan();
  const [detail] = await database.query<{ id: number }>('select id from loan_detail where loan_id = $1 order by date_doc limit 1', [loan]);
  const issued = await browser.call(server, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [detail!.id] });
  expect(issued.status, JSON.stringify(issued.json)).toBe(200);
  return { invoice: issued.json.data.result[0].id, detail: detail!.id };
}

const TRANSITIONS: Transition[] = [
  {
    name: 'PATCH loan/{id}/close',
    loserGets409: true,
    async prepare() {
      const id = await newLoan();
      return { method: 'PATCH', path: `/api/loan/${id}/close`, body: { date_payment: '2026-03-01' }, effects: auditRows('loan', `'${id}'`, 'update'), single: 1, version: versionOf('loan', id) };
    },
  },
  {
    name: 'POST loan/charge',
    loserGets409: false,
    async prepare() {
      const id = await newLoan();
      return { method: 'POST', path: '/api/loan/charge', body: { loan_id: id }, effects: auditRows('loan_detail', `select id::text from loan_detail where loan_id = ${id}`, 'charge'), single: Number((await database.query<{ n: number }>(`select count(*)::int as n from loan_detail where loan_id = $1 and expiration_doc < now()`, [id]))[0]!.n), version: versionOf('loan', id) };
    },
  },
  {
    name: 'PATCH investment/{id}/close',
    loserGets409: true,
    async prepare() {
      const investment = await newInvestment();
      return { method: 'PATCH', path: `/api/investment/${investment.id}/close`, body: { date_payment: investment.schedule[2]!.date_payment }, effects: auditRows('investment', `'${investment.id}'`, 'update'), single: 1, version: versionOf('investment', investment.id) };
    },
  },
  {
    name: 'POST payments',
    loserGets409: true,
    async prepare() {
      const investment = await newInvestment();
      const detail = investment.schedule[1]!.id;
      return { method: 'POST', path: '/api/payments', body: { investment_detail_id: detail, paid_at: '2026-03-12' }, effects: auditRows('investment_detail', `'${detail}'`, 'update'), single: 1, version: versionOf('investment_detail', detail) };
    },
  },
  {
    name: 'POST forward/exit',
    loserGets409: true,
    async prepare() {
      const id = await newHedge(4);
      return { method: 'POST', path: '/api/forward/exit', body: { id }, effects: auditRows('forward_open', `'${id}'`, 'update'), single: 1, version: versionOf('forward_open', id) };
    },
  },
  {
    name: 'POST forward/partial',
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
    loserGets409: true,
    async prepare() {
      const { invoice } = await newInvoice();
      return { method: 'POST', path: `/api/invoices/${invoice}/cancel`, body: { motive: '02' }, effects: auditRows('invoices', `'${invoice}'`, 'cancel'), single: 1, version: versionOf('invoice', invoice) };
    },
  },
  {
    name: 'POST invoices/{id}/payment',
    loserGets409: true,
    async prepare() {
      const { invoice, detail } = await newInvoice();
      return { method: 'POST', path: `/api/invoices/${invoice}/payment`, body: { paid_at: '2026-03-01', form: '03' }, effects: auditRows('loan_detail', `'${detail}'`, 'payment'), single: 1, version: versionOf('invoice', invoice) };
    },
  },
  {
    name: 'PATCH forward/liquidate/{id}',
    loserGets409: true,
    async prepare() {
      const id = await newHedge(5);
      return { method: 'PATCH', path: `/api/forward/liquidate/${id}`, effects: auditRows('forward_open', `'${id}'`, 'update'), single: 1, version: versionOf('forward_open', id) };
    },
  },
];

const RACES = [
  ...TRANSITIONS.map((t) => [`${t.name} twice at once on two servers, both naming the version read`, t, true] as const),
  // Without a version the loser is a 409 all the same: the versions at the early check stand for what it read (decision 203).
  ...TRANSITIONS.filter((t) => t.loserGets409 && !t.repeatable).map((t) => [`${t.name} twice at once on two servers, neither naming a version`, t, false] as const),
];

describe.each(RACES)('%s', (name, transition, withVersion) => {
  it(`one acts, the other is refused and writes nothing, ${TRIALS} trials`, async () => {
    const outcomes = new Map<string, number>();
    const problems: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const call = await transition.prepare();
      const before = await call.effects();
      // Both people read the record at the same version, as two screens opened side by side.
      const read = await call.version();
      const headers: Record<string, string> = withVersion ? { 'if-match': `W/"${read}"` } : {};
      const answers = await Promise.all(people.map(({ browser, server }) => browser.call(server, call.method, call.path, call.body, { headers })));
      const key = answers.map((a) => a.status).sort().join('/');
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      const acted = answers.filter((a) => a.status < 300).length;
      const effects = (await call.effects()) - before;
      if (answers.some((a) => a.status >= 500)) problems.push(`${key}: ${JSON.stringify(answers.map((a) => a.json))}`);
      // Two acknowledgements are a double decision unless the second changed nothing (a repeated charge).
      if (acted > 1 && effects > call.single) problems.push(`both acted (${key}), ${effects} audit rows: ${JSON.stringify(answers.map((a) => a.json?.message ?? a.json?.errors))}`);
      if (transition.loserGets409 && acted === 1 && !answers.some((a) => a.status === 409)) problems.push(`the loser did not get 409 (${key}): ${JSON.stringify(answers.map((a) => a.json))}`);
      if (acted === 0) problems.push(`none acted (${key}): ${JSON.stringify(answers.map((a) => a.json))}`);
    }
    recordFaults(`transition race: ${name}`, { trials: TRIALS, lostWrites: 0, orphanCfdis: 0, stalls: 0, detail: `two servers, PostgreSQL; ${[...outcomes].map(([k, n]) => `${k}: ${n}`).join(', ')}` });
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
