import { describe, expect, it } from 'vitest';
import { isExpired, loanSchedule, recalculateSchedule, type LoanDetail } from '../../../server/domain/loan-schedule.ts';

const example = { amount: '500000', annualRate: '18', disbursementDate: '2026-01-10', months: 3, graceDays: 5 };

describe('loanSchedule: DOMAIN.md worked example', () => {
  const schedule = loanSchedule(example);

  it('matches every row', () => {
    expect(schedule.rows).toEqual([
      { period: 1, date_doc: '2026-02-10', expiration_doc: '2026-02-15', days: 31, principal: '166666.67', interest: '7750.00', amount: '174416.67', outstanding_after: '333333.33' },
      { period: 2, date_doc: '2026-03-10', expiration_doc: '2026-03-15', days: 28, principal: '166666.67', interest: '4666.67', amount: '171333.34', outstanding_after: '166666.66' },
      { period: 3, date_doc: '2026-04-10', expiration_doc: '2026-04-15', days: 31, principal: '166666.66', interest: '2583.33', amount: '169249.99', outstanding_after: '0.00' },
    ]);
  });

  it('totals: principal returns the whole amount', () => {
    expect(schedule.totals).toEqual({ principal: '500000.00', interest: '15000.00', amount: '515000.00' });
  });
});

describe('loanSchedule: rules', () => {
  it('anchors cut-offs on the disbursement day, clamped, and counts the actual days', () => {
    const rows = loanSchedule({ ...example, disbursementDate: '2026-01-31', months: 4, graceDays: 0 }).rows;
    expect(rows.map((r) => [r.date_doc, r.days])).toEqual([
      ['2026-02-28', 28],
      ['2026-03-31', 31],
      ['2026-04-30', 30],
      ['2026-05-31', 31],
    ]);
    expect(rows[0].expiration_doc).toBe('2026-02-28');
  });

  it('grace days can push the payment into the next month', () => {
    expect(loanSchedule({ ...example, graceDays: 25 }).rows[0].expiration_doc).toBe('2026-03-07');
  });

  it('the last principal absorbs the rounding for any split', () => {
    const rows = loanSchedule({ ...example, amount: '100000', months: 7 }).rows;
    expect(rows.slice(0, 6).every((r) => r.principal === '14285.71')).toBe(true);
    expect(rows[6].principal).toBe('14285.74');
    expect(rows[6].outstanding_after).toBe('0.00');
  });

  it('names bad terms', () => {
    expect(() => loanSchedule({ ...example, months: 0 })).toThrow('expected a term in months of 1 or more, got: 0');
    expect(() => loanSchedule({ ...example, disbursementDate: '2026-02-31' })).toThrow('"2026-02-31"');
  });
});

describe('recalculateSchedule', () => {
  const details: LoanDetail[] = loanSchedule(example).rows.map((row) => ({ ...row, paid: row.period === 1 }));

  it('keeps paid details and regenerates the unpaid ones from the outstanding principal at the new rate', () => {
    const result = recalculateSchedule(details, { annualRate: '12', disbursementDate: '2026-01-10', graceDays: 10 });
    expect(result.kept).toEqual([details[0]]);
    expect(result.outstanding).toBe('333333.33');
    // 333,333.33 x 12 % x 28/360 = 3,111.11; then 166,666.66 x 12 % x 31/360 = 1,722.22.
    expect(result.regenerated).toEqual([
      { period: 2, date_doc: '2026-03-10', expiration_doc: '2026-03-20', days: 28, principal: '166666.67', interest: '3111.11', amount: '169777.78', outstanding_after: '166666.66', paid: false },
      { period: 3, date_doc: '2026-04-10', expiration_doc: '2026-04-20', days: 31, principal: '166666.66', interest: '1722.22', amount: '168388.88', outstanding_after: '0.00', paid: false },
    ]);
  });

  it('can stretch the unpaid principal over more periods', () => {
    const result = recalculateSchedule(details, { annualRate: '18', disbursementDate: '2026-01-10', graceDays: 5, months: 5 });
    expect(result.regenerated.map((d) => [d.period, d.date_doc, d.principal])).toEqual([
      [2, '2026-03-10', '83333.33'],
      [3, '2026-04-10', '83333.33'],
      [4, '2026-05-10', '83333.33'],
      [5, '2026-06-10', '83333.34'],
    ]);
  });

  it('with nothing paid it reproduces the original schedule', () => {
    const unpaid = details.map((d) => ({ ...d, paid: false }));
    const result = recalculateSchedule(unpaid, { annualRate: '18', disbursementDate: '2026-01-10', graceDays: 5 });
    expect(result.regenerated).toEqual(unpaid);
  });

  it('with everything paid there is nothing to regenerate', () => {
    const paid = details.map((d) => ({ ...d, paid: true }));
    expect(recalculateSchedule(paid, { annualRate: '18', disbursementDate: '2026-01-10', graceDays: 5 })).toEqual({ kept: paid, regenerated: [], outstanding: '0.00' });
  });

  it('refuses a paid period after an unpaid one', () => {
    const gap = details.map((d) => ({ ...d, paid: d.period === 2 }));
    expect(() => recalculateSchedule(gap, { annualRate: '18', disbursementDate: '2026-01-10', graceDays: 5 })).toThrow('got paid period 2 after unpaid period 1');
  });
});

describe('isExpired', () => {
  const detail = { expiration_doc: '2026-02-15', paid: false };

  it('is expired only after the payment date and while unpaid', () => {
    expect(isExpired(detail, '2026-02-16')).toBe(true);
    expect(isExpired(detail, '2026-02-15')).toBe(false);
    expect(isExpired(detail, '2026-02-14')).toBe(false);
    expect(isExpired({ ...detail, paid: true }, '2026-03-01')).toBe(false);
  });
});
