/**
 * Investment details (payments), payments and expenses (spec sections 3, 4, 7): CRUD of a detail, its
 * CFDI files (POST file, then PUT the location; bytes checked, not names), soft delete and reactivation,
 * POST/GET payments, and expenses with GET and POST only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '../../../server/i18n/localized.ts';
import { STATUS } from '../../../schemas/status.ts';
import { tinyPdf } from '../../../server/db/demo-files.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { auditTrail } from '../../helpers/database-state.ts';
import { multipartFile } from '../../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createInvestment, storedSchedule } from './support.ts';

let t: TestApp;
let investmentId: number;
let detailIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  investmentId = (await createInvestment(t.app, t.database)).id;
  detailIds = (await storedSchedule(t.database, investmentId)).map((d) => d.id);
});
afterAll(async () => {
  await t?.close();
});

async function upload(entity: string, field: string, filename: string, content: Buffer) {
  const { payload, headers } = multipartFile(filename, content);
  const response = await t.app.inject({ method: 'POST', url: `/api/file?entity=${entity}&field=${field}`, payload, headers });
  return { status: response.statusCode, body: response.json() };
}

const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const CFDI_XML = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0"/>');

describe('CFDI files of a payment', () => {
  it('uploads a PDF and an XML, then stores their addresses with PUT', async () => {
    const pdf = await upload('investment_detail', 'cfdi_pdf_location', 'cfdi.pdf', tinyPdf('CFDI', ['prueba']));
    const xml = await upload('investment_detail', 'cfdi_xml_location', 'cfdi.xml', CFDI_XML);
    expect([pdf.status, xml.status]).toEqual([201, 201]);
    const answer = await apiCall(t.app, 'PUT', `/api/investment_detail/${detailIds[0]}`, { cfdi_pdf_location: pdf.body.data[0].url, cfdi_xml_location: xml.body.data[0].url });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ cfdi_pdf_location: pdf.body.data[0].url, cfdi_xml_location: xml.body.data[0].url });
    const download = await t.app.inject({ method: 'GET', url: pdf.body.data[0].url });
    expect(download.body.startsWith('%PDF-')).toBe(true);
  });

  it('refuses an .exe renamed .pdf by its bytes, and a .pdf where an .xml goes', async () => {
    const renamed = await upload('investment', 'contract', 'contrato.pdf', EXE);
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors.file).toEqual([renderMessage('files.contentMismatch', 'es', { extension: '.pdf' })]);
    const wrongKind = await upload('investment_detail', 'cfdi_xml_location', 'cfdi.pdf', tinyPdf('CFDI', []));
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.errors.file).toEqual([renderMessage('files.extension', 'es', { accepted: '.xml' })]);
    expect((await upload('investment', 'contract', 'contrato.docx', tinyPdf('x', []))).body.errors.file).toEqual([renderMessage('files.extension', 'es', { accepted: '.pdf' })]);
  });
});

describe('soft delete and reactivation', () => {
  it('hides a deleted payment, lists it with trashed, and brings it back ("Registro reactivado")', async () => {
    const id = detailIds[5];
    expect((await apiCall(t.app, 'DELETE', `/api/investment_detail/${id}`)).status).toBe(200);
    const visible = await apiCall(t.app, 'GET', `/api/investment_detail?investment_id=${investmentId}`);
    expect(visible.body.data.result.map((d: { id: number }) => d.id)).not.toContain(id);
    const trashed = await apiCall(t.app, 'GET', `/api/investment_detail?investment_id=${investmentId}&trashed=only`);
    expect(trashed.body.data.result.map((d: { id: number }) => d.id)).toEqual([id]);
    expect((await apiCall(t.app, 'GET', `/api/investment_detail/${id}`)).status).toBe(404);

    const recovered = await apiCall(t.app, 'PATCH', `/api/investment_detail/${id}/recovery`);
    expect(recovered.status).toBe(200);
    expect(recovered.body.data.deleted_at).toBeNull();
    expect((await auditTrail(t.database, 'investment_detail', id)).map((a) => a.action)).toEqual(['create', 'soft-delete', 'recover']);
    expect((await apiCall(t.app, 'PATCH', `/api/investment_detail/${id}/recovery`)).status).toBe(422);
  });

  it('validates a payment edit with the spec\'s numeric message', async () => {
    const answer = await apiCall(t.app, 'PUT', `/api/investment_detail/${detailIds[1]}`, { interests: '12,5' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.interests).toEqual(['El valor debe ser numérico']);
  });
});

describe('payments', () => {
  it('POST payments pays a scheduled payment; GET payments lists only paid ones', async () => {
    const paid = await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: detailIds[2], paid_at: '2026-04-16' });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ id: detailIds[2], paid_at: '2026-04-16', status_id: STATUS.paid });
    const list = await apiCall(t.app, 'GET', `/api/payments?investment_id=${investmentId}`);
    expect(list.status).toBe(200);
    expect(list.body.data.result.map((d: { id: number }) => d.id)).toEqual([detailIds[2]]);
    expect(list.body.data.total).toBe(1);
  });

  it('refuses to pay twice, an unknown or deleted payment, and bad input', async () => {
    const again = await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: detailIds[2] });
    expect(again.status).toBe(409);
    expect(again.body.errors.investment_detail_id).toEqual(['El pago ya está pagado']);
    expect((await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: 999999 })).body.errors.investment_detail_id).toEqual(['El valor no existe']);
    await apiCall(t.app, 'DELETE', `/api/investment_detail/${detailIds[4]}`);
    expect((await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: detailIds[4] })).status).toBe(422);
    expect((await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: detailIds[3], paid_at: '2026-02-30' })).body.errors.paid_at).toEqual(['El valor debe ser una fecha (AAAA-MM-DD)']);
    expect((await apiCall(t.app, 'POST', '/api/payments', {})).body.errors.investment_detail_id).toEqual(['El valor es obligatorio']);
    expect((await apiCall(t.app, 'GET', '/api/payments?color=red')).status).toBe(422);
  });
});

describe('expenses (GET and POST)', () => {
  const expense = () => ({
    investment_id: investmentId, date_payment: '2026-01-15', days: '0', interests: '0', retentions: '0', total_to_pay: '350.00',
    expiration_payment: '2026-01-20', status_id: STATUS.paid, paid_at: '2026-01-15',
  });

  it('creates and lists an expense', async () => {
    const created = await apiCall(t.app, 'POST', '/api/expenses', expense());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ investment_id: investmentId, total_to_pay: '350.00', cfdi_pdf_location: null });
    const list = await apiCall(t.app, 'GET', `/api/expenses?investment_id=${investmentId}`);
    expect(list.body.data.result.map((e: { id: number }) => e.id)).toEqual([created.body.data.id]);
    expect((await apiCall(t.app, 'GET', `/api/expenses/${created.body.data.id}`)).status).toBe(200);
  });

  it('answers 405 to PUT and DELETE, and 422 to a non-numeric amount', async () => {
    expect((await apiCall(t.app, 'PUT', '/api/expenses/1', { total_to_pay: '1' })).status).toBe(405);
    expect((await apiCall(t.app, 'DELETE', '/api/expenses/1')).status).toBe(405);
    const bad = await apiCall(t.app, 'POST', '/api/expenses', { ...expense(), total_to_pay: 'trescientos' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.total_to_pay).toEqual(['El valor debe ser numérico']);
  });
});
