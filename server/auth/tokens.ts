/** Random secrets and their stored form: only a hash of a secret ever reaches the database. */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 bits, URL-safe: session and pending-login cookies, CSRF tokens. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A key for one purpose (codes, CSRF) from AUTH_SECRET, so that no two uses share a key. */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`caudal:${purpose}`).digest('base64url');
}

/**
 * What someone typed into the sign-in's user field, as the Bitácora keeps it: 16 hex digits of an HMAC
 * under a server key, never the text (it may be a password typed into the wrong box). The same typing
 * gives the same digest, so repeated tries at one identifier can still be told apart from a spray.
 */
export function typedIdentifierDigest(key: string, typed: string): string {
  return createHmac('sha256', key).update(`sign-in-user:${typed.trim().toLowerCase()}`).digest('hex').slice(0, 16);
}
