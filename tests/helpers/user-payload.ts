/**
 * Valid payloads for POST /api/user: an investor, a persona física with real check digits, whose key,
 * username, email and phone differ on every call (they are unique columns). `tag` keeps one file's
 * people apart from another's in failure messages; `phonePrefix` (8 digits) keeps their phones apart.
 */
import { ROLE } from '../../schemas/role.ts';

export function userPayloads(tag: string, phonePrefix: string): (changes?: Record<string, unknown>) => Record<string, unknown> {
  let counter = 0;
  return (changes = {}) => {
    counter++;
    const name = `${tag.toLowerCase()}${counter}`;
    return {
      key: `${tag.toUpperCase()}-${counter}`, username: name, name: 'Mariana Quintero Salas', rfc: 'QUSM850312AB1', curp: 'HEGG560427MVZRRL04',
      bank_name: 'Banorte', bank_account: '1234567', bank_clabe: '002010077777777771', email: `${name}@example.com`,
      password: 'Kx9#mQ2wLp', lada: '+52', phone: `${phonePrefix}${String(counter).padStart(2, '0')}`, role_id: ROLE.investor, type: 'inversionista', person_type: 'fisica',
      ...changes,
    };
  };
}
