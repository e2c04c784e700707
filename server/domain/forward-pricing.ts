/**
 * USD/MXN forwards (coberturas), DOMAIN.md "USD/MXN forwards". Interest rates are ANNUAL PERCENTAGES
 * ("7" is 7 %), like the currency table's rates; exchange rates are MXN per USD with 4 decimals;
 * amounts in MXN and USD have 2. `side` is the client's: 'buy' when the client buys USD.
 */
import type Decimal from 'decimal.js';
import { addMonthsClamped, daysBetween, type IsoDate } from './calendar.ts';
import { DomainRuleError } from './domain-error.ts';
import { Dec, formatFixed, formatMoney, percentToFraction, roundHalfUp, roundMoney, toDecimal, type DecimalInput } from './money.ts';

export type ForwardSide = 'buy' | 'sell';
const RATE_DECIMALS = 4;

/** 1 + r x d / 360, the money-market accrual factor. */
function accrual(ratePercent: DecimalInput, days: number): Decimal {
  return new Dec(1).plus(percentToFraction(ratePercent).times(days).dividedBy(360));
}

function checkDays(days: number) {
  if (!Number.isInteger(days) || days < 0) throw new Error(`expected a whole number of days of 0 or more, got: ${days}`);
}

/** +1 when the client buys USD, -1 when it sells: the client's exposure to a rising dollar. */
function sign(side: ForwardSide): 1 | -1 {
  return side === 'buy' ? 1 : -1;
}

/** Covered interest parity: F = S x (1 + r_MXN d/360) / (1 + r_USD d/360), 4 decimals. */
export function forwardRate(spot: DecimalInput, rMxn: DecimalInput, rUsd: DecimalInput, days: number): string {
  checkDays(days);
  const forward = toDecimal(spot, 'a spot rate').times(accrual(rMxn, days)).dividedBy(accrual(rUsd, days));
  return formatFixed(forward, RATE_DECIMALS);
}

/** (F - S) x 10,000, from the quoted 4-decimal forward so S + points / 10,000 = F as shown. */
export function forwardPoints(spot: DecimalInput, forward: DecimalInput): string {
  return formatMoney(toDecimal(forward, 'a forward rate').minus(toDecimal(spot, 'a spot rate')).times(10_000));
}

export interface CurvePoint {
  month: number;
  maturity_date: IsoDate;
  days: number;
  forward: string;
  points: string;
}

/** The forward for each month to maturity 1..months, with actual days from the trade date. */
export function forwardCurve(spot: DecimalInput, rates: { rMxn: DecimalInput; rUsd: DecimalInput }, months: number, tradeDate: IsoDate): CurvePoint[] {
  if (!Number.isInteger(months) || months < 1) throw new Error(`expected 1 or more months to maturity, got: ${months}`);
  return Array.from({ length: months }, (_, index) => {
    const month = index + 1;
    const maturity = addMonthsClamped(tradeDate, month);
    const days = daysBetween(tradeDate, maturity);
    const forward = forwardRate(spot, rates.rMxn, rates.rUsd, days);
    return { month, maturity_date: maturity, days, forward, points: forwardPoints(spot, forward) };
  });
}

/** The client's rate K: the forward plus the spread when the client buys USD, minus it when it sells. */
export function clientRate(forward: DecimalInput, spread: DecimalInput, side: ForwardSide): string {
  const c = toDecimal(spread, 'a spread');
  if (c.isNegative()) throw new Error(`expected a spread of 0 or more, got: ${JSON.stringify(String(spread))}`);
  return formatFixed(toDecimal(forward, 'a forward rate').plus(c.times(sign(side))), RATE_DECIMALS);
}

/** MXN paid to the client (negative: paid by it) on a closed forward: buyer N (S_ref - K), seller N (K - S_ref). */
export function closedProfit(notionalUsd: DecimalInput, K: DecimalInput, referenceRate: DecimalInput, side: ForwardSide): string {
  const difference = toDecimal(referenceRate, 'a reference rate').minus(toDecimal(K, 'a client rate'));
  return formatMoney(toDecimal(notionalUsd, 'a USD amount').times(difference).times(sign(side)));
}

export interface ExitDifferentialInput {
  remainingUsd: DecimalInput;
  K: DecimalInput;
  /** Today's forward for the remaining days to the original maturity. */
  forwardNow: DecimalInput;
  rMxn: DecimalInput;
  remainingDays: number;
  side: ForwardSide;
}

