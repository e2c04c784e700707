/**
 * Money arithmetic. Amounts and rates travel as decimal strings and are computed with a decimal.js
 * clone, never with JavaScript numbers. Each stored amount is rounded once, half-up, to 2 decimals
 * (SAT: round at the end, to the currency's decimals); totals are sums of rounded rows.
 */
import Decimal from 'decimal.js';

/**
 * A private clone so no other module's Decimal settings can change ours. Precision 40 keeps every
 * intermediate exact enough that only the final rounding matters. HALF_UP rounds ties away from zero,
 * so -0.005 becomes -0.01 (the symmetric reading of "half-up" used for negative differentials).
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

/** What the domain functions accept: a decimal string ("1000000.00") or an already parsed value. */
export type DecimalInput = string | Decimal;

const DECIMAL_STRING = /^-?\d+(\.\d+)?$/;

/** Parses a decimal string; the error names the bad input. */
export function toDecimal(value: DecimalInput, what = 'a decimal number'): Decimal {
  if (typeof value !== 'string') return new Dec(value);
  const trimmed = value.trim();
  if (!DECIMAL_STRING.test(trimmed)) throw new Error(`expected ${what}, got: ${JSON.stringify(value)}`);
  return new Dec(trimmed);
}

/** Half-up to `places` decimals. */
export function roundHalfUp(value: DecimalInput, places: number): Decimal {
  return toDecimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

/** Half-up to 2 decimals: the one rounding every stored amount gets. */
export function roundMoney(value: DecimalInput): Decimal {
  return roundHalfUp(value, 2);
}

/** The JSON form of an amount: half-up, always 2 decimals ("10333.33", "0.00"). */
export function formatMoney(value: DecimalInput): string {
  return roundMoney(value).toFixed(2);
}

/** Fixed `places` decimals, half-up (exchange rates use 4). */
export function formatFixed(value: DecimalInput, places: number): string {
  return roundHalfUp(value, places).toFixed(places);
}

/** Exact sum; round the parts first if the total must equal the sum of what was shown. */
export function sumDecimals(values: readonly DecimalInput[]): Decimal {
  return values.reduce<Decimal>((total, value) => total.plus(toDecimal(value)), new Dec(0));
}

/** Sum of amounts as a 2-decimal string. */
export function sumMoney(values: readonly DecimalInput[]): string {
  return formatMoney(sumDecimals(values));
}

/** An annual percentage ("12", "0.50") as a fraction (0.12, 0.005). */
export function percentToFraction(percent: DecimalInput): Decimal {
  return toDecimal(percent, 'a percentage').dividedBy(100);
}
