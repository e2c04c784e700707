/**
 * What the user's generic writes add to its declaration (schemas/user.ts declares the identifier
 * fields, the lada and per-field access): the Tipo and password rules, the password's argon2id hash,
 * the email in lower case, roles granted only from above and credentials of others changed only by an
 * administrator (schemas/rules/credentials.ts), sign-in identifiers unique across username and email
 * (user-identifiers.ts), sessions and codes ended when credentials change, nobody deleting themselves,
 * and four-eyes fields held for someone else's approval (four-eyes.ts).
 * Server-only (argon2), so declared here by entity name, not in the shared schema.
 */
import { CREDENTIAL_FIELDS, mayChangeCredentialsOf, mayGrantRole, roleRank } from '../../schemas/rules/credentials.ts';
import { userCurpErrors, userTypeErrors } from '../../schemas/rules/user-type.ts';
import { endSessionsAndCodes } from '../auth/credential-change.ts';
import type { Actor } from '../crud/audit.ts';
import { writeAudit } from '../crud/audit.ts';
import type { CheckContext, EntityHooks, HookContext } from '../crud/hooks.ts';
import { HttpError, unprocessable, type FieldErrors } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import { hashPassword, passwordProblems } from '../auth/passwords.ts';
import { identifierErrors, syncIdentifiers } from './user-identifiers.ts';
import { holdFourEyesChanges } from './four-eyes.ts';

type Row = Record<string, unknown>;

/** Nobody edits or deletes a user of a role above their own. */
export function assertMayManage(actor: Actor, targetRoleId: unknown): void {
  if (roleRank(targetRoleId) > roleRank(actor.roleId)) throw new HttpError(403, msg('auth.manageRole'));
}

function assertMayGrant(actor: Actor, roleId: unknown): void {
  if (!mayGrantRole(actor.roleId, roleId)) throw new HttpError(403, msg('credentials.grantRole'));
}

const given = (data: Row, field: string) => field in data && data[field] !== null && data[field] !== undefined;

/** The credential fields this change really changes (a form sending the stored value back changes nothing). */
function changedCredentials(changes: Row, current: Row): string[] {
  return CREDENTIAL_FIELDS.filter((field) => {
    if (!(field in changes)) return false;
    if (field === 'password') return given(changes, 'password');
    const [next, now] = [changes[field], current[field]];
    // The email is stored in lower case: the same address in capitals is no change.
    if (field === 'email') return String(next ?? '').toLowerCase() !== String(now ?? '').toLowerCase();
    return String(next ?? '') !== String(now ?? '');
  });
}

/** Credentials and roles of others are Admin's (Root's for Admins); one's own role is not one's own to change. */
function assertMayChange(actor: Actor, changes: Row, current: Row): void {
  const changed = changedCredentials(changes, current);
  if (changed.length === 0) return;
  const self = current.id === actor.userId;
  if (self) {
    if (changed.includes('role_id') && !mayChangeCredentialsOf(actor.roleId, current.role_id)) throw new HttpError(403, msg('credentials.ownRole'));
  } else if (!mayChangeCredentialsOf(actor.roleId, current.role_id)) {
    throw new HttpError(403, msg('credentials.othersAreAdmins'));
  }
  if (changed.includes('role_id')) assertMayGrant(actor, changes.role_id);
}

/** The field problems of a user payload, all at once (Tipo, password policy, identifiers); 403 for what the actor may not do. */
function checkUser(companyWords: readonly string[]) {
  return (data: Row, { actor, current }: CheckContext): FieldErrors => {
    if (current) {
      assertMayManage(actor, current.role_id);
      assertMayChange(actor, data, current);
    } else if (given(data, 'role_id')) assertMayGrant(actor, data.role_id);
    const errors: FieldErrors = identifierErrors(data);
    const merged = { ...current, ...data };
    // An investor or a client needs its Tipo; checked when made, or when its role or type changes.
    if (!current || 'type' in data || 'role_id' in data) Object.assign(errors, userTypeErrors(merged));
    // A persona física needs its CURP; a persona moral has none. Checked when made, or when either changes.
    if (!current || 'curp' in data || 'person_type' in data) Object.assign(errors, userCurpErrors(merged));
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

/** Every changed credential ends the person's sessions and codes (their own current session aside). */
async function endSessionsOnCredentialChange(changes: Row, current: Row, { tx, actor }: HookContext): Promise<void> {
  const changed = changedCredentials(changes, current);
  if (changed.length === 0) return;
  const userId = Number(current.id);
  const ended = await endSessionsAndCodes(tx, userId, userId === actor.userId ? actor.sessionId : undefined);
  // Under "session": the user's own trail keeps the one update row its change made.
  await writeAudit(tx, actor, { entity: 'session', entityId: userId, action: 'ended-by-credential-change', after: { fields: changed, sessions_ended: ended.sessions, pending_logins_ended: ended.pendingLogins, temporary_passwords_revoked: ended.temporaryPasswords } });
}

export function userHooks(companyWords: readonly string[]): EntityHooks {
  return {
    check: checkUser(companyWords),
    // Checked again inside the write: a direct repository write (an approved profile request) passes here too.
    beforeCreate: (data, { actor }) => {
      if (given(data, 'role_id')) assertMayGrant(actor, data.role_id);
      const problems = identifierErrors(data);
      if (Object.keys(problems).length > 0) throw unprocessable(problems);
      return stored(data);
    },
    beforeUpdate: async (changes, current, context) => {
      assertMayManage(context.actor, current.role_id);
      assertMayChange(context.actor, changes, current);
      const problems = identifierErrors(changes);
      if (Object.keys(problems).length > 0) throw unprocessable(problems);
      // A person's name, identifiers, bank data, email, phone and role wait for someone else's approval.
      const written = await holdFourEyesChanges(await stored(changes), current, context);
      await endSessionsOnCredentialChange(written, current, context);
      return written;
    },
    afterChange: async (change, { tx }) => {
      if (change.after) await syncIdentifiers(tx, change.after, change.before);
    },
    beforeDelete: (current, { actor }) => {
      assertMayManage(actor, current.role_id);
      if (current.id === actor.userId) throw unprocessable({ id: [msg('users.deleteSelf')] });
    },
  };
}
