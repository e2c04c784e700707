/**
 * Server-enforced access (docs/decisions/006 and 011). Every request is decided from the route Fastify
 * matched: its declaration (route-access.ts), then the session (401 without, 419 expired), the CSRF
 * token bound to that session (419), the temporary-password lock (403) and the role's permission on the
 * route's module (403, audited). Paths that are not canonical never reach a handler (404).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import { ownerCondition } from '../../schemas/framework/owner-scope.ts';
import { ROLE } from '../../schemas/role.ts';
import type { SmsGateway } from '../adapters/sms-gateway.ts';
import { createSmsGateway } from '../adapters/sms-gateway-choice.ts';
import { limitedSmsGateway } from '../adapters/sms-gateway-limited.ts';
import { writeAudit } from '../crud/audit.ts';
import { isCanonicalPath } from '../http/canonical-path.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import { allows, entityRequirement, NO_FLAGS, OWNER_SCOPED_ROLES, type Flags, type Requirement } from './access.ts';
import { clearSessionCookie, isSafeMethod, SESSION_COOKIE, setXsrfCookie, XSRF_COOKIE, XSRF_HEADER } from './cookies.ts';
import { isAnonymousCsrfToken, newAnonymousCsrfToken, sameToken, sessionCsrfToken } from './csrf.ts';
import { flagsFor } from './permission-store.ts';
import { accessOf, undeclaredRoutes, UndeclaredRoutesError, type AlsoRequired, type RouteAccess, type RouteEntry } from './route-access.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { findSession, touchSession, type SessionRecord } from './session-store.ts';
import { operatorTokenAccepted } from './operator-token.ts';
import { deriveKey } from './tokens.ts';
import { bearerRefusal, bearerTokenOf, serviceSession } from './service-bearer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with its declaration (the start-up check and tests/security walk it). */
    routeTable: RouteEntry[];
    /** Where codes, temporary passwords and notices to phones go (SMS_DRIVER). */
    sms: SmsGateway;
    /** Refuses (403, audited) unless the signed-in role meets the requirement; for routes whose module depends on the request. */
    authorize(request: FastifyRequest, requirement: Requirement): Promise<void>;
    /** The XSRF-TOKEN of a session (set at sign-in). */
    csrfTokenOf(session: Pick<SessionRecord, 'publicId'>): string;
    /** A new signed-out XSRF-TOKEN (set at sign-out). */
    newAnonymousCsrfToken(): string;
  }
  interface FastifyRequest {
    /** The signed-in session; null on public routes and outside /api. */
    session: SessionRecord | null;
  }
}

export interface AuthPluginOptions {
  /** Every entity, including ones registered by tests: a route's `entity` is looked up here. */
  entities: Record<string, Entity>;
  /** The SMS gateway to use instead of the one SMS_DRIVER chooses (tests capture the log driver's output). */
  sms?: SmsGateway;
}

/** A session is touched (idle expiry moved) at most this often, to spare a write per request. */
const TOUCH_EVERY_MS = 60_000;

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

