/**
 * The cadena original of a CFDI 4.0: what its Sello signs. SAT defines it by the stylesheet
 * cadenaoriginal_4_0.xslt (and Pagos20.xslt for the payment complement); the rules below transcribe
 * those stylesheets: per element, its attributes in the stylesheet's order (required ones always
 * written, optional ones only when present) and the children it descends into. Each value is
 * whitespace-collapsed and preceded by "|"; the whole starts with "||" and ends with "||". The
 * TimbreFiscalDigital has no rule, so a stamped document's cadena is its sealed one.
 */
import { XMLParser } from 'fast-xml-parser';

/** `@Name` required attribute, `@Name?` optional, `Path/To/Child` descend (rule of the last step's name). */
export type Step = string;

const TRASLADO = ['@Base', '@Impuesto', '@TipoFactor', '@TasaOCuota?', '@Importe?'];
const RULES: Record<string, Step[]> = {
  Comprobante: [
    '@Version', '@Serie?', '@Folio?', '@Fecha', '@FormaPago?', '@NoCertificado', '@CondicionesDePago?', '@SubTotal', '@Descuento?', '@Moneda',
    '@TipoCambio?', '@Total', '@TipoDeComprobante', '@Exportacion', '@MetodoPago?', '@LugarExpedicion', '@Confirmacion?',
    'InformacionGlobal', 'CfdiRelacionados', 'Emisor', 'Receptor', 'Conceptos/Concepto', 'Impuestos>Comprobante', 'Complemento/*',
  ],
  InformacionGlobal: ['@Periodicidad', '@Meses', '@Año'],
  CfdiRelacionados: ['@TipoRelacion', 'CfdiRelacionado'],
  CfdiRelacionado: ['@UUID'],
  Emisor: ['@Rfc', '@Nombre', '@RegimenFiscal', '@FacAtrAdquirente?'],
  Receptor: ['@Rfc', '@Nombre', '@DomicilioFiscalReceptor', '@ResidenciaFiscal?', '@NumRegIdTrib?', '@RegimenFiscalReceptor', '@UsoCFDI'],
  Concepto: [
    '@ClaveProdServ', '@NoIdentificacion?', '@Cantidad', '@ClaveUnidad', '@Unidad?', '@Descripcion', '@ValorUnitario', '@Importe', '@Descuento?', '@ObjetoImp',
    'Impuestos/Traslados/Traslado>Concepto', 'Impuestos/Retenciones/Retencion>Concepto', 'ACuentaTerceros', 'InformacionAduanera', 'CuentaPredial',
  ],
  'Traslado>Concepto': TRASLADO,
  'Retencion>Concepto': ['@Base', '@Impuesto', '@TipoFactor', '@TasaOCuota', '@Importe'],
  ACuentaTerceros: ['@RfcACuentaTerceros', '@NombreACuentaTerceros', '@RegimenFiscalACuentaTerceros', '@DomicilioFiscalACuentaTerceros'],
  InformacionAduanera: ['@NumeroPedimento'],
  CuentaPredial: ['@Numero'],
  'Impuestos>Comprobante': ['Retenciones/Retencion>Comprobante', '@TotalImpuestosRetenidos?', 'Traslados/Traslado>Comprobante', '@TotalImpuestosTrasladados?'],
  'Retencion>Comprobante': ['@Impuesto', '@Importe'],
  'Traslado>Comprobante': TRASLADO,
  // Pagos 2.0 (Pagos20.xslt)
  Pagos: ['@Version', 'Totales', 'Pago'],
  Totales: [
    '@TotalRetencionesIVA?', '@TotalRetencionesISR?', '@TotalRetencionesIEPS?', '@TotalTrasladosBaseIVA16?', '@TotalTrasladosImpuestoIVA16?',
    '@TotalTrasladosBaseIVA8?', '@TotalTrasladosImpuestoIVA8?', '@TotalTrasladosBaseIVA0?', '@TotalTrasladosImpuestoIVA0?', '@TotalTrasladosBaseIVAExento?', '@MontoTotalPagos',
  ],
  Pago: [
    '@FechaPago', '@FormaDePagoP', '@MonedaP', '@TipoCambioP?', '@Monto', '@NumOperacion?', '@RfcEmisorCtaOrd?', '@NomBancoOrdExt?', '@CtaOrdenante?',
    '@RfcEmisorCtaBen?', '@CtaBeneficiario?', '@TipoCadPago?', '@CertPago?', '@CadPago?', '@SelloPago?', 'DoctoRelacionado', 'ImpuestosP',
  ],
  DoctoRelacionado: ['@IdDocumento', '@Serie?', '@Folio?', '@MonedaDR', '@EquivalenciaDR?', '@NumParcialidad', '@ImpSaldoAnt', '@ImpPagado', '@ImpSaldoInsoluto', '@ObjetoImpDR', 'ImpuestosDR'],
  ImpuestosDR: ['RetencionesDR/RetencionDR', 'TrasladosDR/TrasladoDR'],
  RetencionDR: ['@BaseDR', '@ImpuestoDR', '@TipoFactorDR', '@TasaOCuotaDR', '@ImporteDR'],
  TrasladoDR: ['@BaseDR', '@ImpuestoDR', '@TipoFactorDR', '@TasaOCuotaDR?', '@ImporteDR?'],
  ImpuestosP: ['RetencionesP/RetencionP', 'TrasladosP/TrasladoP'],
  RetencionP: ['@ImpuestoP', '@ImporteP'],
  TrasladoP: ['@BaseP', '@ImpuestoP', '@TipoFactorP', '@TasaOCuotaP?', '@ImporteP?'],
};

