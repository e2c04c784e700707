/**
 * Decimal strings rounded as text (src/framework/decimal-text.ts) write what decimal.js wrote before them:
 * toFixed half up, every digit kept, the same strings read and the same left unread.
 */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { decimalSign, readDecimal, toFixedHalfUp } from '../../../src/framework/decimal-text.ts';

/** What format.ts did with decimal.js: undefined for what it could not read as a finite number. */
function withDecimalJs(text: string, decimals: number): string | undefined {
  let parsed: Decimal;
  try {
    parsed = new Decimal(text);
  } catch {
    return undefined;
  }
  if (!parsed.isFinite()) return undefined;
  const fixed = parsed.toFixed(decimals, Decimal.ROUND_HALF_UP);
  return fixed.startsWith('-') && new Decimal(fixed).isZero() ? fixed.slice(1) : fixed;
}

function withText(text: string, decimals: number): string | undefined {
  const value = readDecimal(text);
  return value && toFixedHalfUp(value, decimals);
}

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const EDGES = [
  '0', '-0', '+0', '0.00', '5.', '.5', '-.5', '+1.25', '0.005', '-0.005', '0.004999', '999.995', '-999.995', '9.995', '0.0049',
  '1e21', '1.5e-7', '-2.5E+3', '12345678901234567.89', '9007199254740993.01', '000123.4500', '0.00000000001', '99999999.999',
  '1e', 'e5', '.', '', '-', '+', '--1', '1.2.3', '1,000', 'abc', 'Infinity', '-Infinity', 'NaN', ' 1',
];

describe('decimal strings rounded as text', () => {
  it.each(EDGES)('%j reads and rounds as decimal.js did (0 to 4 places)', (text) => {
    for (let decimals = 0; decimals <= 4; decimals++) expect(withText(text, decimals)).toBe(withDecimalJs(text, decimals));
  });

  it('rounds 20,000 generated amounts as decimal.js did', () => {
    const next = random(22);
    const digits = (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join('');
    for (let i = 0; i < 20_000; i++) {
      const sign = next() < 0.3 ? '-' : '';
      const whole = digits(Math.floor(next() * 12));
      const fraction = digits(Math.floor(next() * 8));
      const exponent = next() < 0.1 ? `e${Math.floor(next() * 20) - 10}` : '';
      const text = `${sign}${whole || '0'}${fraction ? `.${fraction}` : ''}${exponent}`;
      const decimals = Math.floor(next() * 5);
      expect(withText(text, decimals), `${text} to ${decimals}`).toBe(withDecimalJs(text, decimals));
    }
  });

  it('leaves unread an exponent no amount has, where decimal.js would write a million digits', () => {
    expect(readDecimal('1e1000001')).toBeUndefined();
    expect(readDecimal('1e-1000001')).toBeUndefined();
  });

  it('tells a decimal string\'s sign', () => {
    expect(decimalSign('12.5')).toBe(1);
    expect(decimalSign('0.0001')).toBe(1);
    expect(decimalSign('-0.01')).toBe(-1);
    expect(decimalSign('-0.000')).toBe(0);
    expect(decimalSign('0')).toBe(0);
    expect(decimalSign(' 3 ')).toBe(1);
    expect(decimalSign('abc')).toBeUndefined();
  });
});
