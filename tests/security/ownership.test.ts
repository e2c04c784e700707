/**
 * Row-level ownership (docs/decisions/006): investors and clients reach only their own records. For
 * every route with an `:id` in the route table, as each owner-scoped identity, a record that belongs to
 * someone else must answer 403 or 404 (405 where the method is not offered) and change nothing, and a record of their own must
 * be readable. Who owns a record is worked out here in SQL from the schema's owner declarations, not by
 * the server's own owner-scope code. A new `:id` route this file cannot place fails the suite until it
 * is classified below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities as declared } from '../../schemas/index.ts';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { readGrants, signInEveryone, SUITE_ENV, type Grants, type Identity } from './support/identities.ts';
import { recordFigures } from './support/report.ts';
import { expectedAccess, routeProbes, type RouteProbe } from './support/route-probes.ts';

/** By name, as routes and declarations name them. */
const entities: Record<string, Entity> = declared;

let t: TestApp;
let identities: Identity[];
let grants: Grants;
const figures = { tried: 0, violations: 0, routes: 0 };

beforeAll(async () => {
  t = await createTestApp({ signInAs: null, env: SUITE_ENV });
  identities = await signInEveryone(t);
  grants = await readGrants(t);
  // Retention certificates of the seeded investors' last year, so their routes are probed on records.
  await issueRetentionCertificates(t, identities.find((i) => i.name === 'root')!);
});

async function issueRetentionCertificates(app: TestApp, root: Identity): Promise<void> {
  for (let m = 0; m < 36; m++) await app.database.query(`insert into inpc (month, value, source) values ($1, $2, 'test') on conflict (month) do nothing`, [`${2024 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`, (135 + m * 0.3).toFixed(3)]);
  const year = new Date().getFullYear() - 1;
  const answer = await root.client.inject({ method: 'POST', url: '/api/retention_certificates/issue', payload: { year } });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().data.issued).toBeGreaterThan(0);
}

afterAll(async () => {
  recordFigures('row ownership probes (investor, Cliente, own notifications)', { tried: figures.tried, violations: figures.violations, detail: `${figures.routes} :id routes` });
  await t?.close();
});

/** `:id` routes whose id is not the record of the entity their path or declaration names. */
const ID_MEANS: Record<string, string | 'not owned'> = {
  '/api/forward/liquidate/:id': 'forward_open',
  '/api/notifies/:id/read': 'user_notification',
  '/api/forwards/const/:id': 'not owned', // a catalogue of constants
  '/api/permission/:id/modules': 'not owned', // a role's grants (administrators only)
  '/api/profile/requests/:id': 'not owned', // change requests, reviewed by administrators
  '/api/retention_certificates/:id/cancel': 'retention_certificate',
  '/api/retention_certificates/:id/correct': 'retention_certificate',
  // Payout runs hold every investor's lines: staff only (tests/security/payout-runs.test.ts).
  '/api/payout_runs/:id': 'not owned',
  '/api/payout_runs/:id/approve': 'not owned',
  '/api/payout_runs/:id/reject': 'not owned',
  '/api/payout_runs/:id/export': 'not owned',
  '/api/payout_runs/:id/settle': 'not owned',
  '/api/payout_runs/:id/lines/:line/settle': 'not owned',
  // A machine's account is the firm's, not a person's: Root alone reaches these (tests/security/service-tokens.test.ts).
  '/api/service_accounts/:id/rotate': 'not owned',
  '/api/service_accounts/:id/revoke': 'not owned',
};

/** Tables whose records belong to one user whatever their role (every person's own notifications). */
const PERSONAL_TABLES: Record<string, string> = { user_notification: 'select id, user_id as owner from user_notification' };

function entityOfRoute(probe: RouteProbe): string | 'not owned' | undefined {
  if (probe.route in ID_MEANS) return ID_MEANS[probe.route];
  if (typeof probe.config.entity === 'string') return probe.config.entity;
  const first = /^\/api\/([a-z_]+)\//.exec(probe.route)?.[1];
  return first && first in entities ? first : undefined;
}

