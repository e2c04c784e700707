/**
 * The figures of an investor's retention certificate (CFDI de Retenciones 2.0, CveRetenc 16, with the
 * Intereses complement) from the payments paid in its period (docs/decisions/140, 141 and 143). Pure:
 * the payments, INEGI's INPC and Banxico's FIX in force on each day needed come in.
 *
 *   nominal interest  = sum of the payments' interest
 *   ISR withheld      = sum of the payments' retentions
 *   inflation adj. i  = capital_i x (INPC(month the period ends) / INPC(month it starts) - 1), rounded
 *                       half-up to the cent, per payment (LISR art. 134; 0 when both months are one)
 *   real interest     = nominal + sum of the exchange gains - sum of the adjustments; below 0 it is a
 *                       loss: MontIntReal 0, Perdida = -real
 *
 * A payment in dollars (decision 143) is reported in pesos: its interest and retention times the FIX in
 * force the day it was paid, each rounded to the cent; its adjustment on the capital times the FIX of its
 * period's start; its exchange gain (LISR arts. 8 and 134) = capital x (FIX at the period's end - FIX at
 * its start), rounded to the cent, negative when the peso gained. Pesos have no exchange gain.
 *
 * Everything is gravado (no exemption of LISR art. 93 reaches a fixed-term investment), so
 * MontoTotOperacion = MontoTotGrav = nominal, MontoTotExent = 0, BaseRet = nominal, MontoRet = MontoTotRet.
 */
import { addDays } from './calendar.ts';
import { Dec, formatMoney, roundMoney, toDecimal, type DecimalInput } from './money.ts';

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
  /** The investment's currency: MXN (the default) or USD (decision 143). */
  currency?: string;
  /** The day it was paid (investment_detail.paid_at): a dollar payment's interest and retention take the FIX in force that day. */
  paid_at?: string;
}

export interface RetentionFigures {
  /** MontoTotOperacion = MontoTotGrav = MontIntNominal = BaseRet. */
  nominal: string;
  exempt: string;
  /** MontoTotRet = MontoRet. */
  withheld: string;
  adjustment: string;
  /** The exchange gain (negative: loss) on dollar capital, in pesos; 0.00 when all is in pesos. Not stored: real = nominal + exchangeGain - adjustment. */
  exchangeGain: string;
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

/** The days whose FIX a dollar payment reads: the day it was paid, and its period's start and end. */
export function fixDaysOf(payment: Pick<PaidInterest, 'id' | 'date_payment' | 'days' | 'paid_at'>): { paid: string; start: string; end: string } {
  if (!payment.paid_at) throw new Error(`expected the day payment ${payment.id} was paid, got: none`);
  return { paid: payment.paid_at.slice(0, 10), start: addDays(payment.date_payment, -Number(payment.days)), end: payment.date_payment };
}

const isPesos = (payment: Pick<PaidInterest, 'currency'>) => (payment.currency ?? 'MXN') === 'MXN';

/** Every day whose FIX the dollar payments need, sorted (none for pesos). */
export function fixDaysNeeded(payments: readonly Pick<PaidInterest, 'id' | 'date_payment' | 'days' | 'paid_at' | 'currency'>[]): string[] {
  return [...new Set(payments.filter((p) => !isPesos(p)).flatMap((p) => Object.values(fixDaysOf(p))))].sort();
}

function fixOf(fix: ReadonlyMap<string, string>, day: string, payment: PaidInterest): Dec {
  const rate = fix.get(day);
  if (!rate) throw new Error(`expected Banxico's FIX in force on ${day} for payment ${payment.id} in ${payment.currency}, got: none`);
  return toDecimal(rate, 'a FIX');
}

/** `capital`: the capital in pesos (a dollar capital already times the FIX of its period's start). */
export function inflationAdjustment(payment: PaidInterest, inpc: ReadonlyMap<string, string>, capital: DecimalInput = payment.capital): Dec {
  const [startMonth, endMonth] = inpcMonthsOf(payment);
  if (startMonth === endMonth) return new Dec(0);
  const start = inpc.get(startMonth);
  const end = inpc.get(endMonth);
  if (!start || !end) throw new Error(`expected INEGI's INPC of ${startMonth} and ${endMonth} for payment ${payment.id}, got: ${start ?? 'none'} and ${end ?? 'none'}`);
  const factor = toDecimal(end, 'an INPC').dividedBy(toDecimal(start, 'an INPC')).minus(1);
  return roundMoney(toDecimal(capital, 'a capital').times(factor));
}

/** One payment in pesos: its interest, retention, inflation adjustment and exchange gain, each rounded to the cent. */
export function paymentInPesos(payment: PaidInterest, inpc: ReadonlyMap<string, string>, fix: ReadonlyMap<string, string>): { interest: Dec; withheld: Dec; adjustment: Dec; exchangeGain: Dec } {
  const interest = toDecimal(payment.interests, 'an interest');
  const withheld = toDecimal(payment.retentions, 'a retention');
  const capital = toDecimal(payment.capital, 'a capital');
  if (isPesos(payment)) return { interest: roundMoney(interest), withheld: roundMoney(withheld), adjustment: inflationAdjustment(payment, inpc), exchangeGain: new Dec(0) };
  if (payment.currency !== 'USD') throw new Error(`expected a payment in MXN or USD (the FIX is a dollar rate), got: ${payment.currency} for payment ${payment.id}`);
  const days = fixDaysOf(payment);
  const [paid, start, end] = [fixOf(fix, days.paid, payment), fixOf(fix, days.start, payment), fixOf(fix, days.end, payment)];
  return {
    interest: roundMoney(interest.times(paid)),
    withheld: roundMoney(withheld.times(paid)),
    adjustment: inflationAdjustment(payment, inpc, capital.times(start)),
    exchangeGain: roundMoney(capital.times(end.minus(start))),
  };
}

/** `fix`: Banxico's FIX in force on each day the dollar payments need (fixDaysNeeded), by day. */
export function retentionFigures(payments: readonly PaidInterest[], inpc: ReadonlyMap<string, string>, fix: ReadonlyMap<string, string> = new Map()): RetentionFigures {
  let nominal = new Dec(0);
  let withheld = new Dec(0);
  let adjustment = new Dec(0);
  let exchangeGain = new Dec(0);
  for (const payment of payments) {
    const pesos = paymentInPesos(payment, inpc, fix);
    nominal = nominal.plus(pesos.interest);
    withheld = withheld.plus(pesos.withheld);
    adjustment = adjustment.plus(pesos.adjustment);
    exchangeGain = exchangeGain.plus(pesos.exchangeGain);
  }
  const real = nominal.plus(exchangeGain).minus(adjustment);
  return {
    nominal: formatMoney(nominal),
    exempt: '0.00',
    withheld: formatMoney(withheld),
    adjustment: formatMoney(adjustment),
    exchangeGain: formatMoney(exchangeGain),
    real: formatMoney(real.isNegative() ? '0' : real),
    loss: formatMoney(real.isNegative() ? real.negated() : '0'),
    payments: payments.length,
  };
}
