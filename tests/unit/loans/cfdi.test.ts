// @vitest-environment jsdom
/**
 * The CFDI 4.0 of a loan detail: an XML document in the SAT's namespace with Comprobante, Emisor,
 * Receptor, Conceptos and Impuestos whose figures add up (IVA on the interest only), read back with a
 * real XML parser.
 */
import { describe, expect, it } from 'vitest';
import { buildCfdiXml, cfdiTimestamp, cfdiTotals, CFDI_NAMESPACE, defaultReceiverRegime, escapeXml, fiscalName, type CfdiInput } from '../../../server/domain/cfdi.ts';
import { buildLoanInvoice, loanDetailConcepts, SANDBOX_ISSUER, type LoanInvoiceSource } from '../../../server/domain/cfdi-loan.ts';

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const one = (doc: Document, name: string) => doc.getElementsByTagNameNS(CFDI_NAMESPACE, name)[0];

/** DOMAIN.md's first period: principal 166,666.67 and interest 7,750.00. */
const source: LoanInvoiceSource = {
  detail: { id: 41, period: 1, date_doc: '2026-02-10', amount: '174416.67', principal: '166666.67', interest: '7750.00' },
  loan: { id: 7, intelisis_id: 'PR-2026-0101', currency_code: 'MXN', exchange_rate: '0.0000' },
  customer: { name: 'Pesquera del Pacífico SA de CV', rfc: 'PPA010101AB5' },
};

describe('loan invoice XML', () => {
  const { xml, totals } = buildLoanInvoice(source, SANDBOX_ISSUER, '2026-02-11T10:15:00');
  const doc = parse(xml);

  it('is a CFDI 4.0 income voucher, unsigned and in instalments', () => {
    const voucher = doc.documentElement;
    expect(voucher.localName).toBe('Comprobante');
    expect(voucher.namespaceURI).toBe(CFDI_NAMESPACE);
    expect(Object.fromEntries(['Version', 'Serie', 'Folio', 'Fecha', 'TipoDeComprobante', 'MetodoPago', 'FormaPago', 'Moneda', 'Exportacion', 'LugarExpedicion', 'Sello'].map((a) => [a, voucher.getAttribute(a)]))).toEqual({
      Version: '4.0', Serie: 'PR', Folio: '41', Fecha: '2026-02-11T10:15:00', TipoDeComprobante: 'I', MetodoPago: 'PPD', FormaPago: '99', Moneda: 'MXN', Exportacion: '01', LugarExpedicion: '20000', Sello: '',
    });
    expect(voucher.hasAttribute('TipoCambio')).toBe(false);
  });

  it('names the SAT sandbox issuer and the customer as receiver', () => {
    expect(one(doc, 'Emisor').getAttribute('Rfc')).toBe('EKU9003173C9');
    expect(one(doc, 'Emisor').getAttribute('RegimenFiscal')).toBe('601');
    const receiver = one(doc, 'Receptor');
    expect([receiver.getAttribute('Rfc'), receiver.getAttribute('Nombre'), receiver.getAttribute('RegimenFiscalReceptor'), receiver.getAttribute('UsoCFDI')]).toEqual(['PPA010101AB5', 'PESQUERA DEL PACÍFICO', '601', 'G03']);
  });

  it('bills the principal without tax and the interest with 16 % IVA, and the totals add up', () => {
    const concepts = [...doc.getElementsByTagNameNS(CFDI_NAMESPACE, 'Concepto')];
    expect(concepts.map((c) => [c.getAttribute('Importe'), c.getAttribute('ObjetoImp')])).toEqual([
      ['166666.67', '01'],
      ['7750.00', '02'],
    ]);
    // 7,750.00 x 0.16 = 1,240.00; total 174,416.67 + 1,240.00.
    expect(totals).toEqual({ subtotal: '174416.67', taxes: '1240.00', total: '175656.67' });
    expect(doc.documentElement.getAttribute('SubTotal')).toBe('174416.67');
    expect(doc.documentElement.getAttribute('Total')).toBe('175656.67');
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

  it('omits Impuestos when nothing is subject to tax (a hand-typed detail has no interest split)', () => {
    const handTyped = { ...source, detail: { ...source.detail, principal: null, interest: null } };
    expect(loanDetailConcepts(handTyped).map((c) => [c.amount.toString(), c.taxObject])).toEqual([['174416.67', '01']]);
    const { xml, totals } = buildLoanInvoice(handTyped, SANDBOX_ISSUER, '2026-02-11T10:15:00');
    expect(xml).not.toContain('Impuestos');
    expect(totals.total).toBe('174416.67');
  });

  it('needs an exchange rate for dollars and writes it as TipoCambio', () => {
    const dollars = { ...source, loan: { ...source.loan, currency_code: 'USD', exchange_rate: '18.35' } };
    expect(parse(buildLoanInvoice(dollars, SANDBOX_ISSUER, '2026-02-11T10:15:00').xml).documentElement.getAttribute('TipoCambio')).toBe('18.3500');
    expect(() => buildLoanInvoice({ ...dollars, loan: { ...dollars.loan, exchange_rate: '0.0000' } }, SANDBOX_ISSUER, '2026-02-11T10:15:00')).toThrow('expected an exchange rate above 0 for USD, got: 0.0000');
  });

  it('escapes markup in names and descriptions', () => {
    expect(escapeXml(`A&B <"C">'`)).toBe('A&amp;B &lt;&quot;C&quot;&gt;&apos;');
    const input: CfdiInput = {
      ...buildLoanInvoice(source, SANDBOX_ISSUER, '2026-02-11T10:15:00').input,
      receiver: { rfc: 'MAB9307148T4', name: 'M&B <Mariscos> SA', postalCode: '20000', fiscalRegime: '601', cfdiUse: 'G03' },
    };
    expect(one(parse(buildCfdiXml(input).xml), 'Receptor').getAttribute('Nombre')).toBe('M&B <MARISCOS>');
  });

  it('writes names as the SAT wants them and picks the regime by the RFC', () => {
    expect(fiscalName('Caudal Financiera S.A. de C.V. SOFOM E.N.R.')).toBe('CAUDAL FINANCIERA');
    expect(fiscalName('Mariscos Baja Norte SA de CV')).toBe('MARISCOS BAJA NORTE');
    expect(fiscalName('Gerardo Domínguez Espinoza')).toBe('GERARDO DOMÍNGUEZ ESPINOZA');
    expect(defaultReceiverRegime('GODE561231GR8')).toBe('612');
    expect(defaultReceiverRegime('MAB9307148T4')).toBe('601');
    expect(defaultReceiverRegime('XAXX010101000')).toBe('616');
  });

  it('dates the voucher in Mexico City time', () => {
    expect(cfdiTimestamp(new Date('2026-02-11T03:15:09Z'))).toBe('2026-02-10T21:15:09');
  });

  it('refuses an empty or negative voucher', () => {
    const input = buildLoanInvoice(source, SANDBOX_ISSUER, '2026-02-11T10:15:00').input;
    expect(() => buildCfdiXml({ ...input, concepts: [] })).toThrow('expected at least one concept');
    expect(() => buildCfdiXml({ ...input, concepts: [{ ...input.concepts[0], amount: '-1' }] })).toThrow('expected a concept amount of 0 or more, got: -1');
  });
});
