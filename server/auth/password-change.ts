/**
 * A user choosing their own password (the profile's "change password", and the change a temporary
 * password forces): the policy with their identifiers, argon2id, and the end of must_change_password.
 */
import type { RateCounter } from '../adapters/rate-counter.ts';
import type { Db } from '../db/client.ts';
import { HttpError, unprocessable } from '../http/errors.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { hashPassword, passwordProblems, verifyPassword } from './passwords.ts';
import { latestTemporaryPasswordHash, revokeTemporaryPasswords } from './temporary-password-store.ts';
import { findUserById, updateUserColumns } from './user-store.ts';
import { msg } from '../i18n/localized.ts';

/** Wrong current passwords a person may type per window before the change answers 429. */
export const MAX_WRONG_CURRENT_PASSWORDS = 5;
export const WRONG_CURRENT_PASSWORD_WINDOW_MS = 15 * 60_000;

/**
 * 422 `{ current }` when the current password is wrong (the usual one, or the temporary one that
 * opened this session), 422 `{ password }` when the new one breaks the policy, 429 after
 * MAX_WRONG_CURRENT_PASSWORDS wrong ones in the window. A try is spent before the password is judged,
 * in one statement (RateCounter.take), so parallel guesses cannot outrun the limit; a right one gives
 * its try back.
 */
export async function changeOwnPassword(
  db: Db,
  counter: RateCounter,
  userId: number,
  input: { current: string; password: string },
  companyWords: readonly string[],
): Promise<void> {
  const key = `password-change:wrong-current:${userId}`;
  const taken = await counter.take(key, WRONG_CURRENT_PASSWORD_WINDOW_MS, MAX_WRONG_CURRENT_PASSWORDS);
  if (!taken.allowed) throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts, { retry_after: [String(Math.max(1, Math.ceil(taken.resetInMs / 1000)))] });
  const user = await findUserById(db, userId);
  const temporary = await latestTemporaryPasswordHash(db, userId, new Date());
  const proven = user && ((await verifyPassword(user.password, input.current)) || (temporary !== undefined && (await verifyPassword(temporary, input.current))));
  if (!user || !proven) throw unprocessable({ current: [msg('auth.currentPasswordWrong')] });
  await counter.giveBack(key);
  const problems = passwordProblems(input.password, user, companyWords);
  if (problems.length > 0) throw unprocessable({ password: problems });
  await updateUserColumns(db, userId, { password: await hashPassword(input.password), must_change_password: false });
  await revokeTemporaryPasswords(db, userId);
}
