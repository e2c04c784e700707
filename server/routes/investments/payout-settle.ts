/**
 * Settling a payout run from the bank's answer (issue 38, docs/decisions/251):
 *
 *   POST payout_runs/{id}/settle {content}   the bank's result CSV (docs/payout-bank-files.md)
 *   POST payout_runs/{id}/lines/{line}/settle {outcome, tracking_key?, date, reason?}   one line by hand
 *
 * A paid line pays its period through the one payment path (payPeriod, as POST payments), so retention
 * certificates and dashboards read it like any payment; a failed line keeps its period due, with the
 * bank's reason, for the next run. Each line is settled in a transaction of its own, the investment
 * locked first, and the line changes only while it is due (a conditional write), so two people settling
 * at once, or the same result uploaded twice, pay each period once. The investor hears of it by the bell
 * (in the transaction) and by SMS (after it).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { payoutRunLine } from '../../../schemas/payout-tables.ts';
import { userNotification } from '../../../schemas/user-notification.ts';
import { entities } from '../../../schemas/index.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import { writeAudit, type Actor } from '../../crud/audit.ts';
import type { Db } from '../../db/client.ts';
import { isIsoDate } from '../../domain/calendar.ts';
import { parseBankResult, type BankResult } from '../../domain/payout-bank-file.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { comparesVersion } from '../../http/record-preconditions.ts';
import { msg, renderMessage, textIn, type Localized } from '../../i18n/localized.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { detailRepository, lockInvestmentsOf } from './investments-store.ts';
import { payPeriod } from './investments-payments.ts';
import { lockRun, PAYOUT_MODULE, parseRunId, runAnswer, runNotFound, staffOnly } from './payout-runs.ts';

const RESULT_BODY_LIMIT = 4 * 1024 * 1024;
/** `version`: the run's, as read; the bank's file settles each line once either way (a line no longer due is left as it is). */
const settleBody = z.strictObject({ content: z.string().max(RESULT_BODY_LIMIT), version: z.coerce.number().int().positive().optional() });
const lineBody = z.strictObject({
  outcome: z.enum(['paid', 'failed']),
  tracking_key: z.string().regex(/^[A-Za-z0-9]{1,30}$/, 'payout.trackingKey').optional(),
  date: z.string().max(10).refine(isIsoDate, 'payout.window'),
  reason: z.string().trim().min(1).max(500).optional(),
  version: z.coerce.number().int().positive().optional(),
});
const lineParams = z.object({ id: z.coerce.number().int().positive(), line: z.coerce.number().int().positive() });

type Settled = 'paid' | 'failed' | 'unchanged';
interface NoticeFacts {
  languages: Map<number, string | null>;
  keys: Map<number, string>;
}
interface Notice {
  userId: number;
  amount: string;
  currency: string;
  date: string;
  investment: string;
  key: string;
}

