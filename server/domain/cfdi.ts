/**
 * CFDI 4.0 (Anexo 20): the XML of an income invoice (TipoDeComprobante "I") with its Comprobante,
 * Emisor, Receptor, Conceptos and Impuestos, and the totals the SAT checks. Pure: no clock, no I/O.
 * It carries the issuer's certificate (NoCertificado, Certificado) and an empty Sello that `sealXml`
 * fills with the signature of the cadena original (./cfdi-cadena.ts); the signer is passed in, so this
 * stays pure. Stamping (the TimbreFiscalDigital) is a PAC's business.
 */
import Decimal from 'decimal.js';
import { cadenaOriginal } from './cfdi-cadena.ts';
import { formatMoney, roundMoney, sumDecimals, toDecimal, type DecimalInput } from './money.ts';

export const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';
const SCHEMA_LOCATION = `${CFDI_NAMESPACE} http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd`;

/**
 * c_ObjetoImp: 01 not subject to tax (principal repaid), 02 subject to tax (interest), 04 subject to
 * tax but none caused (real interest of 0 under LIVA 18-A: the adjustment took all of it; no Impuestos).
 */
export type TaxObject = '01' | '02' | '04';

/**
 * How a concept subject to tax (02) carries IVA (docs/decisions/115 and 116): at 16 % on a base, which
 * is its amount unless given (the real interest of LIVA 18-A is less than the concept's amount), or
 * exempt (TipoFactor Exento: Base only, no TasaOCuota, no Importe). Absent: 16 % on its amount.
 */
export type ConceptVat = { factor: 'Tasa'; base?: DecimalInput } | { factor: 'Exento' };

export interface CfdiIssuer {
  rfc: string;
  name: string;
  /** c_RegimenFiscal, e.g. 601 (general regime of legal entities). */
  fiscalRegime: string;
}

export interface CfdiReceiver {
  rfc: string;
  name: string;
  postalCode: string;
  fiscalRegime: string;
  /** c_UsoCFDI, e.g. G03 (general expenses). */
  cfdiUse: string;
}

export interface CfdiConcept {
  productCode: string;
  unitCode: string;
  description: string;
  /** Quantity is 1 for every loan concept; the amount is the unit value. */
  amount: DecimalInput;
  taxObject: TaxObject;
  vat?: ConceptVat;
}

/** The issuer's CSD as the Comprobante names it: certificate number (its serial) and the DER in base64. */
export interface CfdiCertificate {
  number: string;
  base64: string;
}

export interface CfdiInput {
  certificate: CfdiCertificate;
  serie: string;
  folio: string;
  /** Local time of the place of issue, `YYYY-MM-DDTHH:mm:ss`. */
  issuedAt: string;
  placeOfIssue: string;
  currency: 'MXN' | 'USD' | string;
  /** Required by the SAT for a currency other than MXN. */
  exchangeRate?: DecimalInput;
  /** c_MetodoPago: PPD (payment in instalments or deferred) for a schedule's period. */
  /** Absent on a payment complement (type P). */
  paymentMethod?: 'PUE' | 'PPD';
  /** c_FormaPago: 99 (to be defined) is mandatory with PPD; absent on type P. */
  paymentForm?: string;
  issuer: CfdiIssuer;
  receiver: CfdiReceiver;
  concepts: readonly CfdiConcept[];
  /** CfdiRelacionados: c_TipoRelacion (04: substitution of the CFDIs named) and their folios fiscales. */
  related?: { type: string; uuids: readonly string[] };
}

export interface CfdiTotals {
  subtotal: string;
  /** IVA transferred on the concepts subject to tax. */
  taxes: string;
  total: string;
}

/** IVA, the one tax a loan's interest carries (LIVA art. 1 and 18-A); principal is not subject to it. */
export const VAT_RATE = '0.160000';

const vatOf = (base: Decimal) => roundMoney(base.times(VAT_RATE));

/** A concept's IVA line: TipoFactor and Base (rounded), and the Importe at 16 % (none when exempt); none when not 02. */
export function conceptTransfer(concept: CfdiConcept): { factor: 'Tasa' | 'Exento'; base: Decimal; vat?: Decimal } | undefined {
  if (concept.taxObject !== '02') return undefined;
  if (concept.vat?.factor === 'Exento') return { factor: 'Exento', base: roundMoney(concept.amount) };
  const base = roundMoney(concept.vat?.base ?? concept.amount);
  if (!base.greaterThan(0)) throw new Error(`expected an IVA base above 0 on a concept subject to tax (ObjetoImp 02), got: ${formatMoney(base)} (no tax caused is ObjetoImp 04)`);
  return { factor: 'Tasa', base, vat: vatOf(base) };
}

