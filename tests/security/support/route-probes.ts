/**
 * The suite's routes come from the route table the server itself built (app.routeTable), never from a
 * list written by hand: a route added tomorrow is probed tomorrow. Each becomes a harmless request
 * (ids that do not exist, empty bodies) and the access its declaration promises.
 */
import type { FastifyInstance } from 'fastify';
import type { Action, Entity } from '../../../schemas/framework/define-entity.ts';
import { ROLE } from '../../../schemas/role.ts';
import { entityRequirement } from '../../../server/auth/access.ts';
import { accessOf } from '../../../server/auth/route-access.ts';
import type { Grants, Identity } from './identities.ts';

export const MISSING_ID = '999999999';

export interface RouteProbe {
  method: string;
  /** The route as registered (`/api/user/:id`). */
  route: string;
  /** A concrete path for it. */
  path: string;
  config: Record<string, unknown>;
}

/** Concrete values for the parameters routes use. */
function fill(route: string): string {
  return route
    .replace(/:id\b/g, MISSING_ID)
    .replace(/:key\b/g, '0123456789abcdef0123456789abcdef.pdf')
    .replace(/:[A-Za-z_]+/g, '1')
    .replace(/\*$/, 'index.css');
}

/** Every route but the HEAD twins of GETs (same handler, same decision). */
export function routeProbes(app: FastifyInstance): RouteProbe[] {
  const seen = new Set<string>();
  const probes: RouteProbe[] = [];
  for (const entry of app.routeTable) {
    const methods = entry.method.split(',');
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${entry.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      probes.push({ method, route: entry.url, path: fill(entry.url), config: (entry.options.config ?? {}) as Record<string, unknown> });
    }
  }
  return probes;
}

export type Expected = 'allowed' | 401 | 403;

/** What the route's declaration and the permission table say this identity gets. */
export function expectedAccess(probe: RouteProbe, identity: Identity, grants: Grants, entities: Record<string, Entity>): Expected {
  const access = accessOf(probe.config);
  if (!access) throw new Error(`${probe.method} ${probe.route} has no access declaration`);
  if (access.kind === 'public') return 'allowed';
  if (identity.roleId === null) return 401;
  if (access.kind === 'signedIn' || identity.roleId === ROLE.root) return 'allowed';
  // Operator routes (/metrics): Root or the operator's token; no permission row grants them.
  if (access.kind === 'operator') return 403;
  const entity = access.entity ? entities[access.entity] : undefined;
  const requirement = entity ? entityRequirement(entity, access.action as Action) : { modules: [access.module!], actions: [access.action as Action], anySignedIn: false };
  const byModule = grants.get(identity.roleId);
  const ownFlag = requirement.anySignedIn || requirement.modules.some((module) => requirement.actions.some((action) => byModule?.get(module)?.has(action)));
  // A second screen the declaration names (alsoRequires): read and its flag there as well.
  const secondScreen = !access.also || (byModule?.get(access.also.module)?.has('read') && byModule.get(access.also.module)!.has(access.also.action));
  return ownFlag && secondScreen ? 'allowed' : 403;
}

/** How an answer reads against that promise: past the access check, refused, or broken (419 to a browser that sent its token, any 5xx). */
export function outcomeOf(status: number): Expected | 419 | 'server-error' {
  if (status >= 500) return 'server-error';
  if (status === 401 || status === 403 || status === 419) return status;
  return 'allowed';
}
