/**
 * The investors' monthly payout run on Inversiones › Pagos (docs/decisions/250):
 *
 *   GET  payout_runs                 the latest runs with their totals per currency
 *   POST payout_runs {from?, to?}    prepares the periods due in the window (default: this month in Mexico
 *        City) across every investor: one line per payable period, the rest listed with their reason.
 *        Nothing is paid by preparing.
 *   GET  payout_runs/{id}            the run, its lines and the periods left out
 *   POST payout_runs/{id}/approve {version}           by someone other than the preparer (`root` on the module)
 *   POST payout_runs/{id}/reject {version, reason}    the same; its lines leave it, their periods free for another run
 *
 * The bank file and the settlement are in payout-files.ts and payout-settle.ts. Every run holds every
 * investor's data: owner-scoped roles never read it, whatever the permission grid says.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { payoutRun, payoutRunLine } from '../../../schemas/payout-tables.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import { writeAudit } from '../../crud/audit.ts';
import type { Db } from '../../db/client.ts';
import { OWNER_SCOPED_ROLES } from '../../auth/access.ts';
import { daysBetween, isIsoDate, todayInMexicoCity } from '../../domain/calendar.ts';
import { monthWindow } from '../../domain/payout-bank-file.ts';
import { forbidden, HttpError, unprocessable } from '../../http/errors.ts';
import { comparesVersion } from '../../crud/record-preconditions.ts';
import { msg, renderMessage } from '../../i18n/localized.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import type { PayoutRunAnswer, WithReasonText } from '../../../schemas/payout.ts';
import { insertRun, listRuns, readRun, runLines, splitWindow, windowPeriods, type LineRow } from './payout-store.ts';

export const PAYOUT_MODULE = '/inversiones/pagos';
const tags = ['payout_run'];
const MAX_WINDOW_DAYS = 92;

const dateText = z.string().max(10).refine(isIsoDate, 'payout.window');
const prepareBody = z.strictObject({ from: dateText.optional(), to: dateText.optional() });
const versionBody = z.strictObject({ version: z.coerce.number().int().positive() });
const rejectBody = z.strictObject({ version: z.coerce.number().int().positive(), reason: z.string().trim().min(1, 'payout.rejectReason').max(500, 'payout.rejectReason') });
export const runParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 53 - 1) });

/** Runs name every investor's account: staff only, never an investor or client (whatever their grid says). */
export function staffOnly(request: FastifyRequest): void {
  if (OWNER_SCOPED_ROLES.has(request.session?.user.role_id ?? 0)) throw forbidden();
}

export function runNotFound(): HttpError {
  return new HttpError(404, msg('payout.notFound'));
}

export function parseRunId(request: FastifyRequest): number {
  const parsed = runParams.safeParse(request.params);
  if (!parsed.success) throw runNotFound();
  return parsed.data.id;
}

/** The reasons in the reader's words, beside their codes. */
export function withReasonTexts<T extends { reason: string | null; status?: string }>(rows: readonly T[], request: FastifyRequest): (T & { reason_text: string | null })[] {
  const language = requestLanguage(request);
  const text = (reason: string | null) => (reason && /^[a-zA-Z]+$/.test(reason) && `payout.reason.${reason}` in REASON_KEYS ? renderMessage(`payout.reason.${reason}` as never, language) : reason);
  return rows.map((row) => ({ ...row, reason_text: text(row.reason) }));
}
const REASON_KEYS: Record<string, true> = Object.fromEntries(['noClabe', 'bankChangePending', 'investmentClosed', 'alreadyPaid', 'inAnotherRun', 'bankChanged', 'runRejected'].map((r) => [`payout.reason.${r}`, true]));

export async function runAnswer(app: FastifyInstance, request: FastifyRequest, id: number): Promise<PayoutRunAnswer & { lines: WithReasonText<LineRow>[] }> {
  const run = await readRun(app.database, id);
  if (!run) throw runNotFound();
  return { ...run, left_out: withReasonTexts(run.left_out, request), lines: withReasonTexts(await runLines(app.database.db, id), request) };
}

/** The run locked for the rest of the transaction, or a 404. */
export async function lockRun(tx: Db, id: number) {
  const [run] = await tx.select().from(payoutRun).where(eq(payoutRun.id, id)).limit(1).for('update');
  if (!run) throw runNotFound();
  return run;
}

function staleRun(version: number): HttpError {
  return new HttpError(409, msg('http.staleVersion'), undefined, { version });
}

