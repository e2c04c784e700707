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
