/**
 * Retention certificates through the invoicing outbox (docs/decisions/101 and 142), as invoices: the
 * route builds and seals every certificate first, commits one intent per investor and period (its
 * claim refuses a second live one: a double click, two servers), sends each outside any transaction,
 * and records what comes back: the XML and PDF files, the certificate row, the investor's notification
 * (the bell in the transaction, the SMS after it). A correction, once recorded, opens the cancellation
 * of the certificate it replaces (SAT motive 01 naming it; 02 when it has no folio fiscal).
 */
import { and, eq, ne } from 'drizzle-orm';
import { retentionCertificate } from '../../schemas/retention-certificate.ts';
import { user } from '../../schemas/user.ts';
import { userNotification } from '../../schemas/user-notification.ts';
import { newIntentKey, ProviderRefusal, type IssuedRetention, type PreparedRetention, type RetentionSource } from '../adapters/invoicing.ts';
import type { SmsGateway } from '../adapters/sms-gateway.ts';
import { writeAudit, type Actor } from '../crud/audit.ts';
import { raisedVersion, type Row } from '../crud/repository.ts';
import type { Db } from '../db/client.ts';
import { renderMessage, type Language } from '../i18n/localized.ts';
import { storeXmlAndPdf } from '../stores/documents.ts';
import { payloadOf, type IntentContext } from './context.ts';
import { lockIntent, markSent, openIntents, release, settle, type Intent } from './intent-store.ts';
import { refusalOf } from './pac-refusal.ts';
import { retryLater, type IntentOutcome, type StampingKind } from './stamping.ts';

const C = retentionCertificate.table;

export interface RetentionPayload {
  source: RetentionSource;
  issuedAt: string;
}

export interface RetentionCancellationPayload {
  motive: string;
  substitution?: string;
}

/** One live intent per investor and period. */
export const retentionClaim = (source: Pick<RetentionSource, 'userId' | 'period'>) => `ret:${source.userId}:${source.period.year}:${source.period.fromMonth}-${source.period.toMonth}`;
export const certificateClaim = (id: number) => `retcert:${id}`;

/** The investor's live certificates of the period, but the one a correction replaces. */
async function liveOfPeriod(db: Db, source: RetentionSource): Promise<Row[]> {
  const p = source.period;
  const rows = await db.select().from(C).where(and(eq(C.user_id, source.userId), eq(C.year, p.year), eq(C.from_month, p.fromMonth), eq(C.to_month, p.toMonth), ne(C.status, 'cancelled')));
  return (rows as Row[]).filter((row) => row.id !== source.replacesId);
}

export function retentionNotice(language: Language, year: number) {
  return { title: renderMessage('retentions.newTitle', language), text: renderMessage('retentions.newText', language, { year: String(year) }) };
}

export function retentionKind(ctx: IntentContext, sms?: SmsGateway): StampingKind<PreparedRetention, IssuedRetention> {
  const prepare = (intent: Intent) => {
    const { source, issuedAt } = payloadOf<RetentionPayload>(intent);
    return ctx.provider.prepareRetention(source, new Date(issuedAt));
  };
  return {
    prepare,
    calls: {
      issue: (prepared, key) => ctx.provider.issueRetention(prepared, key),
      lookup: (prepared, key, ref) => ctx.provider.lookupRetention(prepared, key, ref),
      cancel: async (ref) => ctx.provider.cancelRetention(ref, '02'),
    },
    async stillWanted(db, intent) {
      return (await liveOfPeriod(db, payloadOf<RetentionPayload>(intent).source)).length === 0;
    },
    async record(tx, intent, issued, stored, actor) {
      const { source } = payloadOf<RetentionPayload>(intent);
      const [investor] = await tx.select().from(user.table).where(eq(user.table.id, source.userId)).limit(1).for('update');
      if (!investor || (await liveOfPeriod(tx, source)).length > 0) return null;
      const name = `RET-${source.folio}`;
      const { xml, pdf } = await storeXmlAndPdf(ctx.files, tx, actor, name, issued, stored);
      const f = source.figures;
      const [row] = await tx
        .insert(C)
        .values({
          user_id: source.userId, year: source.period.year, from_month: source.period.fromMonth, to_month: source.period.toMonth, folio: source.folio, uuid: issued.uuid, status: issued.status,
          receiver_rfc: source.receiver.rfc, receiver_name: source.receiver.name, nominal: f.nominal, exempt: f.exempt, withheld: f.withheld, adjustment: f.adjustment, real_interest: f.real, loss: f.loss,
          payments: f.payments, replaces_id: source.replacesId ?? null, provider: ctx.provider.name, provider_ref: issued.providerRef, stamped_at: issued.stampedAt, xml_location: xml.url, pdf_location: pdf.url,
        })
        .returning();
      await writeAudit(tx, actor, { entity: 'retention_certificate', entityId: row.id, action: 'create', after: row });
      const notice = retentionNotice(investor.language === 'en' ? 'en' : 'es', source.period.year);
      await tx.insert(userNotification).values({ user_id: source.userId, title: notice.title, message: notice.text });
      if (source.replacesId) {
        const [old] = await tx.select().from(C).where(eq(C.id, source.replacesId)).limit(1).for('update');
        if (old && old.status !== 'cancelled') {
          const motive = old.uuid && issued.uuid ? { motive: '01', substitution: issued.uuid } : { motive: '02' };
          await openRetentionCancellation(tx, ctx, `${intent.lease_owner ?? 'reconciler'}`, old as Row, motive, actor, 0);
        }
      }
      return row as Row;
    },
    async afterCommit(row) {
      if (!sms) return;
      const [investor] = await ctx.db.select({ phone: user.table.phone, language: user.table.language }).from(user.table).where(eq(user.table.id, row.user_id as number));
      if (!investor?.phone) return;
      const notice = retentionNotice(investor.language === 'en' ? 'en' : 'es', row.year as number);
      await sms.send(investor.phone, { text: `Caudal: ${notice.text}` }, 'sms');
    },
  };
}

