/**
 * Every route says who may call it, in its config (docs/decisions/011). The server decides from the
 * route it matched, never from the URL text, and a route that says nothing stops the server at start.
 *
 * - `public: true`: anyone (sign-in, the app's files, the API description);
 * - `signedIn: true`: any signed-in user (their own session, settings, profile);
 * - `action` with `module` or `entity`: the role needs that flag on that module (spec section 6);
 * - `operator: true`: whoever runs the servers: Root's session, or `Authorization: Bearer METRICS_TOKEN`
 *   (a monitoring system, which has no session); anyone else 401 (no session, wrong token) or 403.
 *
 * Modifiers: `alsoRequires: { module, action }` on a permission route asks, besides its own flag, for
 * read and that flag on a second screen (an investment import also needs the payouts' Root flag,
 * docs/decisions/280), decided here with the rest so every door and every report reads the same rule;
 * `passwordChange: true` lets a session opened with a temporary password call it (read the
 * profile, change the password); `csrf: true` asks for the X-XSRF-TOKEN header even on a GET.
 */
import type { FastifyContextConfig } from 'fastify';
import type { Action } from '../../schemas/framework/define-entity.ts';
import { serverMessages, type ServerMessageKey } from '../i18n/messages.ts';
import { isAction } from './access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Any signed-in user may call it. */
    signedIn?: boolean;
    /** A session that must change its temporary password may still call it. */
    passwordChange?: boolean;
    /** Changes state although it is a GET (the spec's method): the CSRF header is required all the same. */
    csrf?: boolean;
    /** Root's session or the operator's bearer token (METRICS_TOKEN): /metrics. */
    operator?: boolean;
    /** Besides the route's own flag: read and `action` on `module` (Root passes). */
    alsoRequires?: AlsoRequired;
  }
}

/** A second screen's flag a permission route needs besides its own. */
export interface AlsoRequired {
  module: string;
  action: Action;
  /** The refusal's message when this is what is missing (the route's own words: "Tu rol no puede importar en esta lista"). */
  refusal?: ServerMessageKey;
}

export type RouteAccess = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'operator' } | { kind: 'permission'; action: string; module?: string; entity?: string; also?: AlsoRequired };

/** The route's declaration, or undefined when it has none (or a malformed one). */
export function accessOf(config: FastifyContextConfig | Record<string, unknown> | undefined): RouteAccess | undefined {
  const c = (config ?? {}) as Record<string, unknown>;
  const declared = [c.public === true, c.signedIn === true, c.operator === true, c.action !== undefined].filter(Boolean).length;
  if (declared !== 1) return undefined;
  if (c.public === true) return { kind: 'public' };
  if (c.signedIn === true) return { kind: 'signedIn' };
  if (c.operator === true) return { kind: 'operator' };
  if (!isAction(c.action)) return undefined;
  const module = typeof c.module === 'string' && c.module !== '' ? c.module : undefined;
  const entity = typeof c.entity === 'string' && c.entity !== '' ? c.entity : undefined;
  if (!module && !entity) return undefined;
  if (c.alsoRequires === undefined) return { kind: 'permission', action: c.action, module, entity };
  const also = c.alsoRequires as Partial<AlsoRequired> | null;
  // A malformed second requirement is no declaration: the server does not start on it.
  if (!also || typeof also.module !== 'string' || also.module === '' || !isAction(also.action)) return undefined;
  if (also.refusal !== undefined && !Object.hasOwn(serverMessages, also.refusal)) return undefined;
  return { kind: 'permission', action: c.action, module, entity, also: { module: also.module, action: also.action, ...(also.refusal ? { refusal: also.refusal } : {}) } };
}

/** One registered route, as the start-up check and the security tests walk them. */
export interface RouteEntry {
  method: string;
  url: string;
  /** The route's options object: scopes may still complete its config until the server is ready. */
  options: { config?: unknown };
}

export function undeclaredRoutes(routes: readonly RouteEntry[]): string[] {
  return routes.filter((route) => !accessOf(route.options.config as Record<string, unknown>)).map((route) => `${route.method} ${route.url}`);
}

export class UndeclaredRoutesError extends Error {
  constructor(readonly routes: string[]) {
    super(`These routes do not declare who may call them (public, signedIn, operator, or action with module or entity), so the server does not start:\n  ${routes.join('\n  ')}`);
  }
}
