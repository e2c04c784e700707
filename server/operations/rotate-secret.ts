/**
 * Rotating the stored secret (server_secret, what AUTH_SECRET is when unset): a new one replaces it at
 * the next start of the servers. It keys the one-time code hashes and the CSRF tokens, so pending
 * sign-ins are dropped (their codes can no longer be checked) and each browser's next write is refused
 * once (419: the page reloads and gets a token under the new key). Sessions are SHA-256 of their
 * cookie, not keyed by the secret: they survive unless `endSessions` ends them too (everyone signs in
 * again), the thing to do when a session cookie, rather than the secret, may have leaked.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export interface RotationReport {
  /** Whether a stored secret existed (none when AUTH_SECRET is configured, or no server started yet). */
  hadStoredSecret: boolean;
  pendingSignInsDropped: number;
  sessionsEnded: number;
}

export async function rotateStoredSecret(database: Database, options: { endSessions: boolean }): Promise<RotationReport> {
  return database.db.transaction(async (tx) => {
    // `returning`: both drivers answer the deleted rows, while their affected-row counts differ in name.
    const deleted = async (statement: string) => ((await tx.execute(sql.raw(`${statement} returning 1`))) as unknown as { rows: unknown[] }).rows.length;
    const secrets = await deleted("delete from server_secret where name = 'auth'");
    const pending = await deleted('delete from pending_login');
    const sessions = options.endSessions ? await deleted('delete from session') : 0;
    return { hadStoredSecret: secrets > 0, pendingSignInsDropped: pending, sessionsEnded: sessions };
  });
}
