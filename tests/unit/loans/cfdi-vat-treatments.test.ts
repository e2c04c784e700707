/**
 * A loan's IVA treatment through the whole CFDI (docs/decisions/115, 116), on decision 115's worked
 * example: 100,000.00 at 24 % for August 2025 (31 days) -> nominal interest 2,066.67; INPC August
 * 140.867 / July 140.780 -> real interest 2,004.87, IVA 320.78 (nominal: 330.67; exempt: none). Each
 * invoice and each complement is sealed, accepted by SAT's XSDs, and its seal verifies against a cadena
 * written out here by hand; the PAC payload says the same.
 */
import { createVerify, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoicingProvider } from '../../../server/adapters/invoicing-choice.ts';
import { createBody } from '../../../server/adapters/invoicing-pac-body.ts';
import { cadenaOriginal } from '../../../server/domain/cfdi-cadena.ts';
import type { LoanInvoiceSource } from '../../../server/domain/cfdi-loan.ts';
import { pagosXml, paidTaxes, type PaymentComplementSource } from '../../../server/domain/cfdi-payment.ts';
import { printedText } from '../../helpers/printed-cfdi-reading.ts';
import { satSchemaErrors } from '../../helpers/sat-xsd.ts';
import { tallySeal } from '../../helpers/fiscal-tally.ts';

const now = new Date('2025-09-01T16:00:00Z');
const local = invoicingProvider({ INVOICING_PROVIDER: 'local' });
const attribute = (xml: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1];
const INFLATION = { principal: '100000.00', inpcOfMonth: '140.867', inpcOfEarlierMonth: '140.780' };

/** Period 1 of a one-month loan disbursed 2025-07-31: cut-off 2025-08-31, 31 days, to an individual without business activity (605). */
const AUGUST: LoanInvoiceSource = {
  detail: { id: 1, period: 1, date_doc: '2025-08-31', amount: '102066.67', principal: '100000.00', interest: '2066.67' },
  loan: { id: 9, intelisis_id: 'PR-2025-0801', currency_code: 'MXN', exchange_rate: '0.0000' },
  customer: { name: 'Karla Fuente Nolasco', rfc: 'FUNK671228PH6', fiscal_postal_code: '01160', fiscal_regime: '605', cfdi_use: 'S01' },
};
const withTreatment = (vat: LoanInvoiceSource['vat']): LoanInvoiceSource => ({ ...AUGUST, vat });

function verifies(cadena: string, xml: string): boolean {
  const certificate = new X509Certificate(Buffer.from(attribute(xml, 'Certificado')!, 'base64'));
  return tallySeal('cfdi', createVerify('RSA-SHA256').update(cadena, 'utf8').verify(certificate.publicKey, attribute(xml, 'Sello')!, 'base64'));
}

const HEAD = (subtotal: string, total: string) =>
  `||4.0|PR|1|2025-09-01T10:00:00|99|30001000000400002434|${subtotal}|MXN|${total}|I|01|PPD|42501|EKU9003173C9|ESCUELA KEMPER URGATE|601` +
  '|FUNK671228PH6|KARLA FUENTE NOLASCO|01160|605|S01|84101700|1|E48|Intereses del préstamo PR-2025-0801, periodo 1 (corte 2025-08-31)';

