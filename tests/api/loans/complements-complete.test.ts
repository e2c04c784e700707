/**
 * Payment complements, against the PAC stand-in: every path that marks a stamped PPD period paid issues
 * its complement or is refused pointing to "Registrar cobro"; a period paid before it was invoiced
 * gets a PUE invoice; a dollar invoice's related document carries its currency, and one paid in pesos
 * states MonedaP MXN with EquivalenciaDR (XSD-valid, sealed); FechaPago is the real
 * moment and never in the future; each complement has its own series and folio; across a settled
 * invoice's complements the IVA adds up exactly to the invoice's.
 */
import { createVerify, X509Certificate } from 'node:crypto';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import { addDays, todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { cfdiTimestamp } from '../../../server/domain/cfdi.ts';
import { cadenaOriginal } from '../../../server/domain/cfdi-cadena.ts';
import { satSchemaErrors } from '../../helpers/sat-xsd.ts';
import { apiCall } from '../../helpers/api-call.ts';
import type { PacStandIn } from '../../helpers/pac-stand-in/index.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { createLoan, loanDetails } from './loan-fixtures.ts';
import { dueDetails, generate, usePacTestApp } from './outbox-fixtures.ts';
import { tallySeal } from '../../helpers/fiscal-tally.ts';

let pac: PacStandIn;
let t: TestApp;
usePacTestApp((suite) => ({ pac, t } = suite));

const attribute = (xml: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1];
const pay = (id: number, body: unknown) => apiCall(t.app, 'POST', `/api/invoices/${id}/payment`, body);
const withoutStamp = (xml: string) => xml.replace(/<tfd:TimbreFiscalDigital\b[^>]*\/>/, '');
const fileText = async (location: string) => (await t.app.inject({ method: 'GET', url: location })).body;

/** The stamped PPD invoice of a new loan's first period: interest 7,750.00 + IVA 1,240.00 = 8,990.00. */
async function stampedInvoice(intelisisId: string) {
  const [detail] = await dueDetails(t, intelisisId);
  const answer = await generate(t, [detail.id]);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { detail, invoice: answer.body.data.result[0] };
}

describe('marking a stamped PPD period paid', () => {
  it('"Actualizar cargo" (PUT loan_detail status paid) is refused, pointing to "Registrar cobro"; that path pays it with a complement', async () => {
    const { detail, invoice } = await stampedInvoice('T-CF-PUT');
    const put = await apiCall(t.app, 'PUT', `/api/loan_detail/${detail.id}`, { status_id: STATUS.paid });
    expect(put.status).toBe(409);
    expect(put.body.message).toBe(`El periodo 1 tiene la factura timbrada PR-${detail.id} con saldo de 8990.00: márcalo pagado con «Registrar cobro» en Facturas, que emite su complemento de pago`);
    expect((await loanDetails(t, detail.loan_id))[0].status_id).toBe(STATUS.invoiced);

    const paid = await pay(invoice.id, { paid_at: '2025-03-01', form: '03' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await loanDetails(t, detail.loan_id))[0].status_id).toBe(STATUS.paid);
    // Other changes of the period (and marking a period without a stamped invoice paid) still go through.
    const [, second] = await loanDetails(t, detail.loan_id);
    expect((await apiCall(t.app, 'PUT', `/api/loan_detail/${second.id}`, { status_id: STATUS.paid })).status).toBe(200);
  });

  it('closing the loan is refused while a stamped invoice waits for its complement', async () => {
    const { detail, invoice } = await stampedInvoice('T-CF-CLOSE');
    const close = await apiCall(t.app, 'PATCH', `/api/loan/${detail.loan_id}/close`, { date_payment: '2025-03-20' });
    expect(close.status).toBe(409);
    expect(close.body.message).toBe(`Antes de concluir el préstamo registra con «Registrar cobro» en Facturas el pago de sus facturas timbradas con saldo: PR-${detail.id} (8990.00)`);
    expect((await pay(invoice.id, { paid_at: '2025-03-01', form: '03' })).status).toBe(200);
    expect((await apiCall(t.app, 'PATCH', `/api/loan/${detail.loan_id}/close`, { date_payment: '2025-03-20' })).status).toBe(200);
  });
});

describe('a period paid before it was invoiced', () => {
  it('is due for a CFDI, issued PUE with the form of the money received, and takes no complement', async () => {
    const [detail] = await dueDetails(t, 'T-CF-PUE');
    expect((await apiCall(t.app, 'PUT', `/api/loan_detail/${detail.id}`, { status_id: STATUS.paid })).status).toBe(200);
    const due = await apiCall(t.app, 'GET', '/api/loan_detail/toInvoice?take=9999');
    expect(due.body.data.result.map((row: { id: number }) => row.id)).toContain(detail.id);

    const answer = await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [detail.id], payment_form: '02' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const invoice = answer.body.data.result[0];
    expect(invoice).toMatchObject({ status: 'stamped', payment_method: 'PUE', total: '8990.00' });
    const xml = await fileText(invoice.xml_location);
    expect([attribute(xml, 'MetodoPago'), attribute(xml, 'FormaPago')]).toEqual(['PUE', '02']);
    expect(pac.ledger().at(-1)!.body).toMatchObject({ payment_method: 'PUE', payment_form: '02' });
    expect((await loanDetails(t, detail.loan_id))[0].status_id).toBe(STATUS.paid);

    const collect = await pay(invoice.id, { paid_at: '2025-03-01', form: '03' });
    expect(collect.status).toBe(409);
    expect(collect.body.message).toContain('PUE');
  });
});

describe('the complements themselves', () => {
  it('a dollar invoice is collected through the PAC: the related document says USD, the payment takes its day\'s FIX', async () => {
    const yesterday = addDays(todayInMexicoCity(new Date()), -1);
    for (const [fixed_on, rate] of [[yesterday, '17.5000'], ['2025-02-28', '20.4321']]) expect((await apiCall(t.app, 'POST', '/api/exchange_rate', { fixed_on, rate })).status).toBe(201);
    const loan = await createLoan(t, { intelisis_id: 'T-CF-USD', customer_id: 4, currency_id: 2, exchange_rate: '18.35', amount: '60000', emission: '2025-01-10', expiration: '2025-02-10' });
    const [detail] = await loanDetails(t, loan.id);
    const issued = await generate(t, [detail.id]);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const invoice = issued.body.data.result[0];
    expect(invoice.currency).toBe('USD');

    const paid = await pay(invoice.id, { paid_at: '2025-03-01', form: '03' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const sent = pac.ledger().at(-1)!.body.complements[0].data[0];
    expect(sent.related_documents[0].currency).toBe('USD');
    const xml = await fileText(paid.body.data.complement.xml_location);
    expect(attribute(xml, 'MonedaDR')).toBe('USD');
    expect(attribute(xml, 'MonedaP')).toBe('USD');
    // Paid on 2025-03-01: the FIX determined on 2025-02-28, not the loan's 18.35 nor the issue day's.
    expect(attribute(xml, 'TipoCambioP')).toBe('20.432100');
    expect(sent.exchange).toBe(20.4321);
  });

  it('a dollar invoice paid in pesos through the PAC: MonedaP MXN, EquivalenciaDR, the balance down by the dollars the pesos settle', async () => {
    const yesterday = addDays(todayInMexicoCity(new Date()), -1);
    // The issue day's FIX may be there already (the test above adds it).
    expect([201, 422]).toContain((await apiCall(t.app, 'POST', '/api/exchange_rate', { fixed_on: yesterday, rate: '17.5000' })).status);
    expect((await apiCall(t.app, 'POST', '/api/exchange_rate', { fixed_on: '2025-03-07', rate: '20.0000' })).status).toBe(201);
    const loan = await createLoan(t, { intelisis_id: 'T-CF-USD-MXN', customer_id: 4, currency_id: 2, exchange_rate: '18.35', amount: '60000', emission: '2025-01-10', expiration: '2025-02-10' });
    const [detail] = await loanDetails(t, loan.id);
    const invoice = (await generate(t, [detail.id])).body.data.result[0];
    expect(invoice.currency).toBe('USD');
    const total = new Decimal(invoice.total);

    // 20,000 pesos on 2025-03-08 (the FIX of 2025-03-07: 20.0000): 1,000.00 dollars.
    const paid = await pay(invoice.id, { paid_at: '2025-03-08', form: '03', amount: '20000.00', currency: 'MXN' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ amount: '1000.00', balance: total.minus(1000).toFixed(2), received: '20000.00', received_currency: 'MXN', equivalence: '0.05' });
    expect(paid.body.data.complement).toMatchObject({ currency: 'USD', total: '1000.00' });
    const sent = pac.ledger().at(-1)!.body.complements[0].data[0];
    expect(sent).toMatchObject({ currency: 'MXN', related_documents: [{ currency: 'USD', exchange: 0.05, amount: 1000, last_balance: total.toNumber() }] });
    expect(sent.exchange).toBeUndefined();
    const xml = await fileText(paid.body.data.complement.xml_location);
    expect([attribute(xml, 'MonedaP'), attribute(xml, 'TipoCambioP'), attribute(xml, 'Monto'), attribute(xml, 'MonedaDR'), attribute(xml, 'EquivalenciaDR'), attribute(xml, 'ImpPagado'), attribute(xml, 'MontoTotalPagos')]).toEqual(['MXN', '1', '20000.00', 'USD', '0.05', '1000.00', '20000.00']);
    expect(await satSchemaErrors(withoutStamp(xml))).toEqual([]);
    const certificate = new X509Certificate(Buffer.from(attribute(xml, 'Certificado')!, 'base64'));
    expect(tallySeal('cfdi', createVerify('RSA-SHA256').update(cadenaOriginal(withoutStamp(xml)), 'utf8').verify(certificate.publicKey, attribute(xml, 'Sello')!, 'base64'))).toBe(true);

    // More pesos than the balance is worth at that day's FIX: refused, naming both figures.
    const over = await pay(invoice.id, { paid_at: '2025-03-08', form: '03', amount: total.times(20).toFixed(2), currency: 'MXN' });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount[0]).toBe(`Los pesos superan el saldo de la factura: ${total.minus(1000).toFixed(2)} dólares son ${total.minus(1000).times(20).toFixed(2)} pesos al FIX de ese día (20.0000)`);
    // A currency that is neither the invoice's nor pesos, refused before anything is sent.
    expect((await pay(invoice.id, { paid_at: '2025-03-08', form: '03', amount: '10.00', currency: 'EUR' })).status).toBe(422);
    // The rest in pesos, without an amount: the balance at the FIX, the detail paid.
    const rest = await pay(invoice.id, { paid_at: '2025-03-08', form: '03', currency: 'MXN' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data).toMatchObject({ amount: total.minus(1000).toFixed(2), balance: '0.00', received: total.minus(1000).times(20).toFixed(2), detail_status_id: STATUS.paid });
  });

  it('a payment made today is accepted at any hour, dated the moment it is recorded; a future instant is refused', async () => {
    const { invoice } = await stampedInvoice('T-CF-TODAY');
    const before = cfdiTimestamp(new Date(Date.now() - 1000));
    const today = before.slice(0, 10);
    const paid = await pay(invoice.id, { paid_at: today, form: '03', amount: '100.00' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const fechaPago = attribute(await fileText(paid.body.data.complement.xml_location), 'FechaPago')!;
    expect(fechaPago >= before && fechaPago <= cfdiTimestamp(new Date())).toBe(true);

    const future = await pay(invoice.id, { paid_at: new Date(Date.now() + 3_600_000).toISOString(), form: '03', amount: '100.00' });
    expect(future.status).toBe(422);
    expect(Object.keys(future.body.errors)).toEqual(['paid_at']);
    const earlier = await pay(invoice.id, { paid_at: '2025-03-02T10:15:00-06:00', form: '03', amount: '100.00' });
    expect(earlier.status, JSON.stringify(earlier.body)).toBe(200);
    expect(attribute(await fileText(earlier.body.data.complement.xml_location), 'FechaPago')).toBe('2025-03-02T10:15:00');
  });

  it('three installments: each its own CP folio, and their IVA adds up exactly to the invoice\'s', async () => {
    const { invoice } = await stampedInvoice('T-CF-THIRDS');
    const complements: Record<string, string>[] = [];
    for (const amount of ['2996.67', '2996.67', '2996.66']) {
      const answer = await pay(invoice.id, { paid_at: '2025-03-01', form: '03', amount });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      complements.push(answer.body.data.complement);
    }
    const numbers = complements.map((c) => `${c.serie}-${c.folio}`);
    expect(new Set(numbers).size).toBe(3);
    expect(numbers.every((n) => n.startsWith('CP-'))).toBe(true);
    expect(numbers).not.toContain(`${invoice.serie}-${invoice.folio}`);
    // As stamped: the PAC was told each complement's series and folio.
    for (const complement of complements) {
      const xml = await fileText(complement.xml_location);
      expect([attribute(xml, 'Serie'), attribute(xml, 'Folio')]).toEqual([complement.serie, complement.folio]);
    }
    expect(complements.map((c) => c.taxes)).toEqual(['413.33', '413.33', '413.34']);
    expect(complements.map((c) => c.subtotal)).toEqual(['2583.34', '2583.34', '2583.32']);
    const sum = (key: 'taxes' | 'subtotal') => complements.reduce((total, c) => total.plus(c[key]), new Decimal(0)).toFixed(2);
    expect([sum('subtotal'), sum('taxes')]).toEqual([invoice.subtotal, invoice.taxes]);
  });
});
