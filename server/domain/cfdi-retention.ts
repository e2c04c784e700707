/**
 * The CFDI de Retenciones e Información de Pagos 2.0 (Anexo 20, rubro II) of an investor's interest
 * (CveRetenc 16) with the Intereses complement 1.0: built here, sealed with the firm's CSD over its
 * cadena original (./cfdi-retention-cadena.ts). Pure: no clock, no I/O; the signer is passed in.
 * A corrected certificate names the one it replaces in CfdiRetenRelacionados (TipoRelacion 04), when
 * that one has a folio fiscal (docs/decisions/142).
 */
import { element, fiscalName, type CfdiCertificate } from './cfdi.ts';
import { retentionCadena } from './cfdi-retention-cadena.ts';
import type { RetentionFigures } from './retention-figures.ts';

export const RETENTION_NAMESPACE = 'http://www.sat.gob.mx/esquemas/retencionpago/2';
export const INTERESES_NAMESPACE = 'http://www.sat.gob.mx/esquemas/retencionpago/1/intereses';
const SCHEMA_LOCATION = [
  RETENTION_NAMESPACE, 'http://www.sat.gob.mx/esquemas/retencionpago/2/retencionpagov2.xsd',
  INTERESES_NAMESPACE, 'http://www.sat.gob.mx/esquemas/retencionpago/1/intereses/intereses.xsd',
].join(' ');

/** c_CveRetenc 16: Intereses. c_TipoPagoRet 04: pago provisional de ISR (docs/decisions/140). ISR is c_Impuesto 001. */
export const RETENTION_KEY = '16';
export const RETENTION_PAYMENT_TYPE = '04';
export const ISR = '001';

export interface RetentionIssuer {
  rfc: string;
  name: string;
  fiscalRegime: string;
  postalCode: string;
  /** SistFinanciero: the firm belongs to the financial system (a SOFOM, LISR art. 7). */
  financialSystem: boolean;
}

export interface RetentionReceiver {
  rfc: string;
  name: string;
  curp?: string | null;
  postalCode: string;
}

export interface RetentionInput {
  certificate: CfdiCertificate;
  /** FolioInt: the firm's own number, [0-9a-zA-Z]{1,20}. */
  folio: string;
  /** FechaExp, Mexico City wall clock `YYYY-MM-DDTHH:mm:ss`. */
  issuedAt: string;
  issuer: RetentionIssuer;
  receiver: RetentionReceiver;
  period: { year: number; fromMonth: number; toMonth: number };
  figures: RetentionFigures;
  /** The folio fiscal of the certificate this one replaces (CfdiRetenRelacionados, TipoRelacion 04). */
  replacesUuid?: string | null;
}

const CURP = /^[A-Z][AEIOUX][A-Z]{2}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[HM][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d$/;
const month = (m: number) => String(m).padStart(2, '0');

export function checkRetentionInput(input: RetentionInput): void {
  const { year, fromMonth, toMonth } = input.period;
  if (!Number.isInteger(year) || year < 2019 || year > 2027) throw new Error(`expected an Ejercicio of SAT's catalogue c_Ejercicio (2019 to 2027), got: ${year}`);
  if (!(fromMonth >= 1 && toMonth <= 12 && fromMonth <= toMonth)) throw new Error(`expected months 1 to 12, the first not after the last, got: ${fromMonth} to ${toMonth}`);
  if (!/^[0-9]{5}$/.test(input.receiver.postalCode)) throw new Error(`expected the receiver's fiscal postal code of 5 digits, got: "${input.receiver.postalCode}"`);
  if (!/^[0-9a-zA-Z]{1,20}$/.test(input.folio)) throw new Error(`expected a FolioInt of 1 to 20 letters and digits, got: "${input.folio}"`);
}

export function buildRetentionXml(input: RetentionInput): string {
  checkRetentionInput(input);
  const f = input.figures;
  // CurpR only beside a person's 13-character RfcR: a company has no CURP (Retenciones 2.0's filling guide).
  const curp = input.receiver.rfc.length === 13 && input.receiver.curp && CURP.test(input.receiver.curp) ? input.receiver.curp : undefined;
  const children = [
    ...(input.replacesUuid ? [element('retenciones:CfdiRetenRelacionados', { TipoRelacion: '04', UUID: input.replacesUuid.toUpperCase() })] : []),
    element('retenciones:Emisor', { RfcE: input.issuer.rfc, NomDenRazSocE: fiscalName(input.issuer.name), RegimenFiscalE: input.issuer.fiscalRegime }),
    element('retenciones:Receptor', { NacionalidadR: 'Nacional' }, [
      element('retenciones:Nacional', { RfcR: input.receiver.rfc, NomDenRazSocR: fiscalName(input.receiver.name), CurpR: curp, DomicilioFiscalR: input.receiver.postalCode }),
    ]),
    element('retenciones:Periodo', { MesIni: month(input.period.fromMonth), MesFin: month(input.period.toMonth), Ejercicio: String(input.period.year) }),
    element('retenciones:Totales', { MontoTotOperacion: f.nominal, MontoTotGrav: f.nominal, MontoTotExent: f.exempt, MontoTotRet: f.withheld }, [
      element('retenciones:ImpRetenidos', { BaseRet: f.nominal, ImpuestoRet: ISR, MontoRet: f.withheld, TipoPagoRet: RETENTION_PAYMENT_TYPE }),
    ]),
    element('retenciones:Complemento', {}, [interesesXml(input)]),
  ];
  const root = element(
    'retenciones:Retenciones',
    {
      'xmlns:retenciones': RETENTION_NAMESPACE,
      'xmlns:intereses': INTERESES_NAMESPACE,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': SCHEMA_LOCATION,
      Version: '2.0',
      FolioInt: input.folio,
      Sello: '',
      NoCertificado: input.certificate.number,
      Certificado: input.certificate.base64,
      FechaExp: input.issuedAt,
      LugarExpRetenc: input.issuer.postalCode,
      CveRetenc: RETENTION_KEY,
    },
    children,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}

/** The Intereses complement alone (Facturapi takes it as a complement's XML, docs/decisions/142). */
export function interesesXml(input: Pick<RetentionInput, 'issuer' | 'figures'>): string {
  const f = input.figures;
  return element('intereses:Intereses', {
    'xmlns:intereses': INTERESES_NAMESPACE,
    Version: '1.0',
    SistFinanciero: input.issuer.financialSystem ? 'SI' : 'NO',
    // The interest is paid out every month (never left to capitalise): withdrawn in the period.
    RetiroAORESRetInt: 'SI',
    OperFinancDerivad: 'NO',
    MontIntNominal: f.nominal,
    MontIntReal: f.real,
    Perdida: f.loss,
  });
}

/** Signs the cadena original with the CSD (RSA-SHA256, base64) into the empty Sello. */
export function sealRetention(xml: string, sign: (cadena: string) => string): { xml: string; cadena: string } {
  if (!xml.includes(' Sello=""')) throw new Error('expected a Retenciones document with an empty Sello to seal, got: one without it');
  const cadena = retentionCadena(xml);
  const sello = sign(cadena);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(sello)) throw new Error('expected a base64 seal from the signer');
  return { xml: xml.replace(' Sello=""', ` Sello="${sello}"`), cadena };
}