/** SQL answering (id, owner) for an entity, following ownedThrough references to the owner field. */
function ownerSql(entity: Entity): string | undefined {
  if (entity.owner === 'id') return `select id, id as owner from "${entity.tableName}"`;
  if (entity.owner) return `select id, "${entity.owner}" as owner from "${entity.tableName}"`;
  if (!entity.ownedThrough) return undefined;
  const meta = (entity.fields as Record<string, FieldMeta>)[entity.ownedThrough]!;
  const parent = ownerSql(meta.reference!() as Entity);
  return parent && `select e.id, p.owner from "${entity.tableName}" e left join (${parent}) p on p.id = e."${entity.ownedThrough}"`;
}

async function idsOf(sql: string, userId: number): Promise<{ foreign?: number; own?: number }> {
  const [foreign] = await t.database.query<{ id: string }>(`select id from (${sql}) x where owner is distinct from $1 order by id limit 1`, [userId]);
  const [own] = await t.database.query<{ id: string }>(`select id from (${sql}) x where owner = $1 order by id limit 1`, [userId]);
  return { foreign: foreign ? Number(foreign.id) : undefined, own: own ? Number(own.id) : undefined };
}

function pathWith(probe: RouteProbe, id: number): string {
  return probe.route.replace(':id', String(id)).replace(/:key\b/, '0123456789abcdef0123456789abcdef.pdf');
}

async function send(identity: Identity, probe: RouteProbe, path: string) {
  const payload = probe.method === 'GET' || probe.method === 'DELETE' ? undefined : {};
  return identity.client.inject({ method: probe.method as 'GET', url: path, ...(payload ? { payload } : {}) });
}

describe('someone else’s records stay out of reach', () => {
  it('every :id route is placed (an entity, a personal table, or not owned)', () => {
    const unplaced = routeProbes(t.app).filter((p) => p.route.includes(':id')).filter((p) => entityOfRoute(p) === undefined).map((p) => `${p.method} ${p.route}`);
    expect(unplaced).toEqual([]);
  });

  it.each(['investor', 'client', 'gestor'])('as %s', async (name) => {
    const identity = identities.find((i) => i.name === name)!;
    const ownerScoped = name !== 'gestor';
    const probes = routeProbes(t.app).filter((p) => p.route.includes(':id'));
    figures.routes = probes.length;
    const violations: string[] = [];
    let ownRead = 0;
    for (const probe of probes) {
      const target = entityOfRoute(probe);
      if (target === 'not owned' || target === undefined) continue;
      const sql = PERSONAL_TABLES[target] ?? (ownerScoped ? ownerSql(entities[target]!) : undefined);
      if (!sql) continue;
      // A route the role may not use at all is the access matrix's subject.
      if (expectedAccess(probe, identity, grants, entities) !== 'allowed') continue;
      const { foreign, own } = await idsOf(sql, identity.userId!);
      if (foreign !== undefined) {
        const before = JSON.stringify(await t.database.query(`select * from (${sql}) x join "${entities[target]?.tableName ?? target}" r on r.id = x.id where x.id = $1`, [foreign]));
        const response = await send(identity, probe, pathWith(probe, foreign));
        figures.tried++;
        const after = JSON.stringify(await t.database.query(`select * from (${sql}) x join "${entities[target]?.tableName ?? target}" r on r.id = x.id where x.id = $1`, [foreign]));
        if (![403, 404, 405].includes(response.statusCode) || before !== after) violations.push(`${probe.method} ${pathWith(probe, foreign)} (someone else’s ${target}): ${response.statusCode}${before !== after ? ', changed it' : ''}`);
      }
      if (own !== undefined && probe.method === 'GET' && !probe.route.includes(':key')) {
        const response = await send(identity, probe, pathWith(probe, own));
        figures.tried++;
        ownRead++;
        if (response.statusCode !== 200) violations.push(`GET ${pathWith(probe, own)} (their own ${target}): ${response.statusCode}`);
      }
    }
    figures.violations += violations.length;
    expect(violations).toEqual([]);
    // The probe is not empty: an owner-scoped role reads at least one record of its own by id.
    if (ownerScoped) expect(ownRead).toBeGreaterThan(0);
  });
});

