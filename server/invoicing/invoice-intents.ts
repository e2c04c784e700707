/**
 * The income invoices of loan details through the outbox (docs/decisions/101). A batch (PATCH
 * loan_detail/generate/invoices) is checked and built here first, all of it, so bad data is refused
 * before anything is sent; then one transaction locks the details, checks nobody invoiced or is
 * invoicing them, and commits one intent per detail; then each is sent in turn, outside any
 * transaction, and recorded as it comes back. The batch stops at the first refusal or silence of the
 * PAC: what was stamped before is recorded, the rest is not sent (all accounted for, not all or nothing).
 */
import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import { conceptTransfer, type CfdiInput } from '../domain/cfdi.ts';
import type { VatTreatment } from '../domain/vat-on-interest.ts';
import { eq } from 'drizzle-orm';
import { STATUS } from '../../schemas/status.ts';
import { newIntentKey, type PreparedCfdi } from '../adapters/invoicing.ts';
import type { Actor } from '../crud/audit.ts';
import type { Row } from '../crud/repository.ts';
import type { Db } from '../db/client.ts';
import type { LoanInvoiceSource } from '../domain/cfdi-loan.ts';
import { HttpError, unprocessable } from '../http/errors.ts';
import { msg, type Localized } from '../i18n/localized.ts';
import { storeXmlAndPdf } from '../stores/documents.ts';
import { detailTable, updateDetail } from '../stores/loans-store.ts';
import { payloadOf, type IntentContext } from './context.ts';
import { detailClaim, openClaims, openIntents, release, renewLeases, settle, type Intent } from './intent-store.ts';
import { refusalReason } from './refusal-reason.ts';
import { openSubstitutedCancellation } from './substitution.ts';
import { sendStamping, type StampingKind } from './stamping.ts';

export interface InvoicePayload {
  source: LoanInvoiceSource;
  /** The CFDI's Fecha: rebuilding from the same source and instant gives the same CFDI. */
  issuedAt: string;
}

type DetailFigures = Pick<LoanInvoiceSource['detail'], 'amount' | 'principal' | 'interest' | 'date_doc'>;

/**
 * The detail still has the figures the CFDI was built from, and no CFDI of its own (issued or
 * uploaded); or, for a substitute, still the CFDI it replaces.
 */
function stillInvoiceable(detail: Row | undefined, source: LoanInvoiceSource): boolean {
  const figures: DetailFigures = source.detail;
  if (!detail) return false;
  const cfdi = source.substitutes ? detail.cfdi_xml_location === source.substitutes.xmlLocation : detail.cfdi_xml_location == null && detail.cfdi_pdf_location == null;
  if (!cfdi) return false;
  return detail.amount === figures.amount && detail.principal === figures.principal && detail.interest === figures.interest && detail.date_doc === figures.date_doc;
}

/**
 * The IVA the invoice row keeps (docs/decisions/116): the treatment it was built with and its
 * Traslado's Base, which its complements follow whatever the loan says later. Real interest of 0
 * (ObjetoImp 04) keeps base 0.00.
 */
function issuedVat(source: LoanInvoiceSource, cfdi: CfdiInput): { vat_treatment: VatTreatment; vat_base: string } {
  const treatment = source.vat?.treatment ?? 'nominal';
  const base = cfdi.concepts.reduce((sum, concept) => sum.plus(conceptTransfer(concept)?.base ?? 0), new Decimal(0));
  return { vat_treatment: treatment, vat_base: base.toFixed(2) };
}

export function invoiceKind(ctx: IntentContext): StampingKind {
  return {
    prepare(intent) {
      const { source, issuedAt } = payloadOf<InvoicePayload>(intent);
      return ctx.provider.prepareInvoice(source, new Date(issuedAt));
    },
    async stillWanted(db, intent) {
      const [detail] = await db.select().from(detailTable).where(eq(detailTable.id, intent.loan_detail_id!));
      return stillInvoiceable(detail as Row | undefined, payloadOf<InvoicePayload>(intent).source);
    },
    async record(tx, intent, issued, stored, actor) {
      const [detail] = await tx.select().from(detailTable).where(eq(detailTable.id, intent.loan_detail_id!)).limit(1).for('update');
      const { source } = payloadOf<InvoicePayload>(intent);
      if (!stillInvoiceable(detail as Row | undefined, source)) return null;
      const name = `CFDI-${issued.cfdi.serie}-${issued.cfdi.folio}`;
      const { xml, pdf } = await storeXmlAndPdf(ctx.files, tx, actor, name, issued, stored);
      const row = await ctx.invoices.create(
        {
          loan_detail_id: intent.loan_detail_id, uuid: issued.uuid, cfdi_type: issued.cfdiType, provider_ref: issued.providerRef, tfd_xml: issued.tfdXml, stamped_at: issued.stampedAt,
          payment_method: issued.cfdi.paymentMethod, serie: issued.cfdi.serie, folio: issued.cfdi.folio, issuer_rfc: issued.cfdi.issuer.rfc, receiver_rfc: issued.cfdi.receiver.rfc, receiver_name: issued.cfdi.receiver.name,
          currency: issued.cfdi.currency, subtotal: issued.totals.subtotal, taxes: issued.totals.taxes, total: issued.totals.total,
          ...issuedVat(source, issued.cfdi),
          xml_location: xml.url, pdf_location: pdf.url, status: issued.status, provider: ctx.provider.name,
        },
        actor,
        tx,
      );
      const statusId = detail.status_id === STATUS.pending ? STATUS.invoiced : detail.status_id;
      await updateDetail(tx, actor, detail as Row, { cfdi_xml_location: xml.url, cfdi_pdf_location: pdf.url, status_id: statusId }, 'invoice');
      // A substitute recorded: the CFDI it replaces is cancelled with motive 01 citing it, by whoever holds this intent.
      if (source.substitutes && issued.uuid) await openSubstitutedCancellation(tx, ctx, intent, source.substitutes.invoiceId, issued.uuid, actor);
      return row;
    },
  };
}

