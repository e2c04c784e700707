/**
 * CSRF tokens (docs/decisions/012): the XSRF-TOKEN cookie the browser echoes in X-XSRF-TOKEN.
 * Signed in, the token is an HMAC of the session's id under AUTH_SECRET: it cannot be chosen by anyone
 * else and dies with the session (a new one at every sign-in). Signed out (login, code, recovery) it is
 * a random nonce with its HMAC: a pair the server made, echoed by a page that could read the cookie.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomSecret } from './tokens.ts';

const SESSION_PREFIX = 's.';
const ANONYMOUS_PREFIX = 'a.';

const mac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url');

export function sameToken(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The one token a session accepts. */
export function sessionCsrfToken(key: string, sessionPublicId: string): string {
  return `${SESSION_PREFIX}${mac(key, `csrf:session:${sessionPublicId}`)}`;
}

export function newAnonymousCsrfToken(key: string): string {
  const nonce = randomSecret(18);
  return `${ANONYMOUS_PREFIX}${nonce}.${mac(key, `csrf:anonymous:${nonce}`)}`;
}

/** A signed-out token this server issued (under this key). */
export function isAnonymousCsrfToken(key: string, token: string | undefined): boolean {
  if (!token?.startsWith(ANONYMOUS_PREFIX)) return false;
  const [nonce, signature] = token.slice(ANONYMOUS_PREFIX.length).split('.');
  return Boolean(nonce && signature) && sameToken(signature, mac(key, `csrf:anonymous:${nonce}`));
}
