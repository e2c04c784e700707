import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { exitDifferential, liquidation } from '../../../server/domain/forward-pricing.ts';
import { canBeLiquidated, closingAllowed, simulateForward } from '../../../server/routes/forwards/forwards-rules.ts';

const DOMAIN_MARKET = { spot: '18.0000', spotAt: new Date('2026-01-01T18:00:00Z'), rateMXN: '7', rateUSD: '4', spread: '0.05' };

describe('simulateForward: the DOMAIN.md scenario', () => {
  // 2026-01-01 + 3 months is 2026-04-01: 90 days, so F(90) = 18.1337 and the buyer's K = 18.1837.
  const sim = simulateForward({ amountUSD: '100000', side: 'buy', months: 3 }, DOMAIN_MARKET, '2026-01-01');

  it('prices the curve by month and K = F + c for a buyer', () => {
    expect(sim.curve.map((p) => p.days)).toEqual([31, 59, 90]);
    expect(sim.forwardRate).toBe('18.1337');
    expect(sim.K).toBe('18.1837');
    expect(sim.points).toBe('1337.00');
    expect(sim.amountMXN).toBe('1818370.00');
    expect(sim).toMatchObject({ maturity: '2026-04-01', days: 90, spot: '18.0000', spotAt: '2026-01-01T18:00:00.000Z' });
  });

  it('that hedge exits 30 days later at 30,415.16 MXN and liquidates against FIX 18.65 at 46,630.00 MXN', () => {
    expect(exitDifferential({ remainingUsd: sim.amountUSD, K: sim.K, forwardNow: '18.4914', rMxn: '7', remainingDays: 60, side: 'buy' }).presentValue).toBe('30415.16');
    expect(liquidation({ pendingAmountUSD: sim.amountUSD, K: sim.K, fixRate: '18.65', side: 'buy', canBeLiquidate: true }).profitMXN).toBe('46630.00');
  });

  it('property: at every month K is F + c for a buyer and F - c for a seller, and F rises with the months when MXN rates are higher', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.constantFrom('buy' as const, 'sell' as const), fc.integer({ min: 150_000, max: 250_000 }), (months, side, spot) => {
        const market = { ...DOMAIN_MARKET, spot: new Decimal(spot).dividedBy(10_000).toFixed(4) };
        const result = simulateForward({ amountUSD: '1000', side, months }, market, '2026-05-31');
        expect(result.curve).toHaveLength(months);
        for (const point of result.curve) {
          const gap = new Decimal(point.clientRate).minus(point.forward);
          expect(gap.toFixed(4)).toBe(side === 'buy' ? '0.0500' : '-0.0500');
        }
        const forwards = result.curve.map((p) => new Decimal(p.forward));
        forwards.slice(1).forEach((f, i) => expect(f.greaterThanOrEqualTo(forwards[i])).toBe(true));
      }),
    );
  });
});

describe('canBeLiquidated', () => {
  const open = { statusId: 1, pendingAmountUSD: '1000.00', maturity: '2026-12-15' };

  it('a fixed-date forward from its maturity date on', () => {
    expect(canBeLiquidated(open, false, '2026-12-14')).toBe(false);
    expect(canBeLiquidated(open, false, '2026-12-15')).toBe(true);
    expect(canBeLiquidated(open, false, '2027-01-10')).toBe(true);
  });

  it('a window forward at any time', () => {
    expect(canBeLiquidated(open, true, '2026-06-01')).toBe(true);
  });

  it('never once nothing is pending or it is concluded', () => {
    expect(canBeLiquidated({ ...open, pendingAmountUSD: '0.00' }, true, '2027-01-10')).toBe(false);
    expect(canBeLiquidated({ ...open, statusId: 4 }, true, '2027-01-10')).toBe(false);
  });
});

describe('closingAllowed: Mexico City wall time', () => {
  const window = { enabled: true, startTime: '09:00', endTime: '14:00', weekdaysOnly: true };
  // Monday 2026-11-23: 15:00 UTC is 09:00 in Mexico City (UTC-6, no daylight saving since 2022).
  const monday = (utc: string) => new Date(`2026-11-23T${utc}:00Z`);

  it('inside the window on a weekday', () => {
    expect(closingAllowed(window, monday('15:00'))).toEqual({ canClose: true, localTime: '09:00' });
    expect(closingAllowed(window, monday('20:00')).canClose).toBe(true);
  });

  it('outside the window, on a weekend, or when turned off, with the reason', () => {
    const outside = closingAllowed(window, monday('14:59'));
    expect({ ...outside, reason: outside.reason?.in('en') }).toEqual({ canClose: false, localTime: '08:59', reason: 'Hedges are closed from 09:00 to 14:00, Mexico City time' });
    expect(outside.reason?.in('es')).toBe('Las coberturas se cierran de 09:00 a 14:00, hora de la Ciudad de México');
    expect(closingAllowed(window, monday('20:01')).canClose).toBe(false);
    expect(closingAllowed(window, new Date('2026-11-22T17:00:00Z')).reason?.in('en')).toBe('Hedges are closed on weekdays only');
    expect(closingAllowed({ ...window, weekdaysOnly: false }, new Date('2026-11-22T17:00:00Z')).canClose).toBe(true);
    expect(closingAllowed({ ...window, enabled: false }, monday('17:00')).reason?.in('en')).toBe('Closing hedges is turned off');
  });

  it('a Mexico City evening is still that day even when UTC has moved on', () => {
    // Monday 23:30 in Mexico City is Tuesday 05:30 UTC.
    expect(closingAllowed({ ...window, startTime: '00:00', endTime: '23:59' }, new Date('2026-11-24T05:30:00Z')).localTime).toBe('23:30');
  });
});
