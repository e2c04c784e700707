/**
 * Invoicing: GET loan_detail/toInvoice lists due details with loan and customer; PATCH
 * loan_detail/generate/invoices issues each one's CFDI 4.0 (XML that parses, with the sandbox issuer's
 * and the customer's RFC and the right total) and PDF, served by /api/files, linked as the detail's
 * cfdi locations, recorded as "not stamped" invoices (GET invoices); all or nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { STATUS } from '../../../schemas/status.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { writeCounts } from '../../helpers/database-state.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { satSchemaErrors } from '../../helpers/sat-xsd.ts';
import { createLoan, loanDetails } from './loan-fixtures.ts';
import { createVerify, X509Certificate } from 'node:crypto';
import { cadenaOriginal } from '../../../server/domain/cfdi-cadena.ts';
import { addDays, todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { withoutDemoRates } from '../../helpers/demo-rates.ts';
import { tallySeal } from '../../helpers/fiscal-tally.ts';

const CFDI = 'http://www.sat.gob.mx/cfd/4';

/** A real XML parser (jsdom's), for the XML the API serves; jsdom ships no types, hence the loose import. */
async function parseXml(text: string): Promise<Document> {
  const { JSDOM } = await import('jsdom' as string);
  const doc: Document = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}
let t: TestApp;
let loan: Record<string, any>;

beforeAll(async () => {
  t = await createTestApp();
  // Starts without the demo's invented rates: these tests enter the rates they need (or none).
  await withoutDemoRates(t.database);
  // DOMAIN.md's example, for customer 4 (a natural person), disbursed in 2025 so every cut-off has passed.
  loan = await createLoan(t, { intelisis_id: 'T-INVOICE', customer_id: 4, emission: '2025-01-10', expiration: '2025-04-10' });
});
afterAll(async () => {
  await t?.close();
});

const candidates = async () => (await apiCall(t.app, 'GET', '/api/loan_detail/toInvoice?take=9999')).body.data;

async function fetchFile(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, type: String(response.headers['content-type']), body: response.rawPayload };
}

describe('GET loan_detail/toInvoice', () => {
  it('lists the due, unpaid, uninvoiced details with their loan and customer', async () => {
    const { result, total } = await candidates();
    const mine = result.filter((r: { loan_id: number }) => r.loan_id === loan.id);
    expect(mine.map((r: { intelisis_id: string; customer_name: string; customer_rfc: string }) => [r.intelisis_id, r.customer_name, r.customer_rfc])).toEqual([
      ['T-INVOICE', 'KARLA FUENTE NOLASCO', 'FUNK671228PH6'],
      ['T-INVOICE', 'KARLA FUENTE NOLASCO', 'FUNK671228PH6'],
      ['T-INVOICE', 'KARLA FUENTE NOLASCO', 'FUNK671228PH6'],
    ]);
    expect(total).toBe(result.length);
    // The seeded demo has details due too; the just-disbursed loan has none.
    expect(result.some((r: { intelisis_id: string }) => r.intelisis_id === 'PR-2026-0103')).toBe(true);
    expect(result.some((r: { intelisis_id: string }) => r.intelisis_id === 'PR-2026-0107')).toBe(false);
  });
});

