/**
 * The matrix `npm run access` prints (scripts/access-matrix.ts, docs/decisions/283) against the
 * declarations: the permission rows of a new database are exactly the declared grants, every module a
 * route names is declared, and for each role and each declared module and action one route of that
 * module, called through app.inject, answers 403 exactly when the declared matrix says no.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../../schemas/framework/define-entity.ts';
import type { RoleName } from '../../../schemas/framework/access.ts';
import { entities } from '../../../schemas/index.ts';
import { ROLE } from '../../../schemas/role.ts';
import { user } from '../../../schemas/user.ts';
import { declaredModules } from '../../../resources/modules.ts';
import { ACTIONS } from '../../../server/auth/access.ts';
import { demoPassword } from '../../../server/db/seed/seed-auth.ts';
import { declaredMatrix, enforcedMatrix, matrixAllows, PERMISSION_ROWS_SQL, routeRules, undeclaredModules, type Matrix, type PermissionRow, type RouteRule } from '../../../scripts/access-matrix.ts';
import { build } from '../../helpers/record-factory/record-factory.ts';
import { signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const ACCOUNTS: Record<RoleName, string> = {
  default: 'default@caudal.mx',
  root: 'root@caudal.mx',
  admin: 'admin@caudal.mx',
  gestor: 'gestor@caudal.mx',
  investor: 'inversionista@caudal.mx',
  client: 'cliente@caudal.mx',
};
const MISSING_ID = '999999999';

let t: TestApp;
let rules: RouteRule[];
const declared: Matrix = declaredMatrix();
let enforced: Matrix;
const clients = new Map<RoleName, SignedIn>();

beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
  rules = routeRules(t.app.routeTable, entities);
  enforced = enforcedMatrix(await t.database.query<PermissionRow>(PERMISSION_ROWS_SQL));
  const root = await signIn(t.app, ACCOUNTS.root);
  // The seed has no Default-role account: Root creates one, as an administrator would.
  const created = await root.call('POST', '/api/user', build(user, { email: ACCOUNTS.default, password: demoPassword(), role_id: ROLE.default, type: null }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  clients.set('root', root);
  for (const [role, email] of Object.entries(ACCOUNTS) as [RoleName, string][]) if (role !== 'root') clients.set(role, await signIn(t.app, email));
});

afterAll(async () => {
  await t?.close();
});

const cellOf = (matrix: Matrix, role: RoleName, module: string) => ACTIONS.filter((action) => matrix.get(role)?.get(module)?.has(action));
const modules = declaredModules().map(({ module }) => module.route);
const roles = Object.keys(ROLE) as RoleName[];

describe('the matrix the server enforces', () => {
  it('holds on a new database exactly what the declarations grant, for every role and module', () => {
    const drift = modules.flatMap((module) => roles.flatMap((role) => {
      const [held, promised] = [cellOf(enforced, role, module), cellOf(declared, role, module)];
      return held.join() === promised.join() ? [] : [`${role} on ${module}: holds [${held}], declared [${promised}]`];
    }));
    expect(drift).toEqual([]);
    const extra = [...new Set([...enforced.values()].flatMap((byModule) => [...byModule.keys()]))].filter((module) => !modules.includes(module));
    expect(extra, 'modules with permission rows that nothing declares').toEqual([]);
  });

  it('names in route configs only modules a declaration has', () => {
    expect(undeclaredModules(rules)).toEqual([]);
  });
});

/** One route per declared module and action: a GET if there is one, else one with an id to miss, else any. */
function routeFor(module: string, action: Action): RouteRule | undefined {
  const opening = rules.filter((rule) => rule.kind === 'permission' && !rule.requirement!.anySignedIn && rule.requirement!.modules.includes(module) && rule.requirement!.actions.includes(action));
  const rank = (rule: RouteRule) => (rule.requirement!.modules.length === 1 ? 0 : 4) + (rule.method === 'GET' ? 0 : rule.url.includes(':') ? 1 : 2);
  return opening.sort((a, b) => rank(a) - rank(b))[0];
}

const pairs = modules.flatMap((module) => ACTIONS.map((action) => [module, action] as const));

describe.each(roles)('as %s', (role) => {
  it('each declared module and action: one of its routes answers 403 exactly when the declared matrix says no', async () => {
    const client = clients.get(role)!;
    const wrong: string[] = [];
    let probed = 0;
    for (const [module, action] of pairs) {
      const rule = routeFor(module, action);
      if (!rule) continue;
      probed++;
      const url = rule.url.replace(/:id\b/g, MISSING_ID).replace(/:[A-Za-z_]+/g, '1');
      const body = rule.method === 'GET' || rule.method === 'DELETE' ? undefined : {};
      const answer = await client.call(rule.method as 'GET', url, body);
      const expected = matrixAllows(declared, role, rule.requirement!, rule.also) ? 'allowed' : 403;
      const got = answer.status === 403 ? 403 : [401, 419].includes(answer.status) ? answer.status : 'allowed';
      if (got !== expected) wrong.push(`${module} ${action}: ${rule.method} ${url} answered ${answer.status}, the declarations say ${expected}`);
    }
    expect(probed).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });
});
