/**
 * Server-enforced access (docs/decisions/006): on every /api request the CSRF check (non-GET), the
 * session (401 without, 419 expired) and the route's permission (403, audited). Routes say what they
 * need in their config: `public`, `signedIn`, or `module` + `action` (generic CRUD routes also name
 * their `entity`, whose owner field scopes investors' and clients' rows).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import { ownerCondition } from '../../schemas/framework/owner-scope.ts';
import { ROLE } from '../../schemas/role.ts';
import { createSmsGateway, type SmsGateway } from '../adapters/sms-gateway.ts';
import { writeAudit } from '../crud/audit.ts';
import { HttpError } from '../http/errors.ts';
import { allows, entityRequirement, isAction, NO_FLAGS, OWNER_SCOPED_ROLES, type Requirement } from './access.ts';
import { clearSessionCookie, ensureXsrfCookie, isSafeMethod, SESSION_COOKIE, xsrfMatches } from './cookies.ts';
import { flagsFor } from './permission-store.ts';
import { findSession, touchSession, type SessionRecord } from './session-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** /api routes that declare neither `public`, `signedIn` nor `module` + `action`: only Root may call them. */
    routesWithoutAccess: string[];
    /** Where codes, temporary passwords and notices to phones go (SMS_DRIVER). */
    sms: SmsGateway;
    /** Refuses (403, audited) unless the signed-in role meets the requirement; for routes whose module depends on the request. */
    authorize(request: FastifyRequest, requirement: Requirement): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in session; null on public routes and outside /api. */
    session: SessionRecord | null;
  }
  interface FastifyContextConfig {
    /** Any signed-in user may call it (their own session, settings, logout). */
    signedIn?: boolean;
  }
}

export interface AuthPluginOptions {
  /** Every entity, including ones registered by tests: a route's `entity` is looked up here. */
  entities: Record<string, Entity>;
}

/** The API description stays readable without signing in. */
const PUBLIC_PREFIXES = ['/api/docs', '/api/openapi.json'];
/** A session is touched (idle expiry moved) at most this often, to spare a write per request. */
const TOUCH_EVERY_MS = 60_000;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
const isPublicPath = (url: string) => PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

async function authPluginBody(app: FastifyInstance, options: AuthPluginOptions) {
  const idleMs = app.config.SESSION_IDLE_MINUTES * 60_000;
  const entityOf = (request: FastifyRequest): Entity | undefined => {
    const name = request.routeOptions.config?.entity;
    return typeof name === 'string' ? options.entities[name] : undefined;
  };

  /** The route's requirement; undefined when it declares none (then only Root may call it). */
  function requirementOf(request: FastifyRequest): Requirement | undefined {
    const config = request.routeOptions.config ?? {};
    const action = isAction(config.action) ? config.action : undefined;
    if (!action) return undefined;
    const entity = entityOf(request);
    if (entity) return entityRequirement(entity, action);
    return config.module ? { modules: [config.module], actions: [action] } : undefined;
  }

  async function sessionOf(request: FastifyRequest, reply: Parameters<typeof clearSessionCookie>[1]): Promise<SessionRecord> {
    const secret = request.cookies[SESSION_COOKIE];
    const record = secret ? await findSession(app.database.db, secret) : undefined;
    if (!record || record.userDeleted) throw new HttpError(401, 'No autenticado');
    const now = new Date();
    if (now >= record.idleExpiresAt || now >= record.absoluteExpiresAt) {
      // The browser shows "Se necesita recargar la página."; after the reload it has no session (401) and signs in.
      clearSessionCookie(request, reply);
      throw new HttpError(419, 'Sesión expirada');
    }
    if (now.getTime() - record.lastSeenAt.getTime() >= TOUCH_EVERY_MS) record.idleExpiresAt = await touchSession(app.database.db, record.id, now, idleMs);
    return record;
  }

  async function authorize(request: FastifyRequest, requirement: Requirement | undefined): Promise<void> {
    const session = request.session;
    if (!session) throw new HttpError(401, 'No autenticado');
    const roleId = session.user.role_id;
    if (roleId === ROLE.root) return;
    if (requirement) {
      const flags = requirement.anySignedIn ? NO_FLAGS : await flagsFor(app.database.db, roleId, requirement.modules);
      if (allows(roleId, requirement, flags)) return;
    }
    await writeAudit(app.database.db, request.actor, {
      entity: entityOf(request)?.name ?? 'route',
      entityId: null,
      action: 'forbidden',
      after: { method: request.method, route: request.routeOptions.url ?? request.url, role_id: roleId, modules: requirement?.modules ?? [], actions: requirement?.actions ?? [] },
    });
    throw new HttpError(403, 'No tienes permiso para esta acción');
  }

  app.decorate('sms', createSmsGateway(app.config, app.database));
  app.decorateRequest('session', null);
  app.decorate('authorize', (request: FastifyRequest, requirement: Requirement) => authorize(request, requirement));
  app.decorate('rowScope', (request: FastifyRequest, entity: Entity) => {
    const session = request.session;
    if (!session || !OWNER_SCOPED_ROLES.has(session.user.role_id)) return undefined;
    // The owner field, or the chain of ownedThrough references to it (a loan detail -> loan -> customer).
    return ownerCondition(entity, session.user.id);
  });

  // A route that says nothing about access is closed to all but Root; say so at start rather than in production.
  app.decorate('routesWithoutAccess', [] as string[]);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as Record<string, unknown>;
    if (!isApiPath(route.url) || isPublicPath(route.url) || config.public || config.signedIn || (config.action && (config.module || config.entity))) return;
    app.routesWithoutAccess.push(`${String(route.method)} ${route.url}`);
  });
  app.addHook('onReady', async () => {
    if (app.routesWithoutAccess.length > 0) app.log.warn({ routes: app.routesWithoutAccess }, 'routes without module/action, public or signedIn: only Root may call them');
  });

  app.addHook('onRequest', async (request, reply) => {
    ensureXsrfCookie(request, reply);
    if (!isApiPath(request.url) || request.is404) return;
    if (!isSafeMethod(request.method) && !xsrfMatches(request)) throw new HttpError(419, 'CSRF token mismatch');
    const config = request.routeOptions.config ?? {};
    if (config.public || isPublicPath(request.url)) return;
    request.session = await sessionOf(request, reply);
    request.actor = { ...request.actor, userId: request.session.user.id };
    if (config.signedIn) return;
    await authorize(request, requirementOf(request));
  });

  // Investors and clients write only their own records: the owner field is theirs, whatever they sent.
  app.addHook('preHandler', async (request) => {
    const session = request.session;
    const entity = entityOf(request);
    if (!session || !entity?.owner || entity.owner === 'id' || !OWNER_SCOPED_ROLES.has(session.user.role_id)) return;
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    if (request.method === 'POST' || entity.owner in body) (body as Record<string, unknown>)[entity.owner] = session.user.id;
  });
}

export const authPlugin = fp(authPluginBody, { name: 'caudal-auth', dependencies: ['@fastify/cookie'] });