/** The ids a probe answered, or why it answered none. */
type ReadIds = (identity: Identity, probe: RouteProbe) => Promise<number[] | { refused: string } | undefined>;

/**
 * Every probe the identity may read holds only its own rows: each answer's ids checked against the
 * records' owners in SQL. Counts into the figures; fails listing every row of someone else's.
 */
async function expectOnlyOwnRows(identity: Identity, probes: RouteProbe[], readIds: ReadIds): Promise<void> {
  const violations: string[] = [];
  let rowsSeen = 0;
  for (const probe of probes) {
    const entity = entities[probe.config.entity as string]!;
    const sql = ownerSql(entity);
    if (!sql || expectedAccess(probe, identity, grants, entities) !== 'allowed') continue;
    const ids = await readIds(identity, probe);
    figures.tried++;
    if (ids === undefined) continue;
    if (!Array.isArray(ids)) {
      violations.push(`GET ${probe.path}: ${ids.refused}`);
      continue;
    }
    rowsSeen += ids.length;
    if (ids.length === 0) continue;
    const others = await t.database.query<{ id: string }>(`select id from (${sql}) x where id = any($1) and owner is distinct from $2`, [ids, identity.userId]);
    if (others.length > 0) violations.push(`GET ${probe.path}: someone else’s ${entity.name} ${others.map((o) => o.id).join(', ')}`);
  }
  figures.violations += violations.length;
  expect(violations).toEqual([]);
  expect(rowsSeen).toBeGreaterThan(0);
}

const listIds: ReadIds = async (identity, probe) => {
  const response = await identity.client.inject({ method: 'GET', url: `${probe.path}?take=500` });
  // Generic lists answer { result, total }; a few domain lists answer { data: [...] }.
  const body = response.json() as { result?: { id?: number }[]; data?: unknown };
  const rows = body.result ?? (Array.isArray(body.data) ? (body.data as { id?: number }[]) : (body.data as { result?: { id?: number }[] } | undefined)?.result);
  if (response.statusCode !== 200 || !Array.isArray(rows)) return undefined;
  return rows.map((r) => r.id).filter((id): id is number => typeof id === 'number');
};

const exportIds: ReadIds = async (identity, probe) => {
  const response = await identity.client.inject({ method: 'GET', url: `${probe.path}?columns=id` });
  if (response.statusCode !== 200) return { refused: String(response.statusCode) };
  return response.body.replace(/^\uFEFF/, '').split('\r\n').slice(1).filter(Boolean).map(Number);
};

describe('lists show only their own records', () => {
  it.each(['investor', 'client'])('as %s, every row of every list it may read is its own', async (name) => {
    const identity = identities.find((i) => i.name === name)!;
    const lists = routeProbes(t.app).filter((p) => p.method === 'GET' && typeof p.config.entity === 'string' && !p.route.includes(':') && !p.route.endsWith('/export'));
    await expectOnlyOwnRows(identity, lists, listIds);
  });
});

describe('exports hold only their own records', () => {
  it('every export declares exactly the access of the list it exports', () => {
    const probes = routeProbes(t.app).filter((p) => p.method === 'GET');
    const exports = probes.filter((p) => p.route.endsWith('/export'));
    const mismatched = exports.filter((e) => {
      const list = probes.find((p) => p.route === e.route.slice(0, -'/export'.length));
      return !list || JSON.stringify(list.config) !== JSON.stringify(e.config);
    });
    expect(exports.length).toBeGreaterThan(10);
    expect(mismatched.map((p) => p.route)).toEqual([]);
  });

  it.each(['investor', 'client'])('as %s, every row of every export it may read is its own', async (name) => {
    const identity = identities.find((i) => i.name === name)!;
    const exports = routeProbes(t.app).filter((p) => p.method === 'GET' && p.route.endsWith('/export') && typeof p.config.entity === 'string');
    expect(exports.length).toBeGreaterThan(10);
    await expectOnlyOwnRows(identity, exports, exportIds);
  });
});
