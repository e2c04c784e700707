/**
 * A payment complement with the files kept in the database (FILE_STORAGE=database, the default with
 * DATABASE_URL): the complement's XML and PDF are written through the payment's own transaction, so
 * they commit with it (and a single-connection PGlite does not wait on itself), and download after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../helpers/api-call.ts';
import { startPacStandIn, type PacStandIn } from '../../helpers/pac-stand-in/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createLoan, loanDetails } from './loan-fixtures.ts';

let pac: PacStandIn;
let t: TestApp;

beforeAll(async () => {
  pac = await startPacStandIn();
  t = await createTestApp({ env: { INVOICING_PROVIDER: 'pac', INVOICING_PAC_TOKEN: 'sk_test_caudal', INVOICING_PAC_URL: pac.url, FILE_STORAGE: 'database' } });
});
afterAll(async () => {
  await t?.close();
  await pac?.close();
});

describe('POST invoices/{id}/payment with files in the database', () => {
  it('stores the complement files with the payment and serves them', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-PAY-DBFILES', customer_id: 4, emission: '2025-01-10', expiration: '2025-04-10' });
    const [detail] = await loanDetails(t, loan.id);
    const invoice = (await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [detail.id] })).body.data.result[0];
    expect(invoice.status).toBe('stamped');

    const paid = await apiCall(t.app, 'POST', `/api/invoices/${invoice.id}/payment`, { paid_at: '2025-03-01', form: '03' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const { complement } = paid.body.data;
    const key = (location: string) => location.split('/').at(-1)!;
    const kept = await t.database.query<{ key: string }>('select key from stored_file_content where key = any($1) order by key', [[key(complement.xml_location), key(complement.pdf_location)]]);
    expect(kept).toHaveLength(2);

    const xml = await t.app.inject({ method: 'GET', url: complement.xml_location });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`UUID="${complement.uuid.toLowerCase()}"`);
    const pdf = await t.app.inject({ method: 'GET', url: complement.pdf_location });
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 30_000);
});
