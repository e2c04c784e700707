/**
 * The printed representation of a retention certificate (Anexo 20, rubro II), drawn from the XML as
 * issued (the PAC's stamped one once stamped): issuer, receiver, period, totals, the ISR withheld, the
 * Intereses complement, and the fiscal block: the QR with SAT's verification URL for retentions, the
 * folio fiscal, both seals and the stamp's cadena; a certificate no PAC stamped says so.
 */
import { PDFDocument } from 'pdf-lib';
import type { InvoiceStatus } from '../../schemas/invoice.ts';
import { parseXmlTree, type XmlNode } from '../domain/cfdi-cadena.ts';
import { tfdCadenaOriginal, type PrintedStamp } from '../domain/cfdi-printed.ts';
import { retentionExpression } from '../domain/sat-expressions.ts';
import { retentionCadena } from '../domain/cfdi-retention-cadena.ts';
import { NOT_STAMPED_NOTICE } from './invoicing-pdf-stamp.ts';
import { ACCENT, MUTED, PAGE, RIGHT, WARNING, Writer, money } from './invoicing-pdf-writer.ts';
import { qrPng } from './qr-png.ts';

const STATUS_TEXT: Record<InvoiceStatus, string> = { not_stamped: 'SIN TIMBRAR', stamped: 'TIMBRADO', cancellation_pending: 'CANCELACIÓN EN PROCESO', cancelled: 'CANCELADO' };
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const find = (node: XmlNode | undefined, name: string): XmlNode | undefined => node?.children.find((c) => c.name === name);
const deep = (node: XmlNode | undefined, name: string): XmlNode | undefined => {
  if (!node) return undefined;
  if (node.name === name) return node;
  for (const c of node.children) {
    const hit = deep(c, name);
    if (hit) return hit;
  }
  return undefined;
};

/** The TimbreFiscalDigital's own values, for its cadena original (the one SAT's rule builds: ../domain/cfdi-printed.ts). */
const stampOf = (tfd: XmlNode): PrintedStamp => {
  const a = (name: string) => tfd.attributes[name] ?? '';
  return { version: a('Version'), uuid: a('UUID'), stampedAt: a('FechaTimbrado'), providerRfc: a('RfcProvCertif'), legend: tfd.attributes.Leyenda, cfdiSeal: a('SelloCFD'), satCertificateNumber: a('NoCertificadoSAT'), satSeal: a('SelloSAT') };
};

