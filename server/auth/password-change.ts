/**
 * A user choosing their own password (the profile's "change password", and the change a temporary
 * password forces): the policy with their identifiers, argon2id, and the end of must_change_password.
 */
import type { Db } from '../db/client.ts';
import { unprocessable } from '../http/errors.ts';
import { hashPassword, passwordProblems, verifyPassword } from './passwords.ts';
import { latestTemporaryPasswordHash, revokeTemporaryPasswords } from './temporary-password-store.ts';
import { findUserById, updateUserColumns } from './user-store.ts';
import { msg } from '../i18n/localized.ts';

/**
 * 422 `{ current }` when the current password is wrong (the usual one, or the temporary one that
 * opened this session), 422 `{ password }` when the new one breaks the policy.
 */
export async function changeOwnPassword(db: Db, userId: number, input: { current: string; password: string }, companyWords: readonly string[]): Promise<void> {
  const user = await findUserById(db, userId);
  const temporary = await latestTemporaryPasswordHash(db, userId, new Date());
  const proven = user && ((await verifyPassword(user.password, input.current)) || (temporary !== undefined && (await verifyPassword(temporary, input.current))));
  if (!user || !proven) throw unprocessable({ current: [msg('auth.currentPasswordWrong')] });
  const problems = passwordProblems(input.password, user, companyWords);
  if (problems.length > 0) throw unprocessable({ password: problems });
  await updateUserColumns(db, userId, { password: await hashPassword(input.password), must_change_password: false });
  await revokeTemporaryPasswords(db, userId);
}
