/**
 * The operator's bearer token (METRICS_TOKEN) for `operator: true` routes: a monitoring system scrapes
 * /metrics with it and has no session. A wrong token is refused outright (401) rather than falling back
 * to the session, so a misconfigured scraper is told so instead of being sent to sign in.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Equal lengths for timingSafeEqual, and no early exit that would time the token's length. */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * true: the request carries the configured token. false: it carries no Authorization header (the
 * session decides). Throws 401 for any other Authorization header.
 */
export function operatorTokenAccepted(request: FastifyRequest, reply: FastifyReply, configured: string | undefined): boolean {
  const header = request.headers.authorization;
  if (header === undefined) return false;
  const token = /^Bearer ([\x21-\x7e]{1,512})$/.exec(header)?.[1];
  if (configured && token && sameSecret(token, configured)) return true;
  reply.header('www-authenticate', 'Bearer realm="caudal-operator"');
  throw new HttpError(401, msg('auth.operatorToken'));
}
