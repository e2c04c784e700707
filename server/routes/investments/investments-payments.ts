/**
 * Payments (spec section 7: "payments: list and create"). A payment is a scheduled investment detail
 * that has been paid (docs/decisions/008-investment-payments-and-schedule.md): GET payments lists
 * the paid details with the list grammar; POST payments {investment_detail_id, paid_at?} pays one.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { payoutRunLine } from '../../../schemas/payout-tables.ts';
import { writeAudits, type Actor } from '../../crud/audit.ts';
import type { Repository, Row } from '../../crud/repository.ts';
import { z } from 'zod';
import { entities } from '../../../schemas/index.ts';
import { isRealDate } from '../../../schemas/framework/validation.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { STATUS } from '../../../schemas/status.ts';
import { parseListQuery } from '../../crud/list-query.ts';
import type { Db } from '../../db/client.ts';
import { todayInMexicoCity } from '../../domain/calendar.ts';
import { conflict, HttpError, unprocessable } from '../../http/errors.ts';
import { detailRepository, detailTable, lockInvestmentsOf, type DetailRow } from '../../investments/investments-store.ts';
import { msg } from '../../i18n/localized.ts';
import { sharedMessage } from '../../../schemas/framework/validation.ts';
import { assertReadVersion, bodyIds } from '../../crud/record-preconditions.ts';

const entity = entities.investment_detail;
const config = (action: string) => ({ module: entity.module, action, entity: entity.name });

const paymentBody = z.strictObject({
  investment_detail_id: z.union([z.number(), z.string()], { error: MESSAGES.required }).transform((v, ctx) => {
    const id = Number(v);
    if (!Number.isSafeInteger(id) || id < 1) ctx.addIssue({ code: 'custom', message: MESSAGES.reference });
    return id;
  }),
  paid_at: z.string({ error: MESSAGES.date }).refine(isRealDate, MESSAGES.date).optional(),
});

export type PayOutcome = { kind: 'paid'; row: Row } | { kind: 'missing' } | { kind: 'alreadyPaid'; detail: DetailRow } | { kind: 'inRun'; runId: number };

/**
 * Pays one period (an investment detail): the one path every payment takes, by hand (POST payments) or
 * settling a payout run, so retention certificates and dashboards read them alike. Locks the
 * investment first, as closing it does (a close on another server waits, or this payment waits for it),
 * then the detail; a period already paid is never paid again. A period in a payout run still due is paid
 * only by settling that run (`fromRunLine` names the line doing it).
 */
export async function payPeriod(
  tx: Db,
  details: Repository,
  options: { id: number; paidOn: string; actor: Actor; scope?: SQL; check?: (detail: DetailRow) => void; fromRunLine?: number; investmentLocked?: boolean },
): Promise<PayOutcome> {
  const { id } = options;
  if (!options.investmentLocked) await lockInvestmentsOf(tx, { id });
  const [detail] = (await tx.select().from(detailTable).where(and(eq(detailTable.id, id), isNull(detailTable.deleted_at), options.scope)).limit(1).for('update')) as DetailRow[];
  if (!detail) return { kind: 'missing' };
  options.check?.(detail);
  if (detail.paid_at !== null) return { kind: 'alreadyPaid', detail };
  const [inRun] = await tx
    .select({ id: payoutRunLine.id, run_id: payoutRunLine.run_id })
    .from(payoutRunLine)
    .where(and(eq(payoutRunLine.investment_detail_id, id), eq(payoutRunLine.status, 'due')))
    .limit(1);
  if (inRun && inRun.id !== options.fromRunLine) return { kind: 'inRun', runId: inRun.run_id };
  return { kind: 'paid', row: await details.update(id, { paid_at: options.paidOn, status_id: STATUS.paid }, options.actor, { tx }) };
}

