/**
 * Valid payloads for POST /api/user from the record factory: an investor, a persona física, with a
 * new key, username, email, phone and identifiers (real check digits) on every call. `changes` win.
 */
import { entities } from '../../schemas/index.ts';
import { ROLE } from '../../schemas/role.ts';
import { build, type Payload } from './record-factory/record-factory.ts';

/** The Tipo an investor carries (schemas/rules/user-type.ts requires one of investors and clients). */
const INVESTOR_TYPE = 'inversionista' satisfies (typeof import('../../schemas/user.ts').USER_TYPES)[number];

export function newInvestor(changes: Payload = {}): Payload {
  return build(entities.user, { role_id: ROLE.investor, type: INVESTOR_TYPE, person_type: 'fisica', ...changes });
}
