/**
 * The retention certificate's figures against docs/decisions/141's and 143's worked examples (to the cent), and
 * its XML: valid against SAT's Retenciones 2.0 schema with the Intereses complement, a cadena original
 * in retenciones.xslt's order, and a seal that verifies with the certificate it carries.
 */
import { describe, expect, it } from 'vitest';
import { openCsd } from '../../../server/adapters/csd.ts';
import { buildRetentionXml, sealRetention, type RetentionInput } from '../../../server/domain/cfdi-retention.ts';
import { retentionCadena } from '../../../server/domain/cfdi-retention-cadena.ts';
import { fixDaysNeeded, inpcMonthsNeeded, retentionFigures, type PaidInterest } from '../../../server/domain/retention-figures.ts';
import { retentionBody } from '../../../server/adapters/retentions-pac.ts';
import { renderRetentionPdf } from '../../../server/adapters/retention-pdf.ts';
import { printedQrCodes, printedText } from '../../helpers/printed-cfdi-reading.ts';
import { retentionSchemaErrors } from '../../helpers/sat-retention-xsd.ts';
import { sealOf, verifySeal } from '../../helpers/retention-seal.ts';

/** INEGI's published INPC (the migration's rows) and, for the loss example, an invented September. */
const INPC = new Map([['2025-07', '140.780'], ['2025-08', '140.867'], ['2025-09', '142.000']]);

const july: PaidInterest = { id: 1, capital: '1000000.00', date_payment: '2025-08-15', days: '31', interests: '10333.33', retentions: '424.66' };

describe('retentionFigures (decision 141)', () => {
  it('worked example 1: one month of 1,000,000 at 12 %, July to August 2025: adjustment 617.99, real interest 9,715.34', () => {
    expect(retentionFigures([july], INPC)).toEqual({ nominal: '10333.33', exempt: '0.00', withheld: '424.66', adjustment: '617.99', exchangeGain: '0.00', real: '9715.34', loss: '0.00', payments: 1 });
  });

  it('worked example 2: the inflation takes more than the interest: real 0 and a loss of 7,181.94', () => {
    const low: PaidInterest = { id: 2, capital: '1000000.00', date_payment: '2025-09-15', days: '31', interests: '861.11', retentions: '424.66' };
    expect(retentionFigures([low], INPC)).toMatchObject({ nominal: '861.11', adjustment: '8043.05', real: '0.00', loss: '7181.94' });
  });

  it('sums several payments, rounding each adjustment once; a period inside one month has no adjustment', () => {
    const inside: PaidInterest = { id: 3, capital: '500000.00', date_payment: '2025-07-31', days: '30', interests: '5000.00', retentions: '205.48' };
    const figures = retentionFigures([july, inside], INPC);
    expect(figures).toMatchObject({ nominal: '15333.33', withheld: '630.14', adjustment: '617.99', real: '14715.34', payments: 2 });
    expect(inpcMonthsNeeded([july, inside])).toEqual(['2025-07', '2025-08']);
  });

  it('names the payment and the months when an INPC is missing', () => {
    expect(() => retentionFigures([{ ...july, date_payment: '2025-11-15' }], INPC)).toThrow('INPC of 2025-10 and 2025-11 for payment 1');
  });
});

/** Decision 143's example: Banxico's FIX in force on each day (the one determined the business day before), illustrative figures. */
const FIX = new Map([['2025-07-15', '18.6500'], ['2025-08-15', '18.5000']]);
const dollars: PaidInterest = { id: 9, capital: '50000.00', date_payment: '2025-08-15', days: '31', interests: '344.44', retentions: '21.23', currency: 'USD', paid_at: '2025-08-15' };

