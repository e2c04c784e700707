/**
 * The payment complement of a collected PPD invoice: a CFDI 4.0 of type P with Pagos 2.0, sealed with
 * the CSD, accepted by SAT's cfdv40.xsd and Pagos20.xsd, its seal verified with the certificate's key.
 */
import { createVerify, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoicingProvider } from '../../../server/adapters/invoicing-choice.ts';
import { cadenaOriginal } from '../../../server/domain/cfdi-cadena.ts';
import { pagosXml, type PaymentComplementSource } from '../../../server/domain/cfdi-payment.ts';
import { satSchemaErrors } from '../../helpers/sat-xsd.ts';
import { tallySeal } from '../../helpers/fiscal-tally.ts';

const now = new Date('2026-03-16T18:00:00Z');
const payment: PaymentComplementSource = {
  invoice: { id: 12, uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF', serie: 'PR', folio: '41', currency: 'MXN', subtotal: '7750.00', taxes: '1240.00', total: '8990.00', provider_ref: 'inv_1' },
  receiver: { rfc: 'PPA010101AB5', name: 'Pesquera del Pacífico SA de CV', postalCode: '82000', fiscalRegime: '601' },
  payment: { folio: '7', paidAt: '2026-03-15T12:00:00', form: '03', exchangeRate: '1', installment: 1, previousBalance: '8990.00', amount: '8990.00' },
};
const attribute = (xml: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1];

describe('payment complement (CFDI type P, Pagos 2.0)', () => {
  it('is sealed and accepted by SAT\'s schemas, with totals of 0 in XXX and the paid invoice\'s UUID', async () => {
    const issued = await invoicingProvider({ INVOICING_PROVIDER: 'local' }).issuePayment(payment, now);
    const xml = issued.xml.toString('utf8');
    expect(await satSchemaErrors(xml)).toEqual([]);
    expect(issued.cfdiType).toBe('P');
    expect([attribute(xml, 'TipoDeComprobante'), attribute(xml, 'SubTotal'), attribute(xml, 'Total'), attribute(xml, 'Moneda'), attribute(xml, 'UsoCFDI')]).toEqual(['P', '0', '0', 'XXX', 'CP01']);
    expect(xml).not.toContain('MetodoPago=');
    expect(attribute(xml, 'IdDocumento')).toBe('5FB2822E-396D-4725-8521-CDC4BDD20CCF');
    const certificate = new X509Certificate(Buffer.from(attribute(xml, 'Certificado')!, 'base64'));
    const cadena = cadenaOriginal(xml);
    expect(cadena).toContain('|2.0|7750.00|1240.00|8990.00|2026-03-15T12:00:00|03|MXN|1|8990.00|5FB2822E-396D-4725-8521-CDC4BDD20CCF|PR|41|MXN|1|1|8990.00|8990.00|0.00|02|7750.00|002|Tasa|0.160000|1240.00|7750.00|002|Tasa|0.160000|1240.00||');
    expect(tallySeal('cfdi', createVerify('RSA-SHA256').update(cadena, 'utf8').verify(certificate.publicKey, attribute(xml, 'Sello')!, 'base64'))).toBe(true);
  });

  it('the Pagos schema check is real: a missing MontoTotalPagos fails', async () => {
    const xml = (await invoicingProvider({ INVOICING_PROVIDER: 'local' }).issuePayment(payment, now)).xml.toString('utf8');
    expect((await satSchemaErrors(xml.replace(/ MontoTotalPagos="[^"]*"/, ''))).join()).toContain('MontoTotalPagos');
  });

  it('a partial payment carries IVA in proportion and the balance left', () => {
    const half = pagosXml({ ...payment, payment: { ...payment.payment, amount: '4495.00' } });
    expect(half).toContain('ImpSaldoAnt="8990.00" ImpPagado="4495.00" ImpSaldoInsoluto="4495.00"');
    expect(half).toContain('BaseDR="3875.00" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.160000" ImporteDR="620.00"');
    expect(() => pagosXml({ ...payment, payment: { ...payment.payment, amount: '9000.00' } })).toThrow('expected a payment above 0 and at most the balance 8990.00, got: 9000.00');
  });

  it('a dollar invoice paid in dollars states the exchange rate and MXN totals', async () => {
    const usd = { ...payment, invoice: { ...payment.invoice, currency: 'USD', subtotal: '100.00', taxes: '16.00', total: '116.00' }, payment: { ...payment.payment, exchangeRate: '18.5', previousBalance: '116.00', amount: '116.00' } };
    const xml = (await invoicingProvider({ INVOICING_PROVIDER: 'local' }).issuePayment(usd, now)).xml.toString('utf8');
    expect(await satSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('MonedaP="USD" TipoCambioP="18.500000" Monto="116.00"');
    expect(xml).toContain('TotalTrasladosBaseIVA16="1850.00" TotalTrasladosImpuestoIVA16="296.00" MontoTotalPagos="2146.00"');
  });
});