describe('PATCH loan_detail/generate/invoices', () => {
  it('issues a CFDI 4.0 and a PDF for each selected detail, links them and records the invoices', async () => {
    const [first, second, third] = await loanDetails(t, loan.id);
    const answer = await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [first.id, second.id] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.total).toBe(2);
    const invoice = answer.body.data.result[0];
    // The income is the 7,750.00 interest and its 16 % IVA, 1,240.00; the principal repaid is not invoiced.
    expect(invoice).toMatchObject({ loan_detail_id: first.id, issuer_rfc: 'EKU9003173C9', receiver_rfc: 'FUNK671228PH6', subtotal: '7750.00', taxes: '1240.00', total: '8990.00', status: 'not_stamped', provider: 'local', serie: 'PR', folio: String(first.id), cfdi_type: 'I', uuid: null });

    const xml = await fetchFile(invoice.xml_location);
    expect(xml.status).toBe(200);
    expect(xml.type).toContain('application/xml');
    const doc = await parseXml(xml.body.toString('utf8'));
    expect(doc.documentElement.getAttribute('Total')).toBe('8990.00');
    // Sealed and schema-valid: SAT's cfdv40.xsd accepts it and its Sello verifies with the certificate it carries.
    const text = xml.body.toString('utf8');
    expect(await satSchemaErrors(text)).toEqual([]);
    const certificate = new X509Certificate(Buffer.from(doc.documentElement.getAttribute('Certificado')!, 'base64'));
    expect(tallySeal('cfdi', createVerify('RSA-SHA256').update(cadenaOriginal(text), 'utf8').verify(certificate.publicKey, doc.documentElement.getAttribute('Sello')!, 'base64'))).toBe(true);
    expect(doc.documentElement.getAttribute('NoCertificado')).toBe('30001000000400002434');
    expect(doc.documentElement.getAttribute('Version')).toBe('4.0');
    expect(doc.getElementsByTagNameNS(CFDI, 'Emisor')[0].getAttribute('Rfc')).toBe('EKU9003173C9');
    expect(doc.getElementsByTagNameNS(CFDI, 'Receptor')[0].getAttribute('Rfc')).toBe('FUNK671228PH6');
    expect(doc.getElementsByTagNameNS(CFDI, 'Receptor')[0].getAttribute('RegimenFiscalReceptor')).toBe('612');
    // The customer record's fiscal postal code, not a placeholder.
    expect(doc.getElementsByTagNameNS(CFDI, 'Receptor')[0].getAttribute('DomicilioFiscalReceptor')).toBe('01160');
    expect(doc.getElementsByTagNameNS(CFDI, 'Concepto')).toHaveLength(1);

    const pdf = await fetchFile(invoice.pdf_location);
    expect(pdf.type).toContain('application/pdf');
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const details = await loanDetails(t, loan.id);
    expect(details.slice(0, 2).map((d) => [d.cfdi_xml_location, d.cfdi_pdf_location, d.status_id])).toEqual([
      [invoice.xml_location, invoice.pdf_location, STATUS.invoiced],
      [answer.body.data.result[1].xml_location, answer.body.data.result[1].pdf_location, STATUS.invoiced],
    ]);
    expect(details[2]).toMatchObject({ id: third.id, cfdi_xml_location: null, status_id: STATUS.pending });

    const listed = await apiCall(t.app, 'GET', `/api/invoices?loan_detail_id=${first.id}`);
    expect(listed.body.data.result.map((i: { id: number }) => i.id)).toEqual([invoice.id]);
    const remaining = (await candidates()).result.filter((r: { loan_id: number }) => r.loan_id === loan.id);
    expect(remaining.map((r: { id: number }) => r.id)).toEqual([third.id]);
  });

  it('refuses the whole request when one detail cannot be invoiced, and writes nothing', async () => {
    const [, , third] = await loanDetails(t, loan.id);
    const [invoiced] = await loanDetails(t, loan.id);
    const before = await writeCounts(t.database, entities.invoices);
    const answer = await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [third.id, invoiced.id] });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.ids[0]).toContain(String(invoiced.id));
    expect(await writeCounts(t.database, entities.invoices)).toEqual(before);
    expect((await loanDetails(t, loan.id))[2].cfdi_xml_location).toBeNull();
  });

  it('a dollar invoice takes the FIX in force on its issue day, not the loan\'s rate; without it, it is refused naming the details and the day', async () => {
    const dollars = await createLoan(t, { intelisis_id: 'T-USD', currency_id: 2, exchange_rate: '18.35', amount: '60000', emission: '2025-01-10', expiration: '2025-02-10' });
    const [detail] = await loanDetails(t, dollars.id);
    const today = todayInMexicoCity(new Date());
    const refused = await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [detail.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.ids[0]).toBe(`Detalles ${detail.id}: No hay tipo de cambio FIX para el ${today.split("-").reverse().join('/')}, y un CFDI en dólares lleva el del día: regístralo en Administrador › Listas › Configuración de coberturas (o pide a quien opera el servidor que active la consulta diaria a Banxico)`);

    // The FIX determined the day before is the one the DOF publishes today; an older one is not used.
    for (const [fixed_on, rate] of [[addDays(today, -2), '17.0001'], [addDays(today, -1), '17.2345']]) expect((await apiCall(t.app, 'POST', '/api/exchange_rate', { fixed_on, rate })).status).toBe(201);
    const answer = await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [detail.id] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const xml = (await fetchFile(answer.body.data.result[0].xml_location)).body.toString('utf8');
    expect(xml).toContain('Moneda="USD"');
    expect(xml).toContain('TipoCambio="17.2345"');
  });

  it.each([[{}], [{ ids: [] }], [{ ids: 'all' }], [{ ids: [1], extra: true }], [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }]])('refuses %j', async (body) => {
    expect((await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', body)).status).toBe(422);
  });

  it('refuses a customer without fiscal data, naming the detail and the field, and writes nothing', async () => {
    const customers = entities.customer.table;
    await t.database.db.update(customers).set({ fiscal_regime: null }).where(eq(customers.id, 3));
    try {
      const bare = await createLoan(t, { intelisis_id: 'T-NO-FISCAL', customer_id: 3, emission: '2025-01-10', expiration: '2025-02-10' });
      const [detail] = await loanDetails(t, bare.id);
      const before = await writeCounts(t.database, entities.invoices);
      const answer = await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [detail.id] });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.ids[0]).toContain(`Detalle ${detail.id}: customer KERNEL INDUSTIA JUGUETERA lacks the fiscal data a CFDI 4.0 needs: fiscal_regime`);
      expect(await writeCounts(t.database, entities.invoices)).toEqual(before);
    } finally {
      await t.database.db.update(customers).set({ fiscal_regime: '601' }).where(eq(customers.id, 3));
    }
  });

  it('recalculating a loan cancels the invoice of a detail whose figures change', async () => {
    const recalculated = await createLoan(t, { intelisis_id: 'T-RECALC-INV', emission: '2025-01-10', expiration: '2025-04-10' });
    const [first] = await loanDetails(t, recalculated.id);
    const issued = await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [first.id] });
    expect(issued.status).toBe(200);
    expect((await apiCall(t.app, 'POST', '/api/loan/recalculate', { id: recalculated.id, interests: '12' })).status).toBe(200);
    const [after] = await loanDetails(t, recalculated.id);
    expect(after).toMatchObject({ id: first.id, interest: '5166.67', cfdi_xml_location: null, cfdi_pdf_location: null, status_id: STATUS.pending });
    const invoices = await apiCall(t.app, 'GET', `/api/invoices?loan_detail_id=${first.id}`);
    expect(invoices.body.data.result.map((i: { status: string }) => i.status)).toEqual(['cancelled']);
  });
});

