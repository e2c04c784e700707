/**
 * The one-declaration promise: an entity declared only in tests/helpers/fixture-entity.ts (no
 * migration, no route code, not in schemas/index.ts) gets working, validated CRUD routes, and its
 * file field takes uploads checked by extension and content.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '../../server/i18n/localized.ts';
import { apiCall } from '../helpers/api-call.ts';
import { auditTrail, writeCounts } from '../helpers/database-state.ts';
import { fixtureEntities, fixtureEntity } from '../helpers/fixture-entity.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { mismatches } from '../helpers/stored-values.ts';
import { recordFactory, type RecordFactory } from '../helpers/record-factory/record-factory.ts';

const base = `/api/${fixtureEntity.name}`;
let t: TestApp;
let factory: RecordFactory;

beforeAll(async () => {
  t = await createTestApp({ extraEntities: fixtureEntities });
  factory = recordFactory(t.database);
});

afterAll(async () => {
  await t?.close();
});

async function storedFileCount(): Promise<number> {
  const [row] = await t.database.query<{ n: number }>('select count(*)::int as n from stored_file');
  return Number(row.n);
}

async function upload(filename: string, content: Buffer | Uint8Array, field = 'contract') {
  const { payload, headers } = multipartFile(filename, content);
  const response = await t.app.inject({ method: 'POST', url: `/api/file?entity=${fixtureEntity.name}&field=${field}`, payload, headers });
  return { status: response.statusCode, body: response.json() };
}

async function smallPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Contrato de prueba', { x: 20, y: 100, size: 12 });
  return pdf.save();
}

describe('an entity declared only in tests/helpers/fixture-entity.ts', () => {
  it('gets validated create, list, read, update, soft delete and recovery routes from its declaration alone', async () => {
    const payload = await factory.build(fixtureEntity);
    const created = await apiCall(t.app, 'POST', base, payload);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const record = created.body.data;
    expect(mismatches(fixtureEntity, payload, record)).toEqual([]);
    expect(record).toMatchObject({ id: expect.any(Number), created_at: expect.any(String), updated_at: expect.any(String), deleted_at: null });

    const listed = await apiCall(t.app, 'GET', `${base}?code=${payload.code}&sort=starts_on&order=asc`);
    expect(listed.body.data).toEqual({ result: [record], total: 1 });

    const invalid = await apiCall(t.app, 'POST', base, { ...payload, code: 'OTHER', contact_email: 'nope', amount: 'ten', starts_on: '2026-13-01' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      contact_email: ['El valor no es una dirección de correo válida'],
      amount: ['El valor debe ser numérico'],
      starts_on: ['El valor debe ser una fecha (AAAA-MM-DD)'],
    });

    const updated = await apiCall(t.app, 'PUT', `${base}/${record.id}`, { name: 'Renamed', quantity: 7, rate: null });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Renamed', quantity: 7, rate: null, code: payload.code });

    expect((await apiCall(t.app, 'DELETE', `${base}/${record.id}`)).status).toBe(200);
    expect((await apiCall(t.app, 'GET', `${base}/${record.id}`)).status).toBe(404);
    expect((await apiCall(t.app, 'PATCH', `${base}/${record.id}/recovery`)).status).toBe(200);
    expect((await apiCall(t.app, 'GET', `${base}/${record.id}`)).body.data.name).toBe('Renamed');

    const actions = (await auditTrail(t.database, fixtureEntity.name, record.id)).map((a) => a.action);
    expect(actions).toEqual(['create', 'update', 'soft-delete', 'recover']);
  });
});

describe('uploads to the fixture entity file field (accepts .pdf)', () => {
  it('stores a real PDF, serves the same bytes back, and the record takes the returned url', async () => {
    const pdf = await smallPdf();
    expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const uploaded = await upload('contrato.pdf', pdf);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toEqual({ data: [{ url: expect.stringMatching(/^\/api\/files\/[\w.-]+\.pdf$/), filename: 'contrato.pdf', field: 'contract' }] });
    const { url } = uploaded.body.data[0];

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(served.rawPayload, Buffer.from(pdf))).toBe(0);

    const created = await apiCall(t.app, 'POST', base, { ...(await factory.build(fixtureEntity)), contract: null });
    expect(created.body.data.contract).toBeNull();
    const updated = await apiCall(t.app, 'PUT', `${base}/${created.body.data.id}`, { contract: url });
    expect(updated.status).toBe(200);
    expect(updated.body.data.contract).toBe(url);
    expect((await apiCall(t.app, 'GET', `${base}/${created.body.data.id}`)).body.data.contract).toBe(url);
  });

  it('refuses an .exe renamed .pdf and a .txt with 422, storing nothing', async () => {
    const before = await storedFileCount();
    const exe = await upload('invoice.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]));
    expect(exe.status).toBe(422);
    expect(exe.body.errors.file).toEqual([renderMessage('files.contentMismatch', 'es', { extension: '.pdf' })]);
    const text = await upload('notes.txt', Buffer.from('plain text'));
    expect(text.status).toBe(422);
    expect(text.body.errors.file).toEqual([renderMessage('files.extension', 'es', { accepted: '.pdf' })]);
    expect(await storedFileCount()).toBe(before);
  });

  it('refuses an upload naming a field that is not a file field, and a url that is not a file address', async () => {
    const before = await writeCounts(t.database, fixtureEntity);
    expect((await upload('contrato.pdf', await smallPdf(), 'name')).status).toBe(422);
    const badUrl = await apiCall(t.app, 'POST', base, { ...(await factory.build(fixtureEntity)), contract: 'javascript:alert(1)' });
    expect([badUrl.status, badUrl.body.errors.contract]).toEqual([422, ['El valor debe ser la dirección de un archivo']]);
    expect(await writeCounts(t.database, fixtureEntity)).toEqual(before);
  });
});
