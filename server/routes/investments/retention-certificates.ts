/**
 * Investors' retention certificates, under Inversiones › Constancias fiscales. The list and
 * GET one are the generic routes of the entity (an investor reads only theirs: its owner is user_id).
 *
 *   POST retention_certificates/issue {year, month?}  issues the period's certificates of every investor
 *        with payments paid in it, up to BATCH per call, through the invoicing outbox; answers the
 *        progress (issued, remaining, in process, problems). Calling it again continues; once all are
 *        issued it issues nothing (a live certificate of the period is never issued twice).
 *   POST retention_certificates/{id}/cancel {motive}   SAT motive 02 or 03 (01 is what correcting does)
 *   POST retention_certificates/{id}/correct           a new certificate from the payments as they are
 *        now, related to this one; this one, if still live, is cancelled after (motive 01 naming the new one)
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { retentionCertificate } from '../../../schemas/retention-certificate.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import type { Actor } from '../../crud/audit.ts';
import type { Row } from '../../crud/repository.ts';
import type { Db } from '../../db/client.ts';
import { todayInMexicoCity } from '../../domain/calendar.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { msg, textIn } from '../../i18n/localized.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { newOwner } from '../../invoicing/invoice-intents.ts';
import { openClaims, renewLeases, type Intent } from '../../invoicing/intent-store.ts';
import { certificateClaim, openRetentionCancellation, openRetentionIntents, retentionClaim, sendRetentionCancellation } from '../../invoicing/retention-intents.ts';
import { periodSources, type RetentionPeriod } from '../../invoicing/retention-sources.ts';
import { refusePastDeadline } from '../../invoicing/cancellation-rules.ts';
import { sendStamping, type IntentOutcome } from '../../invoicing/stamping.ts';
import type { RetentionSource } from '../../adapters/invoicing.ts';
import { invoicingIntent } from '../../../schemas/invoicing-intent.ts';
import { pathId } from '../../crud/record-preconditions.ts';

const entity = retentionCertificate;
const C = entity.table;
/** Certificates sent per call: each waits for the PAC, so a call stays short and the screen shows progress. */
export const BATCH = 10;

const issueBody = z.strictObject({
  year: z.coerce.number().int('retentions.yearOutOfRange').min(2019, 'retentions.yearOutOfRange').max(2027, 'retentions.yearOutOfRange'),
  month: z.coerce.number().int().min(1).max(12).optional(),
  /** Certificates to send in this call (default BATCH). */
  batch: z.coerce.number().int().min(1).max(50).optional(),
});
const cancelBody = z.strictObject({ motive: z.enum(['02', '03'], 'invoices.motive') });
const params = z.object({ id: z.coerce.number().int().positive() });

const periodOf = (year: number, month?: number): RetentionPeriod => ({ year, fromMonth: month ?? 1, toMonth: month ?? 12 });

/** Whether the period's last day is before `today` (YYYY-MM-DD, Mexico City). */
export function periodEnded(period: RetentionPeriod, today: string): boolean {
  const next = period.toMonth === 12 ? `${period.year + 1}-01-01` : `${period.year}-${String(period.toMonth + 1).padStart(2, '0')}-01`;
  return today >= next;
}

async function liveOfPeriod(db: Db, period: RetentionPeriod): Promise<Row[]> {
  return (await db.select().from(C).where(and(eq(C.year, period.year), eq(C.from_month, period.fromMonth), eq(C.to_month, period.toMonth), ne(C.status, 'cancelled')))) as Row[];
}

