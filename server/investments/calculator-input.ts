/**
 * The calculator's input (spec sections 5 and 9) and the investment rules it shares with creating an
 * investment: a known currency, an amount above the minimum, a start date, a duration of 3, 6, 9 or 12.
 * The rule checks are the domain's (validateInvestmentInput); this file turns them into field errors.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { currency } from '../../schemas/currency.ts';
import type { RowOf } from '../../schemas/framework/define-entity.ts';
import { isRealDate, sharedMessage } from '../../schemas/framework/validation.ts';
import { MESSAGES } from '../../schemas/framework/messages.ts';
import { boundedMoney } from '../../schemas/framework/sizes.ts';
import type { Db } from '../db/client.ts';
import { ratesFor, validateInvestmentInput, type InvestmentInputError, type PersonType } from '../domain/investment-returns.ts';
import { unprocessable, type FieldErrors } from '../http/errors.ts';

/** The API's texts for the domain's rule codes (shared validation texts or catalogue keys, rendered in the caller's language). */
export const RULE_MESSAGES: Record<InvestmentInputError, string> = {
  currency_required: MESSAGES.required,
  amount_required: MESSAGES.required,
  amount_not_numeric: MESSAGES.numeric,
  amount_too_large: MESSAGES.tooLarge,
  amount_too_many_decimals: MESSAGES.tooManyDecimals,
  amount_not_above_minimum: 'calculator.minimum',
  amount_below_currency_minimum: 'calculator.currencyMinimum',
  start_date_required: MESSAGES.required,
  start_date_invalid: MESSAGES.date,
  duration_not_allowed: 'calculator.duration',
};

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

export const calculatorBody = z.strictObject({
  currency_id: z.preprocess(blankToUndefined, z.coerce.number({ error: MESSAGES.reference }).int(MESSAGES.reference).positive(MESSAGES.reference).optional()),
  // Money's declared size (16 integer digits, 2 decimals), checked length first: 100,000 digits once held the server for minutes.
  amount: z.preprocess(blankToUndefined, boundedMoney().optional()),
  start_date: z.preprocess(blankToUndefined, z.string({ error: MESSAGES.date }).max(10, MESSAGES.date).optional()),
  duration: z.preprocess(blankToUndefined, z.coerce.number({ error: RULE_MESSAGES.duration_not_allowed }).optional()),
  person_type: z.enum(['fisica', 'moral'], { error: MESSAGES.option }).optional(),
});

export type CalculatorBody = z.infer<typeof calculatorBody>;

export type CurrencyRow = RowOf<typeof currency>;

export interface CheckedInvestmentInput {
  currency: CurrencyRow;
  amount: string;
  startDate: string;
  months: number;
}

/** Field errors from zod, with the API's field names. */
export function parseCalculatorBody(body: unknown): CalculatorBody {
  const parsed = calculatorBody.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? '_')];
    for (const key of keys) (errors[key] ??= []).push(issue.code === 'unrecognized_keys' ? MESSAGES.unknownField : sharedMessage(issue));
  }
  throw unprocessable(errors);
}

const CALCULATOR_FIELDS = { currency: 'currency_id', amount: 'amount', startDate: 'start_date', months: 'duration' };

/** The domain's rules over a parsed input, with the currency looked up: a 422 naming each bad field (`fields` renames them for other forms). */
const currencyTable = currency.table;

/** `db` may be a transaction: PGlite runs one at a time, so a lookup outside it would wait for it forever. */
export async function checkInvestmentInput(db: Db, input: Omit<CalculatorBody, 'person_type'>, fields: Record<keyof typeof CALCULATOR_FIELDS, string> = CALCULATOR_FIELDS): Promise<CheckedInvestmentInput> {
  const [found] = input.currency_id === undefined ? [] : ((await db.select().from(currencyTable).where(eq(currencyTable.id, input.currency_id)).limit(1)));
  const errors: FieldErrors = {};
  const ruleErrors = validateInvestmentInput({
    currencyCode: found?.code ?? null,
    minInvestment: found?.min_inv ?? null,
    amount: input.amount ?? null,
    startDate: input.start_date && isRealDate(input.start_date) ? input.start_date : input.start_date ? 'invalid' : null,
    months: input.duration ?? null,
  });
  for (const [field, codes] of Object.entries(ruleErrors)) errors[fields[field as keyof typeof fields]] = codes.map((code) => RULE_MESSAGES[code]);
  if (input.currency_id !== undefined && !found) errors[fields.currency] = [MESSAGES.notFound];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return { currency: found!, amount: input.amount!, startDate: input.start_date!, months: input.duration! };
}

/** The currency's annual rate and retention for the investor's person type. */
export function currencyRates(row: CurrencyRow, personType: PersonType) {
  return ratesFor({ interests: row.interests, retentions: row.retentions, interests_pm: row.interests_pm, retentions_pm: row.retentions_pm }, personType);
}
