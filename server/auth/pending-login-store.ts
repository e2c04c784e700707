/**
 * Pending logins (a right password waiting for its code) and the log of codes sent per number
 * (schemas/auth-tables.ts).
 */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { codeSend, pendingLogin } from '../../schemas/auth-tables.ts';
import type { Db } from '../db/client.ts';
import { SEND_WINDOW_MS, type CodeState, type SendDecision, type SendHistory } from '../domain/one-time-code.ts';
import { sha256 } from './tokens.ts';

export type PendingLogin = typeof pendingLogin.$inferSelect;

export function codeStateOf(pending: PendingLogin): CodeState {
  return { codeHash: pending.code_hash, issuedAt: pending.issued_at, wrongAttempts: pending.wrong_attempts, usedAt: pending.used_at };
}

export async function createPendingLogin(
  db: Db,
  values: { secret: string; userId: number; phone: string; channel: string; language: string | null; code: CodeState; temporaryPasswordId: number | null; expiresAt: Date },
): Promise<void> {
  await db.insert(pendingLogin).values({
    secret_hash: sha256(values.secret),
    user_id: values.userId,
    phone: values.phone,
    channel: values.channel,
    language: values.language,
    code_hash: values.code.codeHash,
    issued_at: values.code.issuedAt,
    wrong_attempts: values.code.wrongAttempts,
    used_at: values.code.usedAt,
    temporary_password_id: values.temporaryPasswordId,
    expires_at: values.expiresAt,
  });
}

/** The live pending login of this cookie secret, if any. */
export async function findPendingLogin(db: Db, secret: string, now: Date): Promise<PendingLogin | undefined> {
  const [row] = await db
    .select()
    .from(pendingLogin)
    .where(and(eq(pendingLogin.secret_hash, sha256(secret)), gt(pendingLogin.expires_at, now)))
    .limit(1);
  return row;
}

export async function saveCodeState(db: Db, id: number, code: CodeState, extra: { channel?: string; expiresAt?: Date } = {}): Promise<void> {
  await db
    .update(pendingLogin)
    .set({
      code_hash: code.codeHash,
      issued_at: code.issuedAt,
      wrong_attempts: code.wrongAttempts,
      used_at: code.usedAt,
      ...(extra.channel ? { channel: extra.channel } : {}),
      ...(extra.expiresAt ? { expires_at: extra.expiresAt } : {}),
    })
    .where(eq(pendingLogin.id, id));
}

/**
 * Spends one of the code's tries before it is judged, in one statement: parallel guesses each take a
 * try or find none left, so no more than `max` guesses are ever judged per code.
 * The code's hash is part of the condition: a resend in between issued a new code with tries of its own.
 * Returns the tries spent, this one included; undefined when none was left (or the code changed).
 */
export async function claimAttempt(db: Db, id: number, codeHash: string, max: number): Promise<number | undefined> {
  const [row] = await db
    .update(pendingLogin)
    .set({ wrong_attempts: sql`${pendingLogin.wrong_attempts} + 1` })
    .where(and(eq(pendingLogin.id, id), eq(pendingLogin.code_hash, codeHash), lt(pendingLogin.wrong_attempts, max), isNull(pendingLogin.used_at)))
    .returning({ attempts: pendingLogin.wrong_attempts });
  return row?.attempts;
}

/** False when another request deleted it first (the same code sent twice at once). */
export async function deletePendingLogin(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(pendingLogin).where(eq(pendingLogin.id, id)).returning({ id: pendingLogin.id });
  return rows.length > 0;
}

export async function deletePendingLoginsExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.delete(pendingLogin).where(lt(pendingLogin.expires_at, before));
}

/**
 * When sign-in codes (or, for 'recovery', temporary passwords) went to this number within the sending
 * window. Each purpose has its own budget: recoveries a stranger asks for never hold back the owner's
 * sign-in codes.
 */
export async function sendHistory(db: Db, phone: string, now: Date, purpose: SendPurpose = 'login'): Promise<SendHistory> {
  const rows = await db
    .select({ sentAt: codeSend.sent_at })
    .from(codeSend)
    .where(and(eq(codeSend.phone, phone), eq(codeSend.purpose, purpose), gt(codeSend.sent_at, new Date(now.getTime() - SEND_WINDOW_MS))))
    .orderBy(desc(codeSend.sent_at));
  return { sentAt: rows.map((r) => r.sentAt) };
}

export type SendPurpose = 'login' | 'recovery';

export async function recordCodeSend(db: Db, phone: string, purpose: SendPurpose, now: Date): Promise<void> {
  await db.insert(codeSend).values({ phone, purpose, sent_at: now });
}

export type SendRule = (history: SendHistory, now: Date) => SendDecision;
export type SendClaim = SendDecision & { claimId?: number };

/**
 * Checks the send rule and records the send in one transaction that holds a lock on this number and
 * purpose: requests fired at once (on one server or several) are judged one after the other, each
 * seeing the sends recorded before it, so the 60 s wait and the 5 in 10 minutes hold under concurrency.
 * A send that then fails gives its claim back (releaseCodeSend).
 */
export async function claimCodeSend(db: Db, phone: string, purpose: SendPurpose, now: Date, rule: SendRule): Promise<SendClaim> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`caudal:code_send:${purpose}:${phone}`}))`);
    // A request that read its clock earlier may find a send recorded a moment "later": it counts as just now.
    const history = await sendHistory(tx as never, phone, now, purpose);
    const decision = rule({ sentAt: history.sentAt.map((sent) => (sent > now ? now : sent)) }, now);
    if (!decision.allowed) return decision;
    const [row] = await tx.insert(codeSend).values({ phone, purpose, sent_at: now }).returning({ id: codeSend.id });
    return { ...decision, claimId: row!.id };
  });
}

/** The message did not leave: the send it claimed does not count. */
export async function releaseCodeSend(db: Db, claimId: number | undefined): Promise<void> {
  if (claimId !== undefined) await db.delete(codeSend).where(eq(codeSend.id, claimId));
}
