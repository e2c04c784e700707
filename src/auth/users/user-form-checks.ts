/**
 * The user form's checks beyond the entity schema, run in the browser before sending: the identifier
 * fields as the server checks them (schemas/framework/formats.ts, by the user's declaration) and the
 * password policy, so a bad RFC, CURP, CLABE, phone or password is named under its field without a
 * round trip.
 */
import { checkFormats } from '../../../schemas/framework/formats.ts';
import { entities } from '../../../schemas/index.ts';
import { checkPassword, passwordIdentifiers } from '../../../schemas/rules/password-policy.ts';
import { fieldMessage, formMessage, type FormCheck } from '../../framework/screens/form-message.ts';

/** The server's default PASSWORD_COMPANY_WORDS; the server still checks its configured list. */
const COMPANY_WORDS = ['caudal'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Synchronous (tests call it directly); a FormCheck as the users screen uses it. */
export const userFormChecks = (values: Parameters<FormCheck>[0], _mode?: Parameters<FormCheck>[1]): Record<string, string> => {
  const errors: Record<string, string> = {};
  const identifiers = ['rfc', 'curp', 'bank_clabe', 'phone'] as const;
  const present = Object.fromEntries(identifiers.filter((field) => text(values[field]) !== '').map((field) => [field, text(values[field])]));
  for (const [field, [first]] of Object.entries(checkFormats(entities.user.fields, present, values).errors)) errors[field] = fieldMessage(first!);
  const password = typeof values.password === 'string' ? values.password : '';
  if (password !== '') {
    const identity = { username: text(values.username), email: text(values.email), name: text(values.name), rfc: text(values.rfc) };
    const [broken] = checkPassword(password, { identifiers: passwordIdentifiers(identity), companyWords: COMPANY_WORDS });
    if (broken) errors.password = formMessage(`caudal.passwordPolicy.${broken}`);
  }
  return errors;
};
