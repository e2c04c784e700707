// @vitest-environment jsdom
/**
 * The CFDI 4.0 of a loan detail: an XML document in the SAT's namespace with Comprobante, Emisor,
 * Receptor, Conceptos and Impuestos whose figures add up (IVA on the interest only), read back with a
 * real XML parser.
 */
import { describe, expect, it } from 'vitest';
import { buildCfdiXml, cfdiTimestamp, cfdiTotals, CFDI_NAMESPACE, escapeXml, fiscalName, type CfdiInput } from '../../../server/domain/cfdi.ts';
import { buildLoanInvoice as build, loanDetailConcepts, repaidPrincipal, type LoanInvoiceSource } from '../../../server/domain/cfdi-loan.ts';
import { LOAN_SOURCE, NO_CERTIFICATE, TEST_ISSUER } from '../../helpers/cfdi-fixtures.ts';

const buildLoanInvoice = (s: LoanInvoiceSource, issuedAt: string) => build(s, TEST_ISSUER, NO_CERTIFICATE, issuedAt);

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const one = (doc: Document, name: string) => doc.getElementsByTagNameNS(CFDI_NAMESPACE, name)[0];

/** DOMAIN.md's first period: principal 166,666.67 and interest 7,750.00. */
const source = LOAN_SOURCE;

describe('loan invoice XML', () => {
  const { xml, totals } = buildLoanInvoice(source, '2026-02-11T10:15:00');
  const doc = parse(xml);

  it('is a CFDI 4.0 income voucher carrying the certificate, its Sello left for sealing, in instalments', () => {
    const voucher = doc.documentElement;
    expect(voucher.localName).toBe('Comprobante');
    expect(voucher.namespaceURI).toBe(CFDI_NAMESPACE);
    expect(Object.fromEntries(['Version', 'Serie', 'Folio', 'Fecha', 'TipoDeComprobante', 'MetodoPago', 'FormaPago', 'Moneda', 'Exportacion', 'LugarExpedicion', 'Sello', 'NoCertificado', 'Certificado'].map((a) => [a, voucher.getAttribute(a)]))).toEqual({
      Version: '4.0', Serie: 'PR', Folio: '41', Fecha: '2026-02-11T10:15:00', TipoDeComprobante: 'I', MetodoPago: 'PPD', FormaPago: '99', Moneda: 'MXN', Exportacion: '01', LugarExpedicion: '42501', Sello: '',
      NoCertificado: '30001000000400002434', Certificado: 'MIIB',
    });
    expect(voucher.hasAttribute('TipoCambio')).toBe(false);
  });

  it('names the configured issuer and the customer as receiver, with the fiscal data of the customer record', () => {
    expect(one(doc, 'Emisor').getAttribute('Rfc')).toBe('EKU9003173C9');
    expect(one(doc, 'Emisor').getAttribute('RegimenFiscal')).toBe('601');
    const receiver = one(doc, 'Receptor');
    expect(['Rfc', 'Nombre', 'DomicilioFiscalReceptor', 'RegimenFiscalReceptor', 'UsoCFDI'].map((a) => receiver.getAttribute(a))).toEqual(['PPA010101AB5', 'PESQUERA DEL PACÍFICO', '82000', '601', 'G03']);
    const other = parse(buildLoanInvoice({ ...source, customer: { ...source.customer, fiscal_postal_code: '06600', fiscal_regime: '626', cfdi_use: 'G01' } }, '2026-02-11T10:15:00').xml);
    expect(['DomicilioFiscalReceptor', 'RegimenFiscalReceptor', 'UsoCFDI'].map((a) => one(other, 'Receptor').getAttribute(a))).toEqual(['06600', '626', 'G01']);
  });

  it('invoices the interest with 16 % IVA as the only income; the principal repaid is no concept', () => {
    const concepts = [...doc.getElementsByTagNameNS(CFDI_NAMESPACE, 'Concepto')];
    expect(concepts.map((c) => [c.getAttribute('Importe'), c.getAttribute('ObjetoImp'), c.getAttribute('Descripcion')])).toEqual([['7750.00', '02', 'Intereses del préstamo PR-2026-0101, periodo 1 (corte 2026-02-10)']]);
    expect(xml).not.toContain('166666.67');
    // 7,750.00 x 0.16 = 1,240.00; total 7,750.00 + 1,240.00.
    expect(totals).toEqual({ subtotal: '7750.00', taxes: '1240.00', total: '8990.00' });
    expect(doc.documentElement.getAttribute('SubTotal')).toBe('7750.00');
    expect(doc.documentElement.getAttribute('Total')).toBe('8990.00');
    expect(repaidPrincipal(source)).toBe('166666.67');
    const taxes = [...doc.documentElement.children].find((c) => c.localName === 'Impuestos')!;
    expect(taxes.getAttribute('TotalImpuestosTrasladados')).toBe('1240.00');
    const transfer = taxes.getElementsByTagNameNS(CFDI_NAMESPACE, 'Traslado')[0];
    expect([transfer.getAttribute('Base'), transfer.getAttribute('Impuesto'), transfer.getAttribute('TasaOCuota'), transfer.getAttribute('Importe')]).toEqual(['7750.00', '002', '0.160000', '1240.00']);
  });
});

