/**
 * Which users must have a type (docs/decisions/061): the spec's form requires Tipo (section 5) and its
 * only values are cliente and inversionista, so it is required of the people it describes: users of the
 * investor and Cliente roles. Staff (Root, Admin, Gestor, Default) are neither and keep none.
 */
import { ROLE } from '../role.ts';
import { MESSAGES } from '../framework/messages.ts';

const TYPED_ROLES: ReadonlySet<number> = new Set([ROLE.investor, ROLE.client]);

export const typeRequiredFor = (roleId: unknown): boolean => TYPED_ROLES.has(Number(roleId));

/** The type's error for a user of that role, as `{ type: [message] }`, or none. */
export function userTypeErrors(user: { role_id?: unknown; type?: unknown }): Record<string, string[]> {
  const blank = user.type === undefined || user.type === null || String(user.type).trim() === '';
  return typeRequiredFor(user.role_id) && blank ? { type: [MESSAGES.required] } : {};
}

/** A persona física has a CURP; a persona moral has none (its retention certificates carry no CurpR). */
export function userCurpErrors(user: { person_type?: unknown; curp?: unknown }): Record<string, string[]> {
  const blank = user.curp === undefined || user.curp === null || String(user.curp).trim() === '';
  return user.person_type !== 'moral' && blank ? { curp: [MESSAGES.required] } : {};
}
