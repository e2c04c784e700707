/**
 * From a loan row to the schedule (docs/decisions/007): whole months between emission and expiration,
 * grace days from `days`, DOMAIN.md's example end to end; stored details as the recalculation sees
 * them; and what is expired on a fixed date.
 */
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import { isExpired, loanSchedule, recalculateSchedule } from '../../../server/domain/loan-schedule.ts';
import { asScheduleDetails, detailRow, graceDays, loanTerms, termMonths, type StoredDetail } from '../../../server/routes/loans/loans-rules.ts';

const example = { amount: '500000', interests: '18', emission: '2026-01-10', expiration: '2026-04-10', days: '5' };

describe('loanTerms', () => {
  it('reads DOMAIN.md’s example from a loan row and gives its schedule', () => {
    expect(loanTerms(example)).toEqual({ amount: '500000', annualRate: '18', disbursementDate: '2026-01-10', months: 3, graceDays: 5 });
    const rows = loanSchedule(loanTerms(example)).rows;
    expect(rows.map((r) => [r.interest, r.principal])).toEqual([
      ['7750.00', '166666.67'],
      ['4666.67', '166666.67'],
      ['2583.33', '166666.66'],
    ]);
  });

  it('counts whole months, with cut-offs anchored on a month-end emission', () => {
    expect(termMonths('2026-01-31', '2026-02-28')).toBe(1);
    expect(termMonths('2026-01-31', '2026-04-30')).toBe(3);
    expect(termMonths('2026-01-10', '2026-04-09')).toBe(2);
    expect(termMonths('2026-01-10', '2027-01-10')).toBe(12);
  });

  it('refuses a term under a month and fractional or negative grace days, naming the field', () => {
    expect(() => termMonths('2026-01-10', '2026-02-09')).toThrow(expect.objectContaining({ field: 'expiration' }));
    expect(termMonths('2026-01-10', '2056-01-10')).toBe(360);
    expect(() => termMonths('2026-01-10', '2056-02-10')).toThrow('expected a term of at most 360 months');
    expect(() => graceDays('5.5')).toThrow(expect.objectContaining({ field: 'days' }));
    expect(() => graceDays('-1')).toThrow('expected whole grace days of 0 or more, got: -1');
  });

  it('stores a computed period as a pending detail', () => {
    const [first] = loanSchedule(loanTerms(example)).rows;
    expect(detailRow(9, first)).toEqual({ loan_id: 9, period: 1, date_doc: '2026-02-10', expiration_doc: '2026-02-15', days: '31', principal: '166666.67', interest: '7750.00', amount: '174416.67', status_id: STATUS.pending });
  });
});

describe('stored details for the recalculation', () => {
  const stored: StoredDetail[] = loanSchedule(loanTerms(example)).rows.map((row, i) => ({
    ...detailRow(1, row, i === 0 ? STATUS.paid : STATUS.pending),
    id: 30 - i,
  }));

  it('orders by cut-off, marks paid ones, and keeps them in a recalculation', () => {
    const details = asScheduleDetails([...stored].reverse());
    expect(details.map((d) => [d.id, d.period, d.paid])).toEqual([
      [30, 1, true],
      [29, 2, false],
      [28, 3, false],
    ]);
    const result = recalculateSchedule(details, { annualRate: '12', disbursementDate: '2026-01-10', graceDays: 10 });
    expect(result.kept.map((d) => d.period)).toEqual([1]);
    expect(result.regenerated.map((d) => d.interest)).toEqual(['3111.11', '1722.22']);
  });

  it('treats a hand-typed detail (no period, no split) as principal at its position', () => {
    const handTyped = { ...stored[2], period: null, principal: null, interest: null };
    expect(asScheduleDetails([stored[0], stored[1], handTyped]).at(-1)).toMatchObject({ period: 3, principal: '169249.99', interest: '0.00' });
  });
});

describe('expired on a fixed date', () => {
  it('is the payment date passed while unpaid', () => {
    const rows = asScheduleDetails(loanSchedule(loanTerms(example)).rows.map((row, i) => ({ ...detailRow(1, row, i === 0 ? STATUS.paid : STATUS.pending), id: i + 1 })));
    expect(rows.filter((d) => isExpired(d, '2026-03-16')).map((d) => d.period)).toEqual([2]);
    expect(rows.filter((d) => isExpired(d, '2026-03-15')).map((d) => d.period)).toEqual([]);
    expect(rows.filter((d) => isExpired(d, '2026-05-01')).map((d) => d.period)).toEqual([2, 3]);
  });
});
