/**
 * Loan demo data, dated from the day the database is seeded so every loan screen shows current rows:
 * loans in every state (running with a detail to charge, with a charge already generated, with details
 * to invoice, in dollars, just disbursed, concluded), spread over the demo customers, companies and
 * agents. Schedules come from loanSchedule, so the figures obey the same rules as real ones. The demo
 * client account (cliente@caudal.mx) is linked to the first customer (docs/decisions/007); the step runs
 * after the auth step and skips the link when the account is absent.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { entities } from '../../../schemas/index.ts';
import { STATUS } from '../../../schemas/status.ts';
import { user } from '../../../schemas/user.ts';
import { addDays, addMonthsClamped, compareDates, todayInMexicoCity, type IsoDate } from '../../domain/calendar.ts';
import { loanSchedule, type LoanRow } from '../../domain/loan-schedule.ts';
import type { Database } from '../client.ts';
import { insertFixed } from './insert-fixed.ts';

export const DEMO_CLIENT_EMAIL = 'cliente@caudal.mx';
/** The customer whose loans the demo client account sees. */
export const DEMO_CLIENT_CUSTOMER_ID = 1;

type DetailState = (row: LoanRow, today: IsoDate) => number;

interface DemoLoan {
  id: number;
  intelisis_id: string;
  mov_id: string;
  customer_id: number;
  company_id: number;
  agent_id: number;
  currency_id: number;
  amount: string;
  interests: string;
  graceDays: number;
  months: number;
  exchange_rate: string;
  /** Disbursement relative to the seeding day. */
  emission: (today: IsoDate) => IsoDate;
  concluded?: boolean;
  /** Each detail's status on the seeding day. */
  state: DetailState;
}

const ago = (months: number, days = 0) => (today: IsoDate) => addDays(addMonthsClamped(today, -months), -days);
const due = (row: LoanRow, today: IsoDate) => compareDates(row.date_doc, today) <= 0;
/** Paid up to `paidPeriods`, the rest pending. */
const paidUpTo = (paidPeriods: number): DetailState => (row) => (row.period <= paidPeriods ? STATUS.paid : STATUS.pending);

export const DEMO_LOANS: DemoLoan[] = [
  // The demo client's: two periods paid, then expired unpaid ones (to invoice and to charge).
  { id: 1, intelisis_id: 'PR-2026-0101', mov_id: '0101', customer_id: 1, company_id: 1, agent_id: 1, currency_id: 1, amount: '500000.00', interests: '18.0000', graceDays: 5, months: 6, exchange_rate: '0.0000', emission: ago(4, 10), state: paidUpTo(2) },
  // A charge already generated on its expired period.
  {
    id: 2, intelisis_id: 'PR-2026-0102', mov_id: '0102', customer_id: 2, company_id: 2, agent_id: 2, currency_id: 1, amount: '1200000.00', interests: '16.0000', graceDays: 10, months: 12, exchange_rate: '0.0000', emission: ago(3, 5),
    state: (row, today) => (row.period === 1 ? STATUS.paid : due(row, today) && compareDates(row.expiration_doc, today) < 0 ? STATUS.chargeGenerated : STATUS.pending),
  },
  // Running well: its first cut-off has just passed, so it is due for an invoice.
  { id: 3, intelisis_id: 'PR-2026-0103', mov_id: '0103', customer_id: 3, company_id: 1, agent_id: 2, currency_id: 1, amount: '800000.00', interests: '20.0000', graceDays: 5, months: 6, exchange_rate: '0.0000', emission: ago(1, 2), state: paidUpTo(0) },
  // The demo client's dollar loan: up to date.
  { id: 4, intelisis_id: 'PR-2026-0104', mov_id: '0104', customer_id: 1, company_id: 2, agent_id: 1, currency_id: 2, amount: '60000.00', interests: '9.0000', graceDays: 7, months: 9, exchange_rate: '18.3500', emission: (t) => addDays(ago(2)(t), 12), state: (row, today) => (due(row, today) ? STATUS.paid : STATUS.pending) },
  // Concluded loans: everything paid.
  { id: 5, intelisis_id: 'PR-2025-0095', mov_id: '0095', customer_id: 4, company_id: 1, agent_id: 1, currency_id: 1, amount: '300000.00', interests: '18.0000', graceDays: 5, months: 6, exchange_rate: '0.0000', emission: ago(9), concluded: true, state: paidUpTo(99) },
  { id: 6, intelisis_id: 'PR-2025-0081', mov_id: '0081', customer_id: 1, company_id: 1, agent_id: 2, currency_id: 1, amount: '250000.00', interests: '15.0000', graceDays: 5, months: 12, exchange_rate: '0.0000', emission: ago(14), concluded: true, state: paidUpTo(99) },
  // Just disbursed: nothing due yet.
  { id: 7, intelisis_id: 'PR-2026-0107', mov_id: '0107', customer_id: 4, company_id: 2, agent_id: 2, currency_id: 1, amount: '450000.00', interests: '17.0000', graceDays: 5, months: 12, exchange_rate: '0.0000', emission: (t) => addDays(t, -5), state: paidUpTo(0) },
];

/** The loans and details the demo shows on `today`, with fixed ids (details numbered in loan order). */
export function demoLoanRows(today: IsoDate) {
  const loans = [];
  const details = [];
  let detailId = 0;
  for (const demo of DEMO_LOANS) {
    const emission = demo.emission(today);
    const schedule = loanSchedule({ amount: demo.amount, annualRate: demo.interests, disbursementDate: emission, months: demo.months, graceDays: demo.graceDays });
    const last = schedule.rows.at(-1)!;
    loans.push({
      id: demo.id, intelisis_id: demo.intelisis_id, mov: 'Préstamo', mov_id: demo.mov_id, customer_id: demo.customer_id, company_id: demo.company_id,
      agent_id: demo.agent_id, emission, expiration: last.date_doc, days: String(demo.graceDays), amount: demo.amount, interests: demo.interests,
      currency_id: demo.currency_id, exchange_rate: demo.exchange_rate, status_id: demo.concluded ? STATUS.concluded : STATUS.inProcess,
      date_payment: demo.concluded ? last.expiration_doc : null,
      // What the demo's CFDIs have always carried; a new loan takes the customer's default (docs/decisions/116).
      vat_treatment: 'nominal',
    });
    for (const row of schedule.rows) {
      details.push({
        id: ++detailId, loan_id: demo.id, period: row.period, date_doc: row.date_doc, expiration_doc: row.expiration_doc, days: String(row.days),
        principal: row.principal, interest: row.interest, amount: row.amount, status_id: demo.state(row, today),
      });
    }
  }
  return { loans, details };
}

export async function seedLoans(database: Database): Promise<void> {
  const { loans, details } = demoLoanRows(todayInMexicoCity(new Date()));
  await insertFixed(database, entities.loan.table, loans);
  await insertFixed(database, entities.loan_detail.table, details);

  const [client] = await database.db.select({ id: user.table.id }).from(user.table).where(eq(user.table.email, DEMO_CLIENT_EMAIL)).limit(1);
  if (!client) return;
  const customers = entities.customer.table;
  await database.db
    .update(customers)
    .set({ user_id: client.id })
    .where(and(eq(customers.id, DEMO_CLIENT_CUSTOMER_ID), isNull(customers.user_id)));
}
