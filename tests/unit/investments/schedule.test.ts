/**
 * The stored schedule of an investment (server/investments/investments-schedule.ts) on DOMAIN.md's worked
 * example: every row and every total, the month-end clamp, the retention cap, half-up rounding, the
 * person type's rates, and which dates an investment may be closed on.
 */
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import type { CurrencyRow } from '../../../server/investments/calculator-input.ts';
import { closingDates, investmentFigures, PAYMENT_GRACE_DAYS, scheduleDetails } from '../../../server/investments/investments-schedule.ts';

const MXN: CurrencyRow = { id: 1, version: 1, name: 'Peso mexicano', description: 'Peso mexicano', code: 'MXN', interests: '12', retentions: '0.50', interests_pm: '15', retentions_pm: '0.60', min_inv: '100000.00' };
const example = { amount: '1000000', emission: '2026-01-15', months: 6, currency: MXN, personType: 'fisica' as const };

describe('scheduleDetails: DOMAIN.md worked example', () => {
  const details = scheduleDetails(example);

  it('stores every row: payment date, days, interest, retention, net total, pay-by date, pending', () => {
    expect(details).toEqual([
      { date_payment: '2026-02-15', days: '31', interests: '10333.33', retentions: '424.66', total_to_pay: '9908.67', expiration_payment: '2026-02-20', status_id: STATUS.pending },
      { date_payment: '2026-03-15', days: '28', interests: '9333.33', retentions: '383.56', total_to_pay: '8949.77', expiration_payment: '2026-03-20', status_id: STATUS.pending },
      { date_payment: '2026-04-15', days: '31', interests: '10333.33', retentions: '424.66', total_to_pay: '9908.67', expiration_payment: '2026-04-20', status_id: STATUS.pending },
      { date_payment: '2026-05-15', days: '30', interests: '10000.00', retentions: '410.96', total_to_pay: '9589.04', expiration_payment: '2026-05-20', status_id: STATUS.pending },
      { date_payment: '2026-06-15', days: '31', interests: '10333.33', retentions: '424.66', total_to_pay: '9908.67', expiration_payment: '2026-06-20', status_id: STATUS.pending },
      { date_payment: '2026-07-15', days: '30', interests: '10000.00', retentions: '410.96', total_to_pay: '9589.04', expiration_payment: '2026-07-20', status_id: STATUS.pending },
    ]);
    expect(PAYMENT_GRACE_DAYS).toBe(5);
  });

  it("totals the investment: 181 days, 60,333.32 interest, 2,479.46 retention, capital plus 57,853.86", () => {
    expect(investmentFigures('1000000', details)).toEqual({ expiration: '2026-07-15', days: '181', interests: '60333.32', retentions: '2479.46', total_to_pay: '1057853.86' });
  });

  it('with the 2026 retention of 0.90 %, the first payment withholds 764.38 and pays 9,568.95', () => {
    const [first] = scheduleDetails({ ...example, currency: { ...MXN, retentions: '0.90' } });
    expect(first).toMatchObject({ retentions: '764.38', total_to_pay: '9568.95' });
  });
});

describe('scheduleDetails: rules', () => {
  it('clamps payment dates to month end from 2026-01-31', () => {
    const details = scheduleDetails({ ...example, emission: '2026-01-31', months: 3 });
    expect(details.map((d) => [d.date_payment, d.days])).toEqual([
      ['2026-02-28', '28'],
      ['2026-03-31', '31'],
      ['2026-04-30', '30'],
    ]);
  });

  it('caps the retention at the interest', () => {
    const [first] = scheduleDetails({ ...example, amount: '100000', currency: { ...MXN, interests: '1', retentions: '5' } });
    expect(first).toMatchObject({ interests: '86.11', retentions: '86.11', total_to_pay: '0.00' });
  });

  it('rounds half-up once per amount (0.765 -> 0.77)', () => {
    const [first] = scheduleDetails({ ...example, amount: '918', emission: '2026-04-15', currency: { ...MXN, interests: '1', retentions: '0' } });
    expect(first).toMatchObject({ days: '30', interests: '0.77', retentions: '0.00' });
  });

  it("uses a legal entity's rates (interests_pm, retentions_pm)", () => {
    const [first] = scheduleDetails({ ...example, personType: 'moral' });
    // 1,000,000 x 15 % x 31 / 360 = 12,916.67; 1,000,000 x 0.60 % x 31 / 365 = 509.59.
    expect(first).toMatchObject({ interests: '12916.67', retentions: '509.59', total_to_pay: '12407.08' });
  });

  it('totals whatever part of the schedule an investment keeps after closing', () => {
    const kept = scheduleDetails(example).slice(0, 3);
    expect(investmentFigures('1000000', kept)).toEqual({ expiration: '2026-04-15', days: '90', interests: '29999.99', retentions: '1232.88', total_to_pay: '1028767.11' });
    expect(() => investmentFigures('1000000', [])).toThrow('expected at least one scheduled payment');
  });
});

describe('closingDates', () => {
  it('offers every scheduled date, available only while unpaid', () => {
    expect(
      closingDates([
        { id: 1, date_payment: '2026-02-15', paid_at: '2026-02-16' },
        { id: 2, date_payment: '2026-03-15', paid_at: null },
      ]),
    ).toEqual([
      { detail_id: 1, date_payment: '2026-02-15', paid_at: '2026-02-16', available: false },
      { detail_id: 2, date_payment: '2026-03-15', paid_at: null, available: true },
    ]);
  });
});
