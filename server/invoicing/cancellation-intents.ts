/**
 * Cancelling a CFDI through the outbox (docs/decisions/022 and 101): POST invoices/{id}/cancel, or a
 * recalculation that changed a detail (SAT motive 02), commits the intent first; the PAC is asked
 * outside any transaction; its answer (cancelled, or pending the receiver's acceptance) is recorded on
 * the invoice row with its audit row. When no answer comes, the reconciler asks the PAC for the
 * invoice's status and records it, or asks for the cancellation again.
 */
import { and, eq } from 'drizzle-orm';
import type { CancellationMotive, InvoiceStatus } from '../../schemas/invoice.ts';
import { newIntentKey, ProviderRefusal, type InvoiceRef } from '../adapters/invoicing.ts';
import { writeAudit, type Actor } from '../crud/audit.ts';
import { raisedVersion, type Row } from '../crud/repository.ts';
import type { Db } from '../db/client.ts';
import { invoiceTable } from '../stores/loans-store.ts';
import { payloadOf, type IntentContext } from './context.ts';
import { invoiceClaim, lockIntent, markSent, openIntents, release, settle, type Intent } from './intent-store.ts';
import { applyCancellationToPeriod } from './cancellation-rules.ts';
import { refusalOf } from './pac-refusal.ts';
import { retryLater, type IntentOutcome } from './stamping.ts';

export interface CancellationPayload {
  motive: CancellationMotive;
  substitution?: string;
  /** A recalculation asked for it: a refusal is left for Admin's attention, not answered to anyone. */
  fromRecalculation?: boolean;
}

const refOf = (invoice: Row): InvoiceRef => ({ uuid: invoice.uuid as string | null, status: invoice.status as InvoiceStatus, issuer_rfc: invoice.issuer_rfc as string, provider_ref: invoice.provider_ref as string | null });

async function invoiceOf(db: Db, intent: Intent): Promise<Row | undefined> {
  const [invoice] = await db.select().from(invoiceTable).where(eq(invoiceTable.id, intent.invoice_id!));
  return invoice as Row | undefined;
}

/** In the caller's transaction: the cancellation intent of an invoice (its claim refuses a second one with a 409). */
export async function openCancellation(tx: Db, ctx: IntentContext, owner: string, invoice: Row, payload: CancellationPayload, actor: Actor): Promise<Intent> {
  const [intent] = await openIntents(tx, owner, [
    { key: newIntentKey(), kind: 'cancellation', loanDetailId: invoice.loan_detail_id as number, invoiceId: invoice.id as number, claim: invoiceClaim(invoice.id as number), payload, leaseMs: ctx.timing.leaseMs, requestedBy: actor.userId },
  ]);
  return intent;
}

async function recordStatus(ctx: IntentContext, intent: Intent, owner: string, status: InvoiceStatus, actor: Actor): Promise<IntentOutcome> {
  const { motive } = payloadOf<CancellationPayload>(intent);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockIntent(tx, intent.id);
    if (current?.lease_owner !== owner) return undefined;
    const [before] = await tx.select().from(invoiceTable).where(eq(invoiceTable.id, intent.invoice_id!)).for('update');
    if (!before) return undefined;
    // Conditional on the status read: a change made meanwhile by any other path is never overwritten.
    const [after] = await tx.update(invoiceTable).set({ status, cancellation_motive: motive, updated_at: new Date(), version: raisedVersion(invoiceTable) }).where(and(eq(invoiceTable.id, intent.invoice_id!), eq(invoiceTable.status, before.status))).returning();
    if (!after) return undefined;
    await writeAudit(tx, actor, { entity: 'invoices', entityId: intent.invoice_id!, action: 'cancel', before, after });
    if (status === 'cancelled' && before?.status !== 'cancelled') await applyCancellationToPeriod(tx, actor, before as Row, motive);
    await settle(tx, intent.id, owner, { state: 'done', recordedInvoiceId: intent.invoice_id! });
    return after as Row;
  });
  return row ? { kind: 'done', invoice: row } : { kind: 'elsewhere' };
}

/** Asks the provider to cancel (again) and records its answer. */
export async function sendCancellation(ctx: IntentContext, intent: Intent, owner: string, actor: Actor, countAttempt = true): Promise<IntentOutcome> {
  const sent = await markSent(ctx.db, intent.id, owner, ctx.timing.leaseMs, countAttempt);
  const invoice = sent && (await invoiceOf(ctx.db, sent));
  if (!sent || !invoice) return { kind: 'elsewhere' };
  const payload = payloadOf<CancellationPayload>(sent);
  let status: InvoiceStatus;
  try {
    status = await ctx.provider.cancel(refOf(invoice), { motive: payload.motive, substitution: payload.substitution });
  } catch (error) {
    const reason = (error as Error).message;
    if (!(error instanceof ProviderRefusal)) return retryLater(ctx, sent, owner, reason);
    if (payload.fromRecalculation) {
      // Nobody waits for this answer: the invoice stays live at SAT, so Admin must see it.
      await release(ctx.db, sent.id, owner, { retryInMs: 24 * 3_600_000, state: 'needs_attention', lastError: reason });
      ctx.log.error({ intent: sent.id, invoice: invoice.id, reason }, 'the PAC refused to cancel an invoice whose detail was recalculated');
      return { kind: 'in_process', reason };
    }
    await settle(ctx.db, sent.id, owner, { state: 'failed', lastError: reason });
    return { kind: 'refused', reason, text: refusalOf(error) };
  }
  return recordStatus(ctx, sent, owner, status, actor);
}

/** The reconciler's turn: the PAC's status of the invoice says whether the cancellation happened. */
export async function reconcileCancellation(ctx: IntentContext, intent: Intent, owner: string, actor: Actor): Promise<IntentOutcome> {
  const invoice = await invoiceOf(ctx.db, intent);
  if (!invoice) {
    // Deleted meanwhile (only by hand in the database): nothing left to cancel here, nobody to answer.
    await settle(ctx.db, intent.id, owner, { state: 'failed', lastError: 'the invoice no longer exists' });
    return { kind: 'cancelled', note: 'the invoice no longer exists' };
  }
  let status: InvoiceStatus;
  try {
    status = await ctx.provider.status(refOf(invoice));
  } catch (error) {
    return retryLater(ctx, intent, owner, (error as Error).message);
  }
  if (status === 'cancelled' || status === 'cancellation_pending') return recordStatus(ctx, intent, owner, status, actor);
  return sendCancellation(ctx, intent, owner, actor, false);
}
