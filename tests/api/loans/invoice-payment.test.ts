/**
 * POST invoices/{id}/payment with the `pac` provider (Facturapi's SDK against the local fake): a
 * stamped PPD invoice collected in two parts gets two payment complements (CFDI type P, Pagos 2.0),
 * installments 1 and 2 with the right previous balances, each accepted by SAT's cfdv40.xsd and
 * Pagos20.xsd and sealed; the detail is paid once the balance is 0. Bad input is a 4xx that writes
 * nothing.
 */
import { createVerify, X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { STATUS } from '../../../schemas/status.ts';
import { cadenaOriginal } from '../../../server/domain/cfdi-cadena.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { writeCounts } from '../../helpers/database-state.ts';
import { startPacStandIn, type PacStandIn } from '../../helpers/pac-stand-in/index.ts';
import { satSchemaErrors } from '../../helpers/sat-xsd.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createLoan, loanDetails } from './loan-fixtures.ts';
import { tallySeal } from '../../helpers/fiscal-tally.ts';

let pac: PacStandIn;
let t: TestApp;

beforeAll(async () => {
  pac = await startPacStandIn();
  t = await createTestApp({ env: { INVOICING_PROVIDER: 'pac', INVOICING_PAC_TOKEN: 'sk_test_caudal', INVOICING_PAC_URL: pac.url } });
});
afterAll(async () => {
  await t?.close();
  await pac?.close();
});

const attribute = (xml: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1];
/**
 * The CFDI as sealed, without the PAC's TimbreFiscalDigital: sat/xsd keeps no schema of the stamp,
 * so the strict Complemento wildcard would refuse it; the stamp's UUID is checked separately.
 */
const withoutStamp = (xml: string) => xml.replace(/<tfd:TimbreFiscalDigital\b[^>]*\/>/, '');
const pay = (id: number, body: unknown) => apiCall(t.app, 'POST', `/api/invoices/${id}/payment`, body);

/** A stamped invoice of the first period of a new loan for customer 4: interest 7,750.00 + IVA = 8,990.00. */
async function stampedInvoice(intelisisId: string) {
  const loan = await createLoan(t, { intelisis_id: intelisisId, customer_id: 4, emission: '2025-01-10', expiration: '2025-04-10' });
  const [detail] = await loanDetails(t, loan.id);
  const answer = await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [detail.id] });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const invoice = answer.body.data.result[0];
  expect(invoice).toMatchObject({ status: 'stamped', provider: 'pac', total: '8990.00', cfdi_type: 'I' });
  expect(invoice.uuid).toMatch(/^[0-9A-F-]{36}$/);
  return { loan, detail, invoice };
}

async function complementXml(location: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: location });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** Everything a refused request could have written. */
async function writes() {
  const [files] = await t.database.query<{ n: number }>('select count(*)::int as n from stored_file');
  return { ...(await writeCounts(t.database, entities.invoices)), files: Number(files?.n), requests: pac.requests.length };
}

