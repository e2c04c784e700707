/**
 * The sizes every input declares (no single request stalls the server). An entity field's
 * size comes from its kind (field.ts: text lengths, decimal precision, integer bounds); a bespoke
 * route's body builds its fields from these same pieces; anything a schema does not bound, the body
 * guard bounds (server/http/body-guard.ts). Checks look at the length first, so their cost is linear
 * in what they accept, never in what they are sent.
 */
import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** Money: at most 16 integer digits and 2 decimals (numeric(18,2)). */
export const MONEY_INTEGER_DIGITS = 16;
export const MONEY_DECIMALS = 2;
/** Longest decimal text any field reads: precision 18 and room for a few leading zeros. */
export const MAX_DECIMAL_CHARS = 40;
/** `2026-11-25T22:40:00.123456+06:00` and no longer. */
export const MAX_DATETIME_CHARS = 35;
/** A list sent in a body (ids for a bulk action, rows of a form) holds at most this many items unless declared. */
export const DEFAULT_MAX_ITEMS = 1000;
/** A text without a declared length. */
export const DEFAULT_TEXT_LENGTH = 255;

export type DecimalProblem = 'numeric' | 'tooLarge' | 'tooManyDecimals';

/** Why a decimal text does not fit numeric(precision, scale), or null; linear, length checked first. */
export function decimalProblem(text: string, precision: number, scale: number): DecimalProblem | null {
  if (text.length > MAX_DECIMAL_CHARS) return /^[\d.]*$/.test(text.slice(0, MAX_DECIMAL_CHARS)) ? 'tooLarge' : 'numeric';
  if (!/^\d+(\.\d+)?$/.test(text)) return 'numeric';
  const [whole, decimals = ''] = text.split('.');
  if (whole.replace(/^0+(?=\d)/, '').length > precision - scale) return 'tooLarge';
  if (decimals.length > scale) return 'tooManyDecimals';
  return null;
}

const DECIMAL_MESSAGES: Record<DecimalProblem, string> = { numeric: MESSAGES.numeric, tooLarge: MESSAGES.tooLarge, tooManyDecimals: MESSAGES.tooManyDecimals };

/** A decimal string (or a JSON number) within numeric(precision, scale), as text. */
export function boundedDecimal(precision: number, scale: number) {
  return z
    .union([z.string().max(MAX_DECIMAL_CHARS * 4, MESSAGES.tooLarge), z.number()], { error: MESSAGES.numeric })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .check((ctx) => {
      const problem = decimalProblem(ctx.value, precision, scale);
      if (problem) ctx.issues.push({ code: 'custom', message: DECIMAL_MESSAGES[problem], input: ctx.value });
    });
}

/** An amount of money in a bespoke body: the same bound as a money field. */
export const boundedMoney = () => boundedDecimal(MONEY_INTEGER_DIGITS + MONEY_DECIMALS, MONEY_DECIMALS);

/** A text of at most `max` characters. */
export const boundedText = (max: number = DEFAULT_TEXT_LENGTH) => z.string({ error: MESSAGES.text }).max(max, MESSAGES.tooLong);

/** A list of at most `max` items. */
export const boundedList = <T extends z.ZodType>(item: T, max: number = DEFAULT_MAX_ITEMS) => z.array(item).max(max, MESSAGES.tooLarge);
