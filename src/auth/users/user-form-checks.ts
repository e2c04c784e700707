/**
 * The user form's checks beyond the entity schema, run in the browser before sending: the same
 * identifier rules and password policy the server applies (server/auth/user-input.ts), so a bad RFC,
 * CURP, CLABE, phone or password is named under its field without a round trip.
 */
import { normalizePhone, validateClabe, validateCurp, validateRfc, type IdentifierCheck } from '../../../schemas/rules/identifiers.ts';
import { checkPassword, passwordIdentifiers } from '../../../schemas/rules/password-policy.ts';
import { formMessage, type FormCheck } from '../../framework/screens/form-message.ts';

/** The server's default PASSWORD_COMPANY_WORDS; the server still checks its configured list. */
const COMPANY_WORDS = ['caudal'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A failed identifier check as its translated message. */
export function identifierMessage(check: Extract<IdentifierCheck, { ok: false }>): string {
  return formMessage(`caudal.identifiers.${check.code}`, check.params);
}

export const userFormChecks: FormCheck = (values) => {
  const errors: Record<string, string> = {};
  const kind = values.person_type === 'moral' ? 'company' : values.person_type === 'fisica' ? 'person' : undefined;
  const identifiers: [string, (value: string) => IdentifierCheck][] = [
    ['rfc', (v) => validateRfc(v, kind)],
    ['curp', validateCurp],
    ['bank_clabe', validateClabe],
    ['phone', (v) => normalizePhone(v, text(values.lada) || undefined)],
  ];
  for (const [field, check] of identifiers) {
    const value = text(values[field]);
    if (value === '') continue;
    const result = check(value);
    if (!result.ok) errors[field] = identifierMessage(result);
  }
  const password = typeof values.password === 'string' ? values.password : '';
  if (password !== '') {
    const identity = { username: text(values.username), email: text(values.email), name: text(values.name), rfc: text(values.rfc) };
    const [broken] = checkPassword(password, { identifiers: passwordIdentifiers(identity), companyWords: COMPANY_WORDS });
    if (broken) errors.password = formMessage(`caudal.passwordPolicy.${broken}`);
  }
  return errors;
};
