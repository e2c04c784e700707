/**
 * Requests that carry `Authorization: Bearer <token>` on an /api route (docs/decisions/245): a machine's
 * service account, with the route access of a person of its role. A bearer request is not a browser:
 * it needs no CSRF token (no browser sends that header by itself, so no other site can forge it), and
 * it never gets a cookie or a session; sign-in and a person's own routes (profile, settings, session)
 * refuse it. Each token has its own rate limit, and the account's last use is kept (at most once a minute).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE } from '../../schemas/role.ts';
import { HttpError } from '../http/errors.ts';
import { checkLimit } from '../http/rate-limit.ts';
import { msg } from '../i18n/localized.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { NO_FLAGS } from './access.ts';
import { flagsFor } from './permission-store.ts';
import { findServiceAccountByToken, touchServiceAccount } from './service-account-store.ts';
import type { SessionRecord } from './session-store.ts';

/** Roles no machine may hold: Root's reach, and the owner-scoped people whose rows are their own. */
export const ROLES_NOT_FOR_SERVICE_ACCOUNTS: ReadonlySet<number> = new Set([ROLE.root, ROLE.investor, ROLE.client]);

const TOUCH_EVERY_MS = 60_000;
const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');

/** The token of an `Authorization: Bearer ...` header; undefined without one; '' when it is malformed. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^bearer\s/i.test(header)) return undefined;
  return /^bearer ([\x21-\x7e]{1,512})$/i.exec(header)?.[1] ?? '';
}

export const bearerRefusal = () => new HttpError(403, msg('serviceAccounts.noSession'));

/**
 * The account's stand-in session: the role and its flags on `modules`, a user id no person has
 * (the negative of the account's), so that whatever is keyed by the caller (idempotency keys, limits)
 * keeps machines apart from people. Throws 401 for an unknown or revoked token, 429 past the limit.
 */
export async function serviceSession(app: FastifyInstance, request: FastifyRequest, token: string, modules: readonly string[]): Promise<SessionRecord> {
  const db = app.database.db;
  const account = token ? await findServiceAccountByToken(db, token) : undefined;
  if (!account || ROLES_NOT_FOR_SERVICE_ACCOUNTS.has(account.roleId)) throw new HttpError(401, msg('serviceAccounts.badToken'));
  const verdict = await checkLimit(app.rateCounter, `service-token:${account.id}`, app.config.SERVICE_TOKEN_RATE_LIMIT_PER_MINUTE, 60_000);
  if (!verdict.allowed) {
    throw new HttpError(429, msg('serviceAccounts.tooMany', { seconds: verdict.retryAfterSeconds }), { retry_after: [String(verdict.retryAfterSeconds)] });
  }
  const now = new Date();
  if (!account.lastUsedAt || now.getTime() - account.lastUsedAt.getTime() >= TOUCH_EVERY_MS) await touchServiceAccount(db, account.id, now);
  const flags = modules.length > 0 ? await flagsFor(db, account.roleId, modules) : NO_FLAGS;
  request.actor = { ...request.actor, userId: null, roleId: account.roleId, language: requestLanguage(request), serviceAccountId: account.id };
  return {
    id: -account.id,
    publicId: '',
    lastSeenAt: now,
    idleExpiresAt: FAR_FUTURE,
    absoluteExpiresAt: FAR_FUTURE,
    user: { id: -account.id, role_id: account.roleId, name: account.name, email: '', language: request.actor.language ?? 'es', must_change_password: false },
    userDeleted: false,
    flags,
  };
}
