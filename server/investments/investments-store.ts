/**
 * The investment book's SQL: an investment with its schedule (investment details), locked, read and
 * changed inside one transaction with an audit row per changed record. The generic repository covers
 * single records; this file covers what spans the two tables.
 */
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { RowOf } from '../../schemas/framework/define-entity.ts';
import { entities } from '../../schemas/index.ts';
import { writeAudit, type Actor } from '../crud/audit.ts';
import { Repository, type Row } from '../crud/repository.ts';
import type { Database, Db } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import { payoutRunLine } from '../../schemas/payout-tables.ts';

export const investmentTable = entities.investment.table;
export const detailTable = entities.investment_detail.table;

/** A payment (investment detail) as stored: the declaration's row. */
export type DetailRow = RowOf<typeof entities.investment_detail> & Row;

/** An investment as stored: the declaration's row. */
export type InvestmentRow = RowOf<typeof entities.investment> & Row;

export function investmentRepository(database: Database) {
  return new Repository(entities.investment, database);
}

export function detailRepository(database: Database) {
  return new Repository(entities.investment_detail, database);
}

/** The investment, locked for the rest of the transaction; 404 when it does not exist or is not the caller's. */
export async function lockInvestment(tx: Db, id: number, scope?: SQL): Promise<InvestmentRow> {
  const [row] = await tx.select().from(investmentTable).where(and(eq(investmentTable.id, id), scope)).limit(1).for('update');
  if (!row) throw notFound('investment');
  return row;
}

/**
 * Locks the investments a payment write touches, before the payment itself: every writer of an
 * investment's schedule (close, pay, edit, delete) takes the investment first, so a close and a payment
 * on two servers wait for each other instead of deadlocking or deleting what the other just paid.
 * Ascending ids: a payment moved between two investments locks them in the order any other writer does.
 */
export async function lockInvestmentsOf(tx: Db, target: { id?: number; data?: Row }): Promise<void> {
  const ids = new Set<number>();
  if (target.id !== undefined) {
    const [current] = await tx.select({ investment_id: detailTable.investment_id }).from(detailTable).where(eq(detailTable.id, target.id)).limit(1);
    if (current) ids.add(current.investment_id);
  }
  const moved = Number(target.data?.investment_id);
  if (Number.isSafeInteger(moved) && moved > 0) ids.add(moved);
  if (ids.size === 0) return;
  await tx.select({ id: investmentTable.id }).from(investmentTable).where(inArray(investmentTable.id, [...ids].sort((a, b) => a - b))).orderBy(asc(investmentTable.id)).for('update');
}

/** Its schedule in payment order; soft-deleted details only when asked for. */
export async function scheduleOf(tx: Db, investmentId: number, options: { withDeleted?: boolean } = {}): Promise<DetailRow[]> {
  const rows = await tx
    .select()
    .from(detailTable)
    .where(and(eq(detailTable.investment_id, investmentId), options.withDeleted ? undefined : isNull(detailTable.deleted_at)))
    .orderBy(asc(detailTable.date_payment), asc(detailTable.id));
  return rows;
}

export async function insertDetails(database: Database, tx: Db, actor: Actor, investmentId: number, details: readonly object[]): Promise<void> {
  const repository = detailRepository(database);
  for (const detail of details) await repository.create({ ...detail, investment_id: investmentId }, actor, tx);
}

/** Removes details for good (a schedule replaced or cut short), each leaving its audit row. */
export async function deleteDetails(tx: Db, actor: Actor, details: DetailRow[]): Promise<void> {
  if (details.length === 0) return;
  const ids = details.map((d) => d.id);
  // A period a payout run still means to pay is not removed under it (docs/decisions/250): reject or settle the run first.
  const [due] = await tx.select({ run_id: payoutRunLine.run_id }).from(payoutRunLine).where(and(inArray(payoutRunLine.investment_detail_id, ids), inArray(payoutRunLine.status, ['due', 'paid']))).limit(1);
  if (due) throw new HttpError(409, msg('payout.inRun', { run: String(due.run_id) }));
  // Lines that failed or were taken out are history of the period; the audit trail keeps them.
  await tx.delete(payoutRunLine).where(inArray(payoutRunLine.investment_detail_id, ids));
  await tx.delete(detailTable).where(inArray(detailTable.id, details.map((d) => d.id)));
  for (const before of details) await writeAudit(tx, actor, { entity: entities.investment_detail.name, entityId: before.id, action: 'delete', before });
}

/** Deletes an investment whose schedule is already gone. */
export async function deleteInvestment(tx: Db, actor: Actor, before: InvestmentRow): Promise<void> {
  await tx.delete(investmentTable).where(eq(investmentTable.id, before.id));
  await writeAudit(tx, actor, { entity: entities.investment.name, entityId: before.id, action: 'delete', before });
}
