/**
 * Stamping through the outbox (docs/decisions/101), for an income invoice or a payment complement:
 * the intent was committed before; here the provider is called with its key, outside any transaction,
 * and its answer is recorded after, in a transaction of its own:
 *
 *   stamped       recorded with its files and the changes it brings (the kind's `record`), intent done;
 *                 if it is not wanted any more, cancelled at the PAC (SAT motive 02) instead
 *   refused       nothing was stamped: intent failed, claim freed
 *   no answer     (timeout, 5xx, a 202 still stamping, an XML not downloaded) left `sent` for the
 *                 reconciler, which asks the PAC later and records, cancels or sends again, same key
 *
 * The reconciler enters through `reconcileStamping`: it first asks the PAC what it holds under the key.
 */
import { OPEN_INTENT_STATES } from '../../schemas/invoicing-intent.ts';
import { ProviderRefusal, type IssuedInvoice, type PreparedCfdi, type ProviderResult } from '../adapters/invoicing.ts';
import type { Actor } from '../crud/audit.ts';
import type { Row } from '../crud/repository.ts';
import type { Db } from '../db/client.ts';
import type { StoredDocument } from '../stores/documents.ts';
import type { Localized } from '../i18n/localized.ts';
import type { IntentContext } from './context.ts';
import { refusalOf, refusalText } from './pac-refusal.ts';
import { intentById, lockIntent, markSent, release, reopenToCancel, settle, type Intent } from './intent-store.ts';

/** What a kind's result is, at least: the provider's own id of it. */
export interface IssuedDocument {
  providerRef: string | null;
}

/**
 * A kind of document stamped through the outbox: an income invoice or a payment complement (CFDI 4.0,
 * the provider's invoice calls, the defaults), or a retention certificate (its own calls, `calls`).
 */
export interface StampingKind<P = PreparedCfdi, I extends IssuedDocument = IssuedInvoice> {
  /** The CFDI to send, rebuilt from the intent's payload (the same source and issue time give the same CFDI). */
  prepare(intent: Intent): P;
  /** The provider's calls for this kind; absent: its invoice calls (issue, lookup, cancel with motive 02). */
  calls?: {
    issue(prepared: P, key: string): Promise<ProviderResult<I>>;
    lookup(prepared: P, key: string, providerRef: string | null): Promise<ProviderResult<I>>;
    cancel(providerRef: string): Promise<unknown>;
  };
  /** Outside a transaction: whether its result is still wanted (asked before sending again). */
  stillWanted(db: Db, intent: Intent): Promise<boolean>;
  /**
   * In the recording transaction: locks what the result changes, checks it is still wanted, and records
   * it (files written through `stored`, the invoice row, the detail); the recorded invoice row, or null
   * when it is not wanted any more (nothing written).
   */
  record(tx: Db, intent: Intent, issued: I, stored: StoredDocument[], actor: Actor): Promise<Row | null>;
  /** Once the recording committed (no network call inside a transaction): tell someone (an SMS). Its failure changes nothing. */
  afterCommit?(row: Row): Promise<void>;
}

type AnyKind = StampingKind<any, any>;

function callsOf(ctx: IntentContext, kind: AnyKind): NonNullable<AnyKind['calls']> {
  return kind.calls ?? {
    issue: (prepared, key) => ctx.provider.issue(prepared, key),
    lookup: (prepared, key, ref) => ctx.provider.lookup(prepared, key, ref),
    cancel: (ref) => ctx.provider.cancel({ uuid: null, status: 'stamped', issuer_rfc: '', provider_ref: ref }, { motive: '02' }),
  };
}

export type IntentOutcome =
  | { kind: 'done'; invoice: Row }
  /** `text`: the refusal as the person reads it (server/invoicing/pac-refusal.ts); `reason`: as the intent records it. */
  | { kind: 'refused'; reason: string; text: Localized }
  | { kind: 'in_process'; reason: string }
  /** Not wanted any more, and undone (`note`: why, for the intent's record and the logs). */
  | { kind: 'cancelled'; note: string }
  /** Someone else (a reconciler that took over) works on it now. */
  | { kind: 'elsewhere' };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** No answer worth recording yet: left open for the reconciler, or for Admin after too many attempts. */
