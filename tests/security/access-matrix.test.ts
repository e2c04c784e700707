/**
 * The access matrix, generated from the route table the server built: every route x every identity
 * (signed out, Root, Admin, Gestor, investor, Cliente) x every spelling of its path. The plain spelling
 * must get exactly what the route's declaration and the permission table promise (and never a 5xx);
 * any other spelling must be refused (404) before a handler, unless it is the same path once the URL is
 * normalised (a dot segment) or a plain path of its own (upper case), in which case it may get no more
 * than the route's declaration allows.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../schemas/index.ts';
import { isCanonicalPath } from '../../server/http/canonical-path.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn } from '../helpers/sign-in.ts';
import { ACCOUNTS, readGrants, signInEveryone, SUITE_ENV, type Grants, type Identity } from './support/identities.ts';
import { makeBuiltApp } from './support/built-app.ts';
import { recordFigures } from './support/report.ts';
import { expectedAccess, outcomeOf, routeProbes, type RouteProbe } from './support/route-probes.ts';
import { SPELLINGS } from './support/spellings.ts';

let t: TestApp;
let identities: Identity[];
let grants: Grants;
let staticDir: string;
const totals = { tried: 0, violations: 0, routes: 0 };

beforeAll(async () => {
  // A built app to serve, so the app's own routes (/, its files, the page fallback) are in the table too.
  staticDir = await makeBuiltApp();
  t = await createTestApp({ signInAs: null, env: SUITE_ENV, staticDir });
  identities = await signInEveryone(t);
  grants = await readGrants(t);
});

afterAll(async () => {
  recordFigures('access matrix (routes x identities x spellings)', { tried: totals.tried, violations: totals.violations, detail: `${totals.routes} routes, ${identities?.length ?? 0} identities, ${SPELLINGS.length + 1} spellings` });
  await t?.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** Sign-out ends the identity's session: it goes last. */
const lastOfAll = (probe: RouteProbe) => (probe.route === '/api/auth/logout' ? 1 : 0);

function normalisedPath(path: string): string {
  return new URL(`http://caudal.test${path}`).pathname;
}

async function statusOf(identity: Identity, probe: RouteProbe, path: string): Promise<number> {
  const body = probe.method === 'GET' || probe.method === 'DELETE' ? undefined : {};
  const response = await identity.client.inject({ method: probe.method as 'GET', url: path, ...(body ? { payload: body } : {}) });
  return response.statusCode;
}

describe('every route, every identity, every spelling', () => {
  it.each(['visitor', 'root', 'admin', 'gestor', 'investor', 'client'])('as %s: exactly what is declared, and nothing through another spelling', async (name) => {
    const identity = identities.find((i) => i.name === name)!;
    const probes = routeProbes(t.app).sort((a, b) => lastOfAll(a) - lastOfAll(b));
    totals.routes = probes.length;
    const violations: string[] = [];
    for (const probe of probes) {
      const expected = expectedAccess(probe, identity, grants, entities);
      // Other spellings first: a refused one changes nothing, and the plain one may (a sign-out).
      for (const spelling of SPELLINGS) {
        const spelled = spelling.spell(probe.path);
        if (spelled === undefined || spelled === probe.path) continue;
        totals.tried++;
        const status = await statusOf(identity, probe, spelled);
        // A spelling that is itself a plain path (upper case) names another resource, such as a page
        // the app's fallback serves: it may answer only what the route's own declaration allows.
        const mayAnswer = normalisedPath(spelled) === probe.path || isCanonicalPath(spelled);
        const fine = status === 404 || (mayAnswer && outcomeOf(status) === expected);
        if (!fine) violations.push(`${probe.method} ${spelled} (${spelling.name}): ${status}, expected 404${mayAnswer ? ` or ${expected}` : ''}`);
      }
      totals.tried++;
      const status = await statusOf(identity, probe, probe.path);
      if (outcomeOf(status) !== expected) violations.push(`${probe.method} ${probe.path}: ${status}, expected ${expected}`);
    }
    totals.violations += violations.length;
    expect(violations).toEqual([]);
  });
});

describe('the Bitácora: Root and Admin only, as the seeded grants and the server say', () => {
  const promised = { visitor: 401, root: 'allowed', admin: 'allowed', gestor: 403, investor: 403, client: 403 } as const;

  it.each(Object.entries(promised))('GET /api/audit_log as %s: %s', async (name, expected) => {
    // The matrix above signed everyone out last: a session of its own.
    const account = ACCOUNTS[name as keyof typeof ACCOUNTS];
    const signedIn = account ? await signIn(t.app, account) : undefined;
    const identity: Identity = signedIn
      ? { name: name as Identity['name'], roleId: signedIn.session.user.role_id, userId: signedIn.session.user.id, client: signedIn }
      : identities.find((i) => i.name === 'visitor')!;
    const probe = routeProbes(t.app).find((p) => p.method === 'GET' && p.route === '/api/audit_log');
    expect(probe).toBeDefined();
    // The matrix above expects what the grants say; this pins what they must say for the audit trail.
    expect(expectedAccess(probe!, identity, grants, entities)).toBe(expected);
    expect(outcomeOf(await statusOf(identity, probe!, '/api/audit_log'))).toBe(expected);
  });
});