describe('the loan invoice under each treatment (decision 115\'s worked example, to the cent)', () => {
  it('real (LIVA 18-A): the concept bills the nominal 2,066.67; its Traslado\'s Base is the real interest 2,004.87 and IVA 320.78', async () => {
    const issued = await local.stamp(withTreatment({ treatment: 'real', ...INFLATION }), now);
    const xml = issued.xml.toString('utf8');
    expect(await satSchemaErrors(xml)).toEqual([]);
    expect(issued.totals).toEqual({ subtotal: '2066.67', taxes: '320.78', total: '2387.45' });
    expect(xml).toContain('ValorUnitario="2066.67" Importe="2066.67" ObjetoImp="02"><cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Base="2004.87" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="320.78"/>');
    expect(xml).toContain('<cfdi:Impuestos TotalImpuestosTrasladados="320.78"><cfdi:Traslados><cfdi:Traslado Base="2004.87" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="320.78"/>');
    const cadena = `${HEAD('2066.67', '2387.45')}|2066.67|2066.67|02|2004.87|002|Tasa|0.160000|320.78|2004.87|002|Tasa|0.160000|320.78|320.78||`;
    expect(cadenaOriginal(xml)).toBe(cadena);
    expect(verifies(cadena, xml)).toBe(true);
  });

  it('nominal: 16 % of 2,066.67 = 330.67, as every CFDI carried before', async () => {
    const issued = await local.stamp(withTreatment({ treatment: 'nominal' }), now);
    const xml = issued.xml.toString('utf8');
    expect(await satSchemaErrors(xml)).toEqual([]);
    expect(issued.totals).toEqual({ subtotal: '2066.67', taxes: '330.67', total: '2397.34' });
    const cadena = `${HEAD('2066.67', '2397.34')}|2066.67|2066.67|02|2066.67|002|Tasa|0.160000|330.67|2066.67|002|Tasa|0.160000|330.67|330.67||`;
    expect(cadenaOriginal(xml)).toBe(cadena);
    expect(verifies(cadena, xml)).toBe(true);
    // Without a treatment (an intent written before treatments were read): the same CFDI.
    expect((await local.stamp(AUGUST, now)).totals).toEqual(issued.totals);
  });

  it('exempt (LIVA 15-X-b): Traslado Exento with its Base and no TasaOCuota or Importe, no TotalImpuestosTrasladados; total = interest', async () => {
    const issued = await local.stamp(withTreatment({ treatment: 'exempt' }), now);
    const xml = issued.xml.toString('utf8');
    expect(await satSchemaErrors(xml)).toEqual([]);
    expect(issued.totals).toEqual({ subtotal: '2066.67', taxes: '0.00', total: '2066.67' });
    expect(xml).toContain('<cfdi:Traslado Base="2066.67" Impuesto="002" TipoFactor="Exento"/>');
    expect(xml).not.toContain('TotalImpuestosTrasladados');
    expect(xml).not.toContain('TasaOCuota');
    const cadena = `${HEAD('2066.67', '2066.67')}|2066.67|2066.67|02|2066.67|002|Exento|2066.67|002|Exento||`;
    expect(cadenaOriginal(xml)).toBe(cadena);
    expect(verifies(cadena, xml)).toBe(true);
  });

  it('real interest of 0 (the adjustment takes all the interest): ObjetoImp 04, no Impuestos, no IVA', async () => {
    const issued = await local.stamp({ ...withTreatment({ treatment: 'real', ...INFLATION }), detail: { ...AUGUST.detail, amount: '100050.00', interest: '50.00' } }, now);
    const xml = issued.xml.toString('utf8');
    expect(await satSchemaErrors(xml)).toEqual([]);
    expect(issued.totals).toEqual({ subtotal: '50.00', taxes: '0.00', total: '50.00' });
    expect(attribute(xml, 'ObjetoImp')).toBe('04');
    expect(xml).not.toContain('<cfdi:Impuestos');
    expect(verifies(cadenaOriginal(xml), xml)).toBe(true);
  });

  it('the printed invoice states the IVA as the CFDI does: 16 % on the real-interest base, or exempt with its base', async () => {
    const real = await printedText((await local.stamp(withTreatment({ treatment: 'real', ...INFLATION }), now)).pdf);
    expect(real).toContain('IVA 16 % (base $2,004.87 MXN)');
    expect(real).toContain('$320.78 MXN');
    const exempt = await printedText((await local.stamp(withTreatment({ treatment: 'exempt' }), now)).pdf);
    expect(exempt).toContain('IVA exento (base $2,066.67 MXN)');
  });

  it('real without the INPC figures is refused before anything is built, naming what is missing', () => {
    expect(() => local.prepareInvoice(withTreatment({ treatment: 'real' }), now)).toThrow('expected the balance lent and the INPC of the cut-off month and the month before');
  });

  it('the schema check is real: an unknown TipoFactor or a Traslado Base of 0 fail', async () => {
    const xml = (await local.stamp(withTreatment({ treatment: 'real', ...INFLATION }), now)).xml.toString('utf8');
    expect((await satSchemaErrors(xml.replace('TipoFactor="Tasa"', 'TipoFactor="Exenta"'))).join()).toContain('TipoFactor');
    expect((await satSchemaErrors(xml.replace('Base="2004.87"', 'Base="0.00"'))).join()).toContain('Base');
  });
});

