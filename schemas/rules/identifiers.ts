/**
 * Mexican identifiers (RFC, CURP, CLABE, phone), DOMAIN.md "Mexican identifiers". Shared by the
 * browser's forms and the server, so plain TypeScript plus libphonenumber-js (its core, with the metadata
 * of `#phone-metadata`: every country on the server, Mexico in the browser, decision 156). Input is trimmed and
 * upper-cased; each error names the bad input and carries a stable code for translations.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { CHECKS_EVERY_CALLING_CODE, phoneMetadata } from '#phone-metadata';
import { CLABE_BANKS } from './clabe-banks.ts';

export type IdentifierCheck =
  | { ok: true; value: string; warnings: IdentifierWarning[] }
  | { ok: false; code: IdentifierErrorCode; error: string; params: IdentifierErrorParams };

/** What a translated message needs besides its code: always the input as typed (`value`). */
export type IdentifierErrorParams = Record<string, string> & { value: string };

export type IdentifierErrorCode =
  | 'rfc_format'
  | 'rfc_date'
  | 'rfc_kind'
  | 'rfc_inconvenient_word'
  | 'rfc_homoclave'
  | 'curp_format'
  | 'curp_inconvenient_word'
  | 'curp_date'
  | 'curp_check_digit'
  | 'clabe_format'
  | 'clabe_check_digit'
  | 'clabe_bank'
  | 'phone_invalid';

/** Problems worth showing that must not block saving. */
export type IdentifierWarning = 'rfc_check_digit';

const fail = (code: IdentifierErrorCode, error: string, params: IdentifierErrorParams): IdentifierCheck => ({ ok: false, code, error, params });
const quoted = (value: string) => JSON.stringify(value);

/** Whether YYMMDD exists in one of `centuries`: 1900 is not a leap year, 2000 is. */
function isRealShortDate(yymmdd: string, centuries: readonly number[] = [1900, 2000]): boolean {
  const [yy, mm, dd] = [Number(yymmdd.slice(0, 2)), Number(yymmdd.slice(2, 4)), Number(yymmdd.slice(4, 6))];
  return centuries.some((century) => {
    const date = new Date(Date.UTC(2000, mm - 1, dd));
    date.setUTCFullYear(century + yy);
    return date.getUTCMonth() === mm - 1 && date.getUTCDate() === dd;
  });
}

// ---- RFC ----------------------------------------------------------------------------------------

const RFC_PATTERN = /^[A-ZÑ&]{3,4}[0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]$/;
const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
/** SAT's generic RFCs: general public (national) and foreign residents. */
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const;

/**
 * SAT's "palabras inconvenientes" (Instructivo para la formación del RFC, anexo IV): a person's four
 * letters never spell one; SAT replaces the last letter with an X, so such an RFC does not exist.
 */
export const RFC_INCONVENIENT_WORDS: ReadonlySet<string> = new Set(
  'BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COJA COJE COJI COJO CULO FETO GUEY JOTO KACA KACO KAGA KAGO KOGE KOJO KAKA KULO MAME MAMO MEAR MEAS MEON MION MOCO MULA PEDA PEDO PENE PUTA PUTO QULO RATA RUIN'.split(' '),
);

/**
 * Spaces, dashes and underscores people write between an identifier's parts ("GODE-561231-GR8",
 * "HEGG 560427 MVZRRL04") are dropped, the same way for an RFC and a CURP (python-stdnum's compact).
 */
export function compactIdentifier(input: string): string {
  return input.replace(/[\s_-]+/g, '').toUpperCase();
}

export const normalizeRfc = compactIdentifier;

/**
 * The homoclave's two characters are SAT's table "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ" (34: no 0, no O)
 * indexed by the quotient and the remainder of (a number below 1000) / 34, so the first is at most the
 * 30th character, V (999 / 34 = 29). Source: SAT's algorithm as released through the transparency request IFAI 0610100135506;
 * python-stdnum's mx.rfc checks the looser [1-9A-V][1-9A-Z], which lets an O through.
 */
const HOMOCLAVE_PATTERN = /^[1-9A-NP-V][1-9A-NP-Z]$/;

/** SAT's mod-11 digit: weights 13..2 over the 12-char body, padded on the left with a space. */
export function rfcCheckDigit(rfc: string): string {
  const body = rfc.slice(0, -1).padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += RFC_ALPHABET.indexOf(body[i]) * (13 - i);
  const remainder = sum % 11;
  const digit = remainder === 0 ? 0 : 11 - remainder;
  return digit === 10 ? 'A' : String(digit);
}

