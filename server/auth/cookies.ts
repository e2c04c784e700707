/**
 * The cookies of docs/decisions/006: XSRF-TOKEN (readable by scripts, echoed as X-XSRF-TOKEN; its value
 * is csrf.ts's), caudal_session and caudal_pending (HttpOnly). All SameSite=Lax, Secure behind HTTPS.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const SESSION_COOKIE = 'caudal_session';
export const PENDING_COOKIE = 'caudal_pending';
const PENDING_PATH = '/api/auth';

/**
 * Behind a proxy that ends TLS the socket is plain HTTP; Fastify reads X-Forwarded-Proto into
 * request.protocol only when TRUST_PROXY says the proxy is to be believed.
 */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

const base = (request: FastifyRequest) => ({ path: '/', sameSite: 'lax' as const, secure: isHttps(request) });

export function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/** The token the browser will echo; readable by the app's scripts, so not HttpOnly. */
export function setXsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(XSRF_COOKIE, token, { ...base(request), httpOnly: false });
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