/**
 * Pays many periods in the caller's transaction, their investments already locked by the caller (the
 * payout run's settlement, docs/decisions/253): for each period what payPeriod writes to it (paid_at,
 * status Pagado, the version raised, updated_at, one audit row with before and after), in a statement
 * per distinct date plus one for the audit rows, whatever their number (the audit rows as one JSON parameter). A period already paid, deleted
 * or missing is not touched and not in the answer (the caller says why). The investment itself is not
 * rewritten: paying changes none of the totals payPeriod's hook writes to it (days, interest, ISR,
 * total), so only the version and an audit row of the same figures would differ.
 */
export async function payPeriods(tx: Db, details: Repository, periods: readonly { id: number; paidOn: string }[], actor: Actor): Promise<Map<number, Row>> {
  const paid = new Map<number, Row>();
  if (periods.length === 0) return paid;
  const ids = periods.map((p) => p.id);
  const before = (await tx.select().from(detailTable).where(and(inArray(detailTable.id, ids), isNull(detailTable.deleted_at), isNull(detailTable.paid_at))).orderBy(asc(detailTable.id)).for('update')) as Row[];
  const payable = new Map(before.map((row) => [row.id as number, details.serialize(row)]));
  const byDate = new Map<string, number[]>();
  for (const p of periods) if (payable.has(p.id)) (byDate.get(p.paidOn) ?? byDate.set(p.paidOn, []).get(p.paidOn)!).push(p.id);
  for (const [paidOn, dateIds] of byDate) {
    // clock_timestamp(): the moment of the write, after the locks, so a statement made before it reads as made before it (decision 255).
    const rows = await tx
      .update(detailTable)
      .set({ paid_at: paidOn, status_id: STATUS.paid, updated_at: sql`clock_timestamp()` as never, version: sql`${detailTable.version} + 1` as never })
      .where(and(inArray(detailTable.id, dateIds), isNull(detailTable.paid_at), isNull(detailTable.deleted_at)))
      .returning();
    for (const row of rows) paid.set(row.id, details.serialize(row as Row));
  }
  await writeAudits(tx, actor, [...paid].map(([id, after]) => ({ entity: 'investment_detail', entityId: id, action: 'update', before: payable.get(id), after })));
  return paid;
}

export async function paymentRoutes(app: FastifyInstance) {
  const details = detailRepository(app.database);
  const tags = ['payments'];

  app.get('/payments', { config: config('read'), schema: { tags } }, async (request) => {
    const query = parseListQuery(entity, request.query as Record<string, unknown>);
    return { data: await details.list(query, and(isNotNull(detailTable.paid_at), app.rowScope(request, entity))) };
  });

  app.post('/payments', { config: { ...config('create'), writes: { entity: 'investment_detail', ids: bodyIds('investment_detail_id') } }, schema: { tags } }, async (request, reply) => {
    const parsed = paymentBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const keys = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? '_')];
        for (const key of keys) (errors[key] ??= []).push(issue.code === 'unrecognized_keys' ? MESSAGES.unknownField : sharedMessage(issue));
      }
      throw unprocessable(errors);
    }
    const { investment_detail_id: id, paid_at } = parsed.data;
    const scope = app.rowScope(request, entity);
    const paid = await app.database.db.transaction(async (t) => {
      const tx: Db = t;
      const outcome = await payPeriod(tx, details, { id, paidOn: paid_at ?? todayInMexicoCity(new Date()), actor: request.actor, scope, check: (detail) => assertReadVersion(request, detail) });
      if (outcome.kind === 'missing') throw unprocessable({ investment_detail_id: [MESSAGES.notFound] });
      if (outcome.kind === 'alreadyPaid') throw conflict({ investment_detail_id: [msg('investments.paymentAlreadyPaid')] });
      if (outcome.kind === 'inRun') throw new HttpError(409, msg('payout.inRun', { run: String(outcome.runId) }));
      return outcome.row;
    });
    reply.code(201);
    return { data: paid };
  });
}