const money = (amount: string) => Number(amount).toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export async function payoutSettleRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const details = detailRepository(app.database);
  const U = entities.user.table;
  const I = entities.investment.table;

  /** What the investor's notice names, read once for the lines about to be settled. */
  async function noticeFacts(lines: readonly { user_id: number; investment_id: number }[]): Promise<NoticeFacts> {
    const userIds = [...new Set(lines.map((l) => l.user_id))];
    const investmentIds = [...new Set(lines.map((l) => l.investment_id))];
    const languages = userIds.length ? await db.select({ id: U.id, language: U.language }).from(U).where(inArray(U.id, userIds)) : [];
    const keys = investmentIds.length ? await db.select({ id: I.id, key: I.key }).from(I).where(inArray(I.id, investmentIds)) : [];
    return { languages: new Map(languages.map((r) => [r.id, r.language])), keys: new Map(keys.map((r) => [r.id, r.key])) };
  }

  /** One line settled in its own transaction: 'unchanged' when it was no longer due (settled by someone else, or the same result again). */
  async function settleLine(
    runId: number,
    target: { id: number; investment_detail_id: number },
    result: BankResult,
    actor: Actor,
    notices: Notice[],
    facts: NoticeFacts,
    expectedVersion?: number,
  ): Promise<{ outcome: Settled; status?: string; sameAsBefore?: boolean }> {
    return db.transaction(async (t) => {
      const tx: Db = t;
      // Parent first, as every writer of a schedule: the investment, then the period, then the line.
      await lockInvestmentsOf(tx, { id: target.investment_detail_id });
      const [line] = await tx.select().from(payoutRunLine).where(and(eq(payoutRunLine.id, target.id), eq(payoutRunLine.run_id, runId))).limit(1).for('update');
      if (!line) throw new HttpError(404, msg('payout.lineNotFound'));
      if (expectedVersion !== undefined && expectedVersion !== line.version) throw new HttpError(409, msg('http.staleVersion'), undefined, { version: line.version });
      if (line.status !== 'due') {
        const same = result.outcome === 'paid' ? line.status === 'paid' && line.tracking_key === result.trackingKey : line.status === 'failed';
        return { outcome: 'unchanged', status: line.status, sameAsBefore: same };
      }
      if (result.outcome === 'failed') {
        await tx.update(payoutRunLine).set({ status: 'failed', reason: result.reason, version: sql`${payoutRunLine.version} + 1` as never }).where(and(eq(payoutRunLine.id, line.id), eq(payoutRunLine.status, 'due')));
        await writeAudit(tx, actor, { entity: 'payout_run_line', entityId: line.id, action: 'failed', before: { status: 'due' }, after: { status: 'failed', reason: result.reason } });
        return { outcome: 'failed' };
      }
      const paid = await payPeriod(tx, details, { id: line.investment_detail_id, paidOn: result.date, actor, fromRunLine: line.id, investmentLocked: true });
      if (paid.kind !== 'paid') {
        // Paid by hand or gone meanwhile: this line pays nothing; it leaves the run saying why.
        await tx.update(payoutRunLine).set({ status: 'excluded', reason: 'alreadyPaid', version: sql`${payoutRunLine.version} + 1` as never }).where(eq(payoutRunLine.id, line.id));
        return { outcome: 'unchanged', status: 'excluded', sameAsBefore: false };
      }
      const changed = await tx
        .update(payoutRunLine)
        .set({ status: 'paid', tracking_key: result.trackingKey, paid_on: result.date, reason: null, version: sql`${payoutRunLine.version} + 1` as never })
        .where(and(eq(payoutRunLine.id, line.id), eq(payoutRunLine.status, 'due')))
        .returning({ id: payoutRunLine.id });
      // The unique live line per period and the lock make this unreachable; if it ever happens, nothing is paid.
      if (changed.length !== 1) throw new HttpError(409, msg('http.staleVersion'));
      await writeAudit(tx, actor, { entity: 'payout_run_line', entityId: line.id, action: 'paid', before: { status: 'due' }, after: { status: 'paid', tracking_key: result.trackingKey, paid_on: result.date } });
      const notice: Notice = { userId: line.user_id, amount: money(line.total), currency: line.currency, date: result.date, investment: facts.keys.get(line.investment_id) ?? '', key: result.trackingKey };
      const language = facts.languages.get(line.user_id) === 'en' ? 'en' : 'es';
      await tx.insert(userNotification).values({ user_id: line.user_id, title: renderMessage('payout.paidTitle', language), message: renderMessage('payout.paidText', language, { ...notice }) });
      notices.push(notice);
      return { outcome: 'paid' };
    });
  }

  /** The SMS after the payments committed; a phone that cannot be reached loses the SMS, never the payment (the bell has it). */
  async function sendNotices(notices: Notice[]) {
    for (const notice of notices) {
      try {
        const [investor] = await db.select({ phone: U.phone, language: U.language }).from(U).where(eq(U.id, notice.userId)).limit(1);
        if (!investor?.phone) continue;
        const text = renderMessage('payout.paidText', investor.language === 'en' ? 'en' : 'es', { ...notice });
        await app.sms.send(investor.phone, { text: `Caudal: ${text}`, purpose: 'notice' }, 'sms');
      } catch (error) {
        app.log.warn({ err: error, userId: notice.userId }, 'payout notice SMS not sent');
      }
    }
  }

  /** Once no line is due, an exported run is settled. */
  async function closeIfDone(runId: number) {
    await db.execute(sql`update payout_run set status = 'settled', settled_at = now(), version = version + 1
      where id = ${runId} and status = 'exported' and not exists (select 1 from payout_run_line where run_id = ${runId} and status = 'due')`);
  }

  async function exportedRun(id: number, version?: number) {
    const run = await db.transaction(async (tx) => lockRun(tx, id));
    if (run.status !== 'exported' && run.status !== 'settled') throw new HttpError(409, msg('payout.notExported', { status: run.status }));
    if (version !== undefined && version !== run.version) throw new HttpError(409, msg('http.staleVersion'), undefined, { version: run.version });
    return run;
  }

  app.post('/payout_runs/:id/settle', { bodyLimit: RESULT_BODY_LIMIT + 1024, config: { module: PAYOUT_MODULE, action: 'update', writes: comparesVersion('payout_run', settleBody) }, schema: { tags: ['payout_run'], summary: "Settle a payout run from the bank's result CSV: each period paid once, failed lines stay due with the bank's reason" } }, async (request, reply) => {
    staffOnly(request);
    const id = parseRunId(request);
    const parsed = settleBody.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    await exportedRun(id, parsed.data.version);
    const { rows, problems: unreadable } = parseBankResult(parsed.data.content);
    if (rows.length === 0 && unreadable.length === 0) throw unprocessable({ content: [msg('payout.resultEmpty')] });
    const lines = await db.select().from(payoutRunLine).where(eq(payoutRunLine.run_id, id));
    const byReference = new Map(lines.map((line) => [line.reference, line]));
    const problems: Localized[] = unreadable.map((p) => msg('payout.unreadable', { line: String(p.line), problem: p.problem }));
    const counts = { paid: 0, failed: 0, unchanged: 0 };
    const notices: Notice[] = [];
    const facts = await noticeFacts(lines);
    const rowNumbers = new Map<BankResult, number>();
    rows.forEach((row, index) => rowNumbers.set(row, index + 2));
    for (const row of rows) {
      const lineNumber = String(rowNumbers.get(row));
      const line = byReference.get(row.reference);
      if (!line) {
        problems.push(msg('payout.unknownReference', { line: lineNumber, reference: String(row.reference) }));
        continue;
      }
      if (line.clabe !== row.clabe || line.total !== row.amount) {
        problems.push(msg('payout.mismatch', { line: lineNumber, reference: String(row.reference) }));
        continue;
      }
      const settled = await settleLine(id, line, row, request.actor, notices, facts);
      counts[settled.outcome]++;
      if (settled.outcome === 'unchanged' && !settled.sameAsBefore) problems.push(msg('payout.lineClosed', { line: lineNumber, reference: String(row.reference), status: settled.status ?? '' }));
    }
    await closeIfDone(id);
    app.background.afterReply(reply, () => sendNotices(notices));
    const language = requestLanguage(request);
    return { data: { ...counts, problems: problems.map((p) => textIn(p, language)), run: await runAnswer(app, request, id) } };
  });

  app.post('/payout_runs/:id/lines/:line/settle', { config: { module: PAYOUT_MODULE, action: 'update', writes: comparesVersion('payout_run_line', lineBody) }, schema: { tags: ['payout_run'], summary: 'Settle one line of a payout run by hand: paid with its tracking key and date, or failed with the reason' } }, async (request: FastifyRequest, reply) => {
    staffOnly(request);
    const params = lineParams.safeParse(request.params);
    if (!params.success) throw runNotFound();
    const parsed = lineBody.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const body = parsed.data;
    if (body.outcome === 'paid' && !body.tracking_key) throw unprocessable({ tracking_key: [msg('payout.trackingKey')] });
    await exportedRun(params.data.id);
    const [line] = await db.select().from(payoutRunLine).where(and(eq(payoutRunLine.id, params.data.line), eq(payoutRunLine.run_id, params.data.id))).limit(1);
    if (!line) throw new HttpError(404, msg('payout.lineNotFound'));
    const result: BankResult = body.outcome === 'paid'
      ? { reference: line.reference, clabe: line.clabe, amount: line.total, outcome: 'paid', trackingKey: body.tracking_key!.toUpperCase(), date: body.date }
      : { reference: line.reference, clabe: line.clabe, amount: line.total, outcome: 'failed', reason: body.reason ?? 'RECHAZADA', date: body.date };
    const notices: Notice[] = [];
    const settled = await settleLine(params.data.id, line, result, request.actor, notices, await noticeFacts([line]), body.version);
    await closeIfDone(params.data.id);
    app.background.afterReply(reply, () => sendNotices(notices));
    if (settled.outcome === 'unchanged' && !settled.sameAsBefore) throw new HttpError(409, msg('payout.lineClosed', { line: '1', reference: String(line.reference), status: settled.status ?? '' }));
    return { data: { outcome: settled.outcome, run: await runAnswer(app, request, params.data.id) } };
  });

}
