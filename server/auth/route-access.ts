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
 * Modifiers: `passwordChange: true` lets a session opened with a temporary password call it (read the
 * profile, change the password); `csrf: true` asks for the X-XSRF-TOKEN header even on a GET.
 */
import type { FastifyContextConfig } from 'fastify';
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
  }
}

export type RouteAccess = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'operator' } | { kind: 'permission'; action: string; module?: string; entity?: string };

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
  return module || entity ? { kind: 'permission', action: c.action, module, entity } : undefined;
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
