/**
 * Candidate values of one declared field, the n-th of many: n comes from the factory's sequence, so a
 * unique column gets another value on every record. A candidate still has to pass the field's own
 * validators (build-payload.ts tries the next n until it does). A field kind, text format or pattern
 * this file cannot make a value for throws, so tests/unit/framework/record-factory.test.ts fails on
 * the first entity that declares one.
 */
import type { FieldMeta, TextFormat } from '../../../schemas/framework/field.ts';
import { DIGITS_ONLY } from '../../../schemas/framework/field.ts';
import { checkPassword, passwordIdentifiers } from '../../../schemas/rules/password-policy.ts';
import { companyWordsOf } from '../../../server/auth/passwords.ts';
import { loadConfig } from '../../../server/config.ts';
import { clabe, companyRfc, curp, mexicanPhone, personRfc } from './identifiers.ts';

export type Payload = Record<string, unknown>;

/** The words no password may contain with the server's default configuration. */
const COMPANY_WORDS = companyWordsOf(loadConfig({}).PASSWORD_COMPANY_WORDS);

const DAY_MS = 86_400_000;
const isoDay = (from: string, days: number) => new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** n in base 36, so short columns still hold many distinct values. */
const compact = (n: number) => n.toString(36);

/** Starts of a password: the next is tried when one holds a word of the record (a name "Kx9"). */
const PASSWORD_STARTS = ['Kx9#mQ2w', 'Pz4$rT8v', 'Hy3%nW6j'];

function password(n: number, record: Payload): string | undefined {
  const candidate = `${PASSWORD_STARTS[n % PASSWORD_STARTS.length]}${compact(n)}`;
  const identifiers = passwordIdentifiers({ username: text(record.username), email: text(record.email), name: text(record.name), rfc: text(record.rfc) });
  return checkPassword(candidate, { identifiers, companyWords: COMPANY_WORDS }).length === 0 ? candidate : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The kind of person the record's `personKindField` names, when the RFC has one. */
function rfcFor(meta: FieldMeta, n: number, record: Payload): string {
  const kind = meta.personKindField ? record[meta.personKindField] : undefined;
  if (kind === 'moral') return companyRfc(n);
  if (kind === 'fisica') return personRfc(n);
  return n % 2 === 0 ? personRfc(n) : companyRfc(n);
}

/** Texts with rules of their own (field.text({ format })). */
const FORMATS: Record<TextFormat, (meta: FieldMeta, n: number, record: Payload) => string | undefined> = {
  rfc: rfcFor,
  curp: (_meta, n) => curp(n),
  clabe: (_meta, n) => clabe(n),
  phone: (_meta, n) => mexicanPhone(n),
  'country-code': () => '+52',
  password: (_meta, n, record) => password(n, record),
};

function textValue(meta: FieldMeta, n: number, record: Payload): string | undefined {
  if (meta.format) return FORMATS[meta.format](meta, n, record);
  const maxLength = meta.maxLength ?? 255;
  if (meta.pattern === DIGITS_ONLY) return String(n).slice(-maxLength);
  if (meta.pattern) {
    if (!meta.pattern.example) throw new Error(`a pattern without an example (${meta.pattern.regex}): declare pattern.example so tests can make a value`);
    return meta.pattern.example(n);
  }
  // The sequence at the end, so a unique column cut to its length still differs.
  const value = `T${compact(n)}`;
  return value.length <= maxLength ? value : value.slice(-maxLength);
}

function decimalValue(meta: FieldMeta, n: number): string {
  const scale = meta.scale ?? 0;
  const wholeDigits = Math.max(1, (meta.precision ?? 18) - scale);
  const whole = 1 + (n % Math.min(10 ** wholeDigits - 1, 99_999));
  return scale > 0 ? `${whole}.${String(n % 10 ** Math.min(scale, 6)).padStart(scale, '0')}` : String(whole);
}

function integerValue(meta: FieldMeta, n: number): number {
  const min = meta.min ?? 0;
  const span = Math.min((meta.max ?? 2147483647) - min + 1, 1_000_000);
  return min + (n % span);
}

/**
 * The n-th candidate; undefined when this n gives none (a password that would contain the user's name).
 * References and files are the caller's: they point at records and stored files (build-payload.ts).
 */
export function candidateValue(meta: FieldMeta, n: number, record: Payload): unknown {
  switch (meta.kind) {
    case 'text':
      return textValue(meta, n, record);
    case 'email':
      return `person${compact(n)}@example.com`;
    case 'numeric':
    case 'money':
    case 'percent':
      return decimalValue(meta, n);
    case 'integer':
      return integerValue(meta, n);
    case 'date':
      // A unique date far from the business dates the seed and the other tests use.
      return meta.unique ? isoDay('2100-01-01', n % 250_000) : isoDay('2026-01-01', n % 365);
    case 'datetime':
      return new Date(Date.parse('2026-03-01T12:00:00.000Z') + (n % 500_000) * 60_000).toISOString();
    case 'boolean':
      return n % 2 === 0;
    case 'select': {
      const options = meta.options ?? [];
      return options[n % options.length];
    }
    case 'reference':
    case 'file':
      throw new Error(`a ${meta.kind} field's value is the caller's (a record's id, a stored file's address)`);
    default:
      return unknownKind(meta.kind);
  }
}

/** A new field kind is a type error here first, and an error at run time for a declaration typed loosely. */
function unknownKind(kind: never): never {
  throw new Error(`no test value for field kind ${String(kind)}: teach tests/helpers/record-factory/field-values.ts`);
}