describe('CFDI rules', () => {
  it('rounds IVA half-up per concept: 0.03 x 16 % = 0.0048 rounds to 0.00, 0.04 to 0.01', () => {
    const concept = (amount: string) => ({ productCode: '84101700', unitCode: 'E48', description: 'x', amount, taxObject: '02' as const });
    expect(cfdiTotals([concept('0.03')]).taxes).toBe('0.00');
    expect(cfdiTotals([concept('0.04')]).taxes).toBe('0.01');
  });

  it('refuses a detail with no interest: principal alone is not income (a hand-typed detail has no split)', () => {
    const handTyped = { ...source, detail: { ...source.detail, principal: null, interest: null } };
    expect(() => loanDetailConcepts(handTyped)).toThrow('expected interest to invoice on detail 41, got: none (principal repaid is not income and takes no CFDI)');
    expect(repaidPrincipal(handTyped)).toBe('174416.67');
    expect(() => loanDetailConcepts({ ...source, detail: { ...source.detail, interest: '0.00' } })).toThrow('expected interest to invoice on detail 41, got: 0.00');
  });

  it('refuses a customer without the fiscal data CFDI 4.0 needs, or with values outside SAT catalogues, naming them', () => {
    const missing = { ...source, customer: { ...source.customer, fiscal_postal_code: null, fiscal_regime: null, cfdi_use: null } };
    expect(() => buildLoanInvoice(missing, '2026-02-11T10:15:00')).toThrow(/lacks the fiscal data a CFDI 4.0 needs: fiscal_postal_code: expected the fiscal postal code of 5 digits, got: null; fiscal_regime: .*; cfdi_use: /);
    const wrong = { ...source, customer: { ...source.customer, fiscal_postal_code: '8200', fiscal_regime: '999', cfdi_use: 'X01' } };
    expect(() => buildLoanInvoice(wrong, '2026-02-11T10:15:00')).toThrow(`tax regime of SAT's catalogue c_RegimenFiscal, got: "999"`);
    // 612 (business activity of a person) cannot be held by a company (12-character RFC).
    const personRegime = { ...source, customer: { ...source.customer, fiscal_regime: '612' } };
    expect(() => buildLoanInvoice(personRegime, '2026-02-11T10:15:00')).toThrow('expected a tax regime a company may hold, got: "612"');
  });

  it('needs the issue day\'s FIX for dollars and writes it as TipoCambio, not the loan\'s disbursement rate', () => {
    const dollars = { ...source, loan: { ...source.loan, currency_code: 'USD', exchange_rate: '18.35' }, exchangeRate: { rate: '17.1234', fixedOn: '2026-02-10' } };
    expect(parse(buildLoanInvoice(dollars, '2026-02-11T10:15:00').xml).documentElement.getAttribute('TipoCambio')).toBe('17.1234');
    expect(() => buildLoanInvoice({ ...dollars, exchangeRate: undefined }, '2026-02-11T10:15:00')).toThrow('expected an exchange rate above 0 for USD, got: undefined');
  });

  it('escapes markup in names and descriptions', () => {
    expect(escapeXml(`A&B <"C">'`)).toBe('A&amp;B &lt;&quot;C&quot;&gt;&apos;');
    const input: CfdiInput = {
      ...buildLoanInvoice(source, '2026-02-11T10:15:00').input,
      receiver: { rfc: 'MAB9307148T4', name: 'M&B <Mariscos> SA', postalCode: '20000', fiscalRegime: '601', cfdiUse: 'G03' },
    };
    expect(one(parse(buildCfdiXml(input).xml), 'Receptor').getAttribute('Nombre')).toBe('M&B <MARISCOS>');
  });

  it('writes names as the SAT wants them', () => {
    expect(fiscalName('Caudal Financiera S.A. de C.V. SOFOM E.N.R.')).toBe('CAUDAL FINANCIERA');
    expect(fiscalName('Mariscos Baja Norte SA de CV')).toBe('MARISCOS BAJA NORTE');
    expect(fiscalName('Gerardo Domínguez Espinoza')).toBe('GERARDO DOMÍNGUEZ ESPINOZA');
  });

  it('strips only the capital regime: a name keeps its own periods and commas, as SAT registers it', () => {
    expect(fiscalName('GRUPO J.R. TREVIÑO')).toBe('GRUPO J.R. TREVIÑO');
    expect(fiscalName('Grupo J.R. Treviño, S.A.P.I. de C.V.')).toBe('GRUPO J.R. TREVIÑO');
    expect(fiscalName('Pesquera Altamar, S.A. de C.V.')).toBe('PESQUERA ALTAMAR');
    expect(fiscalName('PESQUERA ALTAMAR SA DE CV')).toBe('PESQUERA ALTAMAR');
    expect(fiscalName('Comercial Pérez, Hernández y Asociados S. de R.L. de C.V.')).toBe('COMERCIAL PÉREZ, HERNÁNDEZ Y ASOCIADOS');
    expect(fiscalName('Servicios S.A.B. de C.V.')).toBe('SERVICIOS');
    expect(fiscalName('SASA')).toBe('SASA');
  });

  it('dates the voucher in Mexico City time', () => {
    expect(cfdiTimestamp(new Date('2026-02-11T03:15:09Z'))).toBe('2026-02-10T21:15:09');
  });

  it('refuses an empty or negative voucher', () => {
    const input = buildLoanInvoice(source, '2026-02-11T10:15:00').input;
    expect(() => buildCfdiXml({ ...input, concepts: [] })).toThrow('expected at least one concept');
    expect(() => buildCfdiXml({ ...input, concepts: [{ ...input.concepts[0], amount: '-1' }] })).toThrow('expected a concept amount of 0 or more, got: -1');
  });
});