export async function payoutRunRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/payout_runs', { config: { module: PAYOUT_MODULE, action: 'read' }, schema: { tags, summary: 'The latest payout runs with their totals per currency' } }, async (request) => {
    staffOnly(request);
    const result = await listRuns(app.database);
    return { data: { result, total: result.length } };
  });

  app.get('/payout_runs/:id', { config: { module: PAYOUT_MODULE, action: 'read' }, schema: { tags, summary: 'A payout run, its lines and the periods left out with their reasons' } }, async (request) => {
    staffOnly(request);
    return { data: await runAnswer(app, request, parseRunId(request)) };
  });

  app.post('/payout_runs', { config: { module: PAYOUT_MODULE, action: 'create', writes: 'none' }, schema: { tags, summary: 'Prepare the payout run of the periods due in a window (default: this month, Mexico City)' } }, async (request, reply) => {
    staffOnly(request);
    const parsed = prepareBody.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const month = monthWindow(todayInMexicoCity(new Date()));
    const from = parsed.data.from ?? month.from;
    const to = parsed.data.to ?? (parsed.data.from ? monthWindow(parsed.data.from).to : month.to);
    if (to < from || daysBetween(from, to) > MAX_WINDOW_DAYS) throw unprocessable({ to: [msg('payout.window')] });
    const preparedBy = request.actor.userId!;
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const { lines, leftOut } = splitWindow(await windowPeriods(tx, from, to));
        if (lines.length === 0) throw new HttpError(422, msg('payout.nothingToPay'), undefined, { left_out: withReasonTexts(leftOut, request) });
        const runId = await insertRun(tx, { from, to, preparedBy, leftOut }, lines);
        await writeAudit(tx, request.actor, { entity: 'payout_run', entityId: runId, action: 'create', after: { window_from: from, window_to: to, lines: lines.length, left_out: leftOut.length } });
        return runId;
      });
    } catch (error) {
      // Two people preparing at once: the unique live line per period lets one of them through.
      if (isUniqueViolation(error, 'payout_run_line_period_live_uq')) throw new HttpError(409, msg('payout.preparedMeanwhile'));
      throw error;
    }
    reply.code(201);
    return { data: await runAnswer(app, request, id) };
  });

  const decide = (decision: 'approved' | 'rejected') => async (request: FastifyRequest) => {
    staffOnly(request);
    const id = parseRunId(request);
    const parsed = (decision === 'approved' ? versionBody : rejectBody).safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const me = request.actor.userId!;
    await db.transaction(async (tx) => {
      const run = await lockRun(tx, id);
      if (run.prepared_by === me) throw new HttpError(403, msg('payout.ownRun'));
      if (run.status !== 'prepared') throw new HttpError(409, msg('payout.notPrepared', { status: run.status }));
      if (run.version !== parsed.data.version) throw staleRun(run.version);
      // Conditional on the state read: of two deciding at once, the second changes nothing and hears 409.
      const changed = await tx
        .update(payoutRun)
        .set({ status: decision, approved_by: me, approved_at: sql`now()` as never, reject_reason: 'reason' in parsed.data ? String(parsed.data.reason) : null, version: sql`${payoutRun.version} + 1` as never })
        .where(and(eq(payoutRun.id, id), eq(payoutRun.status, 'prepared'), eq(payoutRun.version, parsed.data.version), ne(payoutRun.prepared_by, me)))
        .returning({ id: payoutRun.id });
      if (changed.length !== 1) throw new HttpError(409, msg('payout.notPrepared', { status: run.status }));
      if (decision === 'rejected') {
        await tx.update(payoutRunLine).set({ status: 'excluded', reason: 'runRejected', version: sql`${payoutRunLine.version} + 1` as never }).where(and(eq(payoutRunLine.run_id, id), eq(payoutRunLine.status, 'due')));
      }
      await writeAudit(tx, request.actor, { entity: 'payout_run', entityId: id, action: decision === 'approved' ? 'approve' : 'reject', before: { status: run.status }, after: { status: decision } });
    });
    return { data: await runAnswer(app, request, id) };
  };

  app.post('/payout_runs/:id/approve', { config: { module: PAYOUT_MODULE, action: 'root', writes: comparesVersion('payout_run', versionBody) }, schema: { tags, summary: 'Approve a prepared payout run (someone other than its preparer); its amounts and accounts are frozen' } }, decide('approved'));
  app.post('/payout_runs/:id/reject', { config: { module: PAYOUT_MODULE, action: 'root', writes: comparesVersion('payout_run', rejectBody) }, schema: { tags, summary: 'Reject a prepared payout run (someone other than its preparer), with the reason' } }, decide('rejected'));
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined, depth = 0; current && depth < 4; current = current.cause as typeof current, depth++) {
    if (current.code === '23505' && ((current.constraint ?? '') === constraint || (current.message ?? '').includes(constraint))) return true;
  }
  return false;
}
