/**
 * What a cancellation means beyond the CFDI (docs/decisions/114), checked before
 * the PAC is asked and applied once SAT's answer is "cancelled":
 *
 *   before    past SAT's deadline (CFF 29-A) a CFDI is not cancelled, by any door (refusePastDeadline); an income invoice with live
 *             payment complements is refused (SAT cancels a PPD invoice
 *             only after its complements); a substitute UUID (motive 01) must be a live income
 *             CFDI of this firm to the same receiver and of the same period, issued to replace this one
 *             (CfdiRelacionados 04)
 *   01        replaced: the substitute holds the period now; nothing to free
 *   02        issued with errors, no replacement: the period's interest did accrue, so the period is
 *             freed and appears again among the details to invoice
 *   03, 04    the operation did not take place, or it went into a global invoice: the period keeps
 *             its cancelled CFDI and is not invoiced again
 *   a complement cancelled: its payment no longer counts, so a period it had paid is unpaid again
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { CancellationMotive } from '../../schemas/invoice.ts';
import { invoicingIntent } from '../../schemas/invoicing-intent.ts';
import { STATUS } from '../../schemas/status.ts';
import type { Actor } from '../crud/audit.ts';
import { todayInMexicoCity } from '../domain/calendar.ts';
import type { Row } from '../crud/repository.ts';
import type { Db } from '../db/client.ts';
import { HttpError, unprocessable } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import { detailTable, invoiceTable, updateDetail } from '../stores/loans-store.ts';

const liveComplementsOf = (tx: Db, invoiceId: number) =>
  tx.select({ serie: invoiceTable.serie, folio: invoiceTable.folio }).from(invoiceTable).where(and(eq(invoiceTable.related_invoice_id, invoiceId), eq(invoiceTable.cfdi_type, 'P'), ne(invoiceTable.status, 'cancelled')));

/**
 * SAT's deadline for cancelling a CFDI (CFF art. 29-A): at the latest in the month the annual return of
 * the year it was issued is due: March of the next year for a company issuer (12-character RFC), April
 * for a person. The last day allowed, YYYY-MM-DD.
 */
export function cancellationDeadline(issuedYear: number, issuerRfc: string): string {
  return issuerRfc.length === 12 ? `${issuedYear + 1}-03-31` : `${issuedYear + 1}-04-30`;
}

/**
 * The year a document was issued (its stamping, else its row's creation, in Mexico City) and its last day
 * of cancellation; `passed` when today is after it. Every door that cancels asks this one place: the
 * cancel route, a recalculation that retires its details' CFDIs, retention certificates.
 */
export function cancellationWindow(document: { stamped_at?: unknown; created_at?: unknown }, issuerRfc: string, now = new Date()): { year: number; deadline: string; passed: boolean } {
  const year = Number(todayInMexicoCity(new Date((document.stamped_at ?? document.created_at) as string | Date)).slice(0, 4));
  const deadline = cancellationDeadline(year, issuerRfc);
  return { year, deadline, passed: todayInMexicoCity(now) > deadline };
}

/** 422 before any intent or PAC call when SAT's deadline for cancelling the document has passed. */
export function refusePastDeadline(document: { stamped_at?: unknown; created_at?: unknown }, issuerRfc: string, now = new Date()): void {
  const window = cancellationWindow(document, issuerRfc, now);
  if (window.passed) throw new HttpError(422, msg('cfdiFlow.cancellationDeadlinePassed', { year: String(window.year), deadline: window.deadline }));
}