describe('retentionFigures in dollars (decision 143)', () => {
  it('worked example 3: 50,000 USD at 8 %, July to August 2025, paid at FIX 18.5000: interest 6,372.14, withheld 392.76, exchange loss 7,500.00, loss 1,704.13', () => {
    expect(retentionFigures([dollars], INPC, FIX)).toEqual({ nominal: '6372.14', exempt: '0.00', withheld: '392.76', adjustment: '576.27', exchangeGain: '-7500.00', real: '0.00', loss: '1704.13', payments: 1 });
  });

  it('a peso that weakens is an exchange gain and adds to the real interest', () => {
    const weaker = new Map([['2025-07-15', '18.5000'], ['2025-08-15', '18.6500']]);
    // 344.44 x 18.65 = 6,423.81; 21.23 x 18.65 = 395.94; 50,000 x 18.50 x factor = 571.64; gain 50,000 x 0.15 = 7,500.00
    expect(retentionFigures([dollars], INPC, weaker)).toMatchObject({ nominal: '6423.81', withheld: '395.94', adjustment: '571.64', exchangeGain: '7500.00', real: '13352.17', loss: '0.00' });
  });

  it('an investor with pesos and dollars gets one certificate summing both in pesos', () => {
    expect(retentionFigures([july, dollars], INPC, FIX)).toEqual({ nominal: '16705.47', exempt: '0.00', withheld: '817.42', adjustment: '1194.26', exchangeGain: '-7500.00', real: '8011.21', loss: '0.00', payments: 2 });
    expect(fixDaysNeeded([july, dollars])).toEqual(['2025-07-15', '2025-08-15']);
    expect(fixDaysNeeded([july])).toEqual([]);
  });

  it('names the day and the payment when a FIX is missing; another currency is refused', () => {
    expect(() => retentionFigures([{ ...dollars, paid_at: '2025-08-18' }], INPC, FIX)).toThrow("Banxico's FIX in force on 2025-08-18 for payment 9");
    expect(() => retentionFigures([{ ...dollars, currency: 'EUR' }], INPC, FIX)).toThrow('MXN or USD');
  });
});

