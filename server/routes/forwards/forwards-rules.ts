/**
 * The hedge rules that are not prices (prices are server/domain/forward-pricing.ts): when a hedge may be
 * liquidated, when hedges may be closed at all, and the simulation a client sees. Pure functions of
 * their inputs and the date or instant they are given.
 */
import { daysBetween, type IsoDate } from '../../domain/calendar.ts';
import { clientRate, forwardCurve, type ForwardSide } from '../../domain/forward-pricing.ts';
import { formatMoney, toDecimal } from '../../domain/money.ts';
import { STATUS } from '../../../schemas/status.ts';
import { msg, type Localized } from '../../i18n/localized.ts';

export interface LiquidationFacts {
  statusId: number;
  pendingAmountUSD: string;
  maturity: IsoDate;
}

/**
 * A hedge can be liquidated while something is pending and it is still open, from its maturity date
 * on, or at any time when its instrument allows early liquidation (a window forward).
 */
export function canBeLiquidated(forward: LiquidationFacts, allowsEarlyLiquidation: boolean, today: IsoDate): boolean {
  if (forward.statusId !== STATUS.active) return false;
  if (!toDecimal(forward.pendingAmountUSD).greaterThan(0)) return false;
  return allowsEarlyLiquidation || daysBetween(forward.maturity, today) >= 0;
}

export interface ClosingWindow {
  enabled: boolean;
  /** HH:MM, Mexico City. */
  startTime: string;
  endTime: string;
  weekdaysOnly: boolean;
}

export interface ClosingCheck {
  canClose: boolean;
  /** Why not, in English, for the API's message. */
  reason?: Localized;
  /** The Mexico City wall time the check was made at, HH:MM. */
  localTime: string;
}

const MEXICO_CITY_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Mexico_City',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

function mexicoCityClock(now: Date): { time: string; weekday: string } {
  const parts = Object.fromEntries(MEXICO_CITY_CLOCK.formatToParts(now).map((p) => [p.type, p.value]));
  return { time: `${parts.hour}:${parts.minute}`, weekday: parts.weekday };
}

/** May hedges be closed (exit, partial exit, liquidation) at instant `now`? */
export function closingAllowed(window: ClosingWindow, now: Date): ClosingCheck {
  const { time, weekday } = mexicoCityClock(now);
  if (!window.enabled) return { canClose: false, reason: msg('forwards.closingOff'), localTime: time };
  if (window.weekdaysOnly && (weekday === 'Sat' || weekday === 'Sun'))
    return { canClose: false, reason: msg('forwards.weekdaysOnly'), localTime: time };
  if (time < window.startTime || time > window.endTime)
    return { canClose: false, reason: msg('forwards.outsideWindow', { start: window.startTime, end: window.endTime }), localTime: time };
  return { canClose: true, localTime: time };
}

export interface Market {
  spot: string;
  spotAt: Date;
  /** Annual percent. */
  rateMXN: string;
  rateUSD: string;
  /** The current "Constante widget": MXN per USD. */
  spread: string;
}

export interface SimulationInput {
  amountUSD: string;
  side: ForwardSide;
  months: number;
}

/** The forward curve by month to maturity with the client rate at each month (DOMAIN.md). */
export function simulateForward(input: SimulationInput, market: Market, tradeDate: IsoDate) {
  const curve = forwardCurve(market.spot, { rMxn: market.rateMXN, rUsd: market.rateUSD }, input.months, tradeDate).map((point) => ({
    ...point,
    clientRate: clientRate(point.forward, market.spread, input.side),
  }));
  const atMaturity = curve[curve.length - 1];
  return {
    amountUSD: toDecimal(input.amountUSD).toFixed(2),
    side: input.side,
    months: input.months,
    tradeDate,
    maturity: atMaturity.maturity_date,
    days: atMaturity.days,
    spot: market.spot,
    spotAt: market.spotAt.toISOString(),
    rateMXN: market.rateMXN,
    rateUSD: market.rateUSD,
    spread: market.spread,
    forwardRate: atMaturity.forward,
    points: atMaturity.points,
    K: atMaturity.clientRate,
    amountMXN: formatMoney(toDecimal(input.amountUSD).times(atMaturity.clientRate)),
    curve,
  };
}

export type Simulation = ReturnType<typeof simulateForward>;
