/**
 * Rotating the stored secret (server_secret, what AUTH_SECRET is when unset): a new one replaces it at
 * the next start of the servers. It keys the one-time code hashes and the CSRF tokens, so pending
 * sign-ins are dropped (their codes can no longer be checked) and each browser's next write is refused
 * once (419: the page reloads and gets a token under the new key). Sessions are SHA-256 of their
 * cookie, not keyed by the secret: they survive unless `endSessions` ends them too (everyone signs in
 * again), the thing to do when a session cookie, rather than the secret, may have leaked.
 */
import { eq } from 'drizzle-orm';
import { pendingLogin, session } from '../../schemas/auth-tables.ts';
import { serverSecret } from '../../schemas/server-state.ts';
import type { Database } from '../db/client.ts';

export interface RotationReport {
  /** Whether a stored secret existed (none when AUTH_SECRET is configured, or no server started yet). */
  hadStoredSecret: boolean;
  pendingSignInsDropped: number;
  sessionsEnded: number;
}

export async function rotateStoredSecret(database: Database, options: { endSessions: boolean }): Promise<RotationReport> {
  return database.db.transaction(async (tx) => {
    const secrets = await tx.delete(serverSecret).where(eq(serverSecret.name, 'auth')).returning({ name: serverSecret.name });
    const pending = await tx.delete(pendingLogin).returning({ id: pendingLogin.id });
    const sessions = options.endSessions ? await tx.delete(session).returning({ id: session.id }) : [];
    return { hadStoredSecret: secrets.length > 0, pendingSignInsDropped: pending.length, sessionsEnded: sessions.length };
  });
}
