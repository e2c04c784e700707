/**
 * A firm's book summed per currency, status and day, kept by the database in the transaction of every
 * write to loans, their details, investments and their payments (statement triggers, migration 0016;
 * docs/decisions/170). The dashboards read these few thousand rows instead of every loan and payment,
 * so they cost the same at ten times the book. Server-only: no entity, no API, no screen.
 *
 * "Never" is the date 'infinity' in a key (a loan with nothing left to pay), so a key is never null and
 * `unpaid_since < today` leaves it out. A key whose count falls to zero stays, counting nothing (readers
 * skip it); the keys are days, currencies and statuses, so each table stays a few thousand rows.
 */
import { boolean, date, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/** Loans per currency, status and unpaid_since (loan analytics' loan counts and principal). */
export const loanTotal = pgTable('loan_total', {
  currency_id: integer('currency_id').notNull(),
  status_id: integer('status_id').notNull(),
  unpaid_since: date('unpaid_since', { mode: 'string' }).notNull(),
  loans: integer('loans').notNull(),
  amount: numeric('amount').notNull(),
}, (t) => [primaryKey({ columns: [t.currency_id, t.status_id, t.unpaid_since] })]);

/** Loan details per payment date, the loan's currency and status, and the detail's status (calendar, analytics). */
export const loanDayTotal = pgTable('loan_day_total', {
  expiration_doc: date('expiration_doc', { mode: 'string' }).notNull(),
  currency_id: integer('currency_id').notNull(),
  loan_status_id: integer('loan_status_id').notNull(),
  status_id: integer('status_id').notNull(),
  details: integer('details').notNull(),
  amount: numeric('amount').notNull(),
}, (t) => [primaryKey({ columns: [t.expiration_doc, t.currency_id, t.loan_status_id, t.status_id] })]);

/** Investments per status and currency (the staff dashboard's count and operated capital). */
export const investmentTotal = pgTable('investment_total', {
  status_id: integer('status_id').notNull(),
  currency_id: integer('currency_id').notNull(),
  investments: integer('investments').notNull(),
  amount: numeric('amount').notNull(),
}, (t) => [primaryKey({ columns: [t.status_id, t.currency_id] })]);

/** Payments not deleted, per investment status, currency, payment date and paid or not (the staff dashboard). */
export const investmentDayTotal = pgTable('investment_day_total', {
  status_id: integer('status_id').notNull(),
  currency_id: integer('currency_id').notNull(),
  date_payment: date('date_payment', { mode: 'string' }).notNull(),
  paid: boolean('paid').notNull(),
  payments: integer('payments').notNull(),
  interests: numeric('interests').notNull(),
  retentions: numeric('retentions').notNull(),
  total_to_pay: numeric('total_to_pay').notNull(),
}, (t) => [primaryKey({ columns: [t.status_id, t.currency_id, t.date_payment, t.paid] })]);
