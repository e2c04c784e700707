/**
 * Field metadata -> zod. The same schemas validate the browser's forms and the server's payloads.
 */
import { z } from 'zod';
import type { FieldMeta } from './field.ts';
import { NUMERIC_KINDS } from './field.ts';
import { MESSAGES } from './messages.ts';
import { decimalProblem, MAX_DATETIME_CHARS } from './sizes.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;
const FILE_URL = /^(\/api\/files\/[A-Za-z0-9._-]+|https:\/\/[^\s]+)$/;

/** Blank means absent: whitespace alone is empty (spec section 5). Strings are trimmed. */
function normalise(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return value;
}

/** `YYYY-MM-DD` naming a day that exists (no 2026-02-30). */
export function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

function typeError(message: string) {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? MESSAGES.required : message) };
}

function decimalSchema(meta: FieldMeta) {
  const precision = meta.precision ?? 18;
  const scale = meta.scale ?? 4;
  const messages = { numeric: MESSAGES.numeric, tooLarge: MESSAGES.tooLarge, tooManyDecimals: MESSAGES.tooManyDecimals } as const;
  return z
    .union([z.string(), z.number()], typeError(MESSAGES.numeric))
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .check((ctx) => {
      // Length first (sizes.ts): 100,000 digits are "too large" at once, never parsed.
      const problem = decimalProblem(ctx.value, precision, scale);
      if (problem) ctx.issues.push({ code: 'custom', message: messages[problem], input: ctx.value });
    });
}

function integerSchema(meta: FieldMeta) {
  return z
    .union([z.number(), z.string()], typeError(MESSAGES.integer))
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : /^-?\d{1,10}$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isSafeInteger(n)) {
        ctx.issues.push({ code: 'custom', message: MESSAGES.integer, input: v });
        return z.NEVER;
      }
      if (n < (meta.min ?? 0)) ctx.issues.push({ code: 'custom', message: MESSAGES.tooSmall, input: v });
      if (n > (meta.max ?? 2147483647)) ctx.issues.push({ code: 'custom', message: MESSAGES.tooLarge, input: v });
      return n;
    });
}

/**
 * Identifiers people write with separators ("GODE-561231-GR8", "HEGG 560427 MVZRRL04"): the typed text
 * may be longer than the stored one, which formats.ts compacts and checks to its exact length.
 */
const SEPARATED_FORMATS: ReadonlySet<string> = new Set(['rfc', 'curp', 'clabe']);
const SEPARATORS_ALLOWED = 8;

/** The longest text a field takes as typed: its column's length, and room for separators in an identifier. */
export function typedMaxLength(meta: FieldMeta): number {
  return (meta.maxLength ?? 255) + (meta.format && SEPARATED_FORMATS.has(meta.format) ? SEPARATORS_ALLOWED : 0);
}

function textSchema(meta: FieldMeta, message: string = MESSAGES.text) {
  const typed = typedMaxLength(meta);
  return z
    .string(typeError(message))
    .max(typed, MESSAGES.tooLong)
    // PostgreSQL text cannot hold the NUL character.
    .refine((v) => !v.includes('\u0000'), message);
}

/** The schema of a present, non-blank value of the field. */
export function valueSchema(meta: FieldMeta): z.ZodType {
  if (NUMERIC_KINDS.has(meta.kind)) return decimalSchema(meta);
  switch (meta.kind) {
    case 'text':
      return textSchema(meta);
    case 'email':
      return textSchema(meta, MESSAGES.email).pipe(z.email(MESSAGES.email));
    case 'integer':
      return integerSchema(meta);
    case 'reference':
      return integerSchema({ ...meta, min: 1 }).pipe(z.number().min(1, MESSAGES.reference));
    case 'date':
      return z.string(typeError(MESSAGES.date)).max(10, MESSAGES.date).refine(isRealDate, MESSAGES.date);
    case 'datetime':
      return z
        .string(typeError(MESSAGES.datetime))
        .max(MAX_DATETIME_CHARS, MESSAGES.datetime)
        .refine((v) => ISO_DATETIME.test(v) && !Number.isNaN(Date.parse(v)), MESSAGES.datetime)
        .transform((v) => new Date(v));
    case 'boolean':
      return z
        .union([z.boolean(), z.literal('true'), z.literal('false'), z.literal(1), z.literal(0)], typeError(MESSAGES.boolean))
        .transform((v) => v === true || v === 'true' || v === 1);
    case 'select':
      return z.string(typeError(MESSAGES.option)).max(meta.maxLength ?? 64, MESSAGES.option).refine((v) => (meta.options ?? []).includes(v), MESSAGES.option);
    case 'file':
      return textSchema(meta, MESSAGES.file).regex(FILE_URL, MESSAGES.file);
    default:
      throw new Error(`no validation for field kind ${String(meta.kind)}`);
  }
}

