/** How a change request's value reads in the requests panel: a role by its name, not its id; a phone in groups. */
import type { RoleName } from '../../../schemas/framework/access.ts';
import { ROLE } from '../../../schemas/role.ts';
import { formatPhone } from '../../framework/format.ts';

const ROLE_NAMES = new Map<number, RoleName>(Object.entries(ROLE).map(([name, id]) => [id, name as RoleName]));

export function requestedValue(field: string, value: unknown, translate: (key: string) => string): string {
  if (field === 'role_id') {
    const name = ROLE_NAMES.get(Number(value));
    if (name) return translate(`caudal.profile.roles.${name}`);
  }
  if (field === 'phone' && typeof value === 'string') return formatPhone(value);
  return String(value ?? '');
}