/**
 * 13 characters for a person (persona fisica), 12 for a company (persona moral); pass `kind` to
 * require one. About 1.5 % of real RFCs fail the check digit, so that is only a warning.
 */
export function validateRfc(input: string, kind?: 'person' | 'company'): IdentifierCheck {
  const value = normalizeRfc(input);
  if ((GENERIC_RFCS as readonly string[]).includes(value)) return { ok: true, value, warnings: [] };
  if (!RFC_PATTERN.test(value)) return fail('rfc_format', `expected an RFC of 12 or 13 characters (letters, date YYMMDD, 3 check characters), got: ${quoted(input)}`, { value: input });
  const prefix = value.length - 9;
  if (!isRealShortDate(value.slice(prefix, prefix + 6))) return fail('rfc_date', `expected an RFC with a real date, got: ${quoted(input)}`, { value: input });
  if (value.length === 13 && RFC_INCONVENIENT_WORDS.has(value.slice(0, 4)))
    return fail('rfc_inconvenient_word', `expected an RFC whose first four letters are not a word SAT excludes (it writes ${value.slice(0, 3)}X instead of ${value.slice(0, 4)}), got: ${quoted(input)}`, { value: input, replacement: `${value.slice(0, 3)}X` });
  const homoclave = value.slice(-3, -1);
  if (!HOMOCLAVE_PATTERN.test(homoclave))
    return fail('rfc_homoclave', `expected an RFC whose homoclave (${homoclave}) SAT's table can produce (1-9, A-N, P-Z; the first at most V), got: ${quoted(input)}`, { value: input, homoclave });
  const expected = kind === 'person' ? 13 : kind === 'company' ? 12 : value.length;
  if (value.length !== expected) return fail('rfc_kind', `expected an RFC of ${expected} characters for a ${kind}, got: ${quoted(input)}`, { value: input, expected: String(expected), kind: kind ?? '' });
  const warnings: IdentifierWarning[] = rfcCheckDigit(value) === value.at(-1) ? [] : ['rfc_check_digit'];
  return { ok: true, value, warnings };
}

// ---- CURP ---------------------------------------------------------------------------------------

const CURP_PATTERN =
  /^[A-Z][AEIOUX][A-Z]{2}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[HM](AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d$/;
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** RENAPO's digit: (10 - sum(value x (18 - i)) mod 10) mod 10 over the first 17 characters. */
export function curpCheckDigit(curp: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_ALPHABET.indexOf(curp[i]) * (18 - i);
  return String((10 - (sum % 10)) % 10);
}

/**
 * RENAPO's "palabras altisonantes" (Instructivo normativo para la asignación de la CURP; the same 81 as
 * python-stdnum's mx.curp): a CURP never starts with one, RENAPO writes an X for its second
 * letter (BACA -> BXCA), so such a CURP cannot exist.
 */
export const CURP_INCONVENIENT_WORDS: ReadonlySet<string> = new Set(
  ('BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO COLA CULO FALO FETO GETA GUEI GUEY JETA JOTO ' +
    'KACA KACO KAGA KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO LOCA LOCO LOKA LOKO MAME MAMO MEAR MEAS MEON MIAR ' +
    'MION MOCO MOKO MULA MULO NACA NACO PEDA PEDO PENE PIPI PITO POPO PUTA PUTO QULO RATA ROBA ROBE ROBO RUIN SENO TETA VACA VAGA ' +
    'VAGO VAKA VUEI VUEY WUEI WUEY').split(' '),
);

export function validateCurp(input: string): IdentifierCheck {
  const value = compactIdentifier(input);
  if (!CURP_PATTERN.test(value)) return fail('curp_format', `expected a CURP of 18 characters, got: ${quoted(input)}`, { value: input });
  if (CURP_INCONVENIENT_WORDS.has(value.slice(0, 4))) {
    const replacement = `${value[0]}X${value.slice(2, 4)}`;
    return fail('curp_inconvenient_word', `expected a CURP whose first four letters are not a word RENAPO excludes (it writes ${replacement} instead of ${value.slice(0, 4)}), got: ${quoted(input)}`, { value: input, replacement });
  }
  // The 17th character tells the century: a digit for births up to 1999, a letter from 2000 on.
  const century = /\d/.test(value[16]) ? 1900 : 2000;
  const birth = `${century === 1900 ? '19' : '20'}${value.slice(4, 6)}-${value.slice(6, 8)}-${value.slice(8, 10)}`;
  if (!isRealShortDate(value.slice(4, 10), [century])) return fail('curp_date', `expected a CURP with a real birth date (${birth} does not exist), got: ${quoted(input)}`, { value: input, date: birth });
  const expected = curpCheckDigit(value);
  if (expected !== value[17]) return fail('curp_check_digit', `expected a CURP ending in check digit ${expected}, got: ${quoted(input)}`, { value: input, expected });
  return { ok: true, value, warnings: [] };
}

// ---- CLABE --------------------------------------------------------------------------------------

const CLABE_WEIGHTS = [3, 7, 1];

/** Weights 3, 7, 1 repeated over the first 17 digits; digit = (10 - sum(d x w mod 10) mod 10) mod 10. */
export function clabeCheckDigit(clabe: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(clabe[i]) * CLABE_WEIGHTS[i % 3]) % 10;
  return String((10 - (sum % 10)) % 10);
}