export interface BatchResult {
  recorded: Row[];
  /** The detail the PAC refused, and why: the batch stopped there. */
  refused?: { detailId: number; reason: string | Localized };
  /** Sent, no answer to record yet: the reconciler finishes them. */
  inProcess: number[];
  /** Not sent because the batch stopped first: still due for an invoice. */
  notSent: number[];
}

/** Builds every CFDI of the batch before anything is sent: a detail a CFDI cannot carry is a 422 that names it. */
export function prepareBatch(ctx: IntentContext, sources: LoanInvoiceSource[], now: Date): PreparedCfdi[] {
  return sources.map((source) => {
    try {
      return ctx.provider.prepareInvoice(source, now);
    } catch (error) {
      throw unprocessable({ ids: [msg('loans.detailInvoiceFailed', { id: String(source.detail.id), reason: refusalReason(error) })] });
    }
  });
}

/**
 * In the caller's transaction, the details locked (`locked`: as they read now): refuses with 409 a
 * detail that changed since `sources` were read or that someone is invoicing, and opens one intent per
 * detail under `owner`'s lease (one lease; the batch renews those waiting before each call).
 */
export async function openInvoiceIntents(tx: Db, ctx: IntentContext, owner: string, sources: LoanInvoiceSource[], locked: LoanInvoiceSource[], now: Date, actor: Actor): Promise<Intent[]> {
  const same = sources.length === locked.length && sources.every((source, i) => JSON.stringify(source) === JSON.stringify(locked[i]));
  if (!same) throw new HttpError(409, msg('loans.invoicedMeanwhile'));
  const busy = await openClaims(tx, sources.map((s) => detailClaim(s.detail.id)));
  if (busy.length > 0) throw new HttpError(409, msg('invoicing.detailsInProgress', { ids: busy.map((i) => i.loan_detail_id!).sort((a, b) => a - b).join(', ') }));
  return openIntents(
    tx,
    owner,
    sources.map((source) => ({
      key: newIntentKey(), kind: 'invoice' as const, loanDetailId: source.detail.id, claim: detailClaim(source.detail.id),
      payload: { source, issuedAt: now.toISOString() } satisfies InvoicePayload, leaseMs: ctx.timing.leaseMs, requestedBy: actor.userId,
    })),
  );
}

export const newOwner = (who: string) => `${who}-${randomBytes(8).toString('hex')}`;

/** Sends the batch's intents in order; `stopping()` says the server is shutting down (the rest is left to the reconciler). */
export async function sendBatch(ctx: IntentContext, intents: Intent[], owner: string, actor: Actor, stopping: () => boolean): Promise<BatchResult> {
  const kind = invoiceKind(ctx);
  const result: BatchResult = { recorded: [], inProcess: [], notSent: [] };
  let index = 0;
  for (; index < intents.length && !stopping(); index++) {
    const intent = intents[index];
    await renewLeases(ctx.db, intents.slice(index + 1).map((waiting) => waiting.id), owner, ctx.timing.leaseMs);
    const outcome = await sendStamping(ctx, kind, intent, owner, actor);
    if (outcome.kind === 'done') {
      result.recorded.push(outcome.invoice);
      continue;
    }
    if (outcome.kind === 'refused') result.refused = { detailId: intent.loan_detail_id!, reason: outcome.text };
    else if (outcome.kind === 'cancelled') result.refused = { detailId: intent.loan_detail_id!, reason: msg('loans.invoicedMeanwhile').in(actor.language ?? 'es') };
    else result.inProcess.push(intent.loan_detail_id!);
    index++;
    break;
  }
  for (const intent of intents.slice(index)) {
    if (stopping()) {
      // Shutting down: the reconciler of the next start sends what the person asked for.
      await release(ctx.db, intent.id, owner, { retryInMs: 0, lastError: 'the server stopped before sending it' });
      result.inProcess.push(intent.loan_detail_id!);
    } else {
      // Never sent: nothing exists at the PAC, so the detail is simply due again.
      await settle(ctx.db, intent.id, owner, { state: 'cancelled', lastError: 'not sent: the batch stopped before it' });
      result.notSent.push(intent.loan_detail_id!);
    }
  }
  return result;
}
