/**
 * The invoicing outbox as rows (schemas/invoicing-intent.ts, docs/decisions/101). An intent is worked
 * on by whoever holds its lease (`lease_owner` until `lease_until`): the request that opened it, or a
 * reconciler pass once the lease ran out. Every change after opening is conditional on holding the
 * lease, so a request that outlived it, or a second server, cannot overwrite the one that took over.
 * Times are the database's (now()): servers whose clocks disagree still agree on a lease.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { RowOf } from '../../schemas/framework/define-entity.ts';
import { invoicingIntent, OPEN_INTENT_STATES, type IntentKind, type IntentState } from '../../schemas/invoicing-intent.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';

const T = invoicingIntent.table;

export type Intent = RowOf<typeof invoicingIntent>;

/** The claim of a detail's invoice: `detail:<id>` (SQL builds it too, to leave details in process out of a list). */
export const DETAIL_CLAIM_PREFIX = 'detail:';
export const detailClaim = (detailId: number) => `${DETAIL_CLAIM_PREFIX}${detailId}`;
export const invoiceClaim = (invoiceId: number) => `invoice:${invoiceId}`;

const later = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;

export interface NewIntent {
  key: string;
  kind: IntentKind;
  loanDetailId?: number;
  invoiceId?: number;
  retentionCertificateId?: number;
  claim: string;
  payload: unknown;
  /** The opener's lease: how long it keeps the intent before a reconciler may take it over. */
  leaseMs: number;
  requestedBy: number | null;
}

/** The open intents holding any of these claims (a detail or invoice someone is invoicing, paying or cancelling). */
export async function openClaims(tx: Db, claims: string[]): Promise<Intent[]> {
  if (claims.length === 0) return [];
  return tx.select().from(T).where(inArray(T.claim, claims));
}

/** The open intents of any of these loan details (an invoice, a complement or a cancellation in process). */
export async function openForDetails(tx: Db, detailIds: number[]): Promise<Intent[]> {
  if (detailIds.length === 0) return [];
  return tx.select().from(T).where(and(inArray(T.loan_detail_id, detailIds), inArray(T.state, [...OPEN_INTENT_STATES])));
}

/** A claim taken meanwhile (the unique index said so): a 409, before anything was sent. */
function isClaimTaken(error: unknown): boolean {
  for (let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; current && depth < 4; current = current.cause as typeof current, depth++) {
    if (current.code === '23505' && (current.constraint ?? '').includes('claim')) return true;
  }
  return false;
}

/** Inserts the intents under the caller's lease, in its transaction; a claim held by another open intent is a 409. */
export async function openIntents(tx: Db, owner: string, intents: NewIntent[]): Promise<Intent[]> {
  try {
    return await tx
      .insert(T)
      .values(
        intents.map((intent) => ({
          key: intent.key, kind: intent.kind, loan_detail_id: intent.loanDetailId ?? null, invoice_id: intent.invoiceId ?? null, retention_certificate_id: intent.retentionCertificateId ?? null, claim: intent.claim, state: 'pending' as const,
          payload: JSON.stringify(intent.payload), lease_owner: owner, lease_until: later(intent.leaseMs) as never, requested_by: intent.requestedBy,
        })),
      )
      .returning();
  } catch (error) {
    if (isClaimTaken(error)) throw new HttpError(409, msg('invoicing.inProgress'));
    throw error;
  }
}

const owned = (id: number, owner: string) => and(eq(T.id, id), eq(T.lease_owner, owner), inArray(T.state, [...OPEN_INTENT_STATES]));

/**
 * About to call the provider: `sent`, the lease renewed, and one more attempt counted unless the
 * caller counted it already (a reconciler pass counts when it takes the intent). Undefined: someone
 * else holds it now.
 */
export async function markSent(db: Db, id: number, owner: string, leaseMs: number, countAttempt: boolean): Promise<Intent | undefined> {
  const [row] = await db
    .update(T)
    .set({ state: 'sent', attempts: countAttempt ? sql`${T.attempts} + 1` : T.attempts, lease_until: later(leaseMs) as never, updated_at: new Date() })
    .where(owned(id, owner))
    .returning();
  return row;
}

/**
 * A batch's intents waiting their turn, leased one lease more from now (still `pending`, still the
 * caller's). A batch renews them before each call instead of leasing the last for the whole batch:
 * if the server dies, every one of them is due within one lease of its death.
 */
export async function renewLeases(db: Db, ids: number[], owner: string, leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db.update(T).set({ lease_until: later(leaseMs) as never }).where(and(inArray(T.id, ids), eq(T.lease_owner, owner), eq(T.state, 'pending')));
}

