/**
 * A version on every write (docs/decisions/201): every domain route that changes a record a person saw
 * takes the version read (If-Match or body `version`, `versions` for several) and answers 409 on a stale
 * one, writing nothing, before it acts (no schedule regenerated, no CFDI issued, no payment recorded).
 * Data-driven: a route added to ROUTES is held to the same. A route that declares nothing stops the
 * start, and the OpenAPI document says which record's version each operation takes.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '../../../server/i18n/localized.ts';
import { z } from 'zod';
import { comparesVersion, requireWriteDeclarations } from '../../../server/crud/record-preconditions.ts';
import { auditCount } from '../../helpers/database-state.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const STALE = renderMessage('http.staleVersion', 'es');

interface VersionedRoute {
  method: 'POST' | 'PATCH' | 'DELETE';
  url: (id: number) => string;
  body: (id: number) => Record<string, unknown> | undefined;
  /** The table of the record it changes, and which row to take. */
  table: string;
  where?: string;
  /** several: the version travels in body `versions` instead of If-Match. */
  several?: boolean;
}

const ROUTES: VersionedRoute[] = [
  { method: 'POST', url: () => '/api/loan/recalculate', body: (id) => ({ id, interests: '13' }), table: 'loan' },
  { method: 'POST', url: () => '/api/loan/charge', body: (id) => ({ loan_id: id }), table: 'loan' },
  { method: 'PATCH', url: (id) => `/api/loan/${id}/close`, body: () => ({ date_payment: '2026-03-01' }), table: 'loan' },
  { method: 'PATCH', url: () => '/api/loan_detail/generate/invoices', body: (id) => ({ ids: [id] }), table: 'loan_detail' },
  { method: 'PATCH', url: () => '/api/loan_detail/generate/invoices', body: (id) => ({ ids: [id] }), table: 'loan_detail', several: true },
  { method: 'POST', url: () => '/api/payments', body: (id) => ({ investment_detail_id: id, paid_at: '2026-02-16' }), table: 'investment_detail', where: 'paid_at is null' },
  { method: 'PATCH', url: (id) => `/api/investment/${id}/close`, body: () => ({ date_payment: '2026-02-16' }), table: 'investment' },
  { method: 'DELETE', url: (id) => `/api/investment/${id}`, body: () => undefined, table: 'investment' },
  { method: 'POST', url: () => '/api/forward/exit', body: (id) => ({ id }), table: 'forward_open' },
  { method: 'POST', url: () => '/api/forward/partial', body: (id) => ({ id, amountUSD: '100' }), table: 'forward_open' },
  { method: 'PATCH', url: (id) => `/api/forward/liquidate/${id}`, body: () => undefined, table: 'forward_open' },
  { method: 'PATCH', url: () => '/api/user_settings', body: () => ({ language: 'en' }), table: 'users', where: "email = 'root@caudal.mx'" },
];

/** Write operations that change no record a person read, so take no version (writes: 'none', and the request decision). */
const NO_RECORD_READ: string[] = [
  'PATCH /api/notifies/read',
  'PATCH /api/notifies/{id}/read',
  'PATCH /api/profile/password',
  'PATCH /api/profile/requests/{id}',
  'POST /api/app/forex-quoutes',
  'POST /api/app/forex-quoutes/formExcel',
  'POST /api/application',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/password_recovery',
  'POST /api/auth/resend',
  'POST /api/auth/verificate',
  'POST /api/calculator',
  'POST /api/calculator/notify',
  'POST /api/calculator/pdf',
  'POST /api/currency',
  'POST /api/document',
  'POST /api/exchange_rate',
  'POST /api/expenses',
  'POST /api/file',
  'POST /api/forward/graph',
  'POST /api/forward/notify',
  'POST /api/forwards/const',
  'POST /api/forwards/projection/formExcel',
  'POST /api/inpc',
  'POST /api/investment',
  'POST /api/investment_detail',
  'POST /api/invoicing/reconcile',
  'POST /api/loan',
  'POST /api/loan_detail',
  'POST /api/module',
  'POST /api/notification',
  'POST /api/pdf/create',
  'POST /api/permission',
  'POST /api/retention_certificates/issue',
  'POST /api/role',
  'POST /api/sms_log',
  'POST /api/status',
  'POST /api/user',
  'POST /api/user_document',
  // Records created: the ERP's (decision 241), a payout run, a machine's account, a CSD, the month's statements.
  'POST /api/agent',
  'POST /api/company',
  'POST /api/customer',
  'POST /api/payout_runs',
  'POST /api/service_accounts',
  'POST /api/fiscal_identity/csd',
  'POST /api/investor_statements/generate',
  // The firm's switch for editing the ERP's records by hand: a setting, audited, not a record a person edits.
  'PUT /api/firm-settings',
];

interface Operation {
  description?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, Record<string, unknown>> } }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** The `version` property of an operation's JSON body, as the OpenAPI document shows it. */
const bodyVersion = (operation: Operation) => operation.requestBody?.content?.['application/json']?.schema?.properties?.version;

/** An import's rows carry the versions read at its preview, compared again when applied (docs/decisions/240). */
const IMPORT_ROUTE = /^POST \/api\/[a-z_]+\/import(\/file|\/jobs\/\{id\}\/apply)?$/;

