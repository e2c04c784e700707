/**
 * A CFDI uploaded by hand for a loan detail (spec sections 4 and 5): .pdf or .xml, checked by its bytes;
 * the file goes up first, then only the location it fills is sent, and the other stays as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '../../../server/i18n/localized.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { multipartFile } from '../../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createLoan, loanDetails } from './loan-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const CFDI_XML = '<?xml version="1.0"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0"/>';

async function upload(field: string, filename: string, content: string) {
  const { payload, headers } = multipartFile(filename, Buffer.from(content));
  const response = await t.app.inject({ method: 'POST', url: `/api/file?entity=loan_detail&field=${field}`, payload, headers });
  return { status: response.statusCode, body: response.json() };
}

describe('CFDI upload', () => {
  it('accepts an .xml or a .pdf for the CFDI and stores only the changed location', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-UPLOAD' });
    const [detail] = await loanDetails(t, loan.id);

    const xml = await upload('cfdi_pdf_location', 'cfdi.xml', CFDI_XML);
    expect(xml.status, JSON.stringify(xml.body)).toBe(201);
    const pdf = await upload('cfdi_pdf_location', 'cfdi.pdf', '%PDF-1.7 minimal');
    expect(pdf.status).toBe(201);
    // The one upload of the loan detail's form takes either; the answer says where each is kept.
    expect([xml.body.data[0].field, pdf.body.data[0].field]).toEqual(['cfdi_xml_location', 'cfdi_pdf_location']);

    const first = await apiCall(t.app, 'PUT', `/api/loan_detail/${detail.id}`, { cfdi_xml_location: xml.body.data[0].url });
    expect(first.status).toBe(200);
    const second = await apiCall(t.app, 'PUT', `/api/loan_detail/${detail.id}`, { cfdi_pdf_location: pdf.body.data[0].url });
    expect(second.body.data).toMatchObject({ cfdi_xml_location: xml.body.data[0].url, cfdi_pdf_location: pdf.body.data[0].url, amount: detail.amount, status_id: detail.status_id });

    const served = await t.app.inject({ method: 'GET', url: xml.body.data[0].url });
    expect(served.body).toContain('cfdi:Comprobante');
  });

  it('keeps an .xml out of the PDF location, and refuses a location this server did not store', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-XML-ROUTE' });
    const [detail] = await loanDetails(t, loan.id);
    const xml = await upload('cfdi_pdf_location', 'cfdi.xml', CFDI_XML);
    const asPdf = await apiCall(t.app, 'PUT', `/api/loan_detail/${detail.id}`, { cfdi_pdf_location: xml.body.data[0].url });
    expect(asPdf.status).toBe(422);
    expect(asPdf.body.errors.cfdi_pdf_location).toEqual([renderMessage('files.wrongField', 'es', { accepted: '.pdf' })]);
    for (const outside of ['https://example.com/cfdi.xml', '/api/files/ffffffffffffffffffffffffffffffff.xml']) {
      const answer = await apiCall(t.app, 'PUT', `/api/loan_detail/${detail.id}`, { cfdi_xml_location: outside });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.cfdi_xml_location).toEqual([renderMessage('files.notUploadedHere', 'es')]);
    }
    const [stored] = await loanDetails(t, loan.id);
    expect([stored.cfdi_pdf_location, stored.cfdi_xml_location]).toEqual([null, null]);
  });

  it('refuses another kind of file, or a file whose bytes are not what its name says', async () => {
    expect((await upload('cfdi_pdf_location', 'cfdi.txt', 'hola')).status).toBe(422);
    expect((await upload('cfdi_pdf_location', 'cfdi.pdf', '<?xml version="1.0"?>')).status).toBe(422);
    expect((await upload('cfdi_xml_location', 'cfdi.xml', '%PDF-1.7')).status).toBe(422);
  });
});