describe('POST invoices/{id}/cancel', () => {
  async function issue(id: string) {
    const created = await createLoan(t, { intelisis_id: id, emission: '2025-01-10', expiration: '2025-02-10' });
    const [detail] = await loanDetails(t, created.id);
    return (await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [detail.id] })).body.data.result[0];
  }

  it('cancels with a SAT motive, records it and refuses a second cancellation', async () => {
    const invoice = await issue('T-CANCEL');
    const answer = await apiCall(t.app, 'POST', `/api/invoices/${invoice.id}/cancel`, { motive: '03' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ id: invoice.id, status: 'cancelled', cancellation_motive: '03' });
    const again = await apiCall(t.app, 'POST', `/api/invoices/${invoice.id}/cancel`, { motive: '02' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La factura ya está cancelada');
  });

  it('motive 01 needs the substitute UUID; other bad input is a 422 or 404 and changes nothing', async () => {
    const invoice = await issue('T-CANCEL-BAD');
    const no = await apiCall(t.app, 'POST', `/api/invoices/${invoice.id}/cancel`, { motive: '01' });
    expect(no.status).toBe(422);
    expect(no.body.errors.substitution[0]).toBe('El motivo 01 requiere el UUID del CFDI que sustituye a esta factura');
    for (const body of [{}, { motive: '05' }, { motive: '02', substitution: 'nope' }, { motive: '02', extra: 1 }]) {
      expect((await apiCall(t.app, 'POST', `/api/invoices/${invoice.id}/cancel`, body)).status).toBe(422);
    }
    expect((await apiCall(t.app, 'POST', '/api/invoices/999999/cancel', { motive: '02' })).status).toBe(404);
    const still = await apiCall(t.app, 'GET', `/api/invoices/${invoice.id}`);
    expect(still.body.data).toMatchObject({ status: 'not_stamped', cancellation_motive: null });
    // A substitute must be a live CFDI of this firm: a UUID nobody here issued is refused.
    const stranger = await apiCall(t.app, 'POST', `/api/invoices/${invoice.id}/cancel`, { motive: '01', substitution: '0e4c30b8-11d8-40d8-894d-ef8b32eb4bdf' });
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors.substitution[0]).toBe('El UUID 0E4C30B8-11D8-40D8-894D-EF8B32EB4BDF no es un CFDI vigente de esta empresa al mismo receptor: el CFDI que sustituye debe serlo');
    const ok = await apiCall(t.app, 'POST', `/api/invoices/${invoice.id}/cancel`, { motive: '02' });
    expect(ok.body.data).toMatchObject({ status: 'cancelled', cancellation_motive: '02' });
  });
});