export async function retryLater(ctx: IntentContext, intent: Intent, owner: string, reason: string, providerRef?: string | null): Promise<IntentOutcome> {
  const exhausted = intent.attempts >= ctx.timing.maxAttempts;
  await release(ctx.db, intent.id, owner, { retryInMs: exhausted ? 24 * 3_600_000 : ctx.timing.retryInMs(intent.attempts), lastError: reason, providerRef, ...(exhausted ? { state: 'needs_attention' as const } : {}) });
  if (exhausted) ctx.log.error({ intent: intent.id, key: intent.key, reason }, 'invoicing intent needs attention: the PAC did not answer after every attempt');
  return { kind: 'in_process', reason };
}

/** A stamped CFDI nobody wants any more: cancelled at the PAC with SAT motive 02 (issued in error, no replacement). */
async function undo(ctx: IntentContext, kind: AnyKind, intent: Intent, owner: string, providerRef: string | null, reason: string): Promise<IntentOutcome> {
  if (!providerRef) {
    // Built here (the local provider): nothing exists anywhere else to cancel.
    await settle(ctx.db, intent.id, owner, { state: 'cancelled', lastError: reason });
    return { kind: 'cancelled', note: reason };
  }
  try {
    await callsOf(ctx, kind).cancel(providerRef);
  } catch (error) {
    await release(ctx.db, intent.id, owner, { retryInMs: ctx.timing.retryInMs(intent.attempts), wanted: false, providerRef, lastError: `${reason}; its cancellation failed: ${reasonOf(error)}` });
    return { kind: 'in_process', reason };
  }
  await settle(ctx.db, intent.id, owner, { state: 'cancelled', providerRef, lastError: reason });
  ctx.log.warn({ intent: intent.id, providerRef, reason }, 'a stamped CFDI was not wanted any more and was cancelled at the PAC');
  return { kind: 'cancelled', note: reason };
}

/**
 * A result that came back after someone else took the intent over. If they are still on it, the same
 * key gives them the same CFDI; if they closed it without recording this CFDI, the intent is opened
 * again, not wanted, so the reconciler cancels it at the PAC.
 */
async function lateResult(ctx: IntentContext, intent: Intent, providerRef: string | null): Promise<IntentOutcome> {
  const current = await intentById(ctx.db, intent.id);
  const recordedAsIs = current?.state === 'done' && (current.provider_ref === providerRef || providerRef === null);
  if (!current || recordedAsIs || (OPEN_INTENT_STATES as readonly string[]).includes(current.state) || !providerRef) return { kind: 'elsewhere' };
  await reopenToCancel(ctx.db, intent.id, providerRef);
  ctx.log.warn({ intent: intent.id, providerRef }, 'a CFDI was stamped after its intent was closed; the reconciler cancels it');
  return { kind: 'elsewhere' };
}

async function recordIssued(ctx: IntentContext, kind: AnyKind, intent: Intent, owner: string, issued: IssuedDocument, actor: Actor, note?: string): Promise<IntentOutcome> {
  const stored: StoredDocument[] = [];
  let recorded: Row | null | 'elsewhere';
  try {
    recorded = await ctx.db.transaction(async (tx) => {
      const current = await lockIntent(tx, intent.id);
      if (!current || current.lease_owner !== owner || !(OPEN_INTENT_STATES as readonly string[]).includes(current.state)) return 'elsewhere';
      if (!current.wanted) return null;
      const row = await kind.record(tx, current, issued, stored, actor);
      if (row) await settle(tx, intent.id, owner, { state: 'done', recordedInvoiceId: row.id as number, providerRef: issued.providerRef, ...(note ? { lastError: note } : {}) });
      return row;
    });
  } catch (error) {
    // The database failed after the PAC stamped: the CFDI is known by the intent's key, and recorded later.
    await Promise.all(stored.map((document) => ctx.files.remove(document.key).catch(() => undefined)));
    ctx.log.error({ err: error, intent: intent.id }, 'a stamped CFDI could not be recorded; the reconciler records it later');
    return retryLater(ctx, intent, owner, `recording failed: ${reasonOf(error)}`, issued.providerRef).catch(() => ({ kind: 'in_process' as const, reason: reasonOf(error) }));
  }
  if (recorded === 'elsewhere') return lateResult(ctx, intent, issued.providerRef);
  if (recorded === null) return undo(ctx, kind, intent, owner, issued.providerRef, 'its result was not wanted any more (the record changed meanwhile)');
  if (kind.afterCommit) await kind.afterCommit(recorded).catch((error: unknown) => ctx.log.warn({ err: error, intent: intent.id }, 'a step after recording failed'));
  return { kind: 'done', invoice: recorded };
}

