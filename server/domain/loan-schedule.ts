/**
 * Loan amortisation, DOMAIN.md "Loans": equal principal, interest on the outstanding principal for
 * the actual days of the period over a 360-day year. Cut-offs (date_doc) are anchored monthly on the
 * disbursement day and clamped to month end; the payment date (expiration_doc) adds the grace days.
 */
import type Decimal from 'decimal.js';
import { addDays, addMonthsClamped, compareDates, daysBetween, type IsoDate } from './calendar.ts';
import { DomainRuleError } from './domain-error.ts';
import { Dec, formatMoney, percentToFraction, roundMoney, sumDecimals, toDecimal, type DecimalInput } from './money.ts';

export interface LoanTerms {
  amount: DecimalInput;
  /** Annual interest as a percentage ("18" is 18 %). */
  annualRate: DecimalInput;
  disbursementDate: IsoDate;
  months: number;
  graceDays: number;
}

export interface LoanRow {
  /** 1-based; period k's cut-off is the disbursement date plus k months. */
  period: number;
  date_doc: IsoDate;
  expiration_doc: IsoDate;
  days: number;
  principal: string;
  interest: string;
  amount: string;
  outstanding_after: string;
}

export interface LoanSchedule {
  rows: LoanRow[];
  totals: { principal: string; interest: string; amount: string };
}

interface PeriodPlan {
  outstanding: Decimal;
  rate: Decimal;
  disbursementDate: IsoDate;
  graceDays: number;
  /** First period to generate and the cut-off it starts from. */
  firstPeriod: number;
  previousCutOff: IsoDate;
  lastPeriod: number;
}

function checkWholeNumber(value: number, what: string, minimum: number) {
  if (!Number.isInteger(value) || value < minimum) throw new Error(`expected ${what} of ${minimum} or more, got: ${value}`);
}

/** Rows for periods firstPeriod..lastPeriod, splitting `outstanding` equally; the last absorbs rounding. */
function generateRows(plan: PeriodPlan): LoanRow[] {
  const count = plan.lastPeriod - plan.firstPeriod + 1;
  const equalPrincipal = roundMoney(plan.outstanding.dividedBy(count));
  const rows: LoanRow[] = [];
  let outstanding = plan.outstanding;
  let previousCutOff = plan.previousCutOff;
  for (let period = plan.firstPeriod; period <= plan.lastPeriod; period++) {
    const cutOff = addMonthsClamped(plan.disbursementDate, period);
    const days = daysBetween(previousCutOff, cutOff);
    const interest = roundMoney(outstanding.times(plan.rate).times(days).dividedBy(360));
    const principal = period === plan.lastPeriod ? outstanding : Dec.min(equalPrincipal, outstanding);
    outstanding = outstanding.minus(principal);
    rows.push({
      period,
      date_doc: cutOff,
      expiration_doc: addDays(cutOff, plan.graceDays),
      days,
      principal: principal.toFixed(2),
      interest: interest.toFixed(2),
      amount: principal.plus(interest).toFixed(2),
      outstanding_after: outstanding.toFixed(2),
    });
    previousCutOff = cutOff;
  }
  return rows;
}

function totalsOf(rows: readonly Pick<LoanRow, 'principal' | 'interest' | 'amount'>[]): LoanSchedule['totals'] {
  return {
    principal: formatMoney(sumDecimals(rows.map((r) => r.principal))),
    interest: formatMoney(sumDecimals(rows.map((r) => r.interest))),
    amount: formatMoney(sumDecimals(rows.map((r) => r.amount))),
  };
}

export function loanSchedule(terms: LoanTerms): LoanSchedule {
  checkWholeNumber(terms.months, 'a term in months', 1);
  checkWholeNumber(terms.graceDays, 'grace days', 0);
  const rows = generateRows({
    outstanding: roundMoney(toDecimal(terms.amount, 'a loan amount')),
    rate: percentToFraction(terms.annualRate),
    disbursementDate: terms.disbursementDate,
    graceDays: terms.graceDays,
    firstPeriod: 1,
    previousCutOff: terms.disbursementDate,
    lastPeriod: terms.months,
  });
  return { rows, totals: totalsOf(rows) };
}

/** A stored schedule row and whether it has been paid. */
export type LoanDetail = LoanRow & { paid: boolean };

export interface RecalculationTerms {
  /** The current annual rate, as a percentage. */
  annualRate: DecimalInput;
  disbursementDate: IsoDate;
  graceDays: number;
  /** Total periods of the loan, paid ones included; defaults to the current number of details. */
  months?: number;
}

export interface Recalculation {
  /** Paid details, untouched. */
  kept: LoanDetail[];
  /** Fresh unpaid details replacing the old unpaid ones. */
  regenerated: LoanDetail[];
  /** Outstanding principal the regenerated details amortise. */
  outstanding: string;
}

/**
 * Keeps the paid details and regenerates the unpaid ones from the outstanding principal with the
 * current rate, grace days and dates. Paid details must come first: a paid period after an unpaid one
 * would leave the interest of the unpaid gap undefined, so it is refused rather than guessed.
 */
export function recalculateSchedule(details: readonly LoanDetail[], terms: RecalculationTerms): Recalculation {
  const sorted = [...details].sort((a, b) => a.period - b.period);
  const firstUnpaid = sorted.findIndex((d) => !d.paid);
  const kept = firstUnpaid < 0 ? sorted : sorted.slice(0, firstUnpaid);
  const misplaced = sorted.slice(kept.length).find((d) => d.paid);
  if (misplaced)
    throw new DomainRuleError('details', 'paid_after_unpaid', `expected paid details before unpaid ones, got paid period ${misplaced.period} after unpaid period ${sorted[firstUnpaid].period}`, { paid: String(misplaced.period), unpaid: String(sorted[firstUnpaid].period) });

  const outstanding = roundMoney(sumDecimals(sorted.slice(kept.length).map((d) => d.principal)));
  const months = terms.months ?? sorted.length;
  checkWholeNumber(terms.graceDays, 'grace days', 0);
  checkWholeNumber(months, 'a term in months', Math.max(1, kept.length));
  if (outstanding.isZero()) return { kept, regenerated: [], outstanding: outstanding.toFixed(2) };
  if (months === kept.length)
    throw new DomainRuleError('months', 'no_period_left', `expected more than ${kept.length} months to amortise ${outstanding.toFixed(2)}, got: ${months}`, { kept: String(kept.length), outstanding: outstanding.toFixed(2), months: String(months) });

  const lastPaid = kept.at(-1);
  const rows = generateRows({
    outstanding,
    rate: percentToFraction(terms.annualRate),
    disbursementDate: terms.disbursementDate,
    graceDays: terms.graceDays,
    firstPeriod: kept.length + 1,
    previousCutOff: lastPaid ? lastPaid.date_doc : terms.disbursementDate,
    lastPeriod: months,
  });
  return { kept, regenerated: rows.map((row) => ({ ...row, paid: false })), outstanding: outstanding.toFixed(2) };
}

/** Expired for collections: the payment date has passed and it is still unpaid. */
export function isExpired(detail: Pick<LoanDetail, 'expiration_doc' | 'paid'>, today: IsoDate): boolean {
  return !detail.paid && compareDates(detail.expiration_doc, today) < 0;
}
