/**
 * The fiscal block Anexo 20 asks of a CFDI's printed representation, from the stamped XML: the QR code
 * with SAT's verification URL, the folio fiscal, FechaTimbrado, RfcProvCertif, both certificate
 * numbers, the issuer's seal (SelloCFD), SAT's seal and the TimbreFiscalDigital's cadena original. A
 * CFDI no PAC stamped has none of them, and says so.
 */
import type { PDFDocument } from 'pdf-lib';
import { satVerificationUrl, tfdCadenaOriginal, type PrintedCfdi } from '../domain/cfdi-printed.ts';
import { qrPng } from './qr-png.ts';
import { ACCENT, MUTED, PAGE, RIGHT, WARNING, type Writer } from './invoicing-pdf-writer.ts';

/** SAT's minimum printed side for the QR is 2.75 cm: 78 points; a little more reads better. */
const QR_SIDE = 96;

export const NOT_STAMPED_NOTICE =
  'Representación impresa de un CFDI sin timbrar: no tiene folio fiscal ni sello del SAT, y no tiene validez fiscal hasta que un proveedor de certificación (PAC) lo certifique.';

export async function drawFiscalBlock(doc: PDFDocument, w: Writer, cfdi: PrintedCfdi): Promise<void> {
  const width = RIGHT - PAGE.margin;
  if (!cfdi.stamp) {
    w.ensure(60);
    w.text('CFDI SIN TIMBRAR', { bold: true, color: WARNING });
    w.down(12);
    w.wrapped(NOT_STAMPED_NOTICE, PAGE.margin, width, 8);
    w.down(26);
    w.block('Sello digital del emisor (CFDI sin timbrar)', cfdi.seal, PAGE.margin, width);
    return;
  }
  const stamp = cfdi.stamp;
  w.ensure(QR_SIDE + 12);
  w.text('Este documento es una representación impresa de un CFDI', { bold: true, color: ACCENT });
  w.down(8);
  const top = w.y;
  w.image(await doc.embedPng(qrPng(satVerificationUrl(cfdi))), PAGE.margin, QR_SIDE);
  const x = PAGE.margin + QR_SIDE + 14;
  const facts: [string, string][] = [
    ['Folio fiscal (UUID)', stamp.uuid.toUpperCase()],
    ['Fecha y hora de certificación', stamp.stampedAt],
    ['RFC del proveedor de certificación', stamp.providerRfc],
    ['No. de certificado del emisor', cfdi.certificateNumber],
    ['No. de certificado del SAT', stamp.satCertificateNumber],
  ];
  w.down(8);
  for (const [label, value] of facts) {
    w.text(label, { x, size: 8, color: MUTED });
    w.text(value, { x: x + 150, size: 8 });
    w.down(12);
  }
  if (stamp.legend) {
    w.wrapped(stamp.legend, x, RIGHT - x, 8);
    w.down(12);
  }
  w.y = Math.min(w.y, top - QR_SIDE) - 10;
  w.block('Sello digital del CFDI', stamp.cfdiSeal, PAGE.margin, width);
  w.block('Sello digital del SAT', stamp.satSeal, PAGE.margin, width);
  w.block('Cadena original del complemento de certificación digital del SAT', tfdCadenaOriginal(stamp), PAGE.margin, width);
}
