/** Random secrets and their stored form: only a hash of a secret ever reaches the database. */
import { createHash, randomBytes } from 'node:crypto';

/** 256 bits, URL-safe: session and pending-login cookies, CSRF tokens. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
