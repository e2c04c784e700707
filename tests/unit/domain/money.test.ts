import { describe, expect, it } from 'vitest';
import { formatFixed, formatMoney, percentToFraction, roundMoney, sumMoney, toDecimal } from '../../../server/domain/money.ts';

describe('money', () => {
  it('rounds half-up to 2 decimals, ties away from zero', () => {
    expect(formatMoney('2.345')).toBe('2.35');
    expect(formatMoney('2.344999')).toBe('2.34');
    expect(formatMoney('10333.3333333')).toBe('10333.33');
    expect(formatMoney('0.005')).toBe('0.01');
    expect(formatMoney('-0.005')).toBe('-0.01');
    expect(formatMoney('7')).toBe('7.00');
  });

  it('does not suffer binary floating point (1.005 rounds up)', () => {
    // As a JS number 1.005 is 1.00499999..., which Math.round-based code rounds down.
    expect(formatMoney('1.005')).toBe('1.01');
    expect(roundMoney('0.1').plus('0.2').toFixed(2)).toBe('0.30');
  });

  it('sums exactly', () => {
    expect(sumMoney(['0.10', '0.20', '0.30'])).toBe('0.60');
    expect(sumMoney([])).toBe('0.00');
  });

  it('formats exchange rates to 4 decimals', () => {
    expect(formatFixed('18.04485', 4)).toBe('18.0449');
  });

  it('turns percentages into fractions', () => {
    expect(percentToFraction('0.50').toString()).toBe('0.005');
  });

  it('names the bad input', () => {
    expect(() => toDecimal('12,5')).toThrow('expected a decimal number, got: "12,5"');
    expect(() => toDecimal('')).toThrow('got: ""');
  });
});
