/**
 * An investment's stored schedule from DOMAIN.md's rules: one investment detail per month (the
 * calculator's rows), and the investment's own figures as sums of those rounded rows.
 */
import { STATUS } from '../../schemas/status.ts';
import { addDays } from '../domain/calendar.ts';
import { investmentSchedule, type PersonType } from '../domain/investment-returns.ts';
import { formatMoney, sumDecimals, toDecimal } from '../domain/money.ts';
import { currencyRates, type CurrencyRow } from './calculator-input.ts';

/**
 * Days the firm has to pay a period's interest after it ends (expiration_payment). DOMAIN.md gives
 * none for investments; five calendar days covers a weekend plus the SPEI transfer.
 */
export const PAYMENT_GRACE_DAYS = 5;

export interface ScheduleTerms {
  amount: string;
  emission: string;
  months: number;
  currency: CurrencyRow;
  personType: PersonType;
}

export interface ScheduledDetail {
  date_payment: string;
  days: string;
  interests: string;
  retentions: string;
  total_to_pay: string;
  expiration_payment: string;
  status_id: number;
}

export interface InvestmentFigures {
  expiration: string;
  days: string;
  interests: string;
  retentions: string;
  /** Capital plus the interest net of retentions. */
  total_to_pay: string;
}

export function scheduleDetails(terms: ScheduleTerms): ScheduledDetail[] {
  const rates = currencyRates(terms.currency, terms.personType);
  const schedule = investmentSchedule({ amount: terms.amount, ...rates, startDate: terms.emission, months: terms.months });
  return schedule.rows.map((row) => ({
    date_payment: row.end_date,
    days: String(row.days),
    interests: row.interest,
    retentions: row.retention,
    total_to_pay: row.payout,
    expiration_payment: addDays(row.end_date, PAYMENT_GRACE_DAYS),
    status_id: STATUS.pending,
  }));
}

/** The investment's figures from the details it keeps (totals are sums of rounded rows). */
export function investmentFigures(amount: string, details: readonly Pick<ScheduledDetail, 'date_payment' | 'days' | 'interests' | 'retentions' | 'total_to_pay'>[]): InvestmentFigures {
  if (details.length === 0) throw new Error('expected at least one scheduled payment, got none');
  const last = details.reduce((latest, d) => (d.date_payment > latest ? d.date_payment : latest), details[0].date_payment);
  const payout = sumDecimals(details.map((d) => d.total_to_pay));
  return {
    expiration: last,
    days: sumDecimals(details.map((d) => d.days)).toFixed(0),
    interests: formatMoney(sumDecimals(details.map((d) => d.interests))),
    retentions: formatMoney(sumDecimals(details.map((d) => d.retentions))),
    total_to_pay: formatMoney(toDecimal(amount).plus(payout)),
  };
}

export type InvestmentTotals = Omit<InvestmentFigures, 'expiration'>;

/**
 * The stored totals after a payment is written by hand: the sums of the payments it keeps (none left:
 * nothing earned, the capital alone). The term's end (expiration) is the contract's, not the last payment's.
 */
export function investmentTotals(amount: string, details: readonly Pick<ScheduledDetail, 'days' | 'interests' | 'retentions' | 'total_to_pay'>[]): InvestmentTotals {
  return {
    days: sumDecimals(details.map((d) => d.days)).toFixed(0),
    interests: formatMoney(sumDecimals(details.map((d) => d.interests))),
    retentions: formatMoney(sumDecimals(details.map((d) => d.retentions))),
    total_to_pay: formatMoney(toDecimal(amount).plus(sumDecimals(details.map((d) => d.total_to_pay)))),
  };
}

/**
 * Spec section 4: an end date is available when it is a scheduled payment date not yet paid, and no
 * later period is paid either (closing there would take back a payment already made; decision 105).
 */
export function closingDates(details: readonly { id: number; date_payment: string; paid_at: string | null }[]) {
  const lastPaid = details.reduce<string | null>((latest, d) => (d.paid_at !== null && (latest === null || d.date_payment > latest) ? d.date_payment : latest), null);
  return details.map((d) => ({ detail_id: d.id, date_payment: d.date_payment, paid_at: d.paid_at, available: d.paid_at === null && (lastPaid === null || d.date_payment > lastPaid) }));
}
