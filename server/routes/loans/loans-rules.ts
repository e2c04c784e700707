/**
 * How a loan row's fields become the schedule's terms (docs/decisions/007-loan-terms.md), and which
 * statuses count as active, settled or charged. Pure, so the unit tests pin it down.
 */
import type { RowOf } from '../../../schemas/framework/define-entity.ts';
import type { entities } from '../../../schemas/index.ts';
import { STATUS } from '../../../schemas/status.ts';
import { addMonthsClamped, compareDates, type IsoDate } from '../../domain/calendar.ts';
import { DomainRuleError } from '../../domain/domain-error.ts';
import { ruleBroken } from '../../http/errors.ts';
import type { LoanDetail, LoanRow, LoanTerms } from '../../domain/loan-schedule.ts';

/** A loan still running: the "vigentes" screen and the calendar show these. */
export const ACTIVE_LOAN_STATUSES: readonly number[] = [STATUS.active, STATUS.inProcess];
/** A detail with nothing left to collect. */
export const SETTLED_DETAIL_STATUSES: readonly number[] = [STATUS.paid, STATUS.cancelled];

/** Thirty years: a longer schedule is a typing error, not a loan. */
export const MAX_TERM_MONTHS = 360;

export interface LoanTermFields {
  amount: string;
  interests: string;
  emission: IsoDate;
  expiration: IsoDate;
  /** Grace days from each cut-off to its payment date. */
  days: string;
}

/**
 * Whole months from emission to expiration: the largest k whose cut-off (emission + k months, clamped
 * to month end) is on or before the expiration. A loan runs at least one month.
 */
export function termMonths(emission: IsoDate, expiration: IsoDate): number {
  let months = 0;
  while (months <= MAX_TERM_MONTHS && compareDates(addMonthsClamped(emission, months + 1), expiration) <= 0) months++;
  if (months === 0) throw new DomainRuleError('expiration', 'term_too_short', `expected an expiration at least one month after ${emission}, got: ${expiration}`, { emission, expiration });
  if (months > MAX_TERM_MONTHS) throw new DomainRuleError('expiration', 'term_too_long', `expected a term of at most ${MAX_TERM_MONTHS} months, got an expiration of ${expiration}`, { max: String(MAX_TERM_MONTHS), expiration });
  return months;
}

export function graceDays(days: string): number {
  const value = Number(days);
  if (!Number.isInteger(value) || value < 0) throw new DomainRuleError('days', 'grace_days', `expected whole grace days of 0 or more, got: ${days}`, { days: String(days) });
  return value;
}

export function loanTerms(loan: LoanTermFields): LoanTerms {
  return {
    amount: loan.amount,
    annualRate: loan.interests,
    disbursementDate: loan.emission,
    months: termMonths(loan.emission, loan.expiration),
    graceDays: graceDays(loan.days),
  };
}

/** The stored shape of a computed period, ready for insert. */
export function detailRow(loanId: number, row: LoanRow, statusId: number = STATUS.pending) {
  return {
    loan_id: loanId,
    period: row.period,
    date_doc: row.date_doc,
    expiration_doc: row.expiration_doc,
    days: String(row.days),
    principal: row.principal,
    interest: row.interest,
    amount: row.amount,
    status_id: statusId,
  };
}

/** A stored detail's figures, as the loan_detail declaration types them. */
export type StoredDetail = Pick<RowOf<typeof entities.loan_detail>, 'id' | 'period' | 'date_doc' | 'expiration_doc' | 'days' | 'amount' | 'principal' | 'interest' | 'status_id'>;

/**
 * Stored details as the schedule functions see them, in date order. A detail typed in by hand has no
 * period or split: its position gives the period and its whole amount counts as principal.
 */
export function asScheduleDetails(details: readonly StoredDetail[]): (LoanDetail & { id: number })[] {
  const ordered = [...details].sort((a, b) => compareDates(a.date_doc, b.date_doc) || a.id - b.id);
  return ordered.map((d, index) => ({
    id: d.id,
    period: index + 1,
    date_doc: d.date_doc,
    expiration_doc: d.expiration_doc,
    days: Number(d.days),
    principal: d.principal ?? d.amount,
    interest: d.interest ?? '0.00',
    amount: d.amount,
    outstanding_after: '',
    paid: d.status_id === STATUS.paid,
  }));
}

/** A broken loan rule is bad input: 422 on the field it names. */
export function asUnprocessable<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof DomainRuleError) throw ruleBroken(error);
    throw error;
  }
}
