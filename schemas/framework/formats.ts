/**
 * Identifier fields (`field.rfc`, `field.curp`, `field.clabe`, `field.phone`, `field.countryCode`):
 * the generic validation normalises and checks them by their declared format, in the browser and on
 * the server alike. Beside the zod schemas because a check may read another field of the record (an
 * RFC's length follows the person type; a phone's lada) and may warn without refusing (an RFC whose
 * check digit does not match: about 1.5 % of real ones).
 */
import { normalizePhone, phoneCallingCode, validateClabe, validateCurp, validateRfc, type IdentifierCheck } from '../rules/identifiers.ts';
import type { FieldMeta } from './field.ts';

/**
 * A message by catalogue key with its parameters: the server renders `key` from server/i18n, the
 * browser `caudal.<key>` (`identifiers.rfc_format`, `{ value: 'ABC' }`).
 */
export interface FieldMessage {
  key: string;
  params?: Record<string, string>;
}

export interface FormatResult {
  /** The payload with each checked identifier in its stored form (upper case, E.164, `+52`). */
  out: Record<string, unknown>;
  errors: Record<string, FieldMessage[]>;
  warnings: Record<string, FieldMessage[]>;
}

const present = (data: Record<string, unknown>, name: string) => name in data && data[name] !== null && data[name] !== undefined && String(data[name]).trim() !== '';

/** `+52`, `52` -> `+52`; undefined when it is not a country calling code. */
export function normaliseCountryCode(value: unknown): string | undefined {
  const digits = String(value).trim().replace(/^\+/, '');
  return /^\d{1,4}$/.test(digits) ? `+${digits}` : undefined;
}

function personKind(value: unknown): 'person' | 'company' | undefined {
  return value === 'moral' ? 'company' : value === 'fisica' ? 'person' : undefined;
}

function identifierCheck(meta: FieldMeta, value: string, record: Record<string, unknown>): IdentifierCheck | undefined {
  switch (meta.format) {
    case 'rfc':
      return validateRfc(value, meta.personKindField ? personKind(record[meta.personKindField]) : undefined);
    case 'curp':
      return validateCurp(value);
    case 'clabe':
      return validateClabe(value);
    case 'phone':
      // Spec: "User create prepends lada to phone"; a number already written with + keeps its own code.
      return normalizePhone(value, meta.countryCodeField ? normaliseCountryCode(record[meta.countryCodeField] ?? '') : undefined);
    default:
      return undefined;
  }
}

/**
 * Checks the identifier fields present in `data` (a create payload or an update's changes); `current`
 * is the stored record on update, for the fields a check reads that the change leaves as they are.
 */
export function checkFormats(fields: Readonly<Record<string, FieldMeta>>, data: Record<string, unknown>, current?: Record<string, unknown>): FormatResult {
  const out: Record<string, unknown> = { ...data };
  const errors: Record<string, FieldMessage[]> = Object.create(null);
  const warnings: Record<string, FieldMessage[]> = Object.create(null);
  const record = { ...current, ...data };
  for (const [name, meta] of Object.entries(fields)) {
    if (!meta.format || !present(data, name)) continue;
    const value = String(data[name]);
    if (meta.format === 'country-code') {
      const code = normaliseCountryCode(value);
      if (code) out[name] = code;
      else errors[name] = [{ key: 'identifiers.country_code' }];
      continue;
    }
    const check = identifierCheck(meta, value, record);
    if (!check) continue;
    if (!check.ok) {
      errors[name] = [{ key: `identifiers.${check.code}`, params: check.params }];
      continue;
    }
    out[name] = check.value;
    if (check.warnings.includes('rfc_check_digit')) warnings[name] = [{ key: 'identifiers.rfc_check_digit' }];
    // A phone given without a lada, on a record that has none, takes its number's.
    const lada = meta.format === 'phone' ? meta.countryCodeField : undefined;
    if (lada && !present(data, lada) && !present(current ?? {}, lada)) out[lada] = `+${phoneCallingCode(check.value) ?? '52'}`;
  }
  for (const [name, messages] of Object.entries(checkRecordValidators(fields, out, current))) errors[name] ??= messages;
  return { out, errors, warnings };
}

/**
 * The declared validators that read other fields (`reads`), run when the field or one it reads is in
 * `data`, on the value the record will hold: an update that changes only the tax regime still has the
 * stored CFDI use judged against it. A blank value is the schema's to refuse, not theirs.
 */
export function checkRecordValidators(fields: Readonly<Record<string, FieldMeta>>, data: Record<string, unknown>, current?: Record<string, unknown>): Record<string, FieldMessage[]> {
  const errors: Record<string, FieldMessage[]> = Object.create(null);
  const record = { ...current, ...data };
  for (const [name, meta] of Object.entries(fields)) {
    for (const validator of meta.validators ?? []) {
      if (!validator.reads) continue;
      if (![name, ...validator.reads].some((field) => field in data)) continue;
      if (!present(record, name)) continue;
      const key = validator.check(record[name], validator.params ?? {}, record);
      if (key) (errors[name] ??= []).push({ key: `validation.${key}` });
    }
  }
  return errors;
}
