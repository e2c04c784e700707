/**
 * Investment returns (calculator and investment payments), DOMAIN.md "Investment returns".
 * Periods are calendar months anchored on the start date; interest uses the Mexican money-market
 * 360-day year, the ISR retention the 365-day year on the capital (LISR art. 54 and 135).
 */
import type Decimal from 'decimal.js';
import { addMonthsClamped, daysBetween, isIsoDate, type IsoDate } from './calendar.ts';
import { Dec, formatMoney, percentToFraction, roundMoney, sumDecimals, toDecimal, type DecimalInput } from './money.ts';
import { decimalProblem, MONEY_DECIMALS, MONEY_INTEGER_DIGITS } from '../../schemas/framework/sizes.ts';
import { INVESTMENT_MONTHS, MINIMUM_INVESTMENT_MXN } from '../../schemas/rules/investment-terms.ts';

export type PersonType = 'fisica' | 'moral';

export interface InvestmentTerms {
  amount: DecimalInput;
  /** Annual interest, as a percentage ("12" is 12 %). */
  annualRate: DecimalInput;
  /** Annual ISR retention on the capital, as a percentage ("0.50" is 0.50 %). */
  retentionRate: DecimalInput;
  startDate: IsoDate;
  months: number;
}

export interface InvestmentRow {
  month: number;
  days: number;
  start_date: IsoDate;
  end_date: IsoDate;
  interest: string;
  retention: string;
  payout: string;
}

export interface InvestmentSchedule {
  rows: InvestmentRow[];
  totals: { days: number; interest: string; retention: string; payout: string };
  /** Returned with the last row and shown apart from the payouts. */
  capital: string;
}

export function investmentSchedule(terms: InvestmentTerms): InvestmentSchedule {
  const amount = toDecimal(terms.amount, 'an investment amount');
  const rate = percentToFraction(terms.annualRate);
  const retentionRate = percentToFraction(terms.retentionRate);
  if (!Number.isInteger(terms.months) || terms.months < 1) throw new Error(`expected a duration of 1 or more months, got: ${terms.months}`);

  const rows: InvestmentRow[] = [];
  const rounded: { interest: Decimal; retention: Decimal; payout: Decimal }[] = [];
  for (let month = 1; month <= terms.months; month++) {
    const start = addMonthsClamped(terms.startDate, month - 1);
    const end = addMonthsClamped(terms.startDate, month);
    const days = daysBetween(start, end);
    const interest = roundMoney(amount.times(rate).times(days).dividedBy(360));
    const uncappedRetention = roundMoney(amount.times(retentionRate).times(days).dividedBy(365));
    // The withholding can never exceed the interest it is withheld from.
    const retention = Dec.min(uncappedRetention, interest);
    const payout = interest.minus(retention);
    rounded.push({ interest, retention, payout });
    rows.push({ month, days, start_date: start, end_date: end, interest: interest.toFixed(2), retention: retention.toFixed(2), payout: payout.toFixed(2) });
  }

  return {
    rows,
    totals: {
      days: rows.reduce((total, row) => total + row.days, 0),
      interest: formatMoney(sumDecimals(rounded.map((r) => r.interest))),
      retention: formatMoney(sumDecimals(rounded.map((r) => r.retention))),
      payout: formatMoney(sumDecimals(rounded.map((r) => r.payout))),
    },
    capital: formatMoney(amount),
  };
}

/** The currency fields that carry rates, as stored (annual percentages; `_pm` for legal entities). */
export interface CurrencyRates {
  interests: string | null;
  retentions: string | null;
  interests_pm: string | null;
  retentions_pm: string | null;
}

/** Natural persons use `interests`/`retentions`; legal entities (persona moral) the `_pm` pair. */
export function ratesFor(currency: CurrencyRates, personType: PersonType): { annualRate: string; retentionRate: string } {
  const [rateField, retentionField] = personType === 'moral' ? (['interests_pm', 'retentions_pm'] as const) : (['interests', 'retentions'] as const);
  const annualRate = currency[rateField];
  const retentionRate = currency[retentionField];
  if (annualRate === null) throw new Error(`expected the currency's ${rateField} rate, got: null`);
  if (retentionRate === null) throw new Error(`expected the currency's ${retentionField} rate, got: null`);
  return { annualRate, retentionRate };
}


export type InvestmentInputError =
  | 'currency_required'
  | 'amount_required'
  | 'amount_not_numeric'
  | 'amount_too_large'
  | 'amount_too_many_decimals'
  | 'amount_not_above_minimum'
  | 'amount_below_currency_minimum'
  | 'start_date_required'
  | 'start_date_invalid'
  | 'duration_not_allowed';

export interface InvestmentInput {
  /** The currency's code ("MXN"); the 100,000 floor is in pesos, so it applies to MXN only. */
  currencyCode?: string | null;
  /** The currency's `min_inv`, when it has one. */
  minInvestment?: string | null;
  amount?: string | null;
  startDate?: string | null;
  months?: number | null;
}

export type InvestmentInputErrors = Partial<Record<'currency' | 'amount' | 'startDate' | 'months', InvestmentInputError[]>>;

const AMOUNT_PROBLEMS = { numeric: 'amount_not_numeric', tooLarge: 'amount_too_large', tooManyDecimals: 'amount_too_many_decimals' } as const;

/** An amount is money: at most 16 integer digits and 2 decimals (checked by length first, so never slow). */
function amountProblem(text: string): InvestmentInputError | null {
  const problem = decimalProblem(text, MONEY_INTEGER_DIGITS + MONEY_DECIMALS, MONEY_DECIMALS);
  return problem ? AMOUNT_PROBLEMS[problem] : null;
}

/** Field -> error codes; empty when the calculator may simulate. The UI maps codes to the spec's texts. */
export function validateInvestmentInput(input: InvestmentInput): InvestmentInputErrors {
  const errors: InvestmentInputErrors = {};
  const add = (field: keyof InvestmentInputErrors, code: InvestmentInputError) => (errors[field] ??= []).push(code);

  if (!input.currencyCode) add('currency', 'currency_required');

  const amountText = input.amount?.trim() ?? '';
  if (amountText === '') add('amount', 'amount_required');
  else if (amountProblem(amountText)) add('amount', amountProblem(amountText)!);
  else {
    const amount = new Dec(amountText);
    const isPesos = (input.currencyCode ?? 'MXN').toUpperCase() === 'MXN';
    if (isPesos && amount.lessThanOrEqualTo(MINIMUM_INVESTMENT_MXN)) add('amount', 'amount_not_above_minimum');
    if (input.minInvestment && amount.lessThan(toDecimal(input.minInvestment, 'a minimum investment'))) add('amount', 'amount_below_currency_minimum');
  }

  if (!input.startDate) add('startDate', 'start_date_required');
  else if (!isIsoDate(input.startDate)) add('startDate', 'start_date_invalid');

  if (!INVESTMENT_MONTHS.includes(input.months ?? Number.NaN)) add('months', 'duration_not_allowed');
  return errors;
}
