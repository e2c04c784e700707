/**
 * What a CFDI's printed representation shows, read from the XML itself (Anexo 20, "representación
 * impresa"): the stamped XML a PAC returned, or the sealed one a local build made. Everything printed
 * (series and folio, both certificate numbers, both seals, the TimbreFiscalDigital) is what the XML
 * says, never what we meant to send. Also the TFD's cadena original and SAT's verification URL for the
 * QR code. Pure: no I/O.
 */
import { XMLParser } from 'fast-xml-parser';
import { cfdiExpression } from './sat-expressions.ts';

export interface PrintedConcept {
  productCode: string;
  unitCode: string;
  description: string;
  quantity: string;
  amount: string;
  taxObject: string;
}

export interface PrintedPayment {
  paidAt: string;
  form: string;
  currency: string;
  amount: string;
  documents: { uuid: string; serie?: string; folio?: string; installment: string; previousBalance: string; paid: string; balance: string }[];
}

/** The TimbreFiscalDigital 1.1 a PAC adds when it certifies the CFDI. */
export interface PrintedStamp {
  version: string;
  uuid: string;
  stampedAt: string;
  providerRfc: string;
  legend?: string;
  cfdiSeal: string;
  satCertificateNumber: string;
  satSeal: string;
}

export interface PrintedCfdi {
  type: string;
  serie?: string;
  folio?: string;
  issuedAt: string;
  placeOfIssue: string;
  certificateNumber: string;
  seal: string;
  subtotal: string;
  total: string;
  currency: string;
  exchangeRate?: string;
  paymentMethod?: string;
  paymentForm?: string;
  issuer: { rfc: string; name: string; fiscalRegime: string };
  receiver: { rfc: string; name: string; postalCode: string; fiscalRegime: string; cfdiUse: string };
  concepts: PrintedConcept[];
  /** Comprobante/Impuestos TotalImpuestosTrasladados, when the CFDI carries taxes. */
  taxesTransferred?: string;
  /** Comprobante/Impuestos/Traslados: each with its Base and TipoFactor (an exempt one has no rate or amount). */
  transfers: { base: string; factor: string; rate?: string; amount?: string }[];
  payments: PrintedPayment[];
  stamp?: PrintedStamp;
}

type Node = Record<string, unknown>;

const LISTS = new Set(['Concepto', 'Traslado', 'Retencion', 'Pago', 'DoctoRelacionado', 'TrasladoDR', 'TrasladoP']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => LISTS.has(name),
});

const text = (node: Node | undefined, name: string): string => String(node?.[name] ?? '');
const optional = (node: Node | undefined, name: string): string | undefined => (node?.[name] === undefined ? undefined : String(node[name]));
const child = (node: Node | undefined, name: string): Node | undefined => node?.[name] as Node | undefined;
const children = (node: Node | undefined, name: string): Node[] => (node?.[name] as Node[] | undefined) ?? [];

