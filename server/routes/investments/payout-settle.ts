/**
 * Settling a payout run from the bank's answer (docs/decisions/251):
 *
 *   POST payout_runs/{id}/settle {content}   the bank's result CSV (docs/payout-bank-files.md)
 *   POST payout_runs/{id}/lines/{line}/settle {outcome, tracking_key?, date, reason?}   one line by hand
 *
 * A paid line pays its period through the one payment path (payPeriods, the batch form of payPeriod that
 * POST payments takes), so retention certificates and dashboards read it like any payment; a failed line
 * keeps its period due, with the bank's reason, for the next run. Lines already settled are answered from
 * one read, before any transaction; the rest are settled in batches of SETTLE_BATCH, a transaction each,
 * the investments locked first, and a line changes only while it is due (a conditional write), so two
 * people settling at once, or the same result uploaded twice, pay each period once (docs/decisions/251,
 * 253). The investor hears of it by the bell (in the transaction) and by SMS (after the answer).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { payoutRunLine } from '../../../schemas/payout-tables.ts';
import { entities } from '../../../schemas/index.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import { writeAudits, type Actor } from '../../crud/audit.ts';
import type { Db } from '../../db/client.ts';
import { isIsoDate } from '../../domain/calendar.ts';
import { parseBankResult, type BankResult } from '../../domain/payout-bank-file.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { comparesVersion } from '../../crud/record-preconditions.ts';
import { msg, renderMessage, textIn, type Localized } from '../../i18n/localized.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { detailRepository, detailTable } from '../../investments/investments-store.ts';
import { payPeriods } from './investments-payments.ts';
import { rowsOf } from './payout-store.ts';
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
type Outcome = { outcome: Settled; status?: string; sameAsBefore?: boolean };
type PaidResult = Extract<BankResult, { outcome: 'paid' }>;
type LineRecord = typeof payoutRunLine.$inferSelect;
interface Target {
  line: LineRecord;
  result: BankResult;
}
/** Lines settled per transaction: large enough that 5,000 lines take a few seconds, small enough that a lock is held briefly. */
const SETTLE_BATCH = 250;

