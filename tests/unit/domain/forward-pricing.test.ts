import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import {
  clientRate,
  closedProfit,
  exitDifferential,
  forwardCurve,
  forwardPoints,
  forwardRate,
  liquidation,
  partialExit,
} from '../../../server/domain/forward-pricing.ts';

describe('forwardRate: DOMAIN.md example S 18.0000, MXN 7 %, USD 4 %', () => {
  it.each([
    [30, '18.0449'],
    [90, '18.1337'],
    [180, '18.2647'],
    [360, '18.5192'],
  ])('F(%i) = %s', (days, expected) => {
    expect(forwardRate('18.0000', '7', '4', days)).toBe(expected);
  });

  it('is the spot at 0 days and below it when USD rates are higher', () => {
    expect(forwardRate('18.0000', '7', '4', 0)).toBe('18.0000');
    expect(new Decimal(forwardRate('18.0000', '4', '7', 90)).lessThan('18')).toBe(true);
  });

  it('forward points are (F - S) x 10,000', () => {
    expect(forwardPoints('18.0000', '18.0449')).toBe('449.00');
    expect(forwardPoints('18.0000', '17.9500')).toBe('-500.00');
  });

  it('names bad input', () => {
    expect(() => forwardRate('18,00', '7', '4', 30)).toThrow('expected a spot rate, got: "18,00"');
    expect(() => forwardRate('18', '7', '4', -1)).toThrow('got: -1');
  });
});

describe('forwardCurve', () => {
  it('gives one point per month to maturity with actual days', () => {
    const curve = forwardCurve('18.0000', { rMxn: '7', rUsd: '4' }, 3, '2026-01-31');
    expect(curve.map((p) => [p.month, p.maturity_date, p.days])).toEqual([
      [1, '2026-02-28', 28],
      [2, '2026-03-31', 59],
      [3, '2026-04-30', 89],
    ]);
    expect(curve[2].forward).toBe(forwardRate('18.0000', '7', '4', 89));
    expect(curve[0].points).toBe(forwardPoints('18.0000', curve[0].forward));
  });
});

describe('client rate and profit', () => {
  it('adds the spread for a buyer and subtracts it for a seller', () => {
    expect(clientRate('18.1337', '0.05', 'buy')).toBe('18.1837');
    expect(clientRate('18.1337', '0.05', 'sell')).toBe('18.0837');
    expect(() => clientRate('18.1337', '-0.05', 'buy')).toThrow('got: "-0.05"');
  });

  it('closed profit: buyer N (S_ref - K), seller N (K - S_ref)', () => {
    expect(closedProfit('100000', '18.1837', '18.65', 'buy')).toBe('46630.00');
    expect(closedProfit('100000', '18.1837', '18.65', 'sell')).toBe('-46630.00');
    expect(closedProfit('100000', '18.1837', '18.0000', 'sell')).toBe('18370.00');
  });
});

describe('exitDifferential: DOMAIN.md example', () => {
  const example = { remainingUsd: '100000', K: '18.1837', forwardNow: '18.4914', rMxn: '7', remainingDays: 60, side: 'buy' as const };

  it('buyer: differential 30,770.00, present value 30,415.16', () => {
    expect(exitDifferential(example)).toEqual({ differential: '30770.00', presentValue: '30415.16' });
  });

  it('flips the sign for a seller', () => {
    expect(exitDifferential({ ...example, side: 'sell' })).toEqual({ differential: '-30770.00', presentValue: '-30415.16' });
  });

  it('is not discounted at 0 remaining days', () => {
    expect(exitDifferential({ ...example, remainingDays: 0 }).presentValue).toBe('30770.00');
  });
});

describe('partialExit', () => {
  const open = { amountUSD: '100000', pendingAmountUSD: '100000', K: '18.1837' };

  it('reduces pending USD and recomputes pending MXN at K', () => {
    expect(partialExit(open, '25000')).toEqual({
      closedAmountUSD: '25000.00',
      closedAmountMXN: '454592.50',
      pendingAmountUSD: '75000.00',
      pendingAmountMXN: '1363777.50',
    });
  });

  it('may take exactly what is pending', () => {
    expect(partialExit({ ...open, pendingAmountUSD: '0.01' }, '0.01')).toMatchObject({ pendingAmountUSD: '0.00', pendingAmountMXN: '0.00' });
  });

  it('refuses more than pending, zero, negatives and fractions of a cent', () => {
    expect(() => partialExit({ ...open, pendingAmountUSD: '40000' }, '40000.01')).toThrow('expected at most the pending 40000.00 USD, got: "40000.01"');
    expect(() => partialExit(open, '0')).toThrow('got: "0"');
    expect(() => partialExit(open, '-5')).toThrow('got: "-5"');
    expect(() => partialExit(open, '1.005')).toThrow('got: "1.005"');
  });

  it('property: any sequence of exits never takes more than the notional; pending never goes negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 30 }), (notionalCents, requests) => {
        const notional = new Decimal(notionalCents).dividedBy(100);
        let forward = { amountUSD: notional.toFixed(2), pendingAmountUSD: notional.toFixed(2), K: '18.1837' };
        let taken = new Decimal(0);
        for (const cents of requests) {
          const request = new Decimal(cents).dividedBy(100).toFixed(2);
          const pendingBefore = new Decimal(forward.pendingAmountUSD);
          if (new Decimal(request).greaterThan(pendingBefore)) {
            expect(() => partialExit(forward, request)).toThrow('expected at most the pending');
          } else {
            const result = partialExit(forward, request);
            taken = taken.plus(result.closedAmountUSD);
            forward = { ...forward, pendingAmountUSD: result.pendingAmountUSD };
            expect(result.pendingAmountMXN).toBe(new Decimal(result.pendingAmountUSD).times('18.1837').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
          }
          expect(new Decimal(forward.pendingAmountUSD).isNegative()).toBe(false);
          expect(taken.lessThanOrEqualTo(notional)).toBe(true);
          expect(taken.plus(forward.pendingAmountUSD).equals(notional)).toBe(true);
        }
      }),
    );
  });
});

describe('liquidation: DOMAIN.md example', () => {
  const open = { pendingAmountUSD: '100000', K: '18.1837', fixRate: '18.65', side: 'buy' as const, canBeLiquidate: true };

  it('settles everything pending against FIX 18.65: 46,630.00 MXN', () => {
    expect(liquidation(open)).toEqual({ settledAmountUSD: '100000.00', profitMXN: '46630.00', pendingAmountUSD: '0.00', pendingAmountMXN: '0.00' });
  });

  it('settles only what is still pending after partial exits', () => {
    expect(liquidation({ ...open, pendingAmountUSD: '40000' }).profitMXN).toBe('18652.00');
  });

  it('is refused when the forward cannot be liquidated or nothing is pending', () => {
    expect(() => liquidation({ ...open, canBeLiquidate: false })).toThrow('canBeLiquidate = false');
    expect(() => liquidation({ ...open, pendingAmountUSD: '0' })).toThrow('got: "0.00"');
  });
});