/**
 * Early close-out: differential = N_rem x (F_t(T) - K), sign flipped for a seller, discounted at the
 * MXN rate for the remaining days. The present value discounts the rounded differential so the two
 * figures shown to the client agree with each other.
 */
export function exitDifferential(input: ExitDifferentialInput): { differential: string; presentValue: string } {
  checkDays(input.remainingDays);
  const gap = toDecimal(input.forwardNow, 'a forward rate').minus(toDecimal(input.K, 'a client rate'));
  const differential = roundMoney(toDecimal(input.remainingUsd, 'a USD amount').times(gap).times(sign(input.side)));
  const presentValue = differential.dividedBy(accrual(input.rMxn, input.remainingDays));
  return { differential: differential.toFixed(2), presentValue: formatMoney(presentValue) };
}

/** The open forward's fields a partial exit or a liquidation reads (named as in the API). */
export interface OpenForward {
  amountUSD: DecimalInput;
  pendingAmountUSD: DecimalInput;
  K: DecimalInput;
}

export interface PartialExitResult {
  closedAmountUSD: string;
  closedAmountMXN: string;
  pendingAmountUSD: string;
  pendingAmountMXN: string;
}

/** pendingAmountMXN is always pending USD x K, recomputed rather than decremented so it cannot drift. */
function pendingMxn(pendingUsd: Decimal, K: DecimalInput): string {
  return formatMoney(pendingUsd.times(toDecimal(K, 'a client rate')));
}

/** Takes or settles part of the open notional at K; never more than is still pending. */
export function partialExit(open: OpenForward, amountUsd: DecimalInput): PartialExitResult {
  const notional = roundMoney(toDecimal(open.amountUSD, 'a USD notional'));
  const pending = roundMoney(toDecimal(open.pendingAmountUSD, 'a pending USD amount'));
  if (pending.isNegative() || pending.greaterThan(notional))
    throw new Error(`expected pending USD between 0 and the notional ${notional.toFixed(2)}, got: "${pending.toFixed(2)}"`);
  const requested = toDecimal(amountUsd, 'a USD amount');
  if (requested.lessThanOrEqualTo(0) || !roundHalfUp(requested, 2).equals(requested))
    throw new DomainRuleError('amountUSD', 'partial_amount_invalid', `expected a USD amount above 0 with at most 2 decimals, got: "${String(amountUsd)}"`, { value: String(amountUsd) });
  if (requested.greaterThan(pending))
    throw new DomainRuleError('amountUSD', 'partial_exceeds_pending', `expected at most the pending ${pending.toFixed(2)} USD, got: "${String(amountUsd)}"`, { pending: pending.toFixed(2), value: String(amountUsd) });

  const remaining = pending.minus(requested);
  return {
    closedAmountUSD: requested.toFixed(2),
    closedAmountMXN: formatMoney(requested.times(toDecimal(open.K, 'a client rate'))),
    pendingAmountUSD: remaining.toFixed(2),
    pendingAmountMXN: pendingMxn(remaining, open.K),
  };
}

export interface LiquidationInput extends Omit<OpenForward, 'amountUSD'> {
  canBeLiquidate: boolean;
  side: ForwardSide;
  /** Reference rate for non-delivery settlement: Banxico FIX. */
  fixRate: DecimalInput;
}

export interface LiquidationResult {
  settledAmountUSD: string;
  /** MXN paid to the client (negative: paid by it). */
  profitMXN: string;
  pendingAmountUSD: string;
  pendingAmountMXN: string;
}

/** Settles everything pending against the FIX; allowed only when the forward canBeLiquidate. */
export function liquidation(input: LiquidationInput): LiquidationResult {
  if (!input.canBeLiquidate) throw new DomainRuleError('canBeLiquidate', 'not_liquidable', 'expected a forward that can be liquidated, got: canBeLiquidate = false');
  const pending = roundMoney(toDecimal(input.pendingAmountUSD, 'a pending USD amount'));
  if (pending.lessThanOrEqualTo(0))
    throw new DomainRuleError('pendingAmountUSD', 'nothing_pending', `expected a pending USD amount above 0, got: "${pending.toFixed(2)}"`, { value: pending.toFixed(2) });
  return {
    settledAmountUSD: pending.toFixed(2),
    profitMXN: closedProfit(pending, input.K, input.fixRate, input.side),
    pendingAmountUSD: '0.00',
    pendingAmountMXN: '0.00',
  };
}