/** A line no longer due: 'unchanged', and whether the result says what it already holds (else a problem to show). */
function closedOutcome(line: LineRecord, result: BankResult): Outcome {
  const same = result.outcome === 'paid' ? line.status === 'paid' && line.tracking_key === result.trackingKey : line.status === 'failed';
  return { outcome: 'unchanged', status: line.status, sameAsBefore: same };
}

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

  /**
   * A batch of lines settled in one transaction (docs/decisions/253): the investments locked first, in
   * ascending ids in one statement (as every writer of a schedule, decision 105), then the lines, then
   * the periods; a line changes only while it is due (conditional writes), so the same result again, or
   * a second person settling at once, finds it settled and answers 'unchanged'. Set-based: a handful of
   * statements per batch whatever its size; nothing in it waits on the network.
   */
  async function settleBatch(runId: number, targets: readonly Target[], actor: Actor, notices: Notice[], facts: NoticeFacts, expectedVersion?: number): Promise<Map<number, Outcome>> {
    const told: Notice[] = [];
    const outcomes = await db.transaction(async (t) => {
      const tx: Db = t;
      const outcomes = new Map<number, Outcome>();
      const lineIds = targets.map((target) => target.line.id);
      const detailIds = targets.map((target) => target.line.investment_detail_id);
      const parents = tx.select({ id: detailTable.investment_id }).from(detailTable).where(inArray(detailTable.id, detailIds));
      await tx.select({ id: I.id }).from(I).where(inArray(I.id, parents)).orderBy(asc(I.id)).for('update');
      const locked = await tx.select().from(payoutRunLine).where(and(inArray(payoutRunLine.id, lineIds), eq(payoutRunLine.run_id, runId))).orderBy(asc(payoutRunLine.id)).for('update');
      const current = new Map(locked.map((line) => [line.id, line]));
      const failed: { id: number; reason: string }[] = [];
      const toPay: Target[] = [];
      for (const target of targets) {
        const line = current.get(target.line.id);
        if (!line) throw new HttpError(404, msg('payout.lineNotFound'));
        if (expectedVersion !== undefined && expectedVersion !== line.version) throw new HttpError(409, msg('http.staleVersion'), undefined, { version: line.version });
        if (line.status !== 'due') outcomes.set(line.id, closedOutcome(line, target.result));
        else if (target.result.outcome === 'failed') failed.push({ id: line.id, reason: target.result.reason });
        else toPay.push({ line, result: target.result });
      }
      if (failed.length > 0) {
        const changed = rowsOf<{ id: number }>(await tx.execute(sql`update payout_run_line l set status = 'failed', reason = v.reason, version = l.version + 1
          from jsonb_to_recordset(${JSON.stringify(failed)}::jsonb) as v(id bigint, reason text) where l.id = v.id and l.status = 'due' returning l.id::int as id`));
        if (changed.length !== failed.length) throw new HttpError(409, msg('http.staleVersion'));
        await writeAudits(tx, actor, failed.map((f) => ({ entity: 'payout_run_line', entityId: f.id, action: 'failed', before: { status: 'due' }, after: { status: 'failed', reason: f.reason } })));
        for (const f of failed) outcomes.set(f.id, { outcome: 'failed' });
      }
      // Each period paid through the one payment path's batch form: a period paid by hand or gone meanwhile is not paid again.
      const paid = await payPeriods(tx, details, toPay.map((target) => ({ id: target.line.investment_detail_id, paidOn: target.result.date })), actor);
      const gone = toPay.filter((target) => !paid.has(target.line.investment_detail_id));
      const paying = toPay.filter((target) => paid.has(target.line.investment_detail_id));
      if (gone.length > 0) {
        // This line pays nothing; it leaves the run saying why.
        await tx.update(payoutRunLine).set({ status: 'excluded', reason: 'alreadyPaid', version: sql`${payoutRunLine.version} + 1` as never }).where(inArray(payoutRunLine.id, gone.map((target) => target.line.id)));
        for (const target of gone) outcomes.set(target.line.id, { outcome: 'unchanged', status: 'excluded', sameAsBefore: false });
      }
      if (paying.length > 0) {
        const values = paying.map(({ line, result }) => ({ id: line.id, tracking_key: (result as PaidResult).trackingKey, paid_on: result.date }));
        const changed = rowsOf<{ id: number }>(await tx.execute(sql`update payout_run_line l set status = 'paid', tracking_key = v.tracking_key, paid_on = v.paid_on, reason = null, version = l.version + 1
          from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id bigint, tracking_key text, paid_on date) where l.id = v.id and l.status = 'due' returning l.id::int as id`));
        // The unique live line per period and the locks make this unreachable; if it ever happens, the batch pays nothing.
        if (changed.length !== paying.length) throw new HttpError(409, msg('http.staleVersion'));
        await writeAudits(tx, actor, values.map((v) => ({ entity: 'payout_run_line', entityId: v.id, action: 'paid', before: { status: 'due' }, after: { status: 'paid', tracking_key: v.tracking_key, paid_on: v.paid_on } })));
        const bells: { user_id: number; title: string; message: string }[] = [];
        for (const { line, result } of paying) {
          const notice: Notice = { userId: line.user_id, amount: money(line.total), currency: line.currency, date: result.date, investment: facts.keys.get(line.investment_id) ?? '', key: (result as PaidResult).trackingKey };
          const language = facts.languages.get(line.user_id) === 'en' ? 'en' : 'es';
          bells.push({ user_id: line.user_id, title: renderMessage('payout.paidTitle', language), message: renderMessage('payout.paidText', language, { ...notice }) });
          told.push(notice);
          outcomes.set(line.id, { outcome: 'paid' });
        }
        await tx.execute(sql`insert into user_notification (user_id, title, message)
          select b.user_id, b.title, b.message from jsonb_to_recordset(${JSON.stringify(bells)}::jsonb) as b(user_id int, title varchar, message varchar)`);
      }
      return outcomes;
    });
    // Told by SMS only once the payments committed.
    notices.push(...told);
    return outcomes;
  }

  /** The SMS after the payments committed; a phone that cannot be reached loses the SMS, never the payment (the bell has it). */
  async function sendNotices(notices: Notice[]) {
    if (notices.length === 0) return;
    const userIds = [...new Set(notices.map((n) => n.userId))];
    const investors = new Map((await db.select({ id: U.id, phone: U.phone, language: U.language }).from(U).where(inArray(U.id, userIds))).map((u) => [u.id, u]));
    for (const notice of notices) {
      try {
        const investor = investors.get(notice.userId);
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
    // Problems in the order of the file's rows, whichever step found them.
    const found: { at: number; problem: Localized }[] = unreadable.map((p) => ({ at: p.line, problem: msg('payout.unreadable', { line: String(p.line), problem: p.problem }) }));
    const counts = { paid: 0, failed: 0, unchanged: 0 };
    const notices: Notice[] = [];
    // The SMS go once the answer has left, whatever happened after the batches that committed.
    app.background.afterReply(reply, () => sendNotices(notices));
    interface Pending {
      target: Target;
      at: number;
    }
    const record = (outcome: Outcome, { target, at }: Pending) => {
      counts[outcome.outcome]++;
      if (outcome.outcome === 'unchanged' && !outcome.sameAsBefore) found.push({ at, problem: msg('payout.lineClosed', { line: String(at), reference: String(target.line.reference), status: outcome.status ?? '' }) });
    };
    const due: Pending[] = [];
    const repeated: Pending[] = [];
    const seen = new Set<number>();
    rows.forEach((row, index) => {
      const at = index + 2;
      const line = byReference.get(row.reference);
      if (!line) found.push({ at, problem: msg('payout.unknownReference', { line: String(at), reference: String(row.reference) }) });
      else if (line.clabe !== row.clabe || line.total !== row.amount) found.push({ at, problem: msg('payout.mismatch', { line: String(at), reference: String(row.reference) }) });
      else if (seen.has(line.id)) repeated.push({ target: { line, result: row }, at });
      // A line already settled is answered from what was read, before any transaction (decision 253).
      else if ((seen.add(line.id), line.status !== 'due')) record(closedOutcome(line, row), { target: { line, result: row }, at });
      else due.push({ target: { line, result: row }, at });
    });
    const facts = await noticeFacts(due.map((p) => p.target.line));
    for (let i = 0; i < due.length; i += SETTLE_BATCH) {
      const batch = due.slice(i, i + SETTLE_BATCH);
      const outcomes = await settleBatch(id, batch.map((p) => p.target), request.actor, notices, facts);
      for (const pending of batch) record(outcomes.get(pending.target.line.id)!, pending);
    }
    if (repeated.length > 0) {
      // The same reference twice in one file: the second row meets what the first one did.
      const now = new Map((await db.select().from(payoutRunLine).where(inArray(payoutRunLine.id, repeated.map((p) => p.target.line.id)))).map((line) => [line.id, line]));
      for (const pending of repeated) record(closedOutcome(now.get(pending.target.line.id)!, pending.target.result), pending);
    }
    await closeIfDone(id);
    const language = requestLanguage(request);
    const problems = found.sort((a, b) => a.at - b.at).map((p) => textIn(p.problem, language));
    return { data: { ...counts, problems, run: await runAnswer(app, request, id) } };
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
    app.background.afterReply(reply, () => sendNotices(notices));
    const outcomes = await settleBatch(params.data.id, [{ line, result }], request.actor, notices, await noticeFacts([line]), body.version);
    const settled = outcomes.get(line.id)!;
    await closeIfDone(params.data.id);
    if (settled.outcome === 'unchanged' && !settled.sameAsBefore) throw new HttpError(409, msg('payout.lineClosed', { line: '1', reference: String(line.reference), status: settled.status ?? '' }));
    return { data: { outcome: settled.outcome, run: await runAnswer(app, request, params.data.id) } };
  });

}
