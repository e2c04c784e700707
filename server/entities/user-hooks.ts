/**
 * What the user's generic writes add to its declaration (schemas/user.ts declares the identifier
 * fields, the lada and per-field access): the Tipo and password rules, the password's argon2id hash,
 * the email in lower case, nobody granting or touching a role above their own, nobody deleting
 * themselves. Server-only (argon2), so declared here by entity name, not in the shared schema.
 */
import { ROLE } from '../../schemas/role.ts';
import { userTypeErrors } from '../../schemas/rules/user-type.ts';
import type { Actor } from '../crud/audit.ts';
import type { CheckContext, EntityHooks } from '../crud/hooks.ts';
import { HttpError, unprocessable, type FieldErrors } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import { hashPassword, passwordProblems } from '../auth/passwords.ts';

type Row = Record<string, unknown>;

/** How much a role may administer: nobody grants or edits a role above their own. */
const POWER: Record<number, number> = { [ROLE.root]: 3, [ROLE.admin]: 2, [ROLE.gestor]: 1 };
const powerOf = (roleId: unknown) => POWER[Number(roleId)] ?? 0;

export function assertMayManage(actor: Actor, targetRoleId: unknown): void {
  if (powerOf(targetRoleId) > powerOf(actor.roleId)) throw new HttpError(403, msg('auth.manageRole'));
}

const given = (data: Row, field: string) => field in data && data[field] !== null && data[field] !== undefined;

/** The field problems of a user payload, all at once (Tipo and password policy); 403 for a role above the actor's. */
function checkUser(companyWords: readonly string[]) {
  return (data: Row, { actor, current }: CheckContext): FieldErrors => {
    if (given(data, 'role_id')) assertMayManage(actor, data.role_id);
    if (current) assertMayManage(actor, current.role_id);
    const errors: FieldErrors = {};
    const merged = { ...current, ...data };
    // An investor or a client needs its Tipo; checked when made, or when its role or type changes.
    if (!current || 'type' in data || 'role_id' in data) Object.assign(errors, userTypeErrors(merged));
    if (given(data, 'password')) {
      const identity = { username: merged.username as string, email: merged.email as string, name: merged.name as string, rfc: merged.rfc as string };
      const problems = passwordProblems(String(data.password), identity, companyWords);
      if (problems.length > 0) errors.password = problems;
    }
    return errors;
  };
}

/** The stored form: email in lower case, password hashed (which ends a forced change of a temporary one). */
async function stored(data: Row): Promise<Row> {
  const out: Row = { ...data };
  if (given(data, 'email')) out.email = String(data.email).toLowerCase();
  if (given(data, 'password')) {
    out.password = await hashPassword(String(data.password));
    // A password the user (or an administrator) chose ends the forced change of a temporary one.
    out.must_change_password = false;
  }
  return out;
}

export function userHooks(companyWords: readonly string[]): EntityHooks {
  return {
    check: checkUser(companyWords),
    // Checked again inside the write: a direct repository write (an approved profile request) passes here too.
    beforeCreate: (data, { actor }) => {
      if (given(data, 'role_id')) assertMayManage(actor, data.role_id);
      return stored(data);
    },
    beforeUpdate: (changes, current, { actor }) => {
      assertMayManage(actor, current.role_id);
      if (given(changes, 'role_id')) assertMayManage(actor, changes.role_id);
      return stored(changes);
    },
    beforeDelete: (current, { actor }) => {
      assertMayManage(actor, current.role_id);
      if (current.id === actor.userId) throw unprocessable({ id: [msg('users.deleteSelf')] });
    },
  };
}