const csd = openCsd();
const input = (overrides: Partial<RetentionInput> = {}): RetentionInput => ({
  certificate: csd.certificate,
  folio: 'RET2025000001',
  issuedAt: '2026-01-20T10:00:00',
  issuer: { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', fiscalRegime: '601', postalCode: '42501', financialSystem: true },
  receiver: { rfc: 'CAVS880923P45', name: 'Sofía Castro Villa', curp: 'CAVS880923MMCSLF09', postalCode: '06600' },
  period: { year: 2025, fromMonth: 1, toMonth: 12 },
  figures: retentionFigures([july], INPC),
  ...overrides,
});

describe('the CFDI de Retenciones 2.0 with Intereses', () => {
  it('validates against SAT schema, and its seal verifies against the cadena original', async () => {
    const { xml, cadena } = sealRetention(buildRetentionXml(input()), csd.sign);
    expect(await retentionSchemaErrors(xml)).toEqual([]);
    const seal = sealOf(xml);
    expect(seal.number).toBe(csd.certificate.number);
    expect(verifySeal(retentionCadena(xml), seal.seal, seal.certificate)).toBe(true);
    expect(verifySeal(cadena.replace('10333.33', '10333.34'), seal.seal, seal.certificate)).toBe(false);
    expect(xml).toContain('CveRetenc="16"');
    expect(xml).toContain('<retenciones:ImpRetenidos BaseRet="10333.33" ImpuestoRet="001" MontoRet="424.66" TipoPagoRet="04"/>');
  });

  it('a company is named as SAT registers it, without its capital regime, locally and through the PAC; it carries no CurpR', async () => {
    const company = input({ receiver: { rfc: 'PAL160301KL4', name: 'Pesquera Altamar, S.A. de C.V.', curp: 'CAVS880923MMCSLF09', postalCode: '06600' } });
    const { xml } = sealRetention(buildRetentionXml(company), csd.sign);
    expect(await retentionSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('NomDenRazSocR="PESQUERA ALTAMAR"');
    expect(xml).not.toContain('CurpR=');
    const body = retentionBody({ input: company, source: { receiverRegime: '601' } as never, xml }, 'key-1') as { customer: { legal_name: string } };
    expect(body.customer.legal_name).toBe('PESQUERA ALTAMAR');
    // A person's CURP still goes with their 13-character RFC.
    expect(sealRetention(buildRetentionXml(input()), csd.sign).xml).toContain('CurpR="CAVS880923MMCSLF09"');
  });

  it('printed stamped: the QR is SAT\'s expression with an & of an RFC escaped, and the cadena shown is the stamp\'s', async () => {
    const company = input({ receiver: { rfc: 'A&B160301KLA', name: 'A&B COMERCIAL', postalCode: '06600' } });
    const { xml } = sealRetention(buildRetentionXml(company), csd.sign);
    const uuid = 'ad662d33-6934-459c-a128-bdf0393f0f44';
    const sello = /\sSello="([^"]+)"/.exec(xml)![1];
    const tfd = `<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${uuid}" FechaTimbrado="2026-01-20T10:00:05" RfcProvCertif="SPR190613I52" SelloCFD="${sello}" NoCertificadoSAT="30001000000400002495" SelloSAT="c2VsbG8="/>`;
    const stamped = xml.replace('</retenciones:Complemento>', `${tfd}</retenciones:Complemento>`);
    const pdf = await renderRetentionPdf(stamped, 'stamped');
    expect(await printedQrCodes(pdf)).toEqual([`https://prodretencionverificacion.clouda.sat.gob.mx/?id=${uuid.toUpperCase()}&re=EKU9003173C9&rr=A&amp;B160301KLA&tt=10333.33&fe=${sello.slice(-8)}`]);
    const text = (await printedText(pdf)).replace(/\n/g, '');
    expect(text).toContain(`||1.1|${uuid}|2026-01-20T10:00:05|SPR190613I52|${sello}|30001000000400002495||`);
    expect(text).not.toContain(retentionCadena(stamped));
  });

  it('the cadena follows retenciones.xslt and intereses.xslt, attribute by attribute', () => {
    const { cadena } = sealRetention(buildRetentionXml(input({ replacesUuid: '0d4a1b2c-3e4f-4a5b-8c6d-7e8f9a0b1c2d' })), csd.sign);
    expect(cadena).toBe(
      `||2.0|${csd.certificate.number}|RET2025000001|2026-01-20T10:00:00|42501|16|04|0D4A1B2C-3E4F-4A5B-8C6D-7E8F9A0B1C2D|EKU9003173C9|ESCUELA KEMPER URGATE|601` +
        '|Nacional|CAVS880923P45|SOFÍA CASTRO VILLA|CAVS880923MMCSLF09|06600|01|12|2025|10333.33|10333.33|0.00|424.66|10333.33|001|424.66|04' +
        '|1.0|SI|SI|NO|10333.33|9715.34|0.00||',
    );
  });

  it('a corrected certificate relating to the one it replaces is valid too; a wrong period or postal code is refused before sealing', async () => {
    const { xml } = sealRetention(buildRetentionXml(input({ replacesUuid: '0d4a1b2c-3e4f-4a5b-8c6d-7e8f9a0b1c2d', period: { year: 2025, fromMonth: 3, toMonth: 3 } })), csd.sign);
    expect(await retentionSchemaErrors(xml)).toEqual([]);
    expect(() => buildRetentionXml(input({ receiver: { ...input().receiver, postalCode: '' } }))).toThrow("receiver's fiscal postal code");
    expect(() => buildRetentionXml(input({ period: { year: 2025, fromMonth: 5, toMonth: 2 } }))).toThrow('months 1 to 12');
  });

  it('a certificate in dollars converted to pesos, with a loss, is valid too', async () => {
    const { xml } = sealRetention(buildRetentionXml(input({ figures: retentionFigures([july, dollars], INPC, FIX) })), csd.sign);
    expect(await retentionSchemaErrors(xml)).toEqual([]);
    const loss = sealRetention(buildRetentionXml(input({ figures: retentionFigures([dollars], INPC, FIX) })), csd.sign);
    expect(await retentionSchemaErrors(loss.xml)).toEqual([]);
    expect(loss.xml).toContain('MontIntNominal="6372.14" MontIntReal="0.00" Perdida="1704.13"');
  });

  it('the schema check can fail: CveRetenc 99 and a negative MontoTotRet are refused', async () => {
    const { xml } = sealRetention(buildRetentionXml(input()), csd.sign);
    expect((await retentionSchemaErrors(xml.replace('CveRetenc="16"', 'CveRetenc="99"'))).length).toBeGreaterThan(0);
    expect((await retentionSchemaErrors(xml.replace('MontoTotRet="424.66"', 'MontoTotRet="-1"'))).length).toBeGreaterThan(0);
  });
});
