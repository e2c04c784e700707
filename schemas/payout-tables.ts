/**
 * The investors' monthly payout run (docs/decisions/250): a run of the periods due in a window,
 * prepared by one person and approved by another, exported as a bank file and settled from the bank's
 * result. Written only by server/routes/investments/payout-*.ts; the browser imports the shapes in
 * schemas/payout.ts, never this file (decision 155).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, jsonb, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { investmentDetail } from './investment-detail.ts';
import { investment } from './investment.ts';
import { user } from './user.ts';
import type { PayoutExport, PayoutLeftOut, PayoutLineStatus, PayoutRunStatus } from './payout.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const payoutRun = pgTable(
  'payout_run',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    status: varchar('status', { length: 12 }).$type<PayoutRunStatus>().notNull().default('prepared'),
    version: integer('version').notNull().default(1),
    window_from: date('window_from', { mode: 'string' }).notNull(),
    window_to: date('window_to', { mode: 'string' }).notNull(),
    prepared_by: integer('prepared_by').notNull().references(() => user.table.id),
    prepared_at: instant('prepared_at').notNull().defaultNow(),
    /** Who approved or rejected it: never the preparer (a check constraint says so too). */
    approved_by: integer('approved_by').references(() => user.table.id),
    approved_at: instant('approved_at'),
    reject_reason: varchar('reject_reason', { length: 500 }),
    /** The periods of the window left out when it was prepared, each with its reason. */
    left_out: jsonb('left_out').$type<PayoutLeftOut[]>().notNull().default([]),
    /** Every bank file made from it: format, SHA-256 of its bytes, who and when. */
    exports: jsonb('exports').$type<PayoutExport[]>().notNull().default([]),
    settled_at: instant('settled_at'),
  },
  (t) => [index('payout_run_status_idx').on(t.status, t.prepared_at)],
);

export const payoutRunLine = pgTable(
  'payout_run_line',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    run_id: bigint('run_id', { mode: 'number' }).notNull().references(() => payoutRun.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => user.table.id),
    investment_id: integer('investment_id').notNull().references(() => investment.table.id),
    investment_detail_id: integer('investment_detail_id').notNull().references(() => investmentDetail.table.id),
    /** The period's number in its investment's schedule (1 = the first payment). */
    period: integer('period').notNull(),
    date_payment: date('date_payment', { mode: 'string' }).notNull(),
    interests: money('interests').notNull(),
    retentions: money('retentions').notNull(),
    total: money('total').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The beneficiary as approved when the run was prepared: frozen, a later change takes the line out. */
    beneficiary: varchar('beneficiary', { length: 200 }).notNull(),
    rfc: varchar('rfc', { length: 13 }).notNull(),
    clabe: varchar('clabe', { length: 18 }).notNull(),
    /** The numeric reference of the transfer (at most 7 digits), unique within the run. */
    reference: integer('reference').notNull(),
    status: varchar('status', { length: 10 }).$type<PayoutLineStatus>().notNull().default('due'),
    tracking_key: varchar('tracking_key', { length: 30 }),
    paid_on: date('paid_on', { mode: 'string' }),
    /** The bank's reason for a failed transfer, or why the line was taken out. */
    reason: varchar('reason', { length: 500 }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('payout_run_line_run_idx').on(t.run_id, t.reference),
    index('payout_run_line_user_idx').on(t.user_id, t.status),
    uniqueIndex('payout_run_line_reference_uq').on(t.run_id, t.reference),
    // A period is in at most one live line (due or paid): it is never in two runs, nor paid twice by them.
    uniqueIndex('payout_run_line_period_live_uq').on(t.investment_detail_id).where(sql`status in ('due', 'paid')`),
  ],
);
