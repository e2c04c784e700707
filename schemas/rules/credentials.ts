/**
 * Who may change whose credentials and role (docs/security.md, docs/decisions/126). Credentials are the
 * fields that let someone sign in as a person or reach their codes: username, email, phone (with its
 * lada) and password; with the role they are the administrator's: Admin changes those of Gestores,
 * investors, clients and Default users, Root also those of Admins and Roots. Everyone keeps their own
 * (except their role). A role is granted only from above: Gestor grants none of the staff roles,
 * Admin up to Gestor, Root any. Pure: the server enforces it, the users form mirrors it.
 */
import { ROLE } from '../role.ts';

export const CREDENTIAL_FIELDS = ['username', 'email', 'lada', 'phone', 'password', 'role_id'] as const;

const POWER: Record<number, number> = { [ROLE.root]: 3, [ROLE.admin]: 2, [ROLE.gestor]: 1 };
export const roleRank = (roleId: unknown): number => POWER[Number(roleId)] ?? 0;

/** Whether the actor may change the credentials (role included) of someone else with this role. */
export function mayChangeCredentialsOf(actorRoleId: unknown, targetRoleId: unknown): boolean {
  if (Number(actorRoleId) === ROLE.root) return true;
  return Number(actorRoleId) === ROLE.admin && roleRank(targetRoleId) < roleRank(ROLE.admin);
}

/** Whether the actor may give this role to someone (a new user, or a change of role). */
export function mayGrantRole(actorRoleId: unknown, roleId: unknown): boolean {
  if (Number(actorRoleId) === ROLE.root) return true;
  return roleRank(roleId) < roleRank(actorRoleId);
}
