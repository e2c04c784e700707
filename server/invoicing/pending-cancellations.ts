/**
 * Cancellations waiting for the receiver (Facturapi's `cancellation_status: pending`, our
 * `cancellation_pending`): SAT gives the receiver 72 hours to accept or reject, and Facturapi updates
 * the invoice when it does. Every reconciler pass (at start, on its schedule, and on demand) asks the
 * PAC about each one: accepted (or expired: SAT then cancels) is recorded as cancelled, with what the
 * motive means for the period; rejected goes back to stamped, the motive cleared; still pending is left
 * for the next pass. The oldest asked first; a PAC that does not answer leaves them for the next pass.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { CancellationMotive, InvoiceStatus } from '../../schemas/invoice.ts';
import { writeAudit, type Actor } from '../crud/audit.ts';
import { raisedVersion, type Row } from '../crud/repository.ts';
import { invoiceTable } from '../stores/loans-store.ts';
import { applyCancellationToPeriod } from './cancellation-rules.ts';
import type { IntentContext } from './context.ts';

const RECONCILER: Actor = { userId: null, ip: 'reconciler' };

export interface PendingRefresh {
  checked: number;
  cancelled: number;
  rejected: number;
}

async function record(ctx: IntentContext, id: number, status: InvoiceStatus): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(invoiceTable).where(eq(invoiceTable.id, id)).limit(1).for('update');
    if (!before || before.status !== 'cancellation_pending') return false;
    const motive = status === 'cancelled' ? before.cancellation_motive : null;
    const [after] = await tx.update(invoiceTable).set({ status, cancellation_motive: motive, updated_at: new Date(), version: raisedVersion(invoiceTable) }).where(and(eq(invoiceTable.id, id), eq(invoiceTable.status, 'cancellation_pending'))).returning();
    if (!after) return false;
    await writeAudit(tx, RECONCILER, { entity: 'invoices', entityId: id, action: status === 'cancelled' ? 'cancel' : 'cancellation_rejected', before, after });
    if (status === 'cancelled') await applyCancellationToPeriod(tx, RECONCILER, before as Row, motive as CancellationMotive | null);
    return true;
  });
}

export async function refreshPendingCancellations(ctx: IntentContext, limit = 50, signal?: AbortSignal): Promise<PendingRefresh> {
  const report: PendingRefresh = { checked: 0, cancelled: 0, rejected: 0 };
  const pending = await ctx.db
    .select()
    .from(invoiceTable)
    .where(and(eq(invoiceTable.status, 'cancellation_pending'), isNotNull(invoiceTable.provider_ref)))
    .orderBy(asc(invoiceTable.updated_at), asc(invoiceTable.id))
    .limit(limit);
  for (const invoice of pending) {
    if (signal?.aborted) break;
    report.checked++;
    let status: InvoiceStatus;
    try {
      status = await ctx.provider.status({ uuid: invoice.uuid, status: invoice.status, issuer_rfc: invoice.issuer_rfc, provider_ref: invoice.provider_ref });
    } catch (error) {
      ctx.log.warn({ err: error, invoice: invoice.id }, 'asking the PAC about a pending cancellation failed; the next pass asks again');
      continue;
    }
    if (status === 'cancellation_pending' || !(await record(ctx, invoice.id, status))) continue;
    if (status === 'cancelled') report.cancelled++;
    else report.rejected++;
  }
  return report;
}
