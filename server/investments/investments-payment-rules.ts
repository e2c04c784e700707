/**
 * A payment (investment detail) written by hand through the generic routes is checked against its
 * investment, and the investment's stored totals follow every create, edit, delete and reactivation
 * (docs/decisions/060-manual-payments-checked-against-their-investment.md).
 */
import { eq } from 'drizzle-orm';
import { entities } from '../../schemas/index.ts';
import type { Actor } from '../crud/audit.ts';
import type { Row } from '../crud/repository.ts';
import type { EntityHooks } from '../crud/hooks.ts';
import type { Database, Db } from '../db/client.ts';
import { addMonthsClamped, daysBetween } from '../domain/calendar.ts';
import { formatMoney, sumDecimals, toDecimal } from '../domain/money.ts';
import { unprocessable, type FieldErrors } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import type { CurrencyRow } from './calculator-input.ts';
import { investmentTotals, scheduleDetails } from './investments-schedule.ts';
import { investmentRepository, lockInvestment, lockInvestmentsOf, scheduleOf, type DetailRow, type InvestmentRow } from './investments-store.ts';
import { findUser, personTypeOf } from './investments-viewer.ts';

const currencyTable = entities.currency.table;

/** The term's last day: the stored expiration (the server sets it on every write), else emission + duration. */
const termEnd = (investment: InvestmentRow) => investment.expiration ?? addMonthsClamped(investment.emission, Number(investment.duration));

/** The payment's own figures and dates, against its investment's term. */
function paymentErrors(payment: DetailRow, investment: InvestmentRow): FieldErrors {
  const errors: FieldErrors = {};
  const end = termEnd(investment);
  if (!(payment.date_payment > investment.emission && payment.date_payment <= end)) {
    errors.date_payment = [msg('payments.outsideTerm', { from: investment.emission, to: end })];
  } else {
    const elapsed = daysBetween(investment.emission, payment.date_payment);
    const days = toDecimal(payment.days);
    if (days.lessThan(1) || days.greaterThan(elapsed)) errors.days = [msg('payments.daysOutsideTerm', { max: elapsed })];
  }
  if (payment.expiration_payment < payment.date_payment) errors.expiration_payment = [msg('payments.dueBeforePayment')];
  const interests = toDecimal(payment.interests);
  const retentions = toDecimal(payment.retentions);
  if (retentions.greaterThan(interests)) errors.retentions = [msg('payments.retentionAboveInterest')];
  else if (!toDecimal(payment.total_to_pay).equals(interests.minus(retentions))) errors.total_to_pay = [msg('payments.netMismatch', { expected: formatMoney(interests.minus(retentions)) })];
  return errors;
}

/** The interest the investment's terms give up to its end (its closing date when concluded early), at the currency's rates. */
async function interestCap(tx: Db, investment: InvestmentRow): Promise<string> {
  const [currency]: CurrencyRow[] = await tx.select().from(currencyTable).where(eq(currencyTable.id, investment.currency_id)).limit(1);
  const investor = await findUser(tx, investment.user_id);
  const agreed = scheduleDetails({ amount: investment.amount, emission: investment.emission, months: Number(investment.duration), currency, personType: personTypeOf(investor) });
  return formatMoney(sumDecimals(agreed.filter((row) => row.date_payment <= termEnd(investment)).map((row) => row.interests)));
}

async function settle(database: Database, tx: Db, actor: Actor, investmentId: number, written: DetailRow | undefined): Promise<void> {
  const investment = await lockInvestment(tx, investmentId);
  const schedule = await scheduleOf(tx, investmentId);
  if (written) {
    const errors = paymentErrors(written, investment);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
  }
  const totals = investmentTotals(investment.amount, schedule);
  // A change may lower the interest of an investment whose rates have since dropped, never raise it past what its terms pay.
  if (written && toDecimal(totals.interests).greaterThan(toDecimal(investment.interests as string))) {
    const cap = await interestCap(tx, investment);
    if (toDecimal(totals.interests).greaterThan(cap)) throw unprocessable({ interests: [msg('payments.aboveInvestment', { total: totals.interests, cap })] });
  }
  await investmentRepository(database).update(investmentId, totals, actor, { tx });
}

/** The payment's hooks: after every write, in its transaction, its investment (or both, when moved) settles. */
export function investmentPaymentHooks(database: Database): EntityHooks {
  return {
    lockParents: (target, tx) => lockInvestmentsOf(tx, target),
    async afterChange({ before, after }, { tx, actor }) {
      const live = (row: Row | undefined) => (row && row.deleted_at == null ? (row as DetailRow) : undefined);
      const touched = new Set([before?.investment_id, after?.investment_id].filter((id): id is number => typeof id === 'number'));
      // Ascending ids: two payments moved between the same two investments lock them in the same order.
      for (const investmentId of [...touched].sort((a, b) => a - b)) {
        const written = live(after)?.investment_id === investmentId ? live(after) : undefined;
        await settle(database, tx, actor, investmentId, written);
      }
    },
  };
}
