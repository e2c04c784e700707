/**
 * A period whose stamped PPD invoice still has a balance is paid only through "Registrar cobro"
 * (POST invoices/{id}/payment), which issues the payment complement SAT requires.
 * Every other path that marks a detail paid (the charges screen's "Actualizar cargo", i.e. PUT
 * loan_detail/{id} {status_id}, and closing the loan) asks here first and is refused with a message
 * that points there. Invoices without a folio fiscal (never stamped) and PUE ones take no complement.
 */
import { and, eq, inArray, isNotNull, ne, or, isNull, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { STATUS } from '../../schemas/status.ts';
import type { EntityHooks } from '../crud/hooks.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import { detailTable, invoiceTable } from '../stores/loans-store.ts';

export interface UncollectedInvoice {
  detailId: number;
  period: number | null;
  /** Serie-folio, as the invoices screen shows it. */
  number: string;
  balance: string;
}

/** The live stamped PPD income invoices of these details that complements have not paid in full. */
export async function uncollectedStampedInvoices(tx: Db, detailIds: number[]): Promise<UncollectedInvoice[]> {
  if (detailIds.length === 0) return [];
  const complements = sql<string>`coalesce((select sum(p.total) from ${invoiceTable} p where p.related_invoice_id = ${invoiceTable.id} and p.cfdi_type = 'P' and p.status <> 'cancelled'), 0)::text`;
  const rows = await tx
    .select({ detailId: invoiceTable.loan_detail_id, period: detailTable.period, serie: invoiceTable.serie, folio: invoiceTable.folio, total: invoiceTable.total, paid: complements })
    .from(invoiceTable)
    .innerJoin(detailTable, eq(detailTable.id, invoiceTable.loan_detail_id))
    .where(
      and(
        inArray(invoiceTable.loan_detail_id, detailIds),
        isNotNull(invoiceTable.uuid),
        inArray(invoiceTable.status, ['stamped', 'cancellation_pending']),
        or(isNull(invoiceTable.cfdi_type), eq(invoiceTable.cfdi_type, 'I')),
        or(isNull(invoiceTable.payment_method), ne(invoiceTable.payment_method, 'PUE')),
      ),
    );
  return rows
    .map((row) => ({ detailId: row.detailId, period: row.period, number: `${row.serie}-${row.folio}`, balance: new Decimal(row.total).minus(row.paid) }))
    .filter((row) => row.balance.greaterThan(0))
    .map((row) => ({ ...row, balance: row.balance.toFixed(2) }));
}

/** PUT loan_detail/{id} {status_id: paid} on such a period: refused, pointing to "Registrar cobro". */
export function loanDetailHooks(): EntityHooks {
  return {
    async beforeUpdate(changes, current, { tx }) {
      if (Number(changes.status_id) !== STATUS.paid || current.status_id === STATUS.paid) return;
      const [open] = await uncollectedStampedInvoices(tx, [current.id as number]);
      if (open) throw new HttpError(409, msg('cfdiFlow.paidNeedsCollection', { period: String(open.period ?? current.id), invoice: open.number, balance: open.balance }));
    },
  };
}

/** Closing a loan pays what it still owed: refused while a stamped invoice of it waits for its complement. */
export async function refuseCloseWithUncollected(tx: Db, loanId: number): Promise<void> {
  const details = await tx.select({ id: detailTable.id }).from(detailTable).where(and(eq(detailTable.loan_id, loanId), ne(detailTable.status_id, STATUS.paid)));
  const open = await uncollectedStampedInvoices(tx, details.map((d) => d.id));
  if (open.length > 0) throw new HttpError(409, msg('cfdiFlow.closeNeedsCollection', { invoices: open.map((o) => `${o.number} (${o.balance})`).join(', ') }));
}
