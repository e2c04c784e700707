/**
 * The payout run's shapes (issue 38, docs/decisions/250), shared by the server and the browser (no
 * drizzle-orm here: decision 155; the tables are in payout-tables.ts).
 */

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
  date_payment: string;
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
