/**
 * A person of a given role made for one test through the API (as Root), with a phone of their own.
 * The server sends one number at most five codes in ten minutes, so tests that are not about the demo
 * accounts themselves sign in as fresh people, and the demo phones stay free for those that are.
 */
import { randomInt } from 'node:crypto';
import { clabeCheckDigit, curpCheckDigit, rfcCheckDigit } from '../../../schemas/rules/identifiers.ts';
import { createRecord } from '../support/api.ts';
import type { DemoAccount } from './sign-in-as.ts';

const TYPE_BY_ROLE: Record<number, string | null> = { 5: 'inversionista', 6: 'cliente' };
const FIRST_NAMES = ['Lucía', 'Mateo', 'Valeria', 'Santiago', 'Regina', 'Emilio'];

/** Creates the user and returns what signing in needs. */
export async function freshUser(roleId: number, password = 'Marea#2026x'): Promise<DemoAccount> {
  const serial = String(randomInt(10_000_000, 99_999_999));
  const name = `${FIRST_NAMES[randomInt(FIRST_NAMES.length)]} Prueba ${serial}`;
  // The homoclave's two characters come from SAT's table, which has no 0 (1-9, A-N, P-Z).
  const rfc = `PERU800101${serial.slice(0, 2).replace(/0/g, 'A')}`;
  const curp = 'PERU800101HDFRRN0';
  const clabe = `0121800${serial}00`.slice(0, 17);
  const created = await createRecord<{ phone: string }>('user', {
    key: `E2E-${serial}`,
    username: `e2e${serial}`,
    name,
    rfc: rfc + rfcCheckDigit(rfc),
    curp: curp + curpCheckDigit(curp),
    bank_name: 'Banorte',
    bank_account: '0987654321',
    bank_clabe: clabe + clabeCheckDigit(clabe),
    email: `e2e.${serial}@pruebas.mx`,
    password,
    lada: '+52',
    phone: `55${serial}`,
    role_id: roleId,
    type: TYPE_BY_ROLE[roleId] ?? null,
    person_type: 'fisica',
  });
  return { id: created.id, email: `e2e.${serial}@pruebas.mx`, phone: created.phone, name, role_id: roleId, password };
}
