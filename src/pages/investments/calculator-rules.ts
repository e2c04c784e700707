/**
 * The calculator form's rules in the browser (spec sections 5 and 9), checked before anything is sent:
 * currency required, an amount greater than 100,000 MXN (and at least the currency's minimum), a start
 * date, a duration of 3, 6, 9 or 12 months. The server applies the same rules (DOMAIN.md); a unit test
 * holds the two to the same answers.
 */
import Decimal from 'decimal.js';

import { INVESTMENT_DURATIONS as DURATIONS, MINIMUM_INVESTMENT_MXN } from '../../../schemas/rules/investment-terms.ts';

export { DURATIONS };

export interface CalculatorCurrency {
  id: number;
  name: string;
  code: string;
  min_inv: string | null;
  interests: string;
  retentions: string;
  interests_pm: string;
  retentions_pm: string;
}

export interface CalculatorForm {
  currency_id: string;
  amount: string;
  start_date: string;
  duration: string;
  person_type: '' | 'fisica' | 'moral';
}

export const EMPTY_FORM: CalculatorForm = { currency_id: '', amount: '', start_date: '', duration: '', person_type: '' };

/** i18n keys (with their parameters) per field; empty when the form may be simulated. */
export type FormErrors = Partial<Record<keyof CalculatorForm, { key: string; params?: Record<string, string> }>>;

const DECIMAL = /^\d+(\.\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function calculatorErrors(form: CalculatorForm, currency: CalculatorCurrency | undefined): FormErrors {
  const errors: FormErrors = {};
  if (!form.currency_id || !currency) errors.currency_id = { key: 'caudal.validation.required' };

  const amount = form.amount.trim().replace(/,/g, '');
  if (amount === '') errors.amount = { key: 'caudal.validation.required' };
  else if (!DECIMAL.test(amount)) errors.amount = { key: 'caudal.validation.numeric' };
  else if ((currency?.code ?? 'MXN').toUpperCase() === 'MXN' && new Decimal(amount).lessThanOrEqualTo(MINIMUM_INVESTMENT_MXN)) {
    errors.amount = { key: 'caudal.investments.calculator.amountAboveMinimum' };
  } else if (currency?.min_inv && new Decimal(amount).lessThan(currency.min_inv)) {
    errors.amount = { key: 'caudal.investments.calculator.amountBelowCurrencyMinimum', params: { code: currency.code, minimum: currency.min_inv } };
  }

  if (!ISO_DATE.test(form.start_date)) errors.start_date = { key: 'caudal.validation.required' };
  if (!(DURATIONS as readonly string[]).includes(form.duration)) errors.duration = { key: form.duration ? 'caudal.investments.calculator.durationNotAllowed' : 'caudal.validation.required' };
  return errors;
}

/** The fields every simulation needs ("all fields complete before simulating"). */
export function isComplete(form: CalculatorForm): boolean {
  return form.currency_id !== '' && form.amount.trim() !== '' && form.start_date !== '' && form.duration !== '';
}

/** The body of POST calculator (and notify, and pdf): amounts as decimal strings. */
export function calculatorBody(form: CalculatorForm) {
  return {
    currency_id: Number(form.currency_id),
    amount: form.amount.trim().replace(/,/g, ''),
    start_date: form.start_date,
    duration: Number(form.duration),
    ...(form.person_type ? { person_type: form.person_type } : {}),
  };
}
