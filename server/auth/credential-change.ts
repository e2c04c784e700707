/**
 * A person whose password, phone, email, username or role changed signs in again (docs/decisions/126):
 * their sessions, pending sign-ins (with their codes) and unused temporary passwords end in the same
 * transaction as the change. The session making the change is kept when it is the person's own.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { pendingLogin, session, temporaryPassword } from '../../schemas/auth-tables.ts';
import type { Db } from '../db/client.ts';

export interface CredentialsEnded {
  sessions: number;
  pendingLogins: number;
  temporaryPasswords: number;
}

export async function endSessionsAndCodes(tx: Db, userId: number, keepSessionId?: number): Promise<CredentialsEnded> {
  const sessionFilter = keepSessionId === undefined ? eq(session.user_id, userId) : and(eq(session.user_id, userId), ne(session.id, keepSessionId));
  const sessions = await tx.delete(session).where(sessionFilter).returning({ id: session.id });
  const pending = await tx.delete(pendingLogin).where(eq(pendingLogin.user_id, userId)).returning({ id: pendingLogin.id });
  const temporary = await tx
    .update(temporaryPassword)
    .set({ revoked: true })
    .where(and(eq(temporaryPassword.user_id, userId), isNull(temporaryPassword.used_at), eq(temporaryPassword.revoked, false)))
    .returning({ id: temporaryPassword.id });
  return { sessions: sessions.length, pendingLogins: pending.length, temporaryPasswords: temporary.length };
}
