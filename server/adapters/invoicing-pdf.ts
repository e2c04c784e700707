/**
 * The printed representation of a loan invoice (one Letter page, pdf-lib's standard fonts): issuer,
 * receiver, the CFDI's identifiers, its concepts and totals, and a notice while it is not stamped.
 */
import Decimal from 'decimal.js';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CfdiInput, CfdiTotals } from '../domain/cfdi.ts';
import { fiscalName } from '../domain/cfdi.ts';
import { formatMoney } from '../domain/money.ts';
import type { InvoiceStatus } from '../../schemas/invoice.ts';

export interface InvoicePdfInput {
  /** The folio fiscal, printed only once a PAC stamped the CFDI. */
  uuid: string | null;
  status: InvoiceStatus;
  cfdi: CfdiInput;
  totals: CfdiTotals;
  /** Shown for information, outside the CFDI: the principal the period repays. */
  repaidPrincipal?: string;
  /** Payment complement: what was paid of which invoice. */
  payment?: { relatedUuid: string; amount: string; currency: string; paidAt: string; form: string };
}

const PAGE = { width: 612, height: 792, margin: 48 };
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.42, 0.45, 0.5);
const ACCENT = rgb(0.05, 0.33, 0.55);

const STATUS_TEXT: Record<InvoiceStatus, string> = {
  not_stamped: 'SIN TIMBRAR',
  stamped: 'TIMBRADO',
  cancellation_pending: 'CANCELACIÓN EN PROCESO',
  cancelled: 'CANCELADO',
};

/** The standard fonts speak WinAnsi: Spanish letters pass, anything else becomes "?". */
function printable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]/g, '?');
}

function money(value: string, currency: string): string {
  const [whole, fraction] = formatMoney(value).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction} ${currency}`;
}

class Writer {
  y = PAGE.height - PAGE.margin;

  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  text(text: string, options: { x?: number; size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; alignRight?: number } = {}) {
    const size = options.size ?? 9;
    const font = options.bold ? this.bold : this.regular;
    const safe = printable(text);
    const x = options.alignRight !== undefined ? options.alignRight - font.widthOfTextAtSize(safe, size) : (options.x ?? PAGE.margin);
    this.page.drawText(safe, { x, y: this.y, size, font, color: options.color ?? INK });
  }

  /** Words wrapped to `width`; returns the lines drawn. */
  wrapped(text: string, x: number, width: number, size = 9): number {
    const words = printable(text).split(/\s+/);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.regular.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    lines.forEach((l, i) => this.page.drawText(l, { x, y: this.y - i * (size + 3), size, font: this.regular, color: INK }));
    return lines.length;
  }

  down(points: number) {
    this.y -= points;
  }

  rule() {
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.width - PAGE.margin, y: this.y }, thickness: 0.6, color: MUTED });
  }
}

export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { cfdi, totals } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(`CFDI ${cfdi.serie}-${cfdi.folio}`);
  doc.setCreator('Caudal');
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const w = new Writer(page, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const right = PAGE.width - PAGE.margin;

  w.text(fiscalName(cfdi.issuer.name), { size: 14, bold: true, color: ACCENT });
  const title = input.payment ? 'Complemento de pago' : 'Factura';
  w.text(`${title} ${cfdi.serie}-${cfdi.folio}`, { size: 14, bold: true, alignRight: right });
  w.down(16);
  w.text(`RFC ${cfdi.issuer.rfc}  ·  Régimen fiscal ${cfdi.issuer.fiscalRegime}  ·  Lugar de expedición ${cfdi.placeOfIssue}`, { color: MUTED });
  w.text(`CFDI 4.0 · ${STATUS_TEXT[input.status]}`, { bold: true, alignRight: right, color: input.status === 'stamped' ? ACCENT : rgb(0.7, 0.2, 0.1) });
  w.down(22);
  w.rule();
  w.down(16);

  const facts: [string, string][] = [
    ['Receptor', fiscalName(cfdi.receiver.name)],
    ['RFC del receptor', cfdi.receiver.rfc],
    ['Domicilio fiscal (C.P.)', cfdi.receiver.postalCode],
    ['Régimen / Uso CFDI', `${cfdi.receiver.fiscalRegime} / ${cfdi.receiver.cfdiUse}`],
    // No folio fiscal exists before a PAC stamps the CFDI: none is invented.
    ['Folio fiscal (UUID)', input.uuid ?? 'Sin timbrar: aún no tiene folio fiscal'],
    ['No. de certificado del emisor', cfdi.certificate.number],
    ['Fecha de emisión', cfdi.issuedAt.replace('T', ' ')],
  ];
  if (cfdi.paymentMethod) facts.push(['Método / forma de pago', `${cfdi.paymentMethod} / ${cfdi.paymentForm}`]);
  facts.push(['Moneda', cfdi.exchangeRate ? `${cfdi.currency} (tipo de cambio ${String(cfdi.exchangeRate)})` : cfdi.currency]);
  if (input.payment) {
    facts.push(['Pago de la factura (UUID)', input.payment.relatedUuid], ['Fecha y forma de pago', `${input.payment.paidAt.replace('T', ' ')} / ${input.payment.form}`]);
  }
  for (const [label, value] of facts) {
    w.text(label, { color: MUTED });
    w.text(value, { x: PAGE.margin + 140 });
    w.down(14);
  }
  w.down(10);

  w.text('Clave', { bold: true });
  w.text('Descripción', { x: PAGE.margin + 70, bold: true });
  w.text('Obj. imp.', { x: PAGE.margin + 360, bold: true });
  w.text('Importe', { bold: true, alignRight: right });
  w.down(6);
  w.rule();
  w.down(13);
  for (const concept of cfdi.concepts) {
    w.text(concept.productCode);
    w.text(concept.taxObject, { x: PAGE.margin + 372 });
    w.text(money(String(concept.amount), cfdi.currency), { alignRight: right });
    const lines = w.wrapped(concept.description, PAGE.margin + 70, 270);
    w.down(lines * 12 + 6);
  }
  w.rule();
  w.down(16);
  const rows: [string, string, boolean][] = input.payment
    ? [['Monto pagado', input.payment.amount, true]]
    : [['Subtotal', totals.subtotal, false], ['IVA trasladado 16 %', totals.taxes, false], ['Total', totals.total, true]];
  for (const [label, value, bold] of rows) {
    w.text(label, { x: right - 230, bold });
    w.text(money(value, input.payment?.currency ?? cfdi.currency), { alignRight: right, bold });
    w.down(15);
  }
  w.down(12);
  if (input.repaidPrincipal !== undefined) {
    w.wrapped(
      `Información, no forma parte del CFDI: en este periodo se amortizan ${money(input.repaidPrincipal, cfdi.currency)} de capital. La devolución del capital prestado no es un ingreso y no se factura; el total a pagar del periodo es ${money(new Decimal(input.repaidPrincipal).plus(totals.total).toFixed(2), cfdi.currency)}.`,
      PAGE.margin,
      PAGE.width - 2 * PAGE.margin,
      8,
    );
    w.down(30);
  }
  if (input.status !== 'stamped') {
    w.wrapped('Representación impresa de un CFDI sin timbrar: no tiene validez fiscal hasta que un proveedor de certificación (PAC) lo certifique.', PAGE.margin, PAGE.width - 2 * PAGE.margin, 8);
  }
  return Buffer.from(await doc.save());
}
