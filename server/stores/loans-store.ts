/**
 * The loan routes' reads and writes of loans and their details. Every write leaves its audit row in
 * the caller's transaction.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { entities } from '../../schemas/index.ts';
import type { RowOf } from '../../schemas/framework/define-entity.ts';
import type { Actor } from '../crud/audit.ts';
import { writeAudit } from '../crud/audit.ts';
import { raisedVersion, Repository, type Row } from '../crud/repository.ts';
import type { Database, Db } from '../db/client.ts';
import { todayInMexicoCity } from '../domain/calendar.ts';
import { notFound } from '../http/errors.ts';

export const loanTable = entities.loan.table;
export const detailTable = entities.loan_detail.table;
export const customerTable = entities.customer.table;
export const currencyTable = entities.currency.table;
export const invoiceTable = entities.invoices.table;

/** A loan as stored: the declaration's row (a Row too, for the audit and the generic repository). */
export type LoanRecord = RowOf<typeof entities.loan> & Row;

/** The business day the rules compare against (DOMAIN.md: expired means before today in Mexico City). */
export const businessToday = () => todayInMexicoCity(new Date());

export function loanRepositories(database: Database) {
  return {
    loans: new Repository(entities.loan, database),
    details: new Repository(entities.loan_detail, database),
    invoices: new Repository(entities.invoices, database),
  };
}

/** The loan, locked for the transaction, within the caller's row-level scope; 404 otherwise. */
export async function lockLoan(tx: Db, id: number, scope: SQL | undefined): Promise<LoanRecord> {
  const rows = await tx.select().from(loanTable).where(and(eq(loanTable.id, id), scope)).limit(1).for('update');
  if (!rows[0]) throw notFound('loan');
  return rows[0];
}

/** A loan detail as stored. */
export type DetailRecord = RowOf<typeof entities.loan_detail> & Row;

export async function detailsOf(tx: Db, loanId: number): Promise<DetailRecord[]> {
  const rows = await tx.select().from(detailTable).where(eq(detailTable.loan_id, loanId)).orderBy(asc(detailTable.date_doc), asc(detailTable.id));
  return rows;
}

/** Changes a detail and records before and after. */
export async function updateDetail(tx: Db, actor: Actor, before: Row, changes: Row, action = 'update'): Promise<Row> {
  const [after] = await tx.update(detailTable).set({ ...changes, updated_at: new Date(), version: raisedVersion(detailTable) }).where(eq(detailTable.id, before.id as number)).returning();
  await writeAudit(tx, actor, { entity: 'loan_detail', entityId: before.id as number, action, before, after });
  return after as Row;
}

export async function deleteDetail(tx: Db, actor: Actor, before: Row): Promise<void> {
  await tx.delete(detailTable).where(eq(detailTable.id, before.id as number));
  await writeAudit(tx, actor, { entity: 'loan_detail', entityId: before.id as number, action: 'delete', before });
}