function transfersOf(concepts: readonly CfdiConcept[], factor: 'Tasa' | 'Exento') {
  return concepts.map(conceptTransfer).filter((t) => t !== undefined && t.factor === factor) as { base: Decimal; vat?: Decimal }[];
}

/** Subtotal = sum of the concepts; taxes = IVA at 16 % on each taxed base, each rounded once (exempt ones carry none); total = both. */
export function cfdiTotals(concepts: readonly CfdiConcept[]): CfdiTotals {
  const subtotal = roundMoney(sumDecimals(concepts.map((c) => c.amount)));
  const taxes = transfersOf(concepts, 'Tasa').reduce((sum, t) => sum.plus(t.vat!), new Decimal(0));
  return { subtotal: formatMoney(subtotal), taxes: formatMoney(taxes), total: formatMoney(subtotal.plus(taxes)) };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Seals a CFDI built here: signs its cadena original (SAT's cadenaoriginal_4_0 rules) with the CSD's
 * key through `sign` (RSA-SHA256, base64) and writes the signature into its empty Sello.
 */
export function sealXml(xml: string, sign: (cadena: string) => string): { xml: string; cadena: string } {
  if (!xml.includes(' Sello=""')) throw new Error('expected a CFDI with an empty Sello to seal, got: one without it');
  const cadena = cadenaOriginal(xml);
  const sello = sign(cadena);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(sello)) throw new Error('expected a base64 seal from the signer');
  return { xml: xml.replace(' Sello=""', ` Sello="${sello}"`), cadena };
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

export function element(name: string, attributes: Record<string, string | undefined>, children: string[] = []): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return children.length === 0 ? `<${name}${attrs}/>` : `<${name}${attrs}>${children.join('')}</${name}>`;
}

/** Letters of an abbreviation, each optionally followed by a period and spaces ("S.A.", "SA", "S. A."). */
const abbreviation = (letters: string) => letters.split('').map((l) => `${l}\\.?\\s*`).join('');
/** The capital regime at the end of a company's name (SAT's constancia leaves it out), with the comma before it. */
const CAPITAL_REGIME = new RegExp(
  `[\\s,]+(?:${['SAPI', 'SAB', 'SA', 'SC', 'SRL'].map(abbreviation).join('|')}|S\\.?\\s*DE\\s+${abbreviation('RL')})(?:DE\\s+${abbreviation('CV')})?(?:SOFOM\\s*(?:${abbreviation('ENR')}|${abbreviation('ER')})?)?$`,
);

/**
 * A name as CFDI 4.0 and Retenciones 2.0 want it (the one place: every driver and printed form uses
 * it): upper case, as SAT registers it, its own periods and commas kept ("GRUPO J.R. TREVIÑO"),
 * without the capital regime ("S.A. de C.V."), which SAT's validation rejects.
 */
export function fiscalName(name: string): string {
  const upper = name.toUpperCase().replace(/\s+/g, ' ').trim();
  return upper.replace(CAPITAL_REGIME, '').trim();
}

function conceptXml(concept: CfdiConcept, zero: boolean): string {
  const amount = zero ? '0' : formatMoney(concept.amount);
  const children: string[] = [];
  const line = zero ? undefined : conceptTransfer(concept);
  if (line) {
    const transfer = line.factor === 'Exento'
      ? element('cfdi:Traslado', { Base: formatMoney(line.base), Impuesto: '002', TipoFactor: 'Exento' })
      : element('cfdi:Traslado', { Base: formatMoney(line.base), Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: VAT_RATE, Importe: formatMoney(line.vat!) });
    children.push(element('cfdi:Impuestos', {}, [element('cfdi:Traslados', {}, [transfer])]));
  }
  return element(
    'cfdi:Concepto',
    {
      ClaveProdServ: concept.productCode,
      Cantidad: '1',
      ClaveUnidad: concept.unitCode,
      Descripcion: concept.description,
      ValorUnitario: amount,
      Importe: amount,
      ObjetoImp: concept.taxObject,
    },
    children,
  );
}

/**
 * The invoice-level tax summary (Anexo 20): one Traslado per Impuesto, TipoFactor and TasaOCuota, its
 * Base the sum of the concepts' Bases; an exempt one carries neither TasaOCuota nor Importe, and
 * TotalImpuestosTrasladados is written only when some traslado is not exempt. Absent when no concept
 * carries a traslado.
 */
function taxesXml(concepts: readonly CfdiConcept[], totals: CfdiTotals): string | undefined {
  const taxed = transfersOf(concepts, 'Tasa');
  const exempt = transfersOf(concepts, 'Exento');
  if (taxed.length === 0 && exempt.length === 0) return undefined;
  const sumOf = (lines: { base: Decimal }[]) => formatMoney(lines.reduce((sum, t) => sum.plus(t.base), new Decimal(0)));
  const transfers = [
    ...(taxed.length > 0 ? [element('cfdi:Traslado', { Base: sumOf(taxed), Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: VAT_RATE, Importe: totals.taxes })] : []),
    ...(exempt.length > 0 ? [element('cfdi:Traslado', { Base: sumOf(exempt), Impuesto: '002', TipoFactor: 'Exento' })] : []),
  ];
  return element('cfdi:Impuestos', { TotalImpuestosTrasladados: taxed.length > 0 ? totals.taxes : undefined }, [element('cfdi:Traslados', {}, transfers)]);
}

/** A payment complement (type P) carries its Pagos element and totals of 0 (Anexo 20, Pagos 2.0 guide). */
export interface CfdiKind {
  type: 'I' | 'P';
  complement?: string;
  schemaLocations?: readonly string[];
}

export function buildCfdiXml(input: CfdiInput, kind: CfdiKind = { type: 'I' }): { xml: string; totals: CfdiTotals } {
  const payment = kind.type === 'P';
  if (input.concepts.length === 0) throw new Error('expected at least one concept, got: none');
  for (const c of input.concepts) if (toDecimal(c.amount, 'a concept amount').isNegative()) throw new Error(`expected a concept amount of 0 or more, got: ${String(c.amount)}`);
  const totals = cfdiTotals(input.concepts);
  const foreign = input.currency !== 'MXN' && input.currency !== 'XXX';
  if (foreign && (input.exchangeRate === undefined || !toDecimal(input.exchangeRate, 'an exchange rate').greaterThan(0)))
    throw new Error(`expected an exchange rate above 0 for ${input.currency}, got: ${String(input.exchangeRate)}`);

  const related = input.related && element('cfdi:CfdiRelacionados', { TipoRelacion: input.related.type }, input.related.uuids.map((uuid) => element('cfdi:CfdiRelacionado', { UUID: uuid })));
  const children = [
    ...(related ? [related] : []),
    element('cfdi:Emisor', { Rfc: input.issuer.rfc, Nombre: fiscalName(input.issuer.name), RegimenFiscal: input.issuer.fiscalRegime }),
    element('cfdi:Receptor', {
      Rfc: input.receiver.rfc,
      Nombre: fiscalName(input.receiver.name),
      DomicilioFiscalReceptor: input.receiver.postalCode,
      RegimenFiscalReceptor: input.receiver.fiscalRegime,
      UsoCFDI: input.receiver.cfdiUse,
    }),
    element('cfdi:Conceptos', {}, input.concepts.map((c) => conceptXml(c, payment))),
  ];
  const taxes = payment ? undefined : taxesXml(input.concepts, totals);
  if (taxes) children.push(taxes);
  if (kind.complement) children.push(element('cfdi:Complemento', {}, [kind.complement]));

  const comprobante = element(
    'cfdi:Comprobante',
    {
      'xmlns:cfdi': CFDI_NAMESPACE,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': [SCHEMA_LOCATION, ...(kind.schemaLocations ?? [])].join(' '),
      Version: '4.0',
      Serie: input.serie,
      Folio: input.folio,
      Fecha: input.issuedAt,
      Sello: '',
      FormaPago: input.paymentForm,
      NoCertificado: input.certificate.number,
      Certificado: input.certificate.base64,
      SubTotal: payment ? '0' : totals.subtotal,
      Moneda: input.currency,
      TipoCambio: foreign ? toDecimal(input.exchangeRate!).toFixed(4) : undefined,
      Total: payment ? '0' : totals.total,
      TipoDeComprobante: kind.type,
      Exportacion: '01',
      MetodoPago: input.paymentMethod,
      LugarExpedicion: input.placeOfIssue,
    },
    children,
  );
  return { xml: `<?xml version="1.0" encoding="UTF-8"?>\n${comprobante}\n`, totals };
}

const MEXICO_CITY_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** CFDI's Fecha: the wall-clock time in Mexico City at `now`, without a zone (`2026-03-01T09:30:00`). */
export function cfdiTimestamp(now: Date): string {
  const p = Object.fromEntries(MEXICO_CITY_CLOCK.formatToParts(now).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}
