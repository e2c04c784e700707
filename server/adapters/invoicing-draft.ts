/** The unsigned CFDI of a loan detail and its PDF, as every provider starts from them. */
import { randomUUID } from 'node:crypto';
import { cfdiTimestamp, type CfdiInput, type CfdiTotals } from '../domain/cfdi.ts';
import { buildLoanInvoice, SANDBOX_ISSUER, type LoanInvoiceSource } from '../domain/cfdi-loan.ts';
import type { InvoiceStatus } from '../../schemas/invoice.ts';
import { renderInvoicePdf } from './invoicing-pdf.ts';

export interface IssuedInvoice {
  /** A PAC's folio fiscal once stamped; a local UUID before. */
  uuid: string;
  status: InvoiceStatus;
  xml: Buffer;
  pdf: Buffer;
  cfdi: CfdiInput;
  totals: CfdiTotals;
}

export async function draftInvoice(source: LoanInvoiceSource, now: Date, status: InvoiceStatus, uuid: string = randomUUID().toUpperCase()): Promise<IssuedInvoice> {
  const { input, xml, totals } = buildLoanInvoice(source, SANDBOX_ISSUER, cfdiTimestamp(now));
  const pdf = await renderInvoicePdf({ uuid, status, cfdi: input, totals });
  return { uuid, status, xml: Buffer.from(xml, 'utf8'), pdf, cfdi: input, totals };
}

