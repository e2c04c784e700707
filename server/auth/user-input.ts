/**
 * What the generic CRUD cannot do for a user: normalise and check the identifiers (DOMAIN.md), put
 * the lada in front of the phone, apply the password policy and hash the password, and keep anyone
 * from granting or touching a role above their own.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { validateClabe, validateCurp, validateRfc, normalizePhone, type IdentifierCheck } from '../../schemas/rules/identifiers.ts';
import { ROLE } from '../../schemas/role.ts';
import { userTypeErrors } from '../../schemas/rules/user-type.ts';
import type { Row } from '../crud/repository.ts';
import { HttpError, unprocessable, type FieldErrors } from '../http/errors.ts';
import { OWNER_SCOPED_ROLES } from './access.ts';
import { hashPassword, passwordProblems } from './passwords.ts';
import { msg, type Localized, type MessageParams } from '../i18n/localized.ts';

export interface PreparedUser {
  data: Row;
  /** Accepted but worth a look (an RFC whose check digit does not match: about 1.5 % of real ones). */
  warnings: FieldErrors;
}


/** How much a role may administer: nobody grants or edits a role above their own. */
const POWER: Record<number, number> = { [ROLE.root]: 3, [ROLE.admin]: 2, [ROLE.gestor]: 1 };
const powerOf = (roleId: unknown) => POWER[Number(roleId)] ?? 0;

export function assertMayManage(actorRoleId: number, targetRoleId: unknown): void {
  if (powerOf(targetRoleId) > powerOf(actorRoleId)) throw new HttpError(403, msg('auth.manageRole'));
}

/** `+52`, `52` -> `+52`; undefined when it is not a country calling code. */
function normaliseLada(value: unknown): string | undefined {
  const digits = String(value).trim().replace(/^\+/, '');
  return /^\d{1,4}$/.test(digits) ? `+${digits}` : undefined;
}

/** A failed identifier check in the caller's language: `identifiers.<code>` with the input it names. */
export function identifierMessage(check: Extract<IdentifierCheck, { ok: false }>): Localized {
  const { kind, ...rest } = check.params;
  const params: MessageParams = kind === 'person' || kind === 'company' ? { ...rest, kind: msg(`identifiers.kind_${kind}`) } : rest;
  return msg(`identifiers.${check.code}`, params);
}

function applyCheck(field: string, check: IdentifierCheck, data: Row, errors: FieldErrors, warnings: FieldErrors) {
  if (!check.ok) {
    errors[field] = [identifierMessage(check)];
    return;
  }
  data[field] = check.value;
  if (check.warnings.includes('rfc_check_digit')) warnings[field] = [msg('identifiers.rfc_check_digit')];
}

export interface UserContext {
  actorRoleId: number;
  companyWords: readonly string[];
  current?: Row;
}

/**
 * `data` is a validated create payload or update change set; `current` the stored record on update.
 * Only the fields present in `data` are checked and rewritten.
 */
export async function prepareUser(data: Row, context: UserContext): Promise<PreparedUser> {
  const { out, errors, warnings } = checkUser(data, context);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  if ('password' in data && data.password !== null && data.password !== undefined) {
    out.password = await hashPassword(String(data.password));
    // A password the user (or an administrator) chose ends the forced change of a temporary one.
    out.must_change_password = false;
  }
  return { data: out, warnings };
}

/**
 * The identifier, lada and password checks, without throwing on a broken one: a payload that fails
 * the schema elsewhere still gets these fields' messages in the same answer.
 */
export function checkUser(data: Row, context: UserContext): { out: Row; errors: FieldErrors; warnings: FieldErrors } {
  const out: Row = { ...data };
  const errors: FieldErrors = Object.create(null);
  const warnings: FieldErrors = Object.create(null);
  const merged = { ...context.current, ...data };
  const has = (field: string) => field in data && data[field] !== null && data[field] !== undefined;

  if (OWNER_SCOPED_ROLES.has(context.actorRoleId)) {
    for (const field of ['role_id', 'type'] as const) {
      if (field in data && context.current && data[field] !== context.current[field]) errors[field] = [msg('validation.readOnly')];
    }
  }
  if (has('role_id')) assertMayManage(context.actorRoleId, data.role_id);
  if (context.current) assertMayManage(context.actorRoleId, context.current.role_id);

  // An investor or a client needs its Tipo; checked when made, or when its role or type changes.
  if (!context.current || 'type' in data || 'role_id' in data) Object.assign(errors, userTypeErrors(merged));
  if (has('email')) out.email = String(data.email).toLowerCase();
  if (has('rfc')) {
    const kind = merged.person_type === 'moral' ? 'company' : merged.person_type === 'fisica' ? 'person' : undefined;
    applyCheck('rfc', validateRfc(String(data.rfc), kind), out, errors, warnings);
  }
  if (has('curp')) applyCheck('curp', validateCurp(String(data.curp)), out, errors, warnings);
  if (has('bank_clabe')) applyCheck('bank_clabe', validateClabe(String(data.bank_clabe)), out, errors, warnings);
  if (has('lada')) {
    const lada = normaliseLada(data.lada);
    if (lada) out.lada = lada;
    else errors.lada = [msg('users.lada')];
  }
  if (has('phone')) {
    // Spec: "User create prepends lada to phone"; a number already written with + keeps its own code.
    const lada = normaliseLada(merged.lada);
    const check = normalizePhone(String(data.phone), lada);
    applyCheck('phone', check, out, errors, warnings);
    if (check.ok && !has('lada') && !context.current?.lada) out.lada = `+${phoneCountryCode(check.value)}`;
  }
  if (has('password')) {
    const identity = { username: merged.username as string, email: merged.email as string, name: merged.name as string, rfc: merged.rfc as string };
    const problems = passwordProblems(String(data.password), identity, context.companyWords);
    if (problems.length > 0) errors.password = problems;
  }

  return { out, errors, warnings };
}

/** The calling code of an E.164 number ("+525512345678" -> "52"). */
function phoneCountryCode(e164: string): string {
  return parsePhoneNumberFromString(e164)?.countryCallingCode ?? '52';
}