async function someRow(route: VersionedRoute): Promise<{ id: number; version: number } | undefined> {
  const deleted = (await t.database.query(`select 1 from information_schema.columns where table_name = $1 and column_name = 'deleted_at'`, [route.table])).length > 0;
  const conditions = [route.where, deleted ? 'deleted_at is null' : undefined].filter(Boolean).join(' and ');
  const [row] = await t.database.query<{ id: number; version: number }>(`select id, version from ${route.table} ${conditions ? `where ${conditions}` : ''} order by id limit 1`);
  return row;
}

const send = (route: VersionedRoute, id: number, version: number) => {
  const body = route.body(id);
  const payload = route.several ? { ...body, versions: { [id]: version } } : body;
  return t.app.inject({ method: route.method, url: route.url(id), payload, headers: route.several ? {} : { 'if-match': `W/"${version}"` } });
};

describe.each(ROUTES.map((route) => [`${route.method} ${route.url(0).replace('/0', '/{id}')}${route.several ? ' (versions)' : ''}`, route] as const))('%s', (_name, route) => {
  it('refuses a version changed since (on another server, by a script): 409 with the current one, nothing written', async () => {
    const row = await someRow(route);
    expect(row, `a ${route.table} row to act on`).toBeDefined();
    const read = row!.version;
    // Another person's change: a plain UPDATE, its version raised by the trigger.
    await t.database.query(`update ${route.table} set version = version where id = $1`, [row!.id]);
    const before = await t.database.query(`select * from ${route.table} where id = $1`, [row!.id]);
    const audits = await auditCount(t.database);

    const stale = await send(route, row!.id, read);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({ message: STALE, version: read + 1 });
    expect(await t.database.query(`select * from ${route.table} where id = $1`, [row!.id])).toEqual(before);
    expect(await auditCount(t.database)).toBe(audits);

    // The current version passes the precondition (the route may still refuse for reasons of its own).
    const current = await send(route, row!.id, read + 1);
    expect(current.statusCode === 409 ? current.json().message : 'not stale', current.body).not.toBe(STALE);
  });
});

describe('the declaration', () => {
  it('a write route that declares nothing stops the start, naming it', async () => {
    const app = Fastify();
    requireWriteDeclarations(app, {});
    const starting = (async () => {
      await app.register(async (api) => {
        api.post('/forgotten', async () => ({}));
      }, { prefix: '/api' });
      await app.ready();
    })();
    await expect(starting).rejects.toThrow(/POST \/api\/forgotten: no `writes` in the route's config/);
  });

  it('a route that says it compares its body\'s version, with a body schema without one, stops the start', async () => {
    const app = Fastify();
    requireWriteDeclarations(app, {});
    const starting = (async () => {
      await app.register(async (api) => {
        api.post('/forgetful', { config: { writes: comparesVersion('payout_run', z.strictObject({ reason: z.string() })) } }, async () => ({}));
      }, { prefix: '/api' });
      await app.ready();
    })();
    await expect(starting).rejects.toThrow(/POST \/api\/forgetful declares it compares the payout_run version of its body, but its body schema has no `version`/);
  });

  it('every write operation of the OpenAPI document takes a version (If-Match or its body\'s `version`), but those that change no record a person read', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
    const withoutVersion: string[] = [];
    const inBody: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        const name = `${method.toUpperCase()} ${path}`;
        const header = (operation.parameters ?? []).some((p) => p.in === 'header' && p.name === 'if-match');
        const body = bodyVersion(operation);
        if (body && !header) inBody.push(name);
        if (!header && !body) withoutVersion.push(name);
      }
    }
    // Each creates a record, signs in or out, simulates, or marks one's own notices read; the profile request's
    // decision is one conditional write on the request's status (a request is never edited: a new one replaces it).
    const imports = withoutVersion.filter((operation) => IMPORT_ROUTE.test(operation));
    expect(imports, 'the customers import at least').toContain('POST /api/customer/import');
    expect(withoutVersion.filter((operation) => !IMPORT_ROUTE.test(operation)).sort()).toEqual([...NO_RECORD_READ].sort());
    // Those that read the version from their body alone say so, with the body their own schema parses.
    for (const name of inBody) {
      const [method, path] = name.split(' ') as [string, string];
      const operation = document.paths[path]![method.toLowerCase()]!;
      expect(operation.description, name).toMatch(/Takes the version of the \w+ record/);
      expect(bodyVersion(operation), name).toMatchObject({ type: 'integer' });
    }
    expect(inBody.length, 'a payout run\'s decisions, a machine account\'s rotation, the fiscal identity at least').toBeGreaterThanOrEqual(8);
  });

  it('the OpenAPI document says, per operation, which record version it takes, with If-Match', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, method, entity] of [['/api/loan/recalculate', 'post', 'loan'], ['/api/loan/charge', 'post', 'loan'], ['/api/loan_detail/generate/invoices', 'patch', 'loan_detail'], ['/api/payments', 'post', 'investment_detail'], ['/api/forward/exit', 'post', 'forward_open'], ['/api/user_settings', 'patch', 'user']] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation?.description, `${method} ${path}`).toContain(`Takes the version of the ${entity} record(s) it changes`);
      expect(operation.parameters.some((p: { in: string; name: string }) => p.in === 'header' && p.name === 'if-match'), `${method} ${path} If-Match`).toBe(true);
    }
  });
});
