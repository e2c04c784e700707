/**
 * POST auth/password_recovery: a temporary password by SMS to the phone's owner; it signs in once
 * and the session then says must_change_password. The answer never tells whether the phone exists.
 */
import { normalizePhone } from '../../schemas/rules/identifiers.ts';
import { writeAudit, type Actor } from '../crud/audit.ts';
import { canResend } from '../domain/one-time-code.ts';
import { languageOf, temporaryPasswordMessage } from './messages.ts';
import { hashPassword, temporaryPassword } from './passwords.ts';
import { recordCodeSend, sendHistory } from './pending-login-store.ts';
import type { SignInContext } from './sign-in-context.ts';
import { createTemporaryPassword } from './temporary-password-store.ts';
import { findUserByPhone } from './user-store.ts';

export const TEMPORARY_PASSWORD_VALID_MS = 24 * 3_600_000;

/** The E.164 form of what the form sent (country code and number), or undefined when it is no phone. */
export function recoveryPhone(input: string): string | undefined {
  const check = normalizePhone(input);
  return check.ok ? check.value : undefined;
}

export async function recoverPassword(context: SignInContext, phoneInput: string, language: string | undefined, actor: Actor): Promise<void> {
  const db = context.database.db;
  const now = context.now();
  const phone = recoveryPhone(phoneInput);
  const user = phone ? await findUserByPhone(db, phone) : undefined;
  const outcome = async (action: string, details: Record<string, unknown>) =>
    writeAudit(db, actor, { entity: 'user', entityId: user?.id ?? null, action, after: { phone: phone ?? phoneInput.slice(0, 32), ...details } });
  if (!user) return outcome('password-recovery-unknown', {});

  const decision = canResend(await sendHistory(db, user.phone, now), now);
  if (!decision.allowed) return outcome('password-recovery-throttled', { reason: decision.reason });

  const password = temporaryPassword({ username: user.username, email: user.email, name: user.name, rfc: user.rfc }, context.companyWords);
  await createTemporaryPassword(db, user.id, await hashPassword(password), now, TEMPORARY_PASSWORD_VALID_MS);
  try {
    await context.sms.send(user.phone, temporaryPasswordMessage(password, languageOf(language ?? user.language)), 'sms');
  } catch {
    return outcome('password-recovery-failed', {});
  }
  await recordCodeSend(db, user.phone, 'recovery', now);
  return outcome('password-recovery', {});
}