describe('the PAC payload (Facturapi) under each treatment', () => {
  const item = (source: LoanInvoiceSource) => (createBody(local.prepareInvoice(source, now), 'k') as any).items[0].product;
  it('exempt: IVA with factor "Exento"; real: 16 % on the real interest as the tax\'s base; nominal: 16 % on the price', () => {
    expect(item(withTreatment({ treatment: 'exempt' }))).toMatchObject({ price: 2066.67, taxability: '02', taxes: [{ type: 'IVA', factor: 'Exento' }] });
    expect(item(withTreatment({ treatment: 'real', ...INFLATION }))).toMatchObject({ price: 2066.67, taxability: '02', taxes: [{ type: 'IVA', rate: 0.16, base: 2004.87 }] });
    expect(item(withTreatment({ treatment: 'nominal' })).taxes).toEqual([{ type: 'IVA', rate: 0.16 }]);
    const zero = { ...withTreatment({ treatment: 'real', ...INFLATION }), detail: { ...AUGUST.detail, interest: '50.00' } };
    expect(item(zero)).toMatchObject({ taxability: '04', taxes: [] });
  });
});

/** The invoice rows of the worked example, as stored, and a payment of them. */
const RECEIVER = { rfc: 'FUNK671228PH6', name: 'Karla Fuente Nolasco', postalCode: '01160', fiscalRegime: '605' };
const invoiceOf = (treatment: 'real' | 'exempt' | 'nominal'): PaymentComplementSource['invoice'] => {
  const figures = { real: ['320.78', '2387.45', '2004.87'], exempt: ['0.00', '2066.67', '2066.67'], nominal: ['330.67', '2397.34', '2066.67'] }[treatment];
  return { id: 3, uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF', serie: 'PR', folio: '1', currency: 'MXN', subtotal: '2066.67', taxes: figures[0], total: figures[1], provider_ref: null, vat: { treatment, base: figures[2] } };
};
const paymentOf = (invoice: PaymentComplementSource['invoice'], amount: string, previousBalance: string, installment = 1): PaymentComplementSource => ({
  invoice, receiver: RECEIVER, payment: { folio: String(installment), paidAt: '2025-09-20T12:00:00', form: '03', exchangeRate: '1', installment, previousBalance, amount },
});
const complement = async (source: PaymentComplementSource) => (await local.issuePayment(source, new Date('2025-09-21T18:00:00Z'))).xml.toString('utf8');

describe('payment complements under each treatment', () => {
  it('real: the installments carry the real-interest base in proportion, and add up exactly to the invoice\'s 2,004.87 and 320.78', async () => {
    const invoice = invoiceOf('real');
    const first = paidTaxes(invoice, '1000.00', '2387.45');
    expect([first.base.toFixed(2), first.vat.toFixed(2)]).toEqual(['839.75', '134.36']);
    const settled = { base: first.base.toFixed(2), vat: first.vat.toFixed(2) };
    const last = paidTaxes({ ...invoice, settled }, '1387.45', '1387.45');
    expect([last.base.toFixed(2), last.vat.toFixed(2)]).toEqual(['1165.12', '186.42']);
    expect(first.base.plus(last.base).toFixed(2)).toBe('2004.87');
    expect(first.vat.plus(last.vat).toFixed(2)).toBe('320.78');

    const xml = await complement(paymentOf(invoice, '1000.00', '2387.45'));
    expect(await satSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<pago20:TrasladoDR BaseDR="839.75" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.160000" ImporteDR="134.36"/>');
    expect(xml).toContain('TotalTrasladosBaseIVA16="839.75" TotalTrasladosImpuestoIVA16="134.36" MontoTotalPagos="1000.00"');
    expect(verifies(cadenaOriginal(xml), xml)).toBe(true);
    const second = await complement(paymentOf({ ...invoice, settled }, '1387.45', '1387.45', 2));
    expect(await satSchemaErrors(second)).toEqual([]);
    expect(second).toContain('BaseDR="1165.12" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.160000" ImporteDR="186.42"');
  });

  it('exempt: TrasladoDR and TrasladoP Exento without rate or amount, Totales with TotalTrasladosBaseIVAExento only', async () => {
    const xml = await complement(paymentOf(invoiceOf('exempt'), '1000.00', '2066.67'));
    expect(await satSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<pago20:TrasladoDR BaseDR="1000.00" ImpuestoDR="002" TipoFactorDR="Exento"/>');
    expect(xml).toContain('<pago20:TrasladoP BaseP="1000.00" ImpuestoP="002" TipoFactorP="Exento"/>');
    expect(xml).toContain('<pago20:Totales TotalTrasladosBaseIVAExento="1000.00" MontoTotalPagos="1000.00"/>');
    expect(xml).not.toContain('IVA16');
    const cadena = cadenaOriginal(xml);
    expect(cadena).toContain('|2.0|1000.00|1000.00|2025-09-20T12:00:00|03|MXN|1|1000.00|5FB2822E-396D-4725-8521-CDC4BDD20CCF|PR|1|MXN|1|1|2066.67|1000.00|1066.67|02|1000.00|002|Exento|1000.00|002|Exento||');
    expect(verifies(cadena, xml)).toBe(true);
    const rest = paidTaxes({ ...invoiceOf('exempt'), settled: { base: '1000.00', vat: '0.00' } }, '1066.67', '1066.67');
    expect([rest.base.toFixed(2), rest.vat.toFixed(2)]).toEqual(['1066.67', '0.00']);
  });

  it('nominal: as before, 16 % on the interest', () => {
    expect(pagosXml(paymentOf(invoiceOf('nominal'), '2397.34', '2397.34'))).toContain('BaseDR="2066.67" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.160000" ImporteDR="330.67"');
  });

  it('an invoice of real interest 0 (ObjetoImp 04): ObjetoImpDR 04, no ImpuestosDR or ImpuestosP, Totales without IVA', async () => {
    const invoice = { ...invoiceOf('real'), subtotal: '50.00', taxes: '0.00', total: '50.00', vat: { treatment: 'real' as const, base: '0.00' } };
    const xml = await complement(paymentOf(invoice, '50.00', '50.00'));
    expect(await satSchemaErrors(xml)).toEqual([]);
    expect(attribute(xml, 'ObjetoImpDR')).toBe('04');
    expect(xml).not.toContain('pago20:ImpuestosDR');
    expect(xml).not.toContain('pago20:ImpuestosP');
    expect(xml).toContain('<pago20:Totales MontoTotalPagos="50.00"/>');
  });

  it('the PAC payload\'s related document carries the invoice\'s factor and base', () => {
    const related = (source: PaymentComplementSource) => (createBody(local.preparePayment(source, new Date('2025-09-21T18:00:00Z')), 'k') as any).complements[0].data[0].related_documents[0];
    expect(related(paymentOf(invoiceOf('exempt'), '1000.00', '2066.67')).taxes).toEqual([{ base: 1000, type: 'IVA', factor: 'Exento', rate: 0 }]);
    expect(related(paymentOf(invoiceOf('real'), '1000.00', '2387.45')).taxes).toEqual([{ base: 839.75, type: 'IVA', rate: 0.16 }]);
  });
});
