/**
 * The printed representation of a loan invoice or payment complement (Anexo 20), drawn from the XML
 * that was issued: the PAC's stamped XML once stamped (its series and folio, its certificate, its
 * seals), the locally sealed one otherwise, which says it is not stamped. Issuer, receiver, the CFDI's
 * identifiers, concepts, totals or the payment, information outside the CFDI, and the fiscal block
 * (./invoicing-pdf-stamp.ts).
 */
import Decimal from 'decimal.js';
import { PDFDocument } from 'pdf-lib';
import { fiscalName } from '../domain/cfdi.ts';
import { printedCfdi, type PrintedCfdi } from '../domain/cfdi-printed.ts';
import type { InvoiceStatus } from '../../schemas/invoice.ts';
import { drawFiscalBlock } from './invoicing-pdf-stamp.ts';
import { ACCENT, MUTED, PAGE, RIGHT, WARNING, Writer, money } from './invoicing-pdf-writer.ts';

export interface InvoicePdfInput {
  /** The CFDI as issued: the stamped XML when a PAC stamped it. */
  xml: string;
  status: InvoiceStatus;
  /** Shown for information, outside the CFDI: the principal the period repays. */
  repaidPrincipal?: string;
}

const STATUS_TEXT: Record<InvoiceStatus, string> = {
  not_stamped: 'SIN TIMBRAR',
  stamped: 'TIMBRADO',
  cancellation_pending: 'CANCELACIÓN EN PROCESO',
  cancelled: 'CANCELADO',
};

const number = (cfdi: PrintedCfdi) => [cfdi.serie, cfdi.folio].filter(Boolean).join('-');

function facts(cfdi: PrintedCfdi): [string, string][] {
  const rows: [string, string][] = [
    ['Receptor', cfdi.receiver.name],
    ['RFC del receptor', cfdi.receiver.rfc],
    ['Domicilio fiscal (C.P.)', cfdi.receiver.postalCode],
    ['Régimen / Uso CFDI', `${cfdi.receiver.fiscalRegime} / ${cfdi.receiver.cfdiUse}`],
    // No folio fiscal exists before a PAC stamps the CFDI: none is invented.
    ['Folio fiscal (UUID)', cfdi.stamp?.uuid.toUpperCase() ?? 'Sin timbrar: aún no tiene folio fiscal'],
    ['Serie y folio', number(cfdi)],
    ['Tipo de comprobante', cfdi.type],
    ['Fecha de emisión', cfdi.issuedAt.replace('T', ' ')],
  ];
  if (cfdi.paymentMethod) rows.push(['Método / forma de pago', `${cfdi.paymentMethod} / ${cfdi.paymentForm ?? ''}`]);
  rows.push(['Moneda', cfdi.exchangeRate ? `${cfdi.currency} (tipo de cambio ${cfdi.exchangeRate})` : cfdi.currency]);
  return rows;
}

function drawConcepts(w: Writer, cfdi: PrintedCfdi) {
  w.text('Clave', { bold: true });
  w.text('Descripción', { x: PAGE.margin + 70, bold: true });
  w.text('Obj. imp.', { x: PAGE.margin + 360, bold: true });
  w.text('Importe', { bold: true, alignRight: RIGHT });
  w.down(6);
  w.rule();
  w.down(13);
  for (const concept of cfdi.concepts) {
    w.text(`${concept.productCode} ${concept.unitCode}`);
    w.text(concept.taxObject, { x: PAGE.margin + 372 });
    w.text(money(concept.amount, cfdi.currency), { alignRight: RIGHT });
    const lines = w.wrapped(concept.description, PAGE.margin + 70, 270);
    w.down(lines * 12 + 6);
  }
  w.rule();
  w.down(16);
}

/**
 * The IVA as the CFDI's summary states it (docs/decisions/116): 16 % with its base (the real interest
 * under LIVA 18-A is less than the subtotal), exempt with its base, or none.
 */