async function authPluginBody(app: FastifyInstance, options: AuthPluginOptions) {
  const idleMs = app.config.SESSION_IDLE_MINUTES * 60_000;
  const csrfKey = deriveKey(app.authSecret, 'csrf');
  const csrfTokenOf = (session: Pick<SessionRecord, 'publicId'>) => sessionCsrfToken(csrfKey, session.publicId);
  const entityOf = (request: FastifyRequest): Entity | undefined => {
    const name = request.routeOptions.config?.entity;
    return typeof name === 'string' ? options.entities[name] : undefined;
  };

  function requirementOf(request: FastifyRequest, access: Extract<RouteAccess, { kind: 'permission' }>): Requirement {
    const entity = entityOf(request);
    if (entity) return entityRequirement(entity, access.action as never);
    return { modules: access.module ? [access.module] : [], actions: [access.action as never] };
  }

  const refreshAnonymousToken = (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAnonymousCsrfToken(csrfKey, request.cookies[XSRF_COOKIE])) setXsrfCookie(request, reply, newAnonymousCsrfToken(csrfKey));
  };

  /** The session, with the role's flags on `routes` read in the same statement. */
  async function sessionOf(request: FastifyRequest, reply: FastifyReply, routes: readonly string[]): Promise<SessionRecord> {
    const secret = request.cookies[SESSION_COOKIE];
    const record = secret ? await findSession(app.database.db, secret, routes) : undefined;
    if (!record || record.userDeleted) {
      refreshAnonymousToken(request, reply);
      throw new HttpError(401, msg('auth.signedOut'));
    }
    const now = new Date();
    if (now >= record.idleExpiresAt || now >= record.absoluteExpiresAt) {
      // The browser shows "Se necesita recargar la página."; after the reload it has no session (401) and signs in.
      clearSessionCookie(request, reply);
      refreshAnonymousToken(request, reply);
      throw new HttpError(419, msg('auth.sessionExpired'));
    }
    if (now.getTime() - record.lastSeenAt.getTime() >= TOUCH_EVERY_MS) record.idleExpiresAt = await touchSession(app.database.db, record.id, now, idleMs);
    return record;
  }

  /** `known`: flags already read for exactly these modules (with the session), so no second query. */
  async function authorize(request: FastifyRequest, requirement: Requirement, known?: Flags): Promise<void> {
    const session = request.session;
    if (!session) throw new HttpError(401, msg('auth.signedOut'));
    const roleId = session.user.role_id;
    if (roleId === ROLE.root) return;
    const flags = requirement.anySignedIn ? NO_FLAGS : (known ?? (await flagsFor(app.database.db, roleId, requirement.modules)));
    if (allows(roleId, requirement, flags)) return;
    await writeAudit(app.database.db, request.actor, {
      entity: entityOf(request)?.name ?? 'route',
      entityId: null,
      action: 'forbidden',
      after: { method: request.method, route: request.routeOptions.url, role_id: roleId, modules: requirement.modules, actions: requirement.actions },
    });
    throw forbidden();
  }

  /** A declaration's second screen (route-access.ts `alsoRequires`): read and its flag there, or 403 and the Bitácora. */
  async function authorizeAlso(request: FastifyRequest, also: AlsoRequired | undefined): Promise<void> {
    const roleId = request.session?.user.role_id;
    if (!also || roleId === ROLE.root) return;
    const flags = roleId === undefined ? NO_FLAGS : await flagsFor(app.database.db, roleId, [also.module]);
    if (flags.read && flags[also.action]) return;
    await writeAudit(app.database.db, request.actor, {
      entity: entityOf(request)?.name ?? 'route',
      entityId: null,
      action: 'forbidden',
      after: { method: request.method, route: request.routeOptions.url, role_id: roleId ?? null, modules: [also.module], actions: ['read', also.action] },
    });
    throw also.refusal ? new HttpError(403, msg(also.refusal)) : forbidden();
  }

  /** Sign-in pages and other public routes: a signed-out token the server issued, or the token of the session the cookie names. */
  async function checkPublicCsrf(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const cookie = request.cookies[XSRF_COOKIE];
    const header = headerOf(request, XSRF_HEADER);
    if (sameToken(header, cookie) && isAnonymousCsrfToken(csrfKey, cookie)) return;
    const secret = request.cookies[SESSION_COOKIE];
    const record = secret ? await findSession(app.database.db, secret) : undefined;
    if (record && sameToken(header, csrfTokenOf(record))) return;
    setXsrfCookie(request, reply, newAnonymousCsrfToken(csrfKey));
    throw new HttpError(419, msg('auth.csrf'));
  }

  /**
   * A machine's service token (service-bearer.ts): permission routes only, no cookie, no CSRF. Public
   * routes (sign-in) and a person's own ones (signedIn) refuse it; so do operator routes (their own token).
   */
  async function authorizeBearer(request: FastifyRequest, token: string, access: RouteAccess): Promise<void> {
    const requirement = access.kind === 'permission' ? requirementOf(request, access) : undefined;
    // A token that names no live account is a 401 wherever it is sent; a live one is refused off permission routes.
    const session = await serviceSession(app, request, token, requirement && !requirement.anySignedIn ? requirement.modules : []);
    if (!requirement) throw bearerRefusal();
    request.session = session;
    await authorize(request, requirement, session.flags);
    await authorizeAlso(request, access.kind === 'permission' ? access.also : undefined);
  }

  const gateway = options.sms ?? createSmsGateway(app.config, app.database);
  app.decorate('sms', limitedSmsGateway(gateway, app.rateCounter, app.config.SMS_RATE_LIMIT_PER_HOUR, (message) => app.log.warn(message)));
  app.decorateRequest('session', null);
  app.decorate('authorize', (request: FastifyRequest, requirement: Requirement) => authorize(request, requirement));
  app.decorate('csrfTokenOf', csrfTokenOf);
  app.decorate('newAnonymousCsrfToken', () => newAnonymousCsrfToken(csrfKey));
  app.decorate('rowScope', (request: FastifyRequest, entity: Entity) => {
    const session = request.session;
    if (!session || !OWNER_SCOPED_ROLES.has(session.user.role_id)) return undefined;
    // The owner field, or the chain of ownedThrough references to it (a loan detail -> loan -> customer).
    return ownerCondition(entity, session.user.id);
  });

  // Default deny: every route, whoever registers it, must say who may call it, or the server does not start.
  // The check waits for onReady because a scope may still complete the declaration of a plugin's routes.
  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    app.routeTable.push({ method: String(route.method), url: route.url ?? route.path, options: route });
  });
  app.addHook('onReady', async () => {
    const missing = undeclaredRoutes(app.routeTable);
    if (missing.length > 0) throw new UndeclaredRoutesError(missing);
  });

  app.addHook('onRequest', async (request, reply) => {
    // The text of the URL decides nothing but this: only its plain spelling may reach a route.
    if (!isCanonicalPath(request.originalUrl)) throw new HttpError(404, msg('http.pathNotCanonical'));
    if (request.is404) return;
    const config = request.routeOptions.config ?? {};
    const access = accessOf(config);
    if (!access) throw forbidden();
    const needsToken = !isSafeMethod(request.method) || config.csrf === true;
    if (access.kind === 'operator' && operatorTokenAccepted(request, reply, app.config.METRICS_TOKEN)) return;
    const bearer = bearerTokenOf(request);
    if (bearer !== undefined) return authorizeBearer(request, bearer, access);
    if (access.kind === 'public') {
      if (needsToken) await checkPublicCsrf(request, reply);
      else if (!request.cookies[XSRF_COOKIE]) setXsrfCookie(request, reply, newAnonymousCsrfToken(csrfKey));
      return;
    }

    const requirement = access.kind === 'permission' ? requirementOf(request, access) : undefined;
    const routes = requirement && !requirement.anySignedIn ? requirement.modules : [];
    const session = await sessionOf(request, reply, routes);
    request.session = session;
    request.actor = { ...request.actor, userId: session.user.id, roleId: session.user.role_id, language: requestLanguage(request), sessionId: session.id };
    const expected = csrfTokenOf(session);
    if (request.cookies[XSRF_COOKIE] !== expected) setXsrfCookie(request, reply, expected);
    if (needsToken && !sameToken(headerOf(request, XSRF_HEADER), expected)) throw new HttpError(419, msg('auth.csrf'));
    if (session.user.must_change_password && config.passwordChange !== true) throw new HttpError(403, msg('auth.mustChangePassword'));
    // Operator routes: Root only (no permission row grants them); anyone else is refused and audited.
    if (access.kind === 'operator') return authorize(request, { modules: [], actions: ['root'] }, NO_FLAGS);
    if (!requirement) return;
    await authorize(request, requirement, session.flags);
    await authorizeAlso(request, access.kind === 'permission' ? access.also : undefined);
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
