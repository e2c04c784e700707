import { describe, expect, it } from 'vitest';
import { investmentSchedule, ratesFor, validateInvestmentInput } from '../../../server/domain/investment-returns.ts';

const example = { amount: '1000000', annualRate: '12', retentionRate: '0.50', startDate: '2026-01-15', months: 6 };

describe('investmentSchedule: DOMAIN.md worked example', () => {
  const schedule = investmentSchedule(example);

  it('matches every row', () => {
    expect(schedule.rows).toEqual([
      { month: 1, days: 31, start_date: '2026-01-15', end_date: '2026-02-15', interest: '10333.33', retention: '424.66', payout: '9908.67' },
      { month: 2, days: 28, start_date: '2026-02-15', end_date: '2026-03-15', interest: '9333.33', retention: '383.56', payout: '8949.77' },
      { month: 3, days: 31, start_date: '2026-03-15', end_date: '2026-04-15', interest: '10333.33', retention: '424.66', payout: '9908.67' },
      { month: 4, days: 30, start_date: '2026-04-15', end_date: '2026-05-15', interest: '10000.00', retention: '410.96', payout: '9589.04' },
      { month: 5, days: 31, start_date: '2026-05-15', end_date: '2026-06-15', interest: '10333.33', retention: '424.66', payout: '9908.67' },
      { month: 6, days: 30, start_date: '2026-06-15', end_date: '2026-07-15', interest: '10000.00', retention: '410.96', payout: '9589.04' },
    ]);
  });

  it('totals are sums of the rounded rows', () => {
    expect(schedule.totals).toEqual({ days: 181, interest: '60333.32', retention: '2479.46', payout: '57853.86' });
    // The unrounded interest total would be 60,333.33: the rows, not the total, are what is rounded.
    expect(schedule.capital).toBe('1000000.00');
  });

  it('with the real 2026 retention of 0.90 %', () => {
    const row = investmentSchedule({ ...example, retentionRate: '0.90' }).rows[0];
    expect(row.retention).toBe('764.38');
    expect(row.payout).toBe('9568.95');
  });
});

describe('investmentSchedule: rules', () => {
  it('anchors periods on the start day and clamps to month end', () => {
    const rows = investmentSchedule({ ...example, startDate: '2026-01-31', months: 3 }).rows;
    expect(rows.map((r) => [r.start_date, r.end_date, r.days])).toEqual([
      ['2026-01-31', '2026-02-28', 28],
      ['2026-02-28', '2026-03-31', 31],
      ['2026-03-31', '2026-04-30', 30],
    ]);
  });

  it('caps the retention at the interest', () => {
    // 1 % interest vs 5 % retention: 100,000 x 0.01 x 31/360 = 86.11 < 100,000 x 0.05 x 31/365 = 424.66.
    const row = investmentSchedule({ ...example, amount: '100000', annualRate: '1', retentionRate: '5', months: 3 }).rows[0];
    expect(row).toMatchObject({ interest: '86.11', retention: '86.11', payout: '0.00' });
  });

  it('rounds half-up once per amount', () => {
    // 918 x 1 % x 30/360 = 0.765 exactly: half-up gives 0.77 where banker's rounding would give 0.76.
    const row = investmentSchedule({ ...example, amount: '918', annualRate: '1', retentionRate: '0', startDate: '2026-04-15', months: 3 }).rows[0];
    expect(row.days).toBe(30);
    expect(row.interest).toBe('0.77');
    expect(row.retention).toBe('0.00');
  });

  it('names a bad amount', () => {
    expect(() => investmentSchedule({ ...example, amount: '1,000,000' })).toThrow('got: "1,000,000"');
  });
});

describe('validateInvestmentInput', () => {
  const valid = { currencyCode: 'MXN', minInvestment: '100000', amount: '100000.01', startDate: '2026-01-15', months: 6 };

  it('accepts a complete input', () => {
    expect(validateInvestmentInput(valid)).toEqual({});
  });

  it('requires more than 100,000 MXN (exactly 100,000 is refused)', () => {
    expect(validateInvestmentInput({ ...valid, amount: '100000' })).toEqual({ amount: ['amount_not_above_minimum'] });
    expect(validateInvestmentInput({ ...valid, amount: '5000' }).amount).toContain('amount_not_above_minimum');
  });

  it("applies the currency's own minimum", () => {
    expect(validateInvestmentInput({ ...valid, minInvestment: '250000', amount: '200000' })).toEqual({ amount: ['amount_below_currency_minimum'] });
    expect(validateInvestmentInput({ ...valid, currencyCode: 'USD', minInvestment: '10000', amount: '20000' })).toEqual({});
  });

  it('allows only 3, 6, 9 or 12 months', () => {
    for (const months of [3, 6, 9, 12]) expect(validateInvestmentInput({ ...valid, months })).toEqual({});
    for (const months of [0, 1, 4, 24]) expect(validateInvestmentInput({ ...valid, months })).toEqual({ months: ['duration_not_allowed'] });
  });

  it('reports every missing field', () => {
    expect(validateInvestmentInput({})).toEqual({
      currency: ['currency_required'],
      amount: ['amount_required'],
      startDate: ['start_date_required'],
      months: ['duration_not_allowed'],
    });
    expect(validateInvestmentInput({ ...valid, amount: 'abc', startDate: '2026-02-30' })).toEqual({ amount: ['amount_not_numeric'], startDate: ['start_date_invalid'] });
  });
});

describe('ratesFor', () => {
  const mxn = { interests: '12.00', retentions: '0.90', interests_pm: '11.00', retentions_pm: '0.00' };

  it('picks natural-person or legal-entity rates', () => {
    expect(ratesFor(mxn, 'fisica')).toEqual({ annualRate: '12.00', retentionRate: '0.90' });
    expect(ratesFor(mxn, 'moral')).toEqual({ annualRate: '11.00', retentionRate: '0.00' });
  });

  it('names a missing rate', () => {
    expect(() => ratesFor({ ...mxn, interests_pm: null }, 'moral')).toThrow("expected the currency's interests_pm rate, got: null");
  });
});