export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);

type Parsed = Record<string, unknown> & { ':@'?: Record<string, string> };

function toNode(entry: Parsed): XmlNode | undefined {
  const tag = Object.keys(entry).find((k) => k !== ':@' && k !== '#text');
  if (!tag || tag.startsWith('?')) return undefined;
  const attributes: Record<string, string> = {};
  for (const [k, v] of Object.entries(entry[':@'] ?? {})) attributes[k.replace(/^@_/, '')] = String(v);
  const children = ((entry[tag] as Parsed[]) ?? []).map(toNode).filter((n): n is XmlNode => n !== undefined);
  return { name: localName(tag), attributes, children };
}

export function parseXmlTree(xml: string): XmlNode {
  const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '@_', parseAttributeValue: false, parseTagValue: false, processEntities: true, trimValues: false });
  const root = (parser.parse(xml) as Parsed[]).map(toNode).find((n) => n !== undefined);
  if (!root) throw new Error('expected an XML document with a root element, got: none');
  return root;
}

const collapse = (value: string) => value.replace(/[ \t\r\n]+/g, ' ').trim();

/** Walks `node` with a stylesheet's rules (these, or another document's: Retenciones 2.0 in ./cfdi-retention-cadena.ts). */
export function walk(node: XmlNode, ruleName: string, out: string[], rules: Record<string, Step[]> = RULES): void {
  const steps = rules[ruleName];
  if (!steps) return;
  for (const step of steps) {
    if (step.startsWith('@')) {
      const optional = step.endsWith('?');
      const value = node.attributes[step.slice(1, optional ? -1 : undefined)];
      if (value !== undefined) out.push(collapse(value));
      else if (!optional) out.push('');
      continue;
    }
    const [path, context] = step.split('>');
    let current = [node];
    for (const part of path.split('/')) current = current.flatMap((n) => n.children.filter((c) => part === '*' || c.name === part));
    for (const child of current) walk(child, context ? `${child.name}>${context}` : child.name, out, rules);
  }
}

export function cadenaOriginal(xml: string): string {
  const root = parseXmlTree(xml);
  if (root.name !== 'Comprobante') throw new Error(`expected a cfdi:Comprobante, got: ${root.name}`);
  const out: string[] = [];
  walk(root, 'Comprobante', out);
  return `||${out.join('|')}||`;
}
