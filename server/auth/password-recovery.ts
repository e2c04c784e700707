/**
 * POST auth/password_recovery: a temporary password by SMS to the phone's owner; it signs in once
 * and the session then says must_change_password. The answer never tells whether the phone exists,
 * neither by its text nor by its time: a known and an unknown number do the same
 * work before the answer (the lookup, the send history, a temporary password made and hashed with
 * argon2id, one send recorded), and the SMS leaves in the background. Recovery has its own budget per
 * number (purpose 'recovery' in code_send) and never spends the sign-in codes' (finding 4).
 */
import { normalizePhone } from '../../schemas/rules/identifiers.ts';
import { writeAudit, type Actor } from '../crud/audit.ts';
import { canResend } from '../domain/one-time-code.ts';
import { languageOf, temporaryPasswordMessage } from './messages.ts';
import { hashPassword, temporaryPassword } from './passwords.ts';
import { claimCodeSend } from './pending-login-store.ts';
import type { SignInContext } from './sign-in-context.ts';
import { createTemporaryPassword, revokeUndelivered } from './temporary-password-store.ts';
import { findUserByPhone } from './user-store.ts';

export const TEMPORARY_PASSWORD_VALID_MS = 24 * 3_600_000;

/** The E.164 form of what the form sent (country code and number), or undefined when it is no phone. */
export function recoveryPhone(input: string): string | undefined {
  const check = normalizePhone(input);
  return check.ok ? check.value : undefined;
}

const NOBODY = { username: '', email: '', name: '', rfc: '' };

/** Returns the delivery of the temporary password, to run after the answer is sent (none when nothing goes out). */
export async function recoverPassword(context: SignInContext, phoneInput: string, language: string | undefined, actor: Actor): Promise<(() => Promise<void>) | undefined> {
  const db = context.database.db;
  const now = context.now();
  const phone = recoveryPhone(phoneInput);
  const user = phone ? await findUserByPhone(db, phone) : undefined;
  const password = temporaryPassword(user ? { username: user.username, email: user.email, name: user.name, rfc: user.rfc } : NOBODY, context.companyWords);
  const hash = await hashPassword(password);
  const outcome = async (action: string, details: Record<string, unknown> = {}) =>
    writeAudit(db, actor, { entity: 'user', entityId: user?.id ?? null, action, after: { phone: phone ?? phoneInput.slice(0, 32), ...details } });
  if (!phone) return void (await outcome('password-recovery-unknown'));
  // Checked and counted at once (parallel requests for one number get one send), and for unknown
  // numbers too: the same budget and the same writes either way.
  const decision = await claimCodeSend(db, phone, 'recovery', now, canResend);
  if (!decision.allowed) return void (await outcome('password-recovery-throttled', { reason: decision.reason }));
  await createTemporaryPassword(db, user?.id, hash, now, TEMPORARY_PASSWORD_VALID_MS);
  if (!user) return void (await outcome('password-recovery-unknown'));
  await outcome('password-recovery');
  const text = temporaryPasswordMessage(password, languageOf(language ?? user.language));
  return async () => {
    try {
      await context.sms.send(user.phone, text, 'sms');
    } catch {
      // Not sent (the recoveries' budget spent, the gateway down): no live temporary password nobody received.
      await revokeUndelivered(db, user.id, hash);
      await outcome('password-recovery-failed');
    }
  };
}
