/** Temporary passwords sent by password recovery: each signs in once, within its validity. */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { temporaryPassword } from '../../schemas/auth-tables.ts';
import type { Db } from '../db/client.ts';

/** After a new password is set, no temporary one proves anything any more. */
export async function revokeTemporaryPasswords(db: Db, userId: number): Promise<void> {
  await db.update(temporaryPassword).set({ revoked: true }).where(eq(temporaryPassword.user_id, userId));
}

/**
 * One statement: a new temporary password replaces any earlier one still unused. With `userId`
 * undefined (password recovery for a number nobody has) the same statement runs and writes nothing,
 * so both answers cost the same.
 */
export async function createTemporaryPassword(db: Db, userId: number | undefined, passwordHash: string, now: Date, validMs: number): Promise<void> {
  const t = temporaryPassword;
  const target = userId ?? -1;
  await db.execute(sql`with revoked as (
      update ${t} set revoked = true where ${t.user_id} = ${target} and ${t.used_at} is null returning ${t.id}
    )
    insert into ${t} (user_id, password_hash, created_at, expires_at)
    select ${target}, ${passwordHash}, ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + validMs).toISOString()}::timestamptz
    where ${userId !== undefined}`);
}

/** A temporary password whose SMS never left (a spent budget, a gateway down): nobody holds it, so it proves nothing. */
export async function revokeUndelivered(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(temporaryPassword)
    .set({ revoked: true })
    .where(and(eq(temporaryPassword.user_id, userId), eq(temporaryPassword.password_hash, passwordHash), isNull(temporaryPassword.used_at)));
}

/** The user's unused, unexpired temporary password, if any. */
export async function activeTemporaryPassword(db: Db, userId: number, now: Date): Promise<{ id: number; password_hash: string } | undefined> {
  const [row] = await db
    .select({ id: temporaryPassword.id, password_hash: temporaryPassword.password_hash })
    .from(temporaryPassword)
    .where(and(eq(temporaryPassword.user_id, userId), isNull(temporaryPassword.used_at), eq(temporaryPassword.revoked, false), gt(temporaryPassword.expires_at, now)))
    .orderBy(desc(temporaryPassword.id))
    .limit(1);
  return row;
}

/** Spends it; false when it was already spent (two browsers racing with the same one). */
export async function useTemporaryPassword(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(temporaryPassword)
    .set({ used_at: now })
    .where(and(eq(temporaryPassword.id, id), isNull(temporaryPassword.used_at), eq(temporaryPassword.revoked, false)))
    .returning({ id: temporaryPassword.id });
  return rows.length > 0;
}

/** The newest temporary password still within its validity, spent or not: it proves who is changing the password. */
export async function latestTemporaryPasswordHash(db: Db, userId: number, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ password_hash: temporaryPassword.password_hash })
    .from(temporaryPassword)
    .where(and(eq(temporaryPassword.user_id, userId), eq(temporaryPassword.revoked, false), gt(temporaryPassword.expires_at, now)))
    .orderBy(desc(temporaryPassword.id))
    .limit(1);
  return row?.password_hash;
}
