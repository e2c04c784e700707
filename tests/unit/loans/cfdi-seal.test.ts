/**
 * Every CFDI the local provider issues is sealed with the firm's CSD (here SAT's public test CSD of
 * EKU9003173C9 in demo/csd) and accepted by SAT's cfdv40.xsd with its catalogues. The seal is checked
 * here without the signing code: the cadena original is written out by hand from SAT's
 * cadenaoriginal_4_0 rules, and verified with node:crypto against the public key of the certificate
 * that the XML itself carries.
 */
import { createVerify, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { invoicingProvider } from '../../../server/adapters/invoicing-choice.ts';
import { cadenaOriginal } from '../../../server/domain/cfdi-cadena.ts';
import { LOAN_SOURCE } from '../../helpers/cfdi-fixtures.ts';
import { satSchemaErrors } from '../../helpers/sat-xsd.ts';
import { tallySeal } from '../../helpers/fiscal-tally.ts';

const now = new Date('2026-02-11T16:00:00Z');
const local = invoicingProvider({ INVOICING_PROVIDER: 'local' });
const attribute = (xml: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1];

function verifies(cadena: string, xml: string): boolean {
  const certificate = new X509Certificate(Buffer.from(attribute(xml, 'Certificado')!, 'base64'));
  return tallySeal('cfdi', createVerify('RSA-SHA256').update(cadena, 'utf8').verify(certificate.publicKey, attribute(xml, 'Sello')!, 'base64'));
}

/** SAT's cadena of this invoice, written out from cadenaoriginal_4_0.xslt's order, not computed. */
const EXPECTED_CADENA =
  '||4.0|PR|41|2026-02-11T10:00:00|99|30001000000400002434|7750.00|MXN|8990.00|I|01|PPD|42501' +
  '|EKU9003173C9|ESCUELA KEMPER URGATE|601' +
  '|PPA010101AB5|PESQUERA DEL PACÍFICO|82000|601|G03' +
  '|84101700|1|E48|Intereses del préstamo PR-2026-0101, periodo 1 (corte 2026-02-10)|7750.00|7750.00|02|7750.00|002|Tasa|0.160000|1240.00' +
  '|7750.00|002|Tasa|0.160000|1240.00|1240.00||';

describe('sealed CFDI 4.0', () => {
  it('names the CSD: NoCertificado is the certificate serial, Certificado its DER in base64', async () => {
    const xml = (await local.stamp(LOAN_SOURCE, now)).xml.toString('utf8');
    const der = readFileSync(new URL('../../../demo/csd/EKU9003173C9.cer', import.meta.url));
    expect(attribute(xml, 'NoCertificado')).toBe('30001000000400002434');
    expect(attribute(xml, 'Certificado')).toBe(der.toString('base64'));
    expect(Buffer.from(new X509Certificate(der).serialNumber, 'hex').toString('latin1')).toBe('30001000000400002434');
  });

  it('is accepted by SAT\'s cfdv40.xsd with its catalogues', async () => {
    const xml = (await local.stamp(LOAN_SOURCE, now)).xml.toString('utf8');
    expect(await satSchemaErrors(xml)).toEqual([]);
  });

  it('the schema check is real: an empty NoCertificado, an unknown regime or a missing Sello fail', async () => {
    const xml = (await local.stamp(LOAN_SOURCE, now)).xml.toString('utf8');
    expect((await satSchemaErrors(xml.replace(/NoCertificado="\d+"/, 'NoCertificado=""'))).join()).toContain('NoCertificado');
    expect((await satSchemaErrors(xml.replace('RegimenFiscalReceptor="601"', 'RegimenFiscalReceptor="999"'))).join()).toContain('RegimenFiscalReceptor');
    expect((await satSchemaErrors(xml.replace(/ Sello="[^"]*"/, ''))).join()).toContain('Sello');
  });

  it('its cadena original is SAT\'s, and its Sello verifies with the certificate\'s public key (RSA-SHA256)', async () => {
    const xml = (await local.stamp(LOAN_SOURCE, now)).xml.toString('utf8');
    expect(cadenaOriginal(xml)).toBe(EXPECTED_CADENA);
    expect(attribute(xml, 'Sello')).toMatch(/^[A-Za-z0-9+/]{342}==$/);
    expect(verifies(EXPECTED_CADENA, xml)).toBe(true);
  });

  it('the seal check is real: a changed amount or a changed name breaks it', async () => {
    const xml = (await local.stamp(LOAN_SOURCE, now)).xml.toString('utf8');
    expect(verifies(EXPECTED_CADENA.replace('|8990.00|', '|8990.01|'), xml)).toBe(false);
    expect(verifies(cadenaOriginal(xml.replace('PESQUERA DEL PACÍFICO', 'PESQUERA DEL PACIFICO')), xml)).toBe(false);
  });

  it('a dollar invoice is sealed and schema-valid too, with TipoCambio in its cadena', async () => {
    const dollars = { ...LOAN_SOURCE, loan: { ...LOAN_SOURCE.loan, currency_code: 'USD', exchange_rate: '18.35' }, exchangeRate: { rate: '18.35', fixedOn: '2026-02-10' } };
    const xml = (await local.stamp(dollars, now)).xml.toString('utf8');
    expect(await satSchemaErrors(xml)).toEqual([]);
    const cadena = cadenaOriginal(xml);
    expect(cadena).toContain('|7750.00|USD|18.3500|8990.00|I|');
    expect(verifies(cadena, xml)).toBe(true);
  });
});

describe('cadena original rules', () => {
  it('collapses whitespace, writes a present empty optional attribute, skips an absent one', () => {
    const xml = (attrs: string) =>
      `<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" ${attrs} Fecha="2026-01-01T00:00:00" NoCertificado="1" SubTotal="1" Moneda="MXN" Total="1" TipoDeComprobante="I" Exportacion="01" LugarExpedicion="42501"><cfdi:Emisor Rfc="A" Nombre="  DOS   PALABRAS " RegimenFiscal="601"/></cfdi:Comprobante>`;
    expect(cadenaOriginal(xml('Serie="X"'))).toBe('||4.0|X|2026-01-01T00:00:00|1|1|MXN|1|I|01|42501|A|DOS PALABRAS|601||');
    expect(cadenaOriginal(xml('Serie=""'))).toBe('||4.0||2026-01-01T00:00:00|1|1|MXN|1|I|01|42501|A|DOS PALABRAS|601||');
    expect(cadenaOriginal(xml(''))).toBe('||4.0|2026-01-01T00:00:00|1|1|MXN|1|I|01|42501|A|DOS PALABRAS|601||');
  });

  it('leaves the TimbreFiscalDigital out and takes the Pagos 2.0 complement in', () => {
    const base = `<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Fecha="F" NoCertificado="1" SubTotal="0" Moneda="XXX" Total="0" TipoDeComprobante="P" Exportacion="01" LugarExpedicion="42501"><cfdi:Complemento>`;
    const tfd = '<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="X"/>';
    const pagos = '<pago20:Pagos xmlns:pago20="http://www.sat.gob.mx/Pagos20" Version="2.0"><pago20:Totales MontoTotalPagos="10.00"/><pago20:Pago FechaPago="P" FormaDePagoP="03" MonedaP="MXN" TipoCambioP="1" Monto="10.00"><pago20:DoctoRelacionado IdDocumento="U" MonedaDR="MXN" EquivalenciaDR="1" NumParcialidad="1" ImpSaldoAnt="10.00" ImpPagado="10.00" ImpSaldoInsoluto="0.00" ObjetoImpDR="01"/></pago20:Pago></pago20:Pagos>';
    expect(cadenaOriginal(`${base}${tfd}</cfdi:Complemento></cfdi:Comprobante>`)).toBe('||4.0|F|1|0|XXX|0|P|01|42501||');
    expect(cadenaOriginal(`${base}${pagos}${tfd}</cfdi:Complemento></cfdi:Comprobante>`)).toBe('||4.0|F|1|0|XXX|0|P|01|42501|2.0|10.00|P|03|MXN|1|10.00|U|MXN|1|1|10.00|10.00|0.00|01||');
  });
});
