/**
 * The cookies of docs/decisions/006: XSRF-TOKEN (readable by scripts, echoed as X-XSRF-TOKEN),
 * caudal_session and caudal_pending (HttpOnly). All SameSite=Lax, Secure behind HTTPS.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomSecret } from './tokens.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const SESSION_COOKIE = 'caudal_session';
export const PENDING_COOKIE = 'caudal_pending';
const PENDING_PATH = '/api/auth';

/** Behind a proxy that ends TLS the socket is plain HTTP; the proxy says so in X-Forwarded-Proto. */
function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
}

const base = (request: FastifyRequest) => ({ path: '/', sameSite: 'lax' as const, secure: isHttps(request) });

export function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/** Sets a fresh XSRF-TOKEN when the request brought none. */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[XSRF_COOKIE]) return;
  reply.setCookie(XSRF_COOKIE, randomSecret(), { ...base(request), httpOnly: false });
}

/** Double submit: the header must repeat the cookie; a page of another site can read neither. */
export function xsrfMatches(request: FastifyRequest): boolean {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  if (!cookie || typeof header !== 'string') return false;
  const [a, b] = [Buffer.from(cookie), Buffer.from(header)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, secret: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, secret, { ...base(request), httpOnly: true, maxAge: maxAgeSeconds });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...base(request), httpOnly: true });
}

export function setPendingCookie(request: FastifyRequest, reply: FastifyReply, secret: string, maxAgeSeconds: number): void {
  reply.setCookie(PENDING_COOKIE, secret, { ...base(request), path: PENDING_PATH, httpOnly: true, maxAge: maxAgeSeconds });
}

export function clearPendingCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PENDING_COOKIE, { ...base(request), path: PENDING_PATH, httpOnly: true });
}
