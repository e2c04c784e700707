/**
 * The whole access matrix, generated from the seeded permissions: every role (and a visitor without a
 * session) against every generic route of every entity. Allowed means the request gets past the
 * permission check (any answer but 401/403/419); refused means 403 (401 without a session).
 * Requests are harmless: ids that do not exist and empty bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityList } from '../../../schemas/index.ts';
import type { Action, Entity } from '../../../schemas/framework/define-entity.ts';
import { ROLE } from '../../../schemas/role.ts';
import { user } from '../../../schemas/user.ts';
import { demoPassword } from '../../../server/db/seed/seed-auth.ts';
import { browser, signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { readGrants, type Grants } from '../../helpers/grants.ts';
import { build } from '../../helpers/record-factory/record-factory.ts';
import { undeclaredRoutes } from '../../../server/auth/route-access.ts';

const ACCOUNTS: Record<number, string> = {
  [ROLE.default]: 'default@caudal.mx',
  [ROLE.root]: 'root@caudal.mx',
  [ROLE.admin]: 'admin@caudal.mx',
  [ROLE.gestor]: 'gestor@caudal.mx',
  [ROLE.investor]: 'inversionista@caudal.mx',
  [ROLE.client]: 'cliente@caudal.mx',
};
const MISSING = 999999999;

interface Probe {
  operation: string;
  action: Action;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  payload?: unknown;
}

/** The generic routes of an entity (a domain route that replaces one is probed only for user, whose routes keep the entity's requirement). */
function probes(entity: Entity): Probe[] {
  const base = `/api/${entity.name}`;
  const all: Probe[] = [
    { operation: 'list', action: 'read', method: 'GET', url: base },
    { operation: 'one', action: 'read', method: 'GET', url: `${base}/${MISSING}` },
    { operation: 'create', action: 'create', method: 'POST', url: base, payload: {} },
    { operation: 'update', action: 'update', method: 'PUT', url: `${base}/${MISSING}`, payload: {} },
    { operation: 'delete', action: 'destroy', method: 'DELETE', url: `${base}/${MISSING}` },
  ];
  if (entity.softDelete) all.push({ operation: 'recovery', action: 'update', method: 'PATCH', url: `${base}/${MISSING}/recovery` });
  const byDomain = new Set<string>(entity.name === 'user' ? [] : entity.routesByDomain);
  return all.filter((p) => !byDomain.has(p.operation));
}

let t: TestApp;
const clients = new Map<number, SignedIn>();
/** role -> module route -> granted actions, from the permission table as seeded. */
let grants: Grants = new Map();

function expectedAllowed(roleId: number, entity: Entity, action: Action): boolean {
  if (roleId === ROLE.root) return true;
  if (action === 'read' && entity.lookup) return true;
  const byModule = grants.get(roleId) ?? new Map();
  return [entity.module, ...entity.sharedWith, ...(action === 'read' ? entity.readableFrom : [])].some((route) => byModule.get(route)?.has(action));
}

beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
  const root = await signIn(t.app, ACCOUNTS[ROLE.root]);
  // The seed has no Default-role account: Root creates one, as an administrator would.
  const created = await root.call('POST', '/api/user', build(user, { email: ACCOUNTS[ROLE.default], password: demoPassword(), role_id: ROLE.default, type: null }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  clients.set(ROLE.root, root);
  for (const [roleId, email] of Object.entries(ACCOUNTS)) {
    if (Number(roleId) !== ROLE.root) clients.set(Number(roleId), await signIn(t.app, email));
  }
  grants = await readGrants(t);
});

afterAll(async () => {
  await t?.close();
});

const entities = entityList.map((entity) => [entity.name, entity] as const);

describe('a visitor without a session', () => {
  it.each(entities)('gets 401 from every route of %s', async (_name, entity) => {
    const visitor = browser(t.app);
    for (const probe of probes(entity)) {
      const answer = await visitor.call(probe.method, probe.url, probe.payload);
      expect([probe.method, probe.url, answer.status]).toEqual([probe.method, probe.url, 401]);
    }
  });
});

describe.each(Object.entries(ACCOUNTS).map(([roleId, email]) => [Number(roleId), email] as const))('role %i (%s)', (roleId) => {
  it.each(entities)('on %s: exactly what the seeded permissions grant', async (_name, entity) => {
    const client = clients.get(roleId)!;
    const outcomes = [];
    for (const probe of probes(entity)) {
      const answer = await client.call(probe.method, probe.url, probe.payload);
      const allowed = expectedAllowed(roleId, entity, probe.action);
      outcomes.push({ probe: `${probe.method} ${probe.url}`, expected: allowed ? 'allowed' : 403, got: allowed && ![401, 403, 419].includes(answer.status) ? 'allowed' : answer.status });
    }
    expect(outcomes.filter((o) => o.got !== o.expected)).toEqual([]);
  });
});

describe('every route', () => {
  it('declares its access: public, signedIn, or a module and an action', () => {
    expect(undeclaredRoutes(t.app.routeTable)).toEqual([]);
  });
});

describe('refusals', () => {
  it('are audited with the role and the route', async () => {
    const investor = clients.get(ROLE.investor)!;
    const answer = await investor.call('GET', '/api/role');
    expect([answer.status, answer.body.message]).toEqual([403, 'No tienes permiso para esta acción']);
    const [row] = await t.database.query<{ entity: string; after: unknown; user_id: number }>(`select entity, after, user_id from audit_log where action = 'forbidden' order by id desc limit 1`);
    const after = (typeof row.after === 'string' ? JSON.parse(row.after) : row.after) as Record<string, unknown>;
    expect(row.entity).toBe('role');
    expect(after).toMatchObject({ method: 'GET', route: '/api/role', role_id: ROLE.investor });
    expect(row.user_id).toBe(investor.session.user.id);
  });

  it('the file upload checks the target entity (create or update); downloads need a session', async () => {
    const entity = entityList.find((e) => Object.values(e.fields).some((f) => f.kind === 'file'))!;
    const field = Object.entries(entity.fields).find(([, f]) => f.kind === 'file')![0];
    const url = `/api/file?entity=${entity.name}&field=${field}`;
    for (const [roleId, client] of clients) {
      const answer = await client.call('POST', url, {});
      const allowed = expectedAllowed(roleId, entity, 'create') || expectedAllowed(roleId, entity, 'update');
      expect([roleId, answer.status === 403 ? 'refused' : 'allowed']).toEqual([roleId, allowed ? 'allowed' : 'refused']);
    }
    expect((await browser(t.app).call('GET', '/api/files/no-such-file.pdf')).status).toBe(401);
    expect((await clients.get(ROLE.client)!.call('GET', '/api/files/no-such-file.pdf')).status).toBe(404);
  });
});
