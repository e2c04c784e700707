/**
 * The reconciler (docs/decisions/101): takes over the open intents whose lease ran out (a crash, a
 * timeout, a 202 still stamping, a refusal to undo) and asks the PAC about each: it records what was
 * stamped and is still wanted, cancels what is not wanted any more, sends again (same key) what the
 * PAC never got, and marks failed what the PAC gave up. Several servers may run it at once: each
 * intent is taken with SKIP LOCKED and leased to one pass.
 */
import { randomBytes } from 'node:crypto';
import type { IntentKind } from '../../schemas/invoicing-intent.ts';
import { actorOf, type IntentContext } from './context.ts';
import { reconcileCancellation } from './cancellation-intents.ts';
import { reconcileRetentionCancellation } from './retention-intents.ts';
import { refreshPendingCancellations, type PendingRefresh } from './pending-cancellations.ts';
import { needingAttention, release, takeDue, type Intent } from './intent-store.ts';
import { reconcileStamping, type IntentOutcome, type StampingKind } from './stamping.ts';

export interface ReconcileReport {
  checked: number;
  done: number;
  cancelled: number;
  failed: number;
  in_process: number;
  /** Intents the reconciler stopped retrying: the PAC never answered, or refused a recalculation's cancellation. */
  /** Cancellations pending the receiver's answer, asked about in this pass. */
  pending_cancellations: PendingRefresh;
  needs_attention: { id: number; kind: string; loan_detail_id: number | null; invoice_id: number | null; attempts: number; last_error: string | null; created_at: Date }[];
}

export interface ReconcileOptions {
  /** Admin asked: also the intents released for a later retry, and those left for attention. */
  onDemand: boolean;
  /** Intents per pass; a scheduled pass comes back for the rest. */
  limit?: number;
  /** The server is stopping: the intents not reached yet are released for the next start. */
  signal?: AbortSignal;
}

function tally(report: ReconcileReport, outcome: IntentOutcome): void {
  if (outcome.kind === 'done') report.done++;
  else if (outcome.kind === 'cancelled') report.cancelled++;
  else if (outcome.kind === 'refused') report.failed++;
  else report.in_process++;
}

export async function reconcileOnce(ctx: IntentContext, kinds: Record<Exclude<IntentKind, 'cancellation' | 'retention_cancellation'>, StampingKind<any, any>>, options: ReconcileOptions): Promise<ReconcileReport> {
  const owner = `reconciler-${randomBytes(8).toString('hex')}`;
  const report: ReconcileReport = { checked: 0, done: 0, cancelled: 0, failed: 0, in_process: 0, pending_cancellations: { checked: 0, cancelled: 0, rejected: 0 }, needs_attention: [] };
  const due: Intent[] = await takeDue(ctx.db, owner, ctx.timing.leaseMs, options.limit ?? 50, options.onDemand);
  for (const [index, intent] of due.entries()) {
    if (options.signal?.aborted) {
      for (const left of due.slice(index)) await release(ctx.db, left.id, owner, { retryInMs: 0 }).catch(() => undefined);
      break;
    }
    report.checked++;
    const actor = actorOf(intent);
    try {
      const outcome =
        intent.kind === 'cancellation' ? await reconcileCancellation(ctx, intent, owner, actor)
        : intent.kind === 'retention_cancellation' ? await reconcileRetentionCancellation(ctx, intent, owner, actor)
        : await reconcileStamping(ctx, kinds[intent.kind], intent, owner, actor);
      tally(report, outcome);
    } catch (error) {
      // A bug or a database failure on one intent must not stop the others; it is retried later.
      ctx.log.error({ err: error, intent: intent.id }, 'reconciling an invoicing intent failed');
      report.in_process++;
      await release(ctx.db, intent.id, owner, { retryInMs: ctx.timing.retryInMs(intent.attempts), lastError: (error as Error).message }).catch(() => undefined);
    }
  }
  report.pending_cancellations = await refreshPendingCancellations(ctx, options.limit ?? 50, options.signal).catch((error: unknown) => {
    ctx.log.error({ err: error }, 'refreshing the pending cancellations failed');
    return report.pending_cancellations;
  });
  report.needs_attention = (await needingAttention(ctx.db)).map((i) => ({ id: i.id, kind: i.kind, loan_detail_id: i.loan_detail_id, invoice_id: i.invoice_id, attempts: i.attempts, last_error: i.last_error, created_at: i.created_at }));
  if (report.checked > 0 || report.pending_cancellations.checked > 0) ctx.log.info({ ...report, needs_attention: report.needs_attention.length }, 'invoicing reconciler pass');
  return report;
}
