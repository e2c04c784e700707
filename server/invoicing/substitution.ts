/**
 * Substituting a stamped income invoice (SAT motive 01; docs/decisions/114): the period is invoiced
 * again with CfdiRelacionados 04 citing the CFDI it replaces, and once that substitute is recorded the
 * replaced CFDI is cancelled with motive 01 naming the substitute's folio fiscal. Both through the
 * outbox: the substitute is an `invoice` intent whose source says what it replaces; its recording opens
 * the cancellation intent, held by whoever recorded it (the request that goes on to send it, or the
 * reconciler, which sends it on a later pass).
 */
import { eq } from 'drizzle-orm';
import { invoicingIntent } from '../../schemas/invoicing-intent.ts';
import type { Actor } from '../crud/audit.ts';
import type { Row } from '../crud/repository.ts';
import type { Db } from '../db/client.ts';
import { invoiceTable } from '../stores/loans-store.ts';
import { openCancellation } from './cancellation-intents.ts';
import type { IntentContext } from './context.ts';
import { invoiceClaim, type Intent } from './intent-store.ts';

/** In the substitute's recording transaction: the replaced invoice's cancellation (01), if it is still live. */
export async function openSubstitutedCancellation(tx: Db, ctx: IntentContext, substitute: Intent, replacedId: number, substituteUuid: string, actor: Actor): Promise<void> {
  const [replaced] = await tx.select().from(invoiceTable).where(eq(invoiceTable.id, replacedId)).limit(1).for('update');
  if (!replaced || replaced.status !== 'stamped') {
    ctx.log.warn({ intent: substitute.id, replaced: replacedId, status: replaced?.status }, 'a substitute was recorded for an invoice that is no longer live: nothing to cancel');
    return;
  }
  await openCancellation(tx, ctx, substitute.lease_owner ?? 'substitution', replaced as Row, { motive: '01', substitution: substituteUuid }, actor);
}

/** The cancellation a recorded substitute opened, if `owner` holds it (the request then sends it itself). */
export async function substitutedCancellation(db: Db, replacedId: number, owner: string): Promise<Intent | undefined> {
  const [intent] = await db.select().from(invoicingIntent.table).where(eq(invoicingIntent.table.claim, invoiceClaim(replacedId)));
  return intent && intent.lease_owner === owner ? intent : undefined;
}
