/**
 * The two-step sign-in of docs/decisions/006: the password starts a pending login and sends a code;
 * the code, checked against that pending login, opens a session. Code rules: DOMAIN.md, in
 * server/domain/one-time-code.ts.
 */
import type { SmsChannel } from '../adapters/sms-gateway.ts';
import { writeAudit, type Actor } from '../crud/audit.ts';
import {
  canResend,
  canStartSending,
  generateCode,
  issueCode,
  MAX_WRONG_ATTEMPTS,
  RESEND_WAIT_MS,
  verifyAttempt,
} from '../domain/one-time-code.ts';
import { HttpError } from '../http/errors.ts';
import type { Localized } from '../i18n/localized.ts';
import { AUTH_MESSAGES, codeMessage, languageOf, maskPhone } from './messages.ts';
import { verifyPassword } from './passwords.ts';
import {
  claimAttempt,
  claimCodeSend,
  codeStateOf,
  createPendingLogin,
  deletePendingLogin,
  deletePendingLoginsExpiredBefore,
  findPendingLogin,
  releaseCodeSend,
  saveCodeState,
  type PendingLogin,
  type SendClaim,
} from './pending-login-store.ts';
import { createSession, deleteSessionsExpiredBefore } from './session-store.ts';
import type { SignInContext } from './sign-in-context.ts';
import { activeTemporaryPassword, useTemporaryPassword } from './temporary-password-store.ts';
import { randomSecret, typedIdentifierDigest } from './tokens.ts';
import { findUserByIdentifier, updateUserColumns } from './user-store.ts';

/** A pending login outlives its code, so that "resend" works after the 5 minutes. */
export const PENDING_LOGIN_MS = 15 * 60_000;
const CLEANUP_GRACE_MS = 24 * 3_600_000;

export interface LoginAnswer {
  pendingSecret: string;
  phone: string;
  resend_after: number;
}

const tooMany = (retryAfterSeconds: number) => new HttpError(429, AUTH_MESSAGES.tooManyAttempts, { retry_after: [String(retryAfterSeconds)] });
const codeError = (message: Localized) => new HttpError(422, message, { code: [message] });

async function audit(context: SignInContext, actor: Actor, action: string, userId: number | null, details?: Record<string, unknown>) {
  await writeAudit(context.database.db, actor, { entity: 'user', entityId: userId, action, after: details });
}

/** Issues a new code for the pending login's phone and sends it; the caller claimed the send (claimCodeSend). */
async function sendCode(context: SignInContext, phone: string, channel: SmsChannel, language: string | null, claim: SendClaim) {
  const now = context.now();
  const code = generateCode(context.randomInt);
  try {
    await context.sms.send(phone, codeMessage(code, languageOf(language)), channel);
  } catch {
    await releaseCodeSend(context.database.db, claim.claimId);
    throw new HttpError(503, AUTH_MESSAGES.sendFailed);
  }
  return issueCode(code, context.codeSecret, now);
}

export async function startLogin(
  context: SignInContext,
  input: { user: string; password: string; language?: string; channel: SmsChannel },
  actor: Actor,
): Promise<LoginAnswer> {
  const db = context.database.db;
  const now = context.now();
  const user = await findUserByIdentifier(db, input.user);
  let temporaryPasswordId: number | null = null;
  let right = await verifyPassword(user?.password, input.password);
  if (!right) {
    // Always the same second argon2 check (a dummy hash without a live temporary password, or without an
    // account): a wrong password takes as long whether or not the account holds a temporary password.
    const temporary = await activeTemporaryPassword(db, user?.id ?? -1, now);
    if ((await verifyPassword(temporary?.password_hash, input.password)) && user && temporary) [right, temporaryPasswordId] = [true, temporary.id];
  }
  if (!user || !right) {
    // What was typed may be a password in the wrong box: the Bitácora keeps only a keyed digest of it.
    await audit(context, actor, 'login-failed', user?.id ?? null, { user_digest: typedIdentifierDigest(context.codeSecret, input.user) });
    throw new HttpError(422, AUTH_MESSAGES.badCredentials, { password: [AUTH_MESSAGES.badCredentials] });
  }

  const claim = await claimCodeSend(db, user.phone, 'login', now, canStartSending);
  if (!claim.allowed) {
    await audit(context, actor, 'login-throttled', user.id);
    throw tooMany(claim.retryAfterSeconds);
  }
  const language = input.language ? languageOf(input.language) : user.language;
  const code = await sendCode(context, user.phone, input.channel, language, claim);
  const pendingSecret = randomSecret();
  await createPendingLogin(db, {
    secret: pendingSecret,
    userId: user.id,
    phone: user.phone,
    channel: input.channel,
    language: input.language ? languageOf(input.language) : null,
    code,
    temporaryPasswordId,
    expiresAt: new Date(now.getTime() + PENDING_LOGIN_MS),
  });
  await deletePendingLoginsExpiredBefore(db, new Date(now.getTime() - CLEANUP_GRACE_MS));
  return { pendingSecret, phone: maskPhone(user.phone), resend_after: RESEND_WAIT_MS / 1000 };
}