/**
 * 18 digits: bank 3, branch 3, account 11, check 1. Spaces between groups are tolerated. The bank
 * must be a participant in Banxico's catalogue (./clabe-banks.ts).
 */
export function validateClabe(input: string): IdentifierCheck {
  const value = input.replace(/\s+/g, '');
  if (!/^\d{18}$/.test(value)) return fail('clabe_format', `expected a CLABE of 18 digits, got: ${quoted(input)}`, { value: input });
  const expected = clabeCheckDigit(value);
  if (expected !== value[17]) return fail('clabe_check_digit', `expected a CLABE ending in check digit ${expected}, got: ${quoted(input)}`, { value: input, expected });
  if (!CLABE_BANKS[value.slice(0, 3)]) return fail('clabe_bank', `expected a CLABE whose first three digits are a bank in Banxico's catalogue (${value.slice(0, 3)} is none), got: ${quoted(input)}`, { value: input, bank: value.slice(0, 3) });
  return { ok: true, value, warnings: [] };
}

// ---- Phone --------------------------------------------------------------------------------------

/**
 * Mexico dropped the mobile "1" after +52 (and the 044/045 prefixes) in 2019-2020; old contact lists
 * still carry them, and the metadata we ship does not strip them, so it is done here.
 */
function withoutLegacyMobilePrefix(national: string): string {
  if (national.length === 11 && national.startsWith('1')) return national.slice(1);
  if (national.length === 13 && /^04[45]/.test(national)) return national.slice(3);
  return national;
}

/**
 * Normalises to E.164. A bare 10-digit number is Mexican (+52); `countryCallingCode` (the form's lada,
 * "52" or "+52") applies to numbers written without '+'.
 */
export function normalizePhone(input: string, countryCallingCode?: string): IdentifierCheck {
  const compact = input.replace(/[\s().-]/g, '');
  const lada = countryCallingCode?.replace(/^\+/, '').trim();
  const candidate = compact.startsWith('+') || !lada ? compact : `+${lada}${compact}`;
  const parsed = parsePhoneNumberFromString(candidate, 'MX', phoneMetadata);
  if (parsed) {
    const national = parsed.countryCallingCode === '52' ? withoutLegacyMobilePrefix(parsed.nationalNumber) : parsed.nationalNumber;
    const normalised = parsePhoneNumberFromString(`+${parsed.countryCallingCode}${national}`, phoneMetadata);
    if (normalised?.isValid()) return { ok: true, value: normalised.number, warnings: [] };
  }
  // The browser knows Mexico's numbers only: another country's plausible E.164 is the server's to judge.
  if (!CHECKS_EVERY_CALLING_CODE && /^\+[1-9]\d{6,14}$/.test(candidate) && !candidate.startsWith('+52')) return { ok: true, value: candidate, warnings: [] };
  return fail('phone_invalid', `expected a phone number of 10 digits (or +country code and number), got: ${quoted(input)}`, { value: input });
}

/** The calling code of a number normalizePhone accepted (`+525512345678` -> `52`); undefined when the metadata lacks it. */
export function phoneCallingCode(e164: string): string | undefined {
  return parsePhoneNumberFromString(e164, phoneMetadata)?.countryCallingCode;
}