async function conclude(ctx: IntentContext, kind: AnyKind, intent: Intent, owner: string, result: ProviderResult<IssuedDocument>, actor: Actor): Promise<IntentOutcome> {
  switch (result.kind) {
    case 'issued':
      if (result.note) ctx.log.warn({ intent: intent.id, key: intent.key, note: result.note }, 'the PAC had stamped more than once under one key; the extras were cancelled');
      return recordIssued(ctx, kind, intent, owner, result.invoice, actor, result.note);
    case 'pending':
      await release(ctx.db, intent.id, owner, { retryInMs: ctx.timing.pendingRecheckMs, providerRef: result.providerRef, lastError: result.reason });
      return { kind: 'in_process', reason: result.reason };
    case 'unusable':
      return undo(ctx, kind, intent, owner, result.providerRef, result.reason);
    case 'failed':
      await settle(ctx.db, intent.id, owner, { state: 'failed', lastError: result.reason });
      return { kind: 'refused', reason: result.reason, text: refusalText(result.reason) };
    case 'cancelled':
      await settle(ctx.db, intent.id, owner, { state: 'cancelled', providerRef: result.providerRef, lastError: 'cancelled at the PAC' });
      return { kind: 'cancelled', note: 'cancelled at the PAC' };
    case 'absent':
      return retryLater(ctx, intent, owner, 'the PAC answered nothing');
  }
}

/** Sends the intent's CFDI (again) under its key and records what comes back. */
export async function sendStamping(ctx: IntentContext, kind: AnyKind, intent: Intent, owner: string, actor: Actor, countAttempt = true): Promise<IntentOutcome> {
  const sent = await markSent(ctx.db, intent.id, owner, ctx.timing.leaseMs, countAttempt);
  if (!sent) return { kind: 'elsewhere' };
  let result: ProviderResult<IssuedDocument>;
  try {
    result = await callsOf(ctx, kind).issue(kind.prepare(sent), sent.key);
  } catch (error) {
    if (error instanceof ProviderRefusal) {
      await settle(ctx.db, sent.id, owner, { state: 'failed', lastError: reasonOf(error) });
      return { kind: 'refused', reason: reasonOf(error), text: refusalOf(error) };
    }
    return retryLater(ctx, sent, owner, reasonOf(error));
  }
  return conclude(ctx, kind, sent, owner, result, actor);
}

/** The reconciler's turn: what does the PAC hold under the key? Record it, cancel it, or send it again. */
export async function reconcileStamping(ctx: IntentContext, kind: AnyKind, intent: Intent, owner: string, actor: Actor): Promise<IntentOutcome> {
  let result: ProviderResult<IssuedDocument>;
  let wanted: boolean;
  try {
    wanted = intent.wanted && (await kind.stillWanted(ctx.db, intent));
    result = await callsOf(ctx, kind).lookup(kind.prepare(intent), intent.key, intent.provider_ref);
  } catch (error) {
    return retryLater(ctx, intent, owner, reasonOf(error), intent.provider_ref);
  }
  if (result.kind === 'absent') {
    if (wanted) return sendStamping(ctx, kind, intent, owner, actor, false);
    await settle(ctx.db, intent.id, owner, { state: 'cancelled', lastError: 'not wanted any more, and the PAC never made it' });
    return { kind: 'cancelled', note: 'never made' };
  }
  if (!wanted && (result.kind === 'issued' || result.kind === 'unusable')) {
    const providerRef = result.kind === 'issued' ? result.invoice.providerRef : result.providerRef;
    return undo(ctx, kind, intent, owner, providerRef, 'its result is not wanted any more');
  }
  return conclude(ctx, kind, intent, owner, result, actor);
}