/** In the cancellation's transaction, the invoice locked: refuses what SAT would refuse. */
export async function refuseUncancellable(tx: Db, invoice: Row, motive: CancellationMotive, substitution: string | undefined, now = new Date()): Promise<void> {
  refusePastDeadline(invoice, String(invoice.issuer_rfc ?? ''), now);
  if ((invoice.cfdi_type ?? 'I') === 'I') {
    const complements = await liveComplementsOf(tx, invoice.id as number);
    if (complements.length > 0) throw new HttpError(409, msg('cfdiFlow.cancelComplementsFirst', { complements: complements.map((c) => `${c.serie}-${c.folio}`).join(', ') }));
  }
  if (motive !== '01' || !substitution) return;
  const [substitute] = await tx.select().from(invoiceTable).where(eq(invoiceTable.uuid, substitution.toUpperCase())).limit(1);
  const ours = substitute && substitute.id !== invoice.id && substitute.issuer_rfc === invoice.issuer_rfc && substitute.receiver_rfc === invoice.receiver_rfc && substitute.status === 'stamped';
  if (!ours) throw unprocessable({ substitution: [msg('cfdiFlow.substituteNotOurs', { uuid: substitution.toUpperCase() })] });
  if (!(await substitutesThis(tx, substitute as Row, invoice))) throw unprocessable({ substitution: [msg('cfdiFlow.substituteNotRelated', { uuid: substitution.toUpperCase() })] });
}

/**
 * SAT's motive 01: the replacing CFDI is an income CFDI of the same period whose CfdiRelacionados
 * cite the cancelled one with TipoRelacion 04. Ours are issued by POST invoices/{id}/substitute, whose
 * intent records both the invoice it replaced and the row it recorded: anything else (another
 * period's invoice, a payment complement) would leave this period with no live CFDI.
 */
async function substitutesThis(tx: Db, substitute: Row, invoice: Row): Promise<boolean> {
  if ((substitute.cfdi_type ?? 'I') !== 'I' || (invoice.cfdi_type ?? 'I') !== 'I' || substitute.loan_detail_id !== invoice.loan_detail_id) return false;
  const T = invoicingIntent.table;
  const [issuedAsSubstitute] = await tx
    .select({ id: T.id })
    .from(T)
    .where(and(eq(T.kind, 'invoice'), eq(T.recorded_invoice_id, substitute.id as number), sql`(${T.payload}::jsonb #>> '{source,substitutes,invoiceId}') = ${String(invoice.id)}`))
    .limit(1);
  return issuedAsSubstitute !== undefined;
}

/** In the transaction that records "cancelled": the period follows the motive. `invoice`: as it was before. */
export async function applyCancellationToPeriod(tx: Db, actor: Actor, invoice: Row, motive: CancellationMotive | null): Promise<void> {
  const [detail] = await tx.select().from(detailTable).where(eq(detailTable.id, invoice.loan_detail_id as number)).limit(1).for('update');
  if (!detail) return;
  if (invoice.cfdi_type === 'P') {
    const [paid] = await tx.select({ total: invoiceTable.total }).from(invoiceTable).where(eq(invoiceTable.id, invoice.related_invoice_id as number));
    const others = await tx.select({ total: invoiceTable.total }).from(invoiceTable).where(and(eq(invoiceTable.related_invoice_id, invoice.related_invoice_id as number), eq(invoiceTable.cfdi_type, 'P'), ne(invoiceTable.status, 'cancelled'), ne(invoiceTable.id, invoice.id as number)));
    const balance = new Decimal(paid?.total ?? '0').minus(others.reduce((sum, o) => sum.plus(o.total), new Decimal(0)));
    if (detail.status_id === STATUS.paid && balance.greaterThan(0)) await updateDetail(tx, actor, detail as Row, { status_id: STATUS.invoiced }, 'payment_cancelled');
    return;
  }
  // Only the CFDI the period points to frees it (a recalculation may have pointed it elsewhere already).
  const pointsHere = detail.cfdi_xml_location != null && detail.cfdi_xml_location === invoice.xml_location;
  if (motive !== '02' || !pointsHere) return;
  await updateDetail(tx, actor, detail as Row, { cfdi_xml_location: null, cfdi_pdf_location: null, status_id: detail.status_id === STATUS.invoiced ? STATUS.pending : detail.status_id }, 'invoice_cancelled');
}