export async function retentionCertificateRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const invoicing = app.invoicing;
  const ctx = invoicing.context;
  const kind = invoicing.retentions;

  async function send(intents: Intent[], owner: string, actor: Actor): Promise<IntentOutcome[]> {
    const outcomes: IntentOutcome[] = [];
    for (const [index, intent] of intents.entries()) {
      // Those waiting their turn keep one lease from now, not one per certificate before them.
      await renewLeases(db, intents.slice(index + 1).map((waiting) => waiting.id), owner, ctx.timing.leaseMs);
      outcomes.push(await sendStamping(ctx, kind, intent, owner, actor));
    }
    return outcomes;
  }

  /** A correction recorded: the cancellation of the one it replaces, opened under `owner` when it was recorded, sent now. */
  async function sendOpenedCancellations(owner: string, certificateId: number, actor: Actor): Promise<IntentOutcome | undefined> {
    const T = invoicingIntent.table;
    const [intent] = await db.select().from(T).where(and(eq(T.claim, certificateClaim(certificateId)), eq(T.lease_owner, owner)));
    return intent ? sendRetentionCancellation(ctx, intent, owner, actor) : undefined;
  }

  app.post('/retention_certificates/issue', { config: { module: entity.module, action: 'create', writes: 'none' }, schema: { tags: ['retention_certificate'], summary: "Issue the period's retention certificates of every investor, a batch per call (progress answered)" } }, async (request) => {
    const parsed = issueBody.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const today = todayInMexicoCity(new Date());
    if (parsed.data.year > Number(today.slice(0, 4))) throw unprocessable({ year: [msg('retentions.yearOutOfRange')] });
    const period = periodOf(parsed.data.year, parsed.data.month);
    // A certificate states what was paid in the whole period: not before its last day has passed.
    if (!periodEnded(period, today)) throw new HttpError(422, msg('retentions.periodNotEnded'));
    const language = requestLanguage(request);

    const { sources, problems } = await periodSources(db, period);
    const live = new Set((await liveOfPeriod(db, period)).map((row) => row.user_id as number));
    const busy = new Set((await openClaims(db, sources.map(retentionClaim))).map((intent) => intent.claim));
    const pending = sources.filter((s) => !live.has(s.userId) && !busy.has(retentionClaim(s)));
    const now = new Date();
    const batch: RetentionSource[] = [];
    for (const source of pending.slice(0, parsed.data.batch ?? BATCH)) {
      try {
        invoicing.provider.prepareRetention(source, now);
        batch.push(source);
      } catch (error) {
        problems.push({ user_id: source.userId, name: source.receiver.name, reason: msg('retentions.providerFailed', { reason: (error as Error).message }) });
      }
    }
    const owner = newOwner('request');
    const intents = await db.transaction(async (tx) => openRetentionIntents(tx, ctx, owner, batch, now, request.actor));
    const outcomes = await send(intents, owner, request.actor);
    outcomes.forEach((outcome, index) => {
      if (outcome.kind === 'refused') problems.push({ user_id: batch[index].userId, name: batch[index].receiver.name, reason: msg('retentions.providerFailed', { reason: outcome.text }) });
    });
    const issuedNow = outcomes.filter((o) => o.kind === 'done').length;
    const inProcess = outcomes.filter((o) => o.kind === 'in_process').length + busy.size;
    const investors = new Set([...sources.map((s) => s.userId), ...problems.map((p) => p.user_id)]).size;
    return {
      data: {
        year: period.year, from_month: period.fromMonth, to_month: period.toMonth, investors,
        issued: live.size + issuedNow, issued_now: issuedNow, in_process: inProcess,
        remaining: Math.max(0, pending.length - batch.length),
        problems: problems.map((p) => ({ user_id: p.user_id, name: p.name, reason: textIn(p.reason, language) })),
      },
    };
  });

  /** The certificate, locked, in the caller's scope; 404 otherwise; 409 when something is in process on it. */
  async function locked(tx: Db, request: FastifyRequest, id: number): Promise<Row> {
    const [row] = await tx.select().from(C).where(and(eq(C.id, id), app.rowScope(request, entity))).limit(1).for('update');
    if (!row) throw notFound('retentionCertificate');
    if ((await openClaims(tx, [certificateClaim(id), retentionClaim({ userId: row.user_id, period: { year: row.year, fromMonth: row.from_month, toMonth: row.to_month } })])).length > 0) throw new HttpError(409, msg('retentions.inProgress'));
    return row as Row;
  }

  function answer(reply: FastifyReply, request: FastifyRequest, outcome: IntentOutcome | undefined, fallback: Row) {
    if (!outcome || outcome.kind === 'done') return { data: outcome?.kind === 'done' ? outcome.invoice : fallback };
    if (outcome.kind === 'refused') throw new HttpError(422, msg('retentions.providerFailed', { reason: outcome.text }));
    reply.code(202);
    return { data: { ...fallback, in_process: true, message: textIn(msg('retentions.inProcess'), requestLanguage(request)) } };
  }

  app.post('/retention_certificates/:id/cancel', { config: { module: entity.module, action: 'destroy', writes: { entity: 'retention_certificate', ids: pathId } }, schema: { tags: ['retention_certificate'], summary: 'Cancel a retention certificate (SAT motive 02 or 03; 202: in process with the PAC)' } }, async (request, reply) => {
    const id = params.safeParse(request.params);
    if (!id.success) throw notFound('retentionCertificate');
    const parsed = cancelBody.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const owner = newOwner('request');
    const { row, intent } = await db.transaction(async (tx) => {
      const row = await locked(tx, request, id.data.id);
      if (row.status === 'cancelled') throw new HttpError(409, msg('retentions.alreadyCancelled'));
      refusePastDeadline(row, app.invoicing.fiscal.context.issuer.rfc);
      return { row, intent: await openRetentionCancellation(tx, ctx, owner, row, { motive: parsed.data.motive }, request.actor) };
    });
    return answer(reply, request, await sendRetentionCancellation(ctx, intent, owner, request.actor), row);
  });

  app.post('/retention_certificates/:id/correct', { config: { module: entity.module, action: 'create', writes: { entity: 'retention_certificate', ids: pathId } }, schema: { tags: ['retention_certificate'], summary: 'Issue a corrected retention certificate related to this one (which is cancelled after, motive 01)' } }, async (request, reply) => {
    const id = params.safeParse(request.params);
    if (!id.success) throw notFound('retentionCertificate');
    const [current] = await db.select().from(C).where(and(eq(C.id, id.data.id), app.rowScope(request, entity))).limit(1);
    if (!current) throw notFound('retentionCertificate');
    const period: RetentionPeriod = { year: current.year, fromMonth: current.from_month, toMonth: current.to_month };
    const { sources, problems } = await periodSources(db, period, [current.user_id]);
    if (problems.length > 0) throw unprocessable({ id: [problems[0].reason] });
    if (sources.length === 0) throw unprocessable({ id: [msg('retentions.noPayments')] });
    const source: RetentionSource = { ...sources[0], replacesId: current.id, replacesUuid: current.uuid };
    const now = new Date();
    invoicing.provider.prepareRetention(source, now);
    const owner = newOwner('request');
    const intents = await db.transaction(async (tx) => {
      const row = await locked(tx, request, current.id);
      const others = (await liveOfPeriod(tx, period)).filter((r) => r.user_id === row.user_id && r.id !== row.id);
      if (others.length > 0) throw new HttpError(409, msg('retentions.periodHasLive'));
      const f = source.figures;
      const matches = row.nominal === f.nominal && row.withheld === f.withheld && row.payments === f.payments;
      if (row.status !== 'cancelled' && matches) throw unprocessable({ id: [msg('retentions.notOutdated')] });
      // The corrected certificate replaces this one, which is then cancelled (motive 01): not past SAT's deadline.
      if (row.status !== 'cancelled') refusePastDeadline(row, app.invoicing.fiscal.context.issuer.rfc);
      return openRetentionIntents(tx, ctx, owner, [source], now, request.actor);
    });
    const [outcome] = await send(intents, owner, request.actor);
    if (outcome.kind === 'done') await sendOpenedCancellations(owner, current.id, request.actor);
    reply.code(outcome.kind === 'done' ? 201 : 200);
    return answer(reply, request, outcome, current as Row);
  });
}
