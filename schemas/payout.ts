/**
 * The payout run's shapes (docs/decisions/250), shared by the server and the browser: the
 * statuses, the reasons, and the rows and answers of the API (no
 * drizzle-orm here: decision 155; the tables are in payout-tables.ts).
 */
import type { BusinessDate, Instant } from './framework/time.ts';

export const PAYOUT_RUN_STATUSES = ['prepared', 'approved', 'rejected', 'exported', 'settled'] as const;
export type PayoutRunStatus = (typeof PAYOUT_RUN_STATUSES)[number];

/** due: to pay; paid: settled once; failed: the bank refused it (the period stays due for the next run); excluded: taken out. */
export const PAYOUT_LINE_STATUSES = ['due', 'paid', 'failed', 'excluded'] as const;
export type PayoutLineStatus = (typeof PAYOUT_LINE_STATUSES)[number];

/** Why a period of the window was left out of a run, or a line taken out of it. */
export const PAYOUT_LEFT_OUT_REASONS = ['noClabe', 'bankChangePending', 'investmentClosed', 'alreadyPaid', 'inAnotherRun', 'bankChanged', 'runRejected'] as const;
export type PayoutLeftOutReason = (typeof PAYOUT_LEFT_OUT_REASONS)[number];

export interface PayoutLeftOut {
  investment_detail_id: number;
  investment_id: number;
  investment_key: string;
  user_id: number;
  investor: string;
  date_payment: BusinessDate;
  total: string;
  currency: string;
  reason: PayoutLeftOutReason;
  /** The run the period is already in (reason inAnotherRun). */
  run_id?: number;
}

export const PAYOUT_FILE_FORMATS = ['spei-csv', 'spei-fixed', 'xlsx'] as const;
export type PayoutFileFormat = (typeof PAYOUT_FILE_FORMATS)[number];

export interface PayoutExport {
  format: PayoutFileFormat;
  sha256: string;
  lines: number;
  by: number;
  at: string;
}

/** A run's figures in one currency (pesos and dollars are never added). */
export interface PayoutRunTotals {
  currency: string;
  lines: number;
  /** Of the lines due or paid. */
  total: string;
  due: number;
  paid: number;
  failed: number;
  excluded: number;
  paid_total: string;
}

/** A line of a run as the server reads it (server/routes/investments/payout-store.ts). */
export interface PayoutLineRow {
  id: number;
  run_id: number;
  user_id: number;
  investment_id: number;
  investment_key: string;
  investment_detail_id: number;
  period: number;
  date_payment: BusinessDate;
  interests: string;
  retentions: string;
  total: string;
  currency: string;
  beneficiary: string;
  rfc: string;
  clabe: string;
  reference: number;
  status: PayoutLineStatus;
  tracking_key: string | null;
  paid_on: BusinessDate | null;
  reason: string | null;
  version: number;
}

/** A run as the server reads it, with its totals per currency. */
export interface PayoutRunRow {
  id: number;
  status: PayoutRunStatus;
  version: number;
  window_from: BusinessDate;
  window_to: BusinessDate;
  prepared_by: number;
  prepared_by_name: string | null;
  prepared_at: Instant;
  approved_by: number | null;
  approved_by_name: string | null;
  approved_at: Instant | null;
  reject_reason: string | null;
  settled_at: Instant | null;
  left_out: PayoutLeftOut[];
  exports: PayoutExport[];
  totals: PayoutRunTotals[];
}

/** With a reason's words in the reader's language beside its code. */
export type WithReasonText<T> = T & { reason_text: string | null };

/** A run as GET payout_runs/{id} and every write on it answer (the list answers runs without lines). */
export interface PayoutRunAnswer extends Omit<PayoutRunRow, 'left_out'> {
  left_out: WithReasonText<PayoutLeftOut>[];
  lines?: WithReasonText<PayoutLineRow>[];
}

/** What POST payout_runs/{id}/settle answers. */
export interface PayoutSettleAnswer {
  paid: number;
  failed: number;
  unchanged: number;
  problems: string[];
  run: PayoutRunAnswer;
}