export function printedCfdi(xml: string): PrintedCfdi {
  const root = child(parser.parse(xml) as Node, 'Comprobante');
  if (!root || !String(root.Version ?? '').startsWith('4')) throw new Error('expected a CFDI 4.0 (cfdi:Comprobante Version="4.0"), got: another document');
  const issuer = child(root, 'Emisor');
  const receiver = child(root, 'Receptor');
  const complement = child(root, 'Complemento');
  const tfd = child(complement, 'TimbreFiscalDigital');
  const pagos = child(complement, 'Pagos');
  return {
    type: text(root, 'TipoDeComprobante'),
    serie: optional(root, 'Serie'),
    folio: optional(root, 'Folio'),
    issuedAt: text(root, 'Fecha'),
    placeOfIssue: text(root, 'LugarExpedicion'),
    certificateNumber: text(root, 'NoCertificado'),
    seal: text(root, 'Sello'),
    subtotal: text(root, 'SubTotal'),
    total: text(root, 'Total'),
    currency: text(root, 'Moneda'),
    exchangeRate: optional(root, 'TipoCambio'),
    paymentMethod: optional(root, 'MetodoPago'),
    paymentForm: optional(root, 'FormaPago'),
    issuer: { rfc: text(issuer, 'Rfc'), name: text(issuer, 'Nombre'), fiscalRegime: text(issuer, 'RegimenFiscal') },
    receiver: {
      rfc: text(receiver, 'Rfc'), name: text(receiver, 'Nombre'), postalCode: text(receiver, 'DomicilioFiscalReceptor'),
      fiscalRegime: text(receiver, 'RegimenFiscalReceptor'), cfdiUse: text(receiver, 'UsoCFDI'),
    },
    concepts: children(child(root, 'Conceptos'), 'Concepto').map((c) => ({
      productCode: text(c, 'ClaveProdServ'), unitCode: text(c, 'ClaveUnidad'), description: text(c, 'Descripcion'), quantity: text(c, 'Cantidad'), amount: text(c, 'Importe'), taxObject: text(c, 'ObjetoImp'),
    })),
    taxesTransferred: optional(child(root, 'Impuestos'), 'TotalImpuestosTrasladados'),
    transfers: children(child(child(root, 'Impuestos'), 'Traslados'), 'Traslado').map((t) => ({ base: text(t, 'Base'), factor: text(t, 'TipoFactor'), rate: optional(t, 'TasaOCuota'), amount: optional(t, 'Importe') })),
    payments: children(pagos, 'Pago').map((p) => ({
      paidAt: text(p, 'FechaPago'), form: text(p, 'FormaDePagoP'), currency: text(p, 'MonedaP'), amount: text(p, 'Monto'),
      documents: children(p, 'DoctoRelacionado').map((d) => ({
        uuid: text(d, 'IdDocumento'), serie: optional(d, 'Serie'), folio: optional(d, 'Folio'), installment: text(d, 'NumParcialidad'),
        previousBalance: text(d, 'ImpSaldoAnt'), paid: text(d, 'ImpPagado'), balance: text(d, 'ImpSaldoInsoluto'),
      })),
    })),
    stamp: tfd && {
      version: text(tfd, 'Version'), uuid: text(tfd, 'UUID'), stampedAt: text(tfd, 'FechaTimbrado'), providerRfc: text(tfd, 'RfcProvCertif'), legend: optional(tfd, 'Leyenda'),
      cfdiSeal: text(tfd, 'SelloCFD'), satCertificateNumber: text(tfd, 'NoCertificadoSAT'), satSeal: text(tfd, 'SelloSAT'),
    },
  };
}

/** SAT's rule for every cadena: blanks collapsed and trimmed inside each value. */
const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The TimbreFiscalDigital's cadena original (SAT's cadenaoriginal_TFD_1_1.xslt): Version, UUID,
 * FechaTimbrado, RfcProvCertif, Leyenda when present, SelloCFD, NoCertificadoSAT, between || and ||.
 */
export function tfdCadenaOriginal(stamp: PrintedStamp): string {
  const values = [stamp.version, stamp.uuid, stamp.stampedAt, stamp.providerRfc, stamp.legend, stamp.cfdiSeal, stamp.satCertificateNumber];
  return `||${values.filter((v): v is string => v !== undefined).map(collapse).join('|')}||`;
}

/** The QR's total: ./sat-expressions.ts, the one place of SAT's expression rules. */
export { qrTotal } from './sat-expressions.ts';

/** SAT's verification URL the QR code carries (./sat-expressions.ts): the UUID (upper case, as SAT shows folios), both RFCs, the total and the seal's last 8 characters. */
export function satVerificationUrl(cfdi: PrintedCfdi): string {
  if (!cfdi.stamp) throw new Error('expected a stamped CFDI (with a TimbreFiscalDigital) for SAT\'s verification URL, got: one not stamped');
  return cfdiExpression({ uuid: cfdi.stamp.uuid, issuerRfc: cfdi.issuer.rfc, receiverRfc: cfdi.receiver.rfc, total: cfdi.total, seal: cfdi.seal });
}
