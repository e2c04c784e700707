/**
 * The `pac` provider: Facturapi (an authorised PAC) through its official SDK. Facturapi builds, seals
 * with the CSD the firm uploaded to it, and stamps each CFDI from the same content the local provider
 * builds (./invoicing-local.ts): the interest concept with its IVA, the customer's fiscal data, PPD
 * and form 99. We keep its stamped XML, the TimbreFiscalDigital and the folio fiscal (UUID); cancel
 * takes SAT's motives 01-04; the payment complement is Facturapi's invoice type P with a "pago"
 * complement. INVOICING_PAC_URL points the SDK at another API base (a sandbox or a test server).
 * The SDK's JSON takes amounts as numbers: they are converted from decimal strings at this edge
 * only, and the PAC's total is checked against ours to the cent.
 */
import Decimal from 'decimal.js';
import Facturapi from 'facturapi';
import { fiscalName, VAT_RATE, type CfdiInput } from '../domain/cfdi.ts';
import { repaidPrincipal, type LoanInvoiceSource } from '../domain/cfdi-loan.ts';
import type { PaymentComplementSource } from '../domain/cfdi-payment.ts';
import type { InvoiceStatus } from '../../schemas/invoice.ts';
import type { InvoiceRef, InvoicingContext, InvoicingProvider, IssuedInvoice } from './invoicing.ts';
import { issued, sealedLoanInvoice, sealedPaymentComplement, type SealedCfdi } from './invoicing-local.ts';

export interface PacSettings {
  token: string;
  url?: string;
}

const asNumber = (value: Decimal.Value) => new Decimal(value).toNumber();

function customerOf(cfdi: CfdiInput) {
  return { legal_name: fiscalName(cfdi.receiver.name), tax_id: cfdi.receiver.rfc, tax_system: cfdi.receiver.fiscalRegime, address: { zip: cfdi.receiver.postalCode } };
}

/** Facturapi's invoice status and cancellation status, as ours. */
function statusOf(answer: { status?: string; cancellation_status?: string }): InvoiceStatus {
  if (answer.status === 'canceled') return 'cancelled';
  if (answer.cancellation_status === 'pending') return 'cancellation_pending';
  if (answer.status === 'valid') return 'stamped';
  throw new Error(`the PAC answered an unknown status: ${JSON.stringify(answer.status)}`);
}

async function textOf(download: unknown): Promise<string> {
  if (typeof download === 'string') return download;
  if (download instanceof Blob) return download.text();
  const chunks: Buffer[] = [];
  for await (const chunk of download as AsyncIterable<Uint8Array | string>) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The stamp: the TimbreFiscalDigital element, its UUID and when SAT's clock says it was stamped. */
export function timbreOf(xml: string): { tfdXml: string; uuid: string; stampedAt: Date } {
  const tfdXml = /<tfd:TimbreFiscalDigital\b[^>]*?(?:\/>|>[\s\S]*?<\/tfd:TimbreFiscalDigital>)/.exec(xml)?.[0];
  const uuid = tfdXml && /\sUUID="([0-9A-Fa-f-]{36})"/.exec(tfdXml)?.[1];
  const stamped = tfdXml && /\sFechaTimbrado="([^"]+)"/.exec(tfdXml)?.[1];
  if (!tfdXml || !uuid || !stamped) throw new Error('the PAC returned an XML without a TimbreFiscalDigital');
  return { tfdXml, uuid: uuid.toUpperCase(), stampedAt: new Date(`${stamped}-06:00`) };
}

export function pacInvoicing(context: InvoicingContext, settings: PacSettings): InvoicingProvider {
  const client = new Facturapi(settings.token, { apiVersion: 'v2' });
  if (settings.url) client.BASE_URL = settings.url.replace(/\/+$/, '');

  async function stamped(sealed: SealedCfdi, body: Record<string, unknown>, extra: { cfdiType: 'I' | 'P'; repaidPrincipal?: string; payment?: PaymentComplementSource; expectedTotal?: string }): Promise<IssuedInvoice> {
    const created = await client.invoices.create(body);
    if (extra.expectedTotal !== undefined && !new Decimal(String(created.total)).equals(extra.expectedTotal))
      throw new Error(`the PAC computed a total of ${String(created.total)}, not ${extra.expectedTotal}`);
    const xml = await textOf(await client.invoices.downloadXml(created.id));
    const timbre = timbreOf(xml);
    return issued(sealed, { ...extra, status: statusOf(created), uuid: timbre.uuid, xml, providerRef: created.id, tfdXml: timbre.tfdXml, stampedAt: timbre.stampedAt });
  }

  function requireRef(invoice: InvoiceRef): string {
    if (!invoice.provider_ref) throw new Error(`invoice ${invoice.uuid ?? '(not stamped)'} was not stamped by this PAC`);
    return invoice.provider_ref;
  }

  return {
    name: 'pac',
    async stamp(source: LoanInvoiceSource, now: Date) {
      const sealed = sealedLoanInvoice(context, source, now);
      const { input } = sealed;
      const body = {
        type: 'I',
        customer: customerOf(input),
        items: input.concepts.map((c) => ({
          quantity: 1,
          product: { description: c.description, product_key: c.productCode, unit_key: c.unitCode, price: asNumber(c.amount), tax_included: false, taxability: c.taxObject, taxes: c.taxObject === '02' ? [{ type: 'IVA', rate: asNumber(VAT_RATE) }] : [] },
        })),
        use: input.receiver.cfdiUse,
        payment_form: input.paymentForm,
        payment_method: input.paymentMethod,
        currency: input.currency,
        ...(input.exchangeRate !== undefined ? { exchange: asNumber(input.exchangeRate) } : {}),
        series: input.serie,
        folio_number: Number(input.folio),
      };
      return stamped(sealed, body, { cfdiType: 'I', repaidPrincipal: repaidPrincipal(source), expectedTotal: sealed.totals.total });
    },
    async cancel(invoice, request) {
      if (request.motive === '01' && !request.substitution) throw new Error('motive 01 needs the UUID of the CFDI that replaces this one');
      const answer = await client.invoices.cancel(requireRef(invoice), { motive: request.motive, ...(request.substitution ? { substitution: request.substitution } : {}) } as never);
      return statusOf(answer);
    },
    async status(invoice) {
      return statusOf(await client.invoices.retrieve(requireRef(invoice)));
    },
    async issuePayment(payment, now) {
      const sealed = sealedPaymentComplement(context, payment, now, String(payment.invoice.id));
      const pago = /<pago20:TrasladoDR BaseDR="([^"]+)"/.exec(sealed.xml)?.[1] ?? '0';
      const body = {
        type: 'P',
        customer: customerOf(sealed.input),
        complements: [
          {
            type: 'pago',
            data: [
              {
                payment_form: payment.payment.form,
                date: `${payment.payment.paidAt}-06:00`,
                ...(payment.invoice.currency !== 'MXN' ? { currency: payment.invoice.currency, exchange: asNumber(payment.payment.exchangeRate) } : {}),
                related_documents: [
                  {
                    uuid: payment.invoice.uuid,
                    amount: asNumber(payment.payment.amount),
                    installment: payment.payment.installment,
                    last_balance: asNumber(payment.payment.previousBalance),
                    taxes: [{ base: asNumber(pago), type: 'IVA', rate: asNumber(VAT_RATE) }],
                  },
                ],
              },
            ],
          },
        ],
      };
      return stamped(sealed, body, { cfdiType: 'P', payment });
    },
  };
}
