/**
 * The figures of an investor's retention certificate (CFDI de Retenciones 2.0, CveRetenc 16, with the
 * Intereses complement) from the payments paid in its period (docs/decisions/140 and 141). Pure: the
 * payments and INEGI's INPC come in.
 *
 *   nominal interest  = sum of the payments' interest
 *   ISR withheld      = sum of the payments' retentions
 *   inflation adj. i  = capital_i x (INPC(month the period ends) / INPC(month it starts) - 1), rounded
 *                       half-up to the cent, per payment (LISR art. 134; 0 when both months are one)
 *   real interest     = nominal - sum of the adjustments; below 0 it is a loss: MontIntReal 0, Perdida = -real
 *
 * Everything is gravado (no exemption of LISR art. 93 reaches a fixed-term investment), so
 * MontoTotOperacion = MontoTotGrav = nominal, MontoTotExent = 0, BaseRet = nominal, MontoRet = MontoTotRet.
 */
import { addDays } from './calendar.ts';
import { Dec, formatMoney, roundMoney, toDecimal } from './money.ts';

export interface PaidInterest {
  /** The payment's investment_detail id (named in errors). */
  id: number;
  /** The capital the period's interest was earned on. */
  capital: string;
  /** End of the period (investment_detail.date_payment) and its days: the period is [end - days, end]. */
  date_payment: string;
  days: string;
  interests: string;
  retentions: string;
}

export interface RetentionFigures {
  /** MontoTotOperacion = MontoTotGrav = MontIntNominal = BaseRet. */
  nominal: string;
  exempt: string;
  /** MontoTotRet = MontoRet. */
  withheld: string;
  adjustment: string;
  real: string;
  loss: string;
  payments: number;
}

/** The months whose INPC a payment's adjustment reads: the month its period starts and the month it ends. */
export function inpcMonthsOf(payment: Pick<PaidInterest, 'date_payment' | 'days'>): [start: string, end: string] {
  const start = addDays(payment.date_payment, -Number(payment.days));
  return [start.slice(0, 7), payment.date_payment.slice(0, 7)];
}

/** Every INPC month the payments need, sorted. */
export function inpcMonthsNeeded(payments: readonly Pick<PaidInterest, 'date_payment' | 'days'>[]): string[] {
  return [...new Set(payments.flatMap(inpcMonthsOf))].sort();
}

export function inflationAdjustment(payment: PaidInterest, inpc: ReadonlyMap<string, string>): Dec {
  const [startMonth, endMonth] = inpcMonthsOf(payment);
  if (startMonth === endMonth) return new Dec(0);
  const start = inpc.get(startMonth);
  const end = inpc.get(endMonth);
  if (!start || !end) throw new Error(`expected INEGI's INPC of ${startMonth} and ${endMonth} for payment ${payment.id}, got: ${start ?? 'none'} and ${end ?? 'none'}`);
  const factor = toDecimal(end, 'an INPC').dividedBy(toDecimal(start, 'an INPC')).minus(1);
  return roundMoney(toDecimal(payment.capital, 'a capital').times(factor));
}

export function retentionFigures(payments: readonly PaidInterest[], inpc: ReadonlyMap<string, string>): RetentionFigures {
  let nominal = new Dec(0);
  let withheld = new Dec(0);
  let adjustment = new Dec(0);
  for (const payment of payments) {
    nominal = nominal.plus(roundMoney(toDecimal(payment.interests, 'an interest')));
    withheld = withheld.plus(roundMoney(toDecimal(payment.retentions, 'a retention')));
    adjustment = adjustment.plus(inflationAdjustment(payment, inpc));
  }
  const real = nominal.minus(adjustment);
  return {
    nominal: formatMoney(nominal),
    exempt: '0.00',
    withheld: formatMoney(withheld),
    adjustment: formatMoney(adjustment),
    real: formatMoney(real.isNegative() ? '0' : real),
    loss: formatMoney(real.isNegative() ? real.negated() : '0'),
    payments: payments.length,
  };
}
