/**
 * Sign-in, verification and recovery are rate-limited per IP (per minute) and per account (per 10
 * minutes), on top of the code rules of DOMAIN.md. The counters are shared by every server
 * (app.rateCounter: the database, or Redis with REDIS_URL), so a second server does not double them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from '../crud/audit.ts';
import { HttpError } from '../http/errors.ts';
import { checkLimit } from '../http/rate-limit.ts';
import { AUTH_MESSAGES } from './messages.ts';

export type Limiter = (request: FastifyRequest, key: string) => Promise<void>;

export interface AuthLimiters {
  perIp: Limiter;
  perAccount: Limiter;
}

export async function authLimiters(app: FastifyInstance): Promise<AuthLimiters> {
  const limiter = (max: number, windowMs: number, scope: string): Limiter => {
    return async (request, key) => {
      const verdict = await checkLimit(app.rateCounter, `auth:${scope}:${key}`, max, windowMs);
      if (verdict.allowed) return;
      await writeAudit(app.database.db, request.actor, { entity: 'user', entityId: null, action: 'rate-limited', after: { route: request.routeOptions.url, scope } });
      throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts, { retry_after: [String(verdict.retryAfterSeconds)] });
    };
  };
  return {
    perIp: limiter(app.config.AUTH_RATE_LIMIT_PER_IP, 60_000, 'ip'),
    perAccount: limiter(app.config.AUTH_RATE_LIMIT_PER_ACCOUNT, 10 * 60_000, 'account'),
  };
}