/**
 * The declaration's own checks after the kind's: the pattern (on the text as written, trimmed), then
 * each custom validator; each failure is the shared text of the key it names, so the browser and the
 * API translate it like any other (docs/decisions/090).
 */
function withDeclaredChecks(schema: z.ZodType, meta: FieldMeta): z.ZodType {
  const { pattern } = meta;
  // Checks that read other fields need the record: formats.ts runs them (checkRecordValidators).
  const validators = (meta.validators ?? []).filter((validator) => !validator.reads);
  if (!pattern && validators.length === 0) return schema;
  return schema.check((ctx) => {
    // One message per value: a text already too long is not also told its characters are wrong.
    if (ctx.issues.length > 0) return;
    const value: unknown = ctx.value;
    if (pattern && typeof value === 'string' && !pattern.regex.test(value)) {
      ctx.issues.push({ code: 'custom', message: MESSAGES[pattern.message], input: value });
      return;
    }
    for (const validator of validators) {
      const key = validator.check(value, validator.params ?? {}, {});
      if (key) ctx.issues.push({ code: 'custom', message: MESSAGES[key], input: value });
    }
  });
}

/** Required: blank fails with "Value is required". Optional: blank becomes null. */
export function fieldSchema(meta: FieldMeta): z.ZodType {
  const value = withDeclaredChecks(valueSchema(meta), meta);
  if (!meta.optional) return z.preprocess(normalise, value);
  return z.preprocess(normalise, value.optional()).transform((v) => (v === undefined ? null : v));
}

/** A create's schema of the field: an omitted value is the declared `defaultValue`, when there is one. */
export function createFieldSchema(meta: FieldMeta): z.ZodType {
  const schema = fieldSchema(meta);
  if (meta.defaultValue === undefined) return schema;
  const fallback = meta.defaultValue;
  return z.preprocess((value) => (value === undefined ? fallback : value), schema);
}

export type FieldErrors = Record<string, string[]>;

/** zod's own English defaults ("Invalid input: expected string, received undefined", "Too big: ..."). */
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized)\b/;

/**
 * An issue's message as one of the shared texts: a schema's own message stays; zod's defaults, which
 * no catalogue translates, become the nearest shared text ("Value is required" for a missing value).
 */
export function sharedMessage(issue: z.core.$ZodIssue): string {
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? MESSAGES.required : MESSAGES.notValid;
    case 'too_big':
      return issue.origin === 'string' ? MESSAGES.tooLong : MESSAGES.tooLarge;
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? MESSAGES.required : MESSAGES.tooSmall;
    case 'invalid_value':
      return MESSAGES.option;
    case 'unrecognized_keys':
      return MESSAGES.unknownField;
    default:
      return MESSAGES.notValid;
  }
}

/** zod issues -> `{ field: [messages] }`, the 422 `errors` shape of the API contract. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  // No prototype: a payload key such as "constructor" or "__proto__" must be an ordinary entry.
  const errors: FieldErrors = Object.create(null);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) (errors[key] ??= []).push(MESSAGES.unknownField);
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (errors[key] ??= []).push(sharedMessage(issue));
  }
  return errors;
}
