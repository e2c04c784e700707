/**
 * Field kind -> validation: what each kind accepts (and normalises to), and what it refuses with
 * which message. The first three messages are the spec's (section 5), copied exactly.
 */
import { describe, expect, it } from 'vitest';
import { field, type FieldMeta } from '../../../schemas/framework/field.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { fieldSchema, isRealDate } from '../../../schemas/framework/validation.ts';

function outcome(meta: FieldMeta, input: unknown): { value: unknown } | { messages: string[] } {
  const parsed = fieldSchema(meta).safeParse(input);
  return parsed.success ? { value: parsed.data } : { messages: parsed.error.issues.map((i) => i.message) };
}

const target = () => ({ name: 'currency', recordRepresentation: 'name', table: {} });

const accepted: [string, FieldMeta, unknown, unknown][] = [
  ['text, trimmed', field.text(), '  Peso  ', 'Peso'],
  ['text with accents and SQL', field.text(), "Dólar'; --", "Dólar'; --"],
  ['email, trimmed', field.email(), ' ana@example.com ', 'ana@example.com'],
  ['numeric string', field.numeric(), '12.5', '12.5'],
  ['numeric as a JSON number', field.numeric(), 12.5, '12.5'],
  ['money with two decimals', field.money(), '100000.00', '100000.00'],
  ['money at its largest', field.money(), '9999999999999999.99', '9999999999999999.99'],
  ['percent', field.percent(), '0.9000', '0.9000'],
  ['integer', field.integer({ min: 1, max: 10 }), 5, 5],
  ['integer from a string', field.integer({ min: 1, max: 10 }), '10', 10],
  ['reference from a string', field.reference(target), '3', 3],
  ['date', field.date(), '2026-02-28', '2026-02-28'],
  ['date on a leap day', field.date(), '2024-02-29', '2024-02-29'],
  ['datetime with an offset', field.datetime(), '2026-03-01T12:00:00-06:00', new Date('2026-03-01T18:00:00Z')],
  ['boolean', field.boolean(), false, false],
  ['boolean from "true"', field.boolean(), 'true', true],
  ['boolean from 0', field.boolean(), 0, false],
  ['select option', field.select(['sms', 'call']), 'call', 'call'],
  ['file url from an upload', field.file(['.pdf']), '/api/files/ab12.pdf', '/api/files/ab12.pdf'],
  ['file url elsewhere over https', field.file(['.pdf']), 'https://files.example.com/c.pdf', 'https://files.example.com/c.pdf'],
  ['optional left blank', field.text({ optional: true }), '   ', null],
  ['optional null', field.money({ optional: true }), null, null],
  ['optional absent', field.date({ optional: true }), undefined, null],
  ['hidden (so optional) absent', field.select(['sms'], { hidden: true }), undefined, null],
];

const refused: [string, FieldMeta, unknown, string][] = [
  ['text missing', field.text(), undefined, 'Value is required'],
  ['text null', field.text(), null, 'Value is required'],
  ['text empty', field.text(), '', 'Value is required'],
  ['text whitespace', field.text(), '   ', 'Value is required'],
  ['text as a number', field.text(), 12, MESSAGES.text],
  ['text too long', field.text({ maxLength: 5 }), 'abcdef', MESSAGES.tooLong],
  ['text with NUL', field.text(), 'a\u0000b', MESSAGES.text],
  ['email without a domain', field.email(), 'ana@', 'Value is not a valid email address'],
  ['email without @', field.email(), 'ana.example.com', 'Value is not a valid email address'],
  ['email as a number', field.email(), 5, 'Value is not a valid email address'],
  ['numeric letters', field.numeric(), 'abc', 'Value must be numeric'],
  ['numeric negative string', field.numeric(), '-5', 'Value must be numeric'],
  ['numeric negative number', field.money(), -5, 'Value must be numeric'],
  ['numeric exponent', field.percent(), '1e5', 'Value must be numeric'],
  ['numeric with a comma', field.money(), '1,5', 'Value must be numeric'],
  ['numeric boolean', field.numeric(), true, 'Value must be numeric'],
  ['numeric blank', field.money(), ' ', 'Value is required'],
  ['money with three decimals', field.money(), '1.234', MESSAGES.tooManyDecimals],
  ['money too large', field.money(), '12345678901234567', MESSAGES.tooLarge],
  ['integer with decimals', field.integer(), '5.5', MESSAGES.integer],
  ['integer letters', field.integer(), 'abc', MESSAGES.integer],
  ['integer below min', field.integer({ min: 1 }), 0, MESSAGES.tooSmall],
  ['integer above max', field.integer({ max: 10 }), 11, MESSAGES.tooLarge],
  ['reference zero', field.reference(target), 0, MESSAGES.tooSmall],
  ['reference not a number', field.reference(target), 'abc', MESSAGES.integer],
  ['reference beyond int4', field.reference(target), 2147483648, MESSAGES.tooLarge],
  ['date impossible', field.date(), '2026-02-30', MESSAGES.date],
  ['date not a leap year', field.date(), '2026-02-29', MESSAGES.date],
  ['date month 13', field.date(), '2026-13-01', MESSAGES.date],
  ['date without padding', field.date(), '2026-1-5', MESSAGES.date],
  ['date as a number', field.date(), 20260101, MESSAGES.date],
  ['datetime without time', field.datetime(), '2026-03-01', MESSAGES.datetime],
  ['datetime hour 25', field.datetime(), '2026-03-01T25:00:00Z', MESSAGES.datetime],
  ['datetime without zone', field.datetime(), '2026-03-01T12:00:00', MESSAGES.datetime],
  ['boolean "yes"', field.boolean(), 'yes', MESSAGES.boolean],
  ['boolean 2', field.boolean(), 2, MESSAGES.boolean],
  ['select other', field.select(['sms', 'call']), 'fax', MESSAGES.option],
  ['file javascript url', field.file(['.pdf']), 'javascript:alert(1)', MESSAGES.file],
  ['file path traversal', field.file(['.pdf']), '/api/files/../secret', MESSAGES.file],
  ['file plain http', field.file(['.pdf']), 'http://example.com/a.pdf', MESSAGES.file],
];

describe('fieldSchema', () => {
  it.each(accepted)('accepts %s', (_label, meta, input, expected) => {
    expect(outcome(meta, input)).toEqual({ value: expected });
  });

  it.each(refused)('refuses %s', (_label, meta, input, message) => {
    expect(outcome(meta, input)).toEqual({ messages: [message] });
  });

  it('keeps the spec messages word for word', () => {
    expect([MESSAGES.required, MESSAGES.numeric, MESSAGES.email]).toEqual([
      'Value is required',
      'Value must be numeric',
      'Value is not a valid email address',
    ]);
  });
});

describe('isRealDate', () => {
  it.each([
    ['2026-01-31', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['1899-12-31', false],
    ['2026-02-28T00:00:00Z', false],
  ])('%s -> %s', (input, expected) => {
    expect(isRealDate(input)).toBe(expected);
  });
});