/** In the caller's transaction: one intent per certificate to issue, under the caller's lease (a 409 when a claim is taken). */
export async function openRetentionIntents(tx: Db, ctx: IntentContext, owner: string, sources: RetentionSource[], now: Date, actor: Actor): Promise<Intent[]> {
  if (sources.length === 0) return [];
  return openIntents(
    tx,
    owner,
    sources.map((source) => ({
      key: newIntentKey(), kind: 'retention' as const, retentionCertificateId: source.replacesId ?? undefined, claim: retentionClaim(source),
      payload: { source, issuedAt: now.toISOString() } satisfies RetentionPayload, leaseMs: ctx.timing.leaseMs, requestedBy: actor.userId,
    })),
  );
}

/** In the caller's transaction: the cancellation of a certificate (its claim refuses a second one). `leaseMs` 0: left to whoever sends it next. */
export async function openRetentionCancellation(tx: Db, ctx: IntentContext, owner: string, certificate: Row, payload: RetentionCancellationPayload, actor: Actor, leaseMs = ctx.timing.leaseMs): Promise<Intent> {
  const [intent] = await openIntents(tx, owner, [
    { key: newIntentKey(), kind: 'retention_cancellation', retentionCertificateId: certificate.id as number, claim: certificateClaim(certificate.id as number), payload, leaseMs, requestedBy: actor.userId },
  ]);
  return intent;
}

async function certificateOf(db: Db, intent: Intent): Promise<Row | undefined> {
  const [row] = await db.select().from(C).where(eq(C.id, intent.retention_certificate_id!));
  return row as Row | undefined;
}

async function recordCancelled(ctx: IntentContext, intent: Intent, owner: string, status: 'cancelled' | 'stamped' | 'not_stamped' | 'cancellation_pending', actor: Actor): Promise<IntentOutcome> {
  const { motive } = payloadOf<RetentionCancellationPayload>(intent);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockIntent(tx, intent.id);
    if (current?.lease_owner !== owner) return undefined;
    const [before] = await tx.select().from(C).where(eq(C.id, intent.retention_certificate_id!)).for('update');
    if (!before) return undefined;
    // Conditional on the status read: a change made meanwhile by any other path is never overwritten.
    const [after] = await tx.update(C).set({ status, cancellation_motive: motive as never, updated_at: new Date(), version: raisedVersion(C) }).where(and(eq(C.id, intent.retention_certificate_id!), eq(C.status, before.status))).returning();
    if (!after) return undefined;
    await writeAudit(tx, actor, { entity: 'retention_certificate', entityId: intent.retention_certificate_id!, action: 'cancel', before, after });
    await settle(tx, intent.id, owner, { state: 'done' });
    return after as Row;
  });
  return row ? { kind: 'done', invoice: row } : { kind: 'elsewhere' };
}

/** Asks the provider to cancel (again) and records its answer. */
export async function sendRetentionCancellation(ctx: IntentContext, intent: Intent, owner: string, actor: Actor, countAttempt = true): Promise<IntentOutcome> {
  const sent = await markSent(ctx.db, intent.id, owner, ctx.timing.leaseMs, countAttempt);
  const certificate = sent && (await certificateOf(ctx.db, sent));
  if (!sent || !certificate) return { kind: 'elsewhere' };
  const payload = payloadOf<RetentionCancellationPayload>(sent);
  let status;
  try {
    status = await ctx.provider.cancelRetention(certificate.provider_ref as string | null, payload.motive, payload.substitution);
  } catch (error) {
    const reason = (error as Error).message;
    if (!(error instanceof ProviderRefusal)) return retryLater(ctx, sent, owner, reason);
    await settle(ctx.db, sent.id, owner, { state: 'failed', lastError: reason });
    return { kind: 'refused', reason, text: refusalOf(error) };
  }
  return recordCancelled(ctx, sent, owner, status, actor);
}

/** The reconciler's turn: the provider's status says whether it happened; else it is asked again. */
export async function reconcileRetentionCancellation(ctx: IntentContext, intent: Intent, owner: string, actor: Actor): Promise<IntentOutcome> {
  const certificate = await certificateOf(ctx.db, intent);
  if (!certificate) {
    await settle(ctx.db, intent.id, owner, { state: 'failed', lastError: 'the certificate no longer exists' });
    return { kind: 'cancelled', note: 'the certificate no longer exists' };
  }
  if (certificate.provider_ref) {
    try {
      const status = await ctx.provider.retentionStatus(certificate.provider_ref as string, certificate.status as never);
      if (status === 'cancelled') return recordCancelled(ctx, intent, owner, status, actor);
    } catch (error) {
      return retryLater(ctx, intent, owner, (error as Error).message);
    }
  }
  return sendRetentionCancellation(ctx, intent, owner, actor, false);
}

/** Releases intents never sent (a batch that stopped): the reconciler sends them. */
export async function leaveForReconciler(ctx: IntentContext, intents: Intent[], owner: string): Promise<void> {
  for (const intent of intents) await release(ctx.db, intent.id, owner, { retryInMs: 0, lastError: 'left for the reconciler' }).catch(() => undefined);
}
