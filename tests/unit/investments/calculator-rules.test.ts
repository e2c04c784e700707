/**
 * The calculator screen's rules (src/pages/investments/calculator-rules.ts) against the server's
 * (server/domain/investment-returns.ts validateInvestmentInput): the same inputs pass and fail in both,
 * and the screen shows the spec's messages.
 */
import { describe, expect, it } from 'vitest';
import { validateInvestmentInput } from '../../../server/domain/investment-returns.ts';
import { calculatorBody, calculatorErrors, EMPTY_FORM, isComplete, type CalculatorCurrency, type CalculatorForm } from '../../../src/pages/investments/calculator-rules.ts';

const MXN: CalculatorCurrency = { id: 1, name: 'Peso mexicano', code: 'MXN', min_inv: '100000.00', interests: '12', retentions: '0.9', interests_pm: '12.5', retentions_pm: '0.9' };
const USD: CalculatorCurrency = { id: 2, name: 'Dólar', code: 'USD', min_inv: '10000.00', interests: '6', retentions: '0.9', interests_pm: '6.5', retentions_pm: '0.9' };
const valid: CalculatorForm = { currency_id: '1', amount: '250000', start_date: '2026-01-15', duration: '6', person_type: '' };

const CASES: [string, Partial<CalculatorForm>, CalculatorCurrency | undefined][] = [
  ['a valid form', {}, MXN],
  ['exactly 100,000 MXN', { amount: '100000' }, MXN],
  ['100,000.01 MXN', { amount: '100000.01' }, MXN],
  ['99,999.99 MXN', { amount: '99999.99' }, MXN],
  ['20,000 USD', { amount: '20000' }, USD],
  ['9,999 USD', { amount: '9999' }, USD],
  ['letters', { amount: 'mucho' }, MXN],
  ['no amount', { amount: '' }, MXN],
  ['4 months', { duration: '4' }, MXN],
  ['no start date', { start_date: '' }, MXN],
  ['no currency', { currency_id: '' }, undefined],
];

describe('calculatorErrors agrees with the server', () => {
  it.each(CASES)('%s', (_case, change, currency) => {
    const form = { ...valid, ...change };
    const browser = calculatorErrors(form, currency);
    const server = validateInvestmentInput({
      currencyCode: currency?.code ?? null,
      minInvestment: currency?.min_inv ?? null,
      amount: form.amount,
      startDate: form.start_date || null,
      months: form.duration ? Number(form.duration) : null,
    });
    expect(Object.keys(browser).length === 0).toBe(Object.keys(server).length === 0);
    expect(Boolean(browser.amount)).toBe(Boolean(server.amount));
    expect(Boolean(browser.duration)).toBe(Boolean(server.months));
  });
});

describe('the screen\'s messages', () => {
  it('the minimum, the durations, required fields', () => {
    expect(calculatorErrors({ ...valid, amount: '100000' }, MXN).amount).toEqual({ key: 'caudal.investments.calculator.amountAboveMinimum' });
    expect(calculatorErrors({ ...valid, duration: '4' }, MXN).duration).toEqual({ key: 'caudal.investments.calculator.durationNotAllowed' });
    expect(calculatorErrors(EMPTY_FORM, undefined)).toEqual({
      currency_id: { key: 'caudal.validation.required' },
      amount: { key: 'caudal.validation.required' },
      start_date: { key: 'caudal.validation.required' },
      duration: { key: 'caudal.validation.required' },
    });
    expect(calculatorErrors({ ...valid, currency_id: '2', amount: '5000' }, USD).amount).toEqual({ key: 'caudal.investments.calculator.amountBelowCurrencyMinimum', params: { code: 'USD', minimum: '10000.00' } });
  });

  it('needs every field before simulating', () => {
    expect(isComplete(valid)).toBe(true);
    expect(isComplete({ ...valid, start_date: '' })).toBe(false);
  });

  it('sends amounts as decimal strings, thousands separators removed', () => {
    expect(calculatorBody({ ...valid, amount: '1,000,000.50', person_type: 'moral' })).toEqual({ currency_id: 1, amount: '1000000.50', start_date: '2026-01-15', duration: 6, person_type: 'moral' });
    expect(calculatorBody(valid)).not.toHaveProperty('person_type');
  });
});