export async function renderRetentionPdf(xml: string, status: InvoiceStatus): Promise<Buffer> {
  const root = parseXmlTree(xml);
  const a = (node: XmlNode | undefined, name: string) => node?.attributes[name] ?? '';
  const issuer = find(root, 'Emisor');
  const receiver = find(find(root, 'Receptor'), 'Nacional');
  const period = find(root, 'Periodo');
  const totals = find(root, 'Totales');
  const withheld = totals?.children.filter((c) => c.name === 'ImpRetenidos') ?? [];
  const intereses = deep(find(root, 'Complemento'), 'Intereses');
  const tfd = deep(find(root, 'Complemento'), 'TimbreFiscalDigital');
  const related = find(root, 'CfdiRetenRelacionados');

  const doc = await PDFDocument.create();
  doc.setTitle(`Constancia de retenciones ${a(root, 'FolioInt')}`);
  const w = await Writer.on(doc);
  const width = RIGHT - PAGE.margin;
  w.text('CONSTANCIA DE RETENCIONES E INFORMACIÓN DE PAGOS', { size: 13, bold: true, color: ACCENT });
  w.text(STATUS_TEXT[status], { bold: true, alignRight: RIGHT, color: status === 'stamped' ? ACCENT : WARNING });
  w.down(16);
  w.text(`CFDI de Retenciones ${a(root, 'Version')} · Clave de retención ${a(root, 'CveRetenc')} (Intereses) · Folio ${a(root, 'FolioInt')}`, { color: MUTED });
  w.down(20);
  const month = (m: string) => MONTHS[Number(m) - 1] ?? m;
  const facts: [string, string][] = [
    ['Emisor', `${a(issuer, 'NomDenRazSocE')} · RFC ${a(issuer, 'RfcE')} · Régimen ${a(issuer, 'RegimenFiscalE')}`],
    ['Receptor', a(receiver, 'NomDenRazSocR')],
    ['RFC / CURP del receptor', [a(receiver, 'RfcR'), a(receiver, 'CurpR')].filter(Boolean).join(' / ')],
    ['Domicilio fiscal del receptor (C.P.)', a(receiver, 'DomicilioFiscalR')],
    ['Periodo', `${month(a(period, 'MesIni'))} a ${month(a(period, 'MesFin'))} de ${a(period, 'Ejercicio')}`],
    ['Fecha y lugar de expedición', `${a(root, 'FechaExp').replace('T', ' ')} · C.P. ${a(root, 'LugarExpRetenc')}`],
    ['Folio fiscal (UUID)', a(tfd, 'UUID').toUpperCase() || 'Sin timbrar: aún no tiene folio fiscal'],
    ['No. de certificado del emisor', a(root, 'NoCertificado')],
  ];
  if (related) facts.push(['Sustituye a (relación 04)', a(related, 'UUID')]);
  for (const [label, value] of facts) {
    w.text(label, { size: 8, color: MUTED });
    w.text(value, { x: PAGE.margin + 170 });
    w.down(13);
  }
  w.down(6);
  w.rule();
  w.down(16);
  const amounts: [string, string][] = [
    ['Monto total de la operación', a(totals, 'MontoTotOperacion')],
    ['Monto total gravado', a(totals, 'MontoTotGrav')],
    ['Monto total exento', a(totals, 'MontoTotExent')],
    ['Monto total retenido', a(totals, 'MontoTotRet')],
  ];
  for (const line of withheld) amounts.push([`ISR retenido (${a(line, 'ImpuestoRet')}, pago ${a(line, 'TipoPagoRet')}) · base ${money(a(line, 'BaseRet') || '0', 'MXN')}`, a(line, 'MontoRet')]);
  amounts.push(
    ['Intereses nominales', a(intereses, 'MontIntNominal')],
    ['Intereses reales', a(intereses, 'MontIntReal')],
    ['Pérdida', a(intereses, 'Perdida')],
  );
  for (const [label, value] of amounts) {
    w.text(label);
    w.text(money(value || '0', 'MXN'), { alignRight: RIGHT });
    w.down(13);
  }
  w.text(`Complemento Intereses ${a(intereses, 'Version')}: sistema financiero ${a(intereses, 'SistFinanciero')} · retirados en el periodo ${a(intereses, 'RetiroAORESRetInt')} · derivados ${a(intereses, 'OperFinancDerivad')}`, { size: 8, color: MUTED });
  w.down(22);

  if (!tfd) {
    w.text('CFDI DE RETENCIONES SIN TIMBRAR', { bold: true, color: WARNING });
    w.down(12);
    w.wrapped(NOT_STAMPED_NOTICE, PAGE.margin, width, 8);
    w.down(26);
    w.block('Sello digital del emisor', a(root, 'Sello'), PAGE.margin, width);
    w.block('Cadena original', retentionCadena(xml), PAGE.margin, width);
  } else {
    const side = 96;
    w.ensure(side + 12);
    w.text('Este documento es una representación impresa de un CFDI de Retenciones', { bold: true, color: ACCENT });
    w.down(8);
    const url = retentionExpression({ uuid: a(tfd, 'UUID'), issuerRfc: a(issuer, 'RfcE'), receiverRfc: a(receiver, 'RfcR'), total: a(totals, 'MontoTotOperacion'), seal: a(root, 'Sello') });
    const top = w.y;
    w.image(await doc.embedPng(qrPng(url)), PAGE.margin, side);
    const x = PAGE.margin + side + 14;
    w.down(8);
    for (const [label, value] of [['Fecha y hora de certificación', a(tfd, 'FechaTimbrado')], ['RFC del proveedor de certificación', a(tfd, 'RfcProvCertif')], ['No. de certificado del SAT', a(tfd, 'NoCertificadoSAT')]]) {
      w.text(label, { x, size: 8, color: MUTED });
      w.text(value, { x: x + 150, size: 8 });
      w.down(12);
    }
    w.y = Math.min(w.y, top - side) - 10;
    w.block('Sello digital del emisor', a(root, 'Sello'), PAGE.margin, width);
    w.block('Sello digital del SAT', a(tfd, 'SelloSAT'), PAGE.margin, width);
    // Stamped, the printed cadena is the stamp's (Anexo 20: "cadena original del complemento de certificación").
    w.block('Cadena original del complemento de certificación digital del SAT', tfdCadenaOriginal(stampOf(tfd)), PAGE.margin, width);
  }
  return Buffer.from(await doc.save());
}