async function livePending(context: SignInContext, pendingSecret: string | undefined): Promise<PendingLogin> {
  const pending = pendingSecret ? await findPendingLogin(context.database.db, pendingSecret, context.now()) : undefined;
  if (!pending) throw codeError(AUTH_MESSAGES.expiredCode);
  return pending;
}

export async function resendCode(context: SignInContext, pendingSecret: string | undefined, channel: SmsChannel | undefined, actor: Actor) {
  const pending = await livePending(context, pendingSecret);
  const now = context.now();
  const decision = await claimCodeSend(context.database.db, pending.phone, 'login', now, canResend);
  if (!decision.allowed) {
    await audit(context, actor, 'resend-refused', pending.user_id, { reason: decision.reason });
    throw tooMany(decision.retryAfterSeconds);
  }
  const nextChannel = channel ?? (pending.channel as SmsChannel);
  const code = await sendCode(context, pending.phone, nextChannel, pending.language, decision);
  await saveCodeState(context.database.db, pending.id, code, { channel: nextChannel, expiresAt: new Date(now.getTime() + PENDING_LOGIN_MS) });
  return { phone: maskPhone(pending.phone), resend_after: RESEND_WAIT_MS / 1000 };
}

/**
 * Right code: the session's secret (for the cookie). Anything else: 422. A try is spent before the code
 * is judged (claimAttempt, one atomic UPDATE), so parallel guesses cannot outrun the limit of 5.
 */
export async function verifyCode(context: SignInContext, pendingSecret: string | undefined, code: string, actor: Actor, client: { userAgent?: string }) {
  const db = context.database.db;
  const pending = await livePending(context, pendingSecret);
  const now = context.now();
  const stored = codeStateOf(pending);
  // Refusals that do not depend on the typed code (used, locked, expired) spend nothing.
  const precheck = verifyAttempt(stored, '', now, context.codeSecret);
  if (precheck.outcome !== 'wrong' && precheck.outcome !== 'accepted') {
    await audit(context, actor, 'verification-failed', pending.user_id, { reason: precheck.outcome });
    throw codeError(AUTH_MESSAGES.expiredCode);
  }
  const spent = await claimAttempt(db, pending.id, pending.code_hash, MAX_WRONG_ATTEMPTS);
  if (spent === undefined) {
    await audit(context, actor, 'verification-failed', pending.user_id, { reason: 'locked' });
    throw codeError(AUTH_MESSAGES.expiredCode);
  }
  const result = verifyAttempt({ ...stored, wrongAttempts: spent - 1 }, code, now, context.codeSecret);
  if (result.outcome === 'wrong') {
    await audit(context, actor, 'verification-failed', pending.user_id, { attempts_left: result.attemptsLeft });
    throw codeError(AUTH_MESSAGES.wrongCode);
  }
  if (result.outcome !== 'accepted') {
    await audit(context, actor, 'verification-failed', pending.user_id, { reason: result.outcome });
    throw codeError(AUTH_MESSAGES.expiredCode);
  }

  return db.transaction(async (tx) => {
    // Deleting the pending login spends the code: a second request with it finds nothing.
    if (!(await deletePendingLogin(tx as never, pending.id))) throw codeError(AUTH_MESSAGES.expiredCode);
    if (pending.temporary_password_id !== null) {
      if (!(await useTemporaryPassword(tx as never, pending.temporary_password_id, now))) throw codeError(AUTH_MESSAGES.expiredCode);
      await updateUserColumns(tx as never, pending.user_id, { must_change_password: true });
    }
    if (pending.language) await updateUserColumns(tx as never, pending.user_id, { language: languageOf(pending.language) });
    const session = await createSession(tx as never, { userId: pending.user_id, ip: actor.ip, userAgent: client.userAgent, now, lifetime: context.lifetime });
    await writeAudit(tx as never, { ...actor, userId: pending.user_id }, { entity: 'user', entityId: pending.user_id, action: 'login', after: { session_id: session.id } });
    await deleteSessionsExpiredBefore(tx as never, new Date(now.getTime() - CLEANUP_GRACE_MS));
    return session;
  });
}
