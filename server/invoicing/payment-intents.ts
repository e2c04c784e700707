/**
 * The payment complement of a collected invoice through the outbox (docs/decisions/025 and 101): the
 * collection route checks and locks the invoice and commits the intent (installment, previous balance
 * and amount fixed then: one open intent per invoice, so none can interleave); the complement is
 * stamped outside the transaction and recorded after, with the detail marked paid at balance 0.
 */
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { STATUS } from '../../schemas/status.ts';
import { newIntentKey } from '../adapters/invoicing.ts';
import type { Actor } from '../crud/audit.ts';
import type { Db } from '../db/client.ts';
import type { PaymentComplementSource } from '../domain/cfdi-payment.ts';
import { paidTaxes } from '../domain/cfdi-payment.ts';
import { storeXmlAndPdf } from '../stores/documents.ts';
import { invoiceVat, lockCollection, type CollectionContext } from '../stores/loans-invoice-payment-store.ts';
import { invoiceTable, updateDetail } from '../stores/loans-store.ts';
import { payloadOf, type IntentContext } from './context.ts';
import { invoiceClaim, openIntents, type Intent } from './intent-store.ts';
import type { StampingKind } from './stamping.ts';

export interface PaymentPayload {
  source: PaymentComplementSource;
  issuedAt: string;
  paidAt: string;
  form: string;
  amount: string;
}

const collectable = (context: CollectionContext, amount: string) =>
  context.invoice.status !== 'cancelled' && context.invoice.status !== 'cancellation_pending' && !new Decimal(amount).greaterThan(context.balance);

export function paymentKind(ctx: IntentContext): StampingKind {
  return {
    prepare(intent) {
      const { source, issuedAt } = payloadOf<PaymentPayload>(intent);
      return ctx.provider.preparePayment(source, new Date(issuedAt));
    },
    async stillWanted(db, intent) {
      const [invoice] = await db.select({ status: invoiceTable.status }).from(invoiceTable).where(and(eq(invoiceTable.id, intent.invoice_id!)));
      return invoice !== undefined && invoice.status !== 'cancelled' && invoice.status !== 'cancellation_pending';
    },
    async record(tx, intent, issued, stored, actor) {
      const payment = payloadOf<PaymentPayload>(intent);
      const context = await lockCollection(tx, intent.invoice_id!, undefined);
      if (!collectable(context, payment.amount)) return null;
      const { invoice, detail } = context;
      const name = `CFDI-${issued.cfdi.serie}-${issued.cfdi.folio}-${payment.source.payment.installment}`;
      const { xml, pdf } = await storeXmlAndPdf(ctx.files, tx, actor, name, issued, stored);
      // The CFDI's own totals are 0 by SAT's rule for type P; the row keeps what was paid (decision 025).
      const { base, vat } = paidTaxes({ ...invoice, vat: invoiceVat(invoice), settled: context.settled }, payment.amount, context.balance);
      const row = await ctx.invoices.create(
        {
          loan_detail_id: invoice.loan_detail_id, related_invoice_id: invoice.id, cfdi_type: 'P', uuid: issued.uuid, provider_ref: issued.providerRef, tfd_xml: issued.tfdXml, stamped_at: issued.stampedAt,
          serie: issued.cfdi.serie, folio: issued.cfdi.folio, issuer_rfc: issued.cfdi.issuer.rfc, receiver_rfc: issued.cfdi.receiver.rfc, receiver_name: issued.cfdi.receiver.name,
          currency: invoice.currency, subtotal: base.toFixed(2), taxes: vat.toFixed(2), total: new Decimal(payment.amount).toFixed(2),
          xml_location: xml.url, pdf_location: pdf.url, status: issued.status, provider: ctx.provider.name,
        },
        actor,
        tx,
      );
      if (context.balance.minus(payment.amount).isZero() && detail.status_id !== STATUS.paid) await updateDetail(tx, actor, detail, { status_id: STATUS.paid }, 'payment');
      return row;
    },
  };
}

/** In the collection's transaction, the invoice locked and checked: the complement's intent, with everything fixed. */
export async function openPaymentIntent(tx: Db, ctx: IntentContext, owner: string, context: CollectionContext, payment: Omit<PaymentPayload, 'issuedAt'>, now: Date, actor: Actor): Promise<Intent> {
  const [intent] = await openIntents(tx, owner, [
    {
      key: newIntentKey(), kind: 'payment', loanDetailId: context.invoice.loan_detail_id, invoiceId: context.invoice.id, claim: invoiceClaim(context.invoice.id),
      payload: { ...payment, issuedAt: now.toISOString() } satisfies PaymentPayload, leaseMs: ctx.timing.leaseMs, requestedBy: actor.userId,
    },
  ]);
  return intent;
}