function vatRows(cfdi: PrintedCfdi): [string, string, boolean][] {
  if (cfdi.transfers.length === 0) return [['IVA trasladado', money(cfdi.taxesTransferred ?? '0', cfdi.currency), false]];
  return cfdi.transfers.map((t): [string, string, boolean] =>
    t.factor === 'Exento'
      ? [`IVA exento (base ${money(t.base, cfdi.currency)})`, money('0', cfdi.currency), false]
      : [`IVA ${new Decimal(t.rate ?? '0').times(100).toFixed(0)} % (base ${money(t.base, cfdi.currency)})`, money(t.amount ?? '0', cfdi.currency), false],
  );
}

function drawTotals(w: Writer, cfdi: PrintedCfdi) {
  const rows: [string, string, boolean][] =
    cfdi.type === 'P'
      ? cfdi.payments.map((p): [string, string, boolean] => [`Monto pagado (${p.currency})`, money(p.amount, p.currency), true])
      : [['Subtotal', money(cfdi.subtotal, cfdi.currency), false], ...vatRows(cfdi), ['Total', money(cfdi.total, cfdi.currency), true]];
  for (const [label, value, bold] of rows) {
    w.text(label, { x: RIGHT - 230, bold });
    w.text(value, { alignRight: RIGHT, bold });
    w.down(15);
  }
  w.down(8);
}

/** A complement's payments as its Pagos element states them: when, how, and what each paid of which CFDI. */
function drawPayments(w: Writer, cfdi: PrintedCfdi) {
  for (const payment of cfdi.payments) {
    w.ensure(30);
    w.text(`Pago del ${payment.paidAt.replace('T', ' ')}, forma de pago ${payment.form}`, { bold: true });
    w.down(13);
    for (const doc of payment.documents) {
      const ref = [doc.serie, doc.folio].filter(Boolean).join('-');
      w.wrapped(`Documento ${doc.uuid}${ref ? ` (${ref})` : ''}: parcialidad ${doc.installment}, saldo anterior ${doc.previousBalance}, pagado ${doc.paid}, saldo insoluto ${doc.balance}`, PAGE.margin, RIGHT - PAGE.margin, 8);
      w.down(24);
    }
  }
}

export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const cfdi = printedCfdi(input.xml);
  const doc = await PDFDocument.create();
  doc.setTitle(`CFDI ${number(cfdi)}`);
  doc.setCreator('Caudal');
  const w = await Writer.on(doc);

  w.text(fiscalName(cfdi.issuer.name), { size: 14, bold: true, color: ACCENT });
  w.text(`${cfdi.type === 'P' ? 'Complemento de pago' : 'Factura'} ${number(cfdi)}`, { size: 14, bold: true, alignRight: RIGHT });
  w.down(16);
  w.text(`RFC ${cfdi.issuer.rfc}  ·  Régimen fiscal ${cfdi.issuer.fiscalRegime}  ·  Lugar de expedición ${cfdi.placeOfIssue}`, { color: MUTED });
  w.text(`CFDI 4.0 · ${STATUS_TEXT[input.status]}`, { bold: true, alignRight: RIGHT, color: input.status === 'stamped' ? ACCENT : WARNING });
  w.down(22);
  w.rule();
  w.down(16);
  for (const [label, value] of facts(cfdi)) {
    w.text(label, { color: MUTED });
    w.text(value, { x: PAGE.margin + 140 });
    w.down(14);
  }
  w.down(10);
  drawConcepts(w, cfdi);
  drawTotals(w, cfdi);
  drawPayments(w, cfdi);
  if (input.repaidPrincipal !== undefined) {
    w.ensure(40);
    const due = new Decimal(input.repaidPrincipal).plus(cfdi.total).toFixed(2);
    w.wrapped(
      `Información, no forma parte del CFDI: en este periodo se amortizan ${money(input.repaidPrincipal, cfdi.currency)} de capital. La devolución del capital prestado no es un ingreso y no se factura; el total a pagar del periodo es ${money(due, cfdi.currency)}.`,
      PAGE.margin,
      RIGHT - PAGE.margin,
      8,
    );
    w.down(30);
  }
  await drawFiscalBlock(doc, w, cfdi);
  return Buffer.from(await doc.save());
}