describe('POST invoices/{id}/payment (pac)', () => {
  it('issues a schema-valid, sealed complement per payment, installment 1 then 2, and pays the detail at balance 0', async () => {
    const { loan, detail, invoice } = await stampedInvoice('T-PAY-PAC');

    const first = await pay(invoice.id, { paid_at: '2025-03-01', form: '03', amount: '4000.00' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ invoice_id: invoice.id, amount: '4000.00', balance: '4990.00', complement_issued: true, message: 'Cobro registrado; se emitió el complemento de pago' });
    const complement = first.body.data.complement;
    expect(complement).toMatchObject({ cfdi_type: 'P', related_invoice_id: invoice.id, loan_detail_id: detail.id, status: 'stamped', provider: 'pac', currency: 'MXN', total: '4000.00', receiver_rfc: 'FUNK671228PH6' });
    expect(complement.uuid).toMatch(/^[0-9A-F-]{36}$/);
    expect(complement.uuid).not.toBe(invoice.uuid);
    // Partly paid: the detail keeps its status.
    expect((await loanDetails(t, loan.id))[0].status_id).toBe(STATUS.invoiced);

    const xml = await complementXml(complement.xml_location);
    expect(await satSchemaErrors(withoutStamp(xml))).toEqual([]);
    expect(xml).toContain(`UUID="${complement.uuid.toLowerCase()}"`);
    expect([attribute(xml, 'TipoDeComprobante'), attribute(xml, 'Total'), attribute(xml, 'Moneda'), attribute(xml, 'UsoCFDI')]).toEqual(['P', '0', 'XXX', 'CP01']);
    expect(xml).toContain(`IdDocumento="${invoice.uuid}"`);
    expect(xml).toContain('NumParcialidad="1" ImpSaldoAnt="8990.00" ImpPagado="4000.00" ImpSaldoInsoluto="4990.00"');
    expect(xml).toContain('FechaPago="2025-03-01T12:00:00" FormaDePagoP="03"');
    const certificate = new X509Certificate(Buffer.from(attribute(xml, 'Certificado')!, 'base64'));
    expect(tallySeal('cfdi', createVerify('RSA-SHA256').update(cadenaOriginal(xml), 'utf8').verify(certificate.publicKey, attribute(xml, 'Sello')!, 'base64'))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: complement.pdf_location })).rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Without an amount, the rest of the balance is paid.
    const second = await pay(invoice.id, { paid_at: '2025-03-15', form: '02' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data).toMatchObject({ amount: '4990.00', balance: '0.00', detail_status_id: STATUS.paid });
    const sent = pac.requests.filter((r) => r.method === 'POST').at(-1)!.body;
    expect(sent.complements[0].data[0].related_documents[0]).toMatchObject({ uuid: invoice.uuid, installment: 2, last_balance: 4990, amount: 4990 });
    const secondXml = await complementXml(second.body.data.complement.xml_location);
    expect(await satSchemaErrors(withoutStamp(secondXml))).toEqual([]);
    expect(secondXml).toContain('NumParcialidad="2" ImpSaldoAnt="4990.00" ImpPagado="4990.00" ImpSaldoInsoluto="0.00"');
    expect((await loanDetails(t, loan.id))[0].status_id).toBe(STATUS.paid);

    const related = await apiCall(t.app, 'GET', `/api/invoices?loan_detail_id=${detail.id}&cfdi_type=P`);
    expect(related.body.data.result.map((r: { related_invoice_id: number; total: string }) => [r.related_invoice_id, r.total]).sort()).toEqual([
      [invoice.id, '4000.00'],
      [invoice.id, '4990.00'],
    ]);

    const before = await writes();
    const again = await pay(invoice.id, { paid_at: '2025-03-16', form: '03' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La factura ya está pagada por completo');
    expect(await writes()).toEqual(before);
  });

  it('refuses bad input with a 4xx, naming the field, and writes nothing', async () => {
    const { loan, invoice } = await stampedInvoice('T-PAY-BAD');
    const before = await writes();
    const refusals: [unknown, number, string?][] = [
      [{ paid_at: '2999-01-01', form: '03' }, 422, 'paid_at'],
      [{ paid_at: '2025-03-01', form: '03', amount: '8990.01' }, 422, 'amount'],
      [{ paid_at: '2025-03-01', form: '03', amount: '0.00' }, 422, 'amount'],
      [{ paid_at: '2025-03-01', form: '03', amount: '-5' }, 422, 'amount'],
      [{ paid_at: '2025-03-01', form: '03', amount: 100 }, 422, 'amount'],
      [{ paid_at: '2025-03-01', form: '99' }, 422, 'form'],
      [{ paid_at: '2025-03-01', form: '07' }, 422, 'form'],
      [{ paid_at: '2025-02-30', form: '03' }, 422, 'paid_at'],
      [{ form: '03' }, 422, 'paid_at'],
      [{ paid_at: '2025-03-01', form: '03', extra: true }, 422],
    ];
    for (const [body, status, field] of refusals) {
      const answer = await pay(invoice.id, body);
      expect(answer.status, JSON.stringify([body, answer.body])).toBe(status);
      if (field) expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await pay(999999, { paid_at: '2025-03-01', form: '03' })).status).toBe(404);
    expect((await pay('abc' as unknown as number, { paid_at: '2025-03-01', form: '03' })).status).toBe(404);
    expect(await writes()).toEqual(before);
    expect((await loanDetails(t, loan.id))[0].status_id).toBe(STATUS.invoiced);
    const above = await pay(invoice.id, { paid_at: '2025-03-01', form: '03', amount: '9000' });
    expect(above.body.errors.amount[0]).toBe('El monto no puede superar el saldo de la factura (8990.00)');
  });

  it('refuses a cancelled invoice and a payment complement, and writes nothing', async () => {
    const { invoice } = await stampedInvoice('T-PAY-CANCELLED');
    expect((await apiCall(t.app, 'POST', `/api/invoices/${invoice.id}/cancel`, { motive: '03' })).status).toBe(200);
    const before = await writes();
    const cancelled = await pay(invoice.id, { paid_at: '2025-03-01', form: '03' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe('No se puede registrar el cobro de una factura cancelada');
    expect(await writes()).toEqual(before);

    const { invoice: live } = await stampedInvoice('T-PAY-TYPE-P');
    const complement = (await pay(live.id, { paid_at: '2025-03-01', form: '03', amount: '100.00' })).body.data.complement;
    const afterComplement = await writes();
    const ofComplement = await pay(complement.id, { paid_at: '2025-03-01', form: '03' });
    expect(ofComplement.status).toBe(409);
    expect(ofComplement.body.message).toBe('Solo se registra el cobro de una factura de ingreso (tipo I)');
    expect(await writes()).toEqual(afterComplement);
  });
});
