/**
 * POST invoices/{id}/payment {paid_at, form, amount?}: records the collection of an income invoice
 * (docs/decisions/023 and 025). In one transaction: the invoice is locked and checked (not cancelled,
 * type I, a balance left, 0 < amount <= balance, not paid in the future); a stamped invoice gets its
 * payment complement (CFDI type P, Pagos 2.0) from the invoicing provider, kept as files and an invoice
 * row related to the paid one; the loan detail is marked paid once the balance reaches 0. An invoice
 * without folio fiscal cannot be cited by a complement: the payment is recorded and the answer says so.
 */
import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entities } from '../../schemas/index.ts';
import { toFieldErrors } from '../../schemas/framework/validation.ts';
import { PAYMENT_FORM_CODES } from '../../schemas/rules/sat-catalogues.ts';
import { STATUS } from '../../schemas/status.ts';
import { invoicingProvider, type InvoicingProvider, type IssuedInvoice } from '../adapters/invoicing.ts';
import type { Actor } from '../crud/audit.ts';
import type { Repository, Row } from '../crud/repository.ts';
import type { Db } from '../db/client.ts';
import { paidTaxes } from '../domain/cfdi-payment.ts';
import { HttpError, notFound, unprocessable } from '../http/errors.ts';
import { msg, renderMessage } from '../i18n/localized.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { complementSource, lockCollection, type CollectionContext } from './loans-invoice-payment-store.ts';
import { putDocument, recordDocument, type StoredDocument } from './loans-invoice-store.ts';
import { businessToday, loanRepositories, updateDetail } from './loans-store.ts';
import { MESSAGES } from '../../schemas/framework/messages.ts';

const params = z.object({ id: z.coerce.number().int().positive() });
const body = z.strictObject({
  paid_at: z.iso.date(MESSAGES.date),
  form: z.enum(PAYMENT_FORM_CODES, "Form must be a payment form of SAT's catalogue c_FormaPago (99 is not a form of money received)"),
  amount: z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, 'invoices.amountDecimal').optional(),
});

/** The invoice must be a live income invoice with something left to pay. */
function refuseUncollectable({ invoice, detail, balance }: CollectionContext): void {
  if (invoice.status === 'cancelled' || invoice.status === 'cancellation_pending') throw new HttpError(409, msg('invoices.paymentCancelled'));
  // Rows issued before complements existed carry no type: they are all income invoices.
  if ((invoice.cfdi_type ?? 'I') !== 'I') throw new HttpError(409, msg('invoices.paymentNotIncome'));
  // Without a folio fiscal no complement records payments, so the detail's status is the only record.
  const paidInFull = invoice.uuid ? !balance.greaterThan(0) : detail.status_id === STATUS.paid;
  if (paidInFull) throw new HttpError(409, msg('invoices.alreadyPaid'));
}

interface ComplementRequest {
  provider: InvoicingProvider;
  invoices: Repository;
  files: FastifyInstance['files'];
  actor: Actor;
  /** Files written so far, for the caller to remove if the transaction fails. */
  stored: StoredDocument[];
}

async function issueComplement(tx: Db, context: CollectionContext, payment: { paidAt: string; form: string; amount: Decimal }, request: ComplementRequest): Promise<Row> {
  const source = complementSource(context, { paidAt: `${payment.paidAt}T12:00:00`, form: payment.form, amount: payment.amount.toFixed(2) });
  let issued: IssuedInvoice;
  try {
    issued = await request.provider.issuePayment(source, new Date());
  } catch (error) {
    throw new HttpError(422, msg('invoices.providerFailed', { reason: (error as Error).message }));
  }
  const name = `CFDI-${issued.cfdi.serie}-${issued.cfdi.folio}-${source.payment.installment}`;
  const xml = await putDocument(request.files, `${name}.xml`, '.xml', issued.xml, tx);
  request.stored.push(xml);
  const pdf = await putDocument(request.files, `${name}.pdf`, '.pdf', issued.pdf, tx);
  request.stored.push(pdf);
  await recordDocument(tx, request.actor, xml);
  await recordDocument(tx, request.actor, pdf);
  const { invoice } = context;
  // The CFDI's own totals are 0 by SAT's rule for type P; the row keeps what was paid (decision 025).
  const { base, vat } = paidTaxes(invoice, payment.amount);
  return request.invoices.create(
    {
      loan_detail_id: invoice.loan_detail_id, related_invoice_id: invoice.id, cfdi_type: 'P', uuid: issued.uuid, provider_ref: issued.providerRef, tfd_xml: issued.tfdXml, stamped_at: issued.stampedAt,
      serie: issued.cfdi.serie, folio: issued.cfdi.folio, issuer_rfc: issued.cfdi.issuer.rfc, receiver_rfc: issued.cfdi.receiver.rfc, receiver_name: issued.cfdi.receiver.name,
      currency: invoice.currency, subtotal: base.toFixed(2), taxes: vat.toFixed(2), total: payment.amount.toFixed(2),
      xml_location: xml.url, pdf_location: pdf.url, status: issued.status, provider: request.provider.name,
    },
    request.actor,
    tx,
  );
}

export async function invoicePaymentRoutes(app: FastifyInstance) {
  const provider = invoicingProvider(app.config);
  const { invoices } = loanRepositories(app.database);
  const db = app.database.db;

  app.post('/invoices/:id/payment', { config: { module: entities.invoices.module, action: 'update' }, schema: { tags: ['invoices'], summary: 'Record the collection of an invoice and issue its payment complement' } }, async (request) => {
    const id = params.safeParse(request.params);
    if (!id.success) throw notFound('invoice');
    const parsed = body.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const { paid_at, form, amount } = parsed.data;
    const today = businessToday();
    if (paid_at > today) throw unprocessable({ paid_at: [msg('invoices.paymentFutureDate', { today })] });

    const stored: StoredDocument[] = [];
    try {
      return await db.transaction(async (t) => {
        const tx: Db = t;
        const context = await lockCollection(tx, id.data.id, app.rowScope(request, entities.invoices));
        refuseUncollectable(context);
        const { invoice, detail, balance } = context;
        const paid = amount === undefined ? balance : new Decimal(amount);
        if (!paid.greaterThan(0)) throw unprocessable({ amount: [msg('invoices.paymentNotPositive')] });
        if (paid.greaterThan(balance)) throw unprocessable({ amount: [msg('invoices.paymentAboveBalance', { balance: balance.toFixed(2) })] });
        const remaining = balance.minus(paid);
        if (!invoice.uuid && !remaining.isZero()) throw unprocessable({ amount: [msg('invoices.partialNeedsFolio', { balance: balance.toFixed(2) })] });

        const complement = invoice.uuid ? await issueComplement(tx, context, { paidAt: paid_at, form, amount: paid }, { provider, invoices, files: app.files, actor: request.actor, stored }) : null;
        const settled = remaining.isZero() && detail.status_id !== STATUS.paid;
        const after = settled ? await updateDetail(tx, request.actor, detail, { status_id: STATUS.paid }, 'payment') : detail;
        const message = complement ? 'invoices.paymentRecorded' : 'invoices.noComplementWithoutFolio';
        return {
          data: {
            invoice_id: invoice.id, paid_at, form, amount: paid.toFixed(2), balance: remaining.toFixed(2), detail_status_id: after.status_id,
            complement, complement_issued: complement !== null, ...(complement ? {} : { no_complement_reason: 'not_stamped' }),
            message: renderMessage(message, requestLanguage(request)),
          },
        };
      });
    } catch (error) {
      await Promise.all(stored.map((document) => app.files.remove(document.key)));
      throw error;
    }
  });
}
