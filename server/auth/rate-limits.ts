/**
 * Sign-in, verification and recovery are rate-limited per IP (per minute) and per account (per 10
 * minutes), on top of the code rules of DOMAIN.md. The counters live in the process (@fastify/rate-limit's
 * local store): each server counts its own requests.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { writeAudit } from '../crud/audit.ts';
import { HttpError } from '../http/errors.ts';
import { AUTH_MESSAGES } from './messages.ts';

export type Limiter = (request: FastifyRequest, key: string) => Promise<void>;

export interface AuthLimiters {
  perIp: Limiter;
  perAccount: Limiter;
}

export async function authLimiters(app: FastifyInstance): Promise<AuthLimiters> {
  await app.register(rateLimit, { global: false });
  // The plugin derives keys from the request alone; the caller's key is handed over through this map.
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = (max: number, timeWindow: number, scope: string): Limiter => {
    const check = app.createRateLimit({ max, timeWindow, keyGenerator: (request) => keys.get(request) ?? request.ip });
    return async (request, key) => {
      keys.set(request, `${scope}:${key}`);
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      await writeAudit(app.database.db, request.actor, { entity: 'user', entityId: null, action: 'rate-limited', after: { route: request.routeOptions.url, scope } });
      throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts, { retry_after: [String(result.ttlInSeconds)] });
    };
  };
  return {
    perIp: limiter(app.config.AUTH_RATE_LIMIT_PER_IP, 60_000, 'ip'),
    perAccount: limiter(app.config.AUTH_RATE_LIMIT_PER_ACCOUNT, 10 * 60_000, 'account'),
  };
}
