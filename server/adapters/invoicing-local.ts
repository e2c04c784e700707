/**
 * The local provider: builds each CFDI 4.0 here, seals it with the firm's CSD (cadena original,
 * RSA-SHA256) and renders its PDF. Nobody stamps it, so it has no folio fiscal and stays "not
 * stamped"; cancelling one needs nobody's consent. A payment complement needs the paid invoice's
 * folio fiscal, which only a PAC gives, so it is built for stamped invoices only. Nothing leaves the
 * server, so nothing exists elsewhere under an idempotency key: `lookup` always finds nothing.
 */
import { cfdiTimestamp, sealXml, type CfdiInput, type CfdiTotals } from '../domain/cfdi.ts';
import { buildLoanInvoice, repaidPrincipal, type LoanInvoiceSource } from '../domain/cfdi-loan.ts';
import { buildPaymentComplement, type PaymentComplementSource } from '../domain/cfdi-payment.ts';
import type { InvoiceStatus } from '../../schemas/invoice.ts';
import type { InvoicingContext, CfdiDriver, IssuedInvoice, PreparedCfdi, SealedCfdi } from './invoicing.ts';
import { assertCsdSeals } from '../domain/csd-validity.ts';
import { printedCfdi, type PrintedCfdi } from '../domain/cfdi-printed.ts';
import { renderInvoicePdf } from './invoicing-pdf.ts';

export function sealedLoanInvoice(context: InvoicingContext, source: LoanInvoiceSource, now: Date): SealedCfdi {
  assertCsdSeals(context.csd, now);
  const { input, xml, totals } = buildLoanInvoice(source, context.issuer, context.csd.certificate, cfdiTimestamp(now));
  return { input, totals, xml: sealXml(xml, context.csd.sign).xml };
}

export function sealedPaymentComplement(context: InvoicingContext, payment: PaymentComplementSource, now: Date): SealedCfdi {
  assertCsdSeals(context.csd, now);
  const { input, xml, totals } = buildPaymentComplement(payment, context.issuer, context.csd.certificate, cfdiTimestamp(now));
  return { input, totals, xml: sealXml(xml, context.csd.sign).xml };
}

/**
 * What the issued XML itself says, as the invoice row keeps it (docs/decisions/110): series and folio,
 * issuer, receiver, currency and certificate from the stamped XML when a PAC stamped it (the PAC may
 * number a complement F-14 where we built CP-4), and an income invoice's totals from its attributes.
 */
function asIssued(sealed: SealedCfdi, printed: PrintedCfdi): { cfdi: CfdiInput; totals: CfdiTotals } {
  const cfdi: CfdiInput = {
    ...sealed.input,
    certificate: { ...sealed.input.certificate, number: printed.certificateNumber },
    serie: printed.serie ?? '',
    folio: printed.folio ?? '',
    issuedAt: printed.issuedAt,
    currency: printed.currency,
    issuer: printed.issuer,
    receiver: printed.receiver,
  };
  const totals = printed.type === 'P' ? sealed.totals : { subtotal: printed.subtotal, taxes: printed.taxesTransferred ?? '0.00', total: printed.total };
  return { cfdi, totals };
}

export async function issued(sealed: SealedCfdi, extra: { status: InvoiceStatus; uuid: string | null; cfdiType: 'I' | 'P'; xml?: string; providerRef?: string | null; tfdXml?: string | null; stampedAt?: Date | null; repaidPrincipal?: string; payment?: PaymentComplementSource }): Promise<IssuedInvoice> {
  const xml = extra.xml ?? sealed.xml;
  const printed = printedCfdi(xml);
  const pdf = await renderInvoicePdf({ xml, status: extra.status, repaidPrincipal: extra.repaidPrincipal });
  return {
    uuid: extra.uuid, status: extra.status, cfdiType: extra.cfdiType, xml: Buffer.from(xml, 'utf8'), pdf, ...asIssued(sealed, printed),
    providerRef: extra.providerRef ?? null, tfdXml: extra.tfdXml ?? null, stampedAt: extra.stampedAt ?? null,
  };
}

export function localInvoicing(context: InvoicingContext): CfdiDriver {
  return {
    name: 'local',
    prepareInvoice(source, now): PreparedCfdi {
      return { cfdiType: 'I', sealed: sealedLoanInvoice(context, source, now), repaidPrincipal: repaidPrincipal(source) };
    },
    preparePayment(payment, now): PreparedCfdi {
      return { cfdiType: 'P', sealed: sealedPaymentComplement(context, payment, now), payment };
    },
    async issue(prepared) {
      return { kind: 'issued', invoice: await issued(prepared.sealed, { status: 'not_stamped', uuid: null, cfdiType: prepared.cfdiType, repaidPrincipal: prepared.repaidPrincipal, payment: prepared.payment }) };
    },
    async lookup() {
      return { kind: 'absent' };
    },
    async cancel() {
      return 'cancelled';
    },
    async status(invoice) {
      return invoice.status;
    },
  };
}
