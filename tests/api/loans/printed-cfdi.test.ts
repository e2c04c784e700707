/**
 * Through the PAC (the stand-in written from Facturapi's OpenAPI): the invoice and its payment complement
 * are recorded and printed as the PAC stamped them: the row's series and folio are the stamped XML's
 * (a complement has its own CP series and folio, decision 112), and the PDF shows the stamp and a QR
 * code that scans to SAT's verification URL for that UUID. (That the row follows the stamped XML even
 * where the PAC numbers differently is the unit test tests/unit/loans/printed-cfdi.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedCfdi, satVerificationUrl } from '../../../server/domain/cfdi-printed.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { startPacStandIn, type PacStandIn } from '../../helpers/pac-stand-in/index.ts';
import { printedQrCodes, printedText } from '../../helpers/printed-cfdi-reading.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createLoan, loanDetails } from './loan-fixtures.ts';

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

async function file(url: string): Promise<Buffer> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('a CFDI the PAC stamped', () => {
  it('is recorded and printed with the PAC’s series, folio, stamp and QR code', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-PRINT', customer_id: 4, emission: '2025-01-10', expiration: '2025-04-10' });
    const [detail] = await loanDetails(t, loan.id);
    const stamped = await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [detail.id] });
    expect(stamped.status, JSON.stringify(stamped.body)).toBe(200);
    const invoice = stamped.body.data.result[0];
    const invoiceXml = (await file(invoice.xml_location)).toString('utf8');
    const printedInvoice = printedCfdi(invoiceXml);
    expect(invoice).toMatchObject({ serie: printedInvoice.serie, folio: printedInvoice.folio, total: printedInvoice.total });
    const invoicePdf = await file(invoice.pdf_location);
    expect(await printedQrCodes(invoicePdf)).toEqual([satVerificationUrl(printedInvoice)]);
    expect(await printedText(invoicePdf)).toContain(printedInvoice.stamp!.stampedAt);

    const paid = await apiCall(t.app, 'POST', `/api/invoices/${invoice.id}/payment`, { paid_at: '2025-03-01', form: '03', amount: '4000.00' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const complement = paid.body.data.complement;
    const xml = (await file(complement.xml_location)).toString('utf8');
    const printed = printedCfdi(xml);
    // The row says what the stamped XML says: the complement's own series and folio, not the invoice's.
    expect(printed.serie).toBe('CP');
    expect(complement).toMatchObject({ serie: printed.serie, folio: printed.folio });
    expect(`${complement.serie}-${complement.folio}`).not.toBe(`${invoice.serie}-${invoice.folio}`);

    const pdf = await file(complement.pdf_location);
    const text = await printedText(pdf);
    expect(text).toContain(`Complemento de pago ${printed.serie}-${printed.folio}`);
    for (const value of [printed.stamp!.uuid.toUpperCase(), printed.stamp!.stampedAt, printed.stamp!.providerRfc, printed.stamp!.satCertificateNumber, printed.certificateNumber]) expect(text).toContain(value);
    expect(text.replace(/\s+/g, '')).toContain(printed.stamp!.satSeal);
    expect(await printedQrCodes(pdf)).toEqual([satVerificationUrl(printed)]);
  });
});