export interface Release {
  /** When the reconciler should look at it again. */
  retryInMs: number;
  providerRef?: string | null;
  lastError?: string;
  wanted?: boolean;
  state?: Extract<IntentState, 'sent' | 'needs_attention'>;
}

/** Leaves the intent open for the reconciler: the lease is given up until `retryInMs` from now. */
export async function release(db: Db, id: number, owner: string, change: Release): Promise<boolean> {
  const rows = await db
    .update(T)
    .set({
      lease_owner: null, lease_until: later(change.retryInMs) as never, updated_at: new Date(),
      ...(change.providerRef ? { provider_ref: change.providerRef } : {}),
      ...(change.lastError !== undefined ? { last_error: change.lastError.slice(0, 1000) } : {}),
      ...(change.wanted !== undefined ? { wanted: change.wanted } : {}),
      ...(change.state ? { state: change.state } : {}),
    })
    .where(owned(id, owner))
    .returning({ id: T.id });
  return rows.length > 0;
}

export interface Settlement {
  state: Extract<IntentState, 'done' | 'failed' | 'cancelled'>;
  recordedInvoiceId?: number;
  providerRef?: string | null;
  lastError?: string;
}

/** Closes the intent (its claim freed), if the caller still holds it; in the caller's transaction when it records a result. */
export async function settle(db: Db, id: number, owner: string, settlement: Settlement): Promise<boolean> {
  const rows = await db
    .update(T)
    .set({
      state: settlement.state, claim: null, lease_owner: null, updated_at: new Date(),
      ...(settlement.recordedInvoiceId !== undefined ? { recorded_invoice_id: settlement.recordedInvoiceId } : {}),
      ...(settlement.providerRef ? { provider_ref: settlement.providerRef } : {}),
      ...(settlement.lastError !== undefined ? { last_error: settlement.lastError.slice(0, 1000) } : {}),
    })
    .where(owned(id, owner))
    .returning({ id: T.id });
  return rows.length > 0;
}

/**
 * A closed intent whose CFDI turned up after all (a call that outlived its lease): open again, not
 * wanted, due now, so the reconciler cancels that CFDI at the PAC. Its claim stays free.
 */
export async function reopenToCancel(db: Db, id: number, providerRef: string): Promise<void> {
  await db
    .update(T)
    .set({ state: 'sent', wanted: false, provider_ref: providerRef, lease_owner: null, lease_until: sql`now()` as never, last_error: 'stamped after its intent was closed: to be cancelled', updated_at: new Date() })
    .where(and(eq(T.id, id), inArray(T.state, ['failed', 'cancelled'])));
}

/** The intent, locked for the caller's transaction (the recording step reads who holds it). */
export async function lockIntent(tx: Db, id: number): Promise<Intent | undefined> {
  const [row] = await tx.select().from(T).where(eq(T.id, id)).limit(1).for('update');
  return row;
}

export async function intentById(db: Db, id: number): Promise<Intent | undefined> {
  const [row] = await db.select().from(T).where(eq(T.id, id)).limit(1);
  return row;
}

/**
 * Takes over up to `limit` open intents whose lease ran out (on demand also those the reconciler gave
 * up on, and those released for a later retry): locked with SKIP LOCKED, so two servers never take the
 * same one, and leased to `owner` before the transaction ends.
 */
export async function takeDue(db: Db, owner: string, leaseMs: number, limit: number, onDemand: boolean): Promise<Intent[]> {
  return db.transaction(async (tx) => {
    const due = onDemand
      ? and(inArray(T.state, [...OPEN_INTENT_STATES]), or(lte(T.lease_until, sql`now()`), isNull(T.lease_owner)))
      : and(inArray(T.state, ['pending', 'sent']), lte(T.lease_until, sql`now()`));
    const ids = (await tx.select({ id: T.id }).from(T).where(due).orderBy(asc(T.lease_until), asc(T.id)).limit(limit).for('update', { skipLocked: true })).map((r) => r.id);
    if (ids.length === 0) return [];
    return tx.update(T).set({ lease_owner: owner, lease_until: later(leaseMs) as never, attempts: sql`${T.attempts} + 1`, updated_at: new Date() }).where(inArray(T.id, ids)).returning();
  });
}

/** Open intents left for Admin's attention, oldest first. */
export async function needingAttention(db: Db): Promise<Intent[]> {
  return db.select().from(T).where(eq(T.state, 'needs_attention')).orderBy(asc(T.created_at)).limit(100);
}
