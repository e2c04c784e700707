/**
 * POST forwards/projection/formExcel: the documented template is accepted and becomes the current
 * projection; a wrong template, a bad row, a corrupt or disguised file is refused with its row numbers
 * (or on `file`) and nothing is stored. The downloadable example is itself a valid upload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../helpers/api-call.ts';
import { multipartFile } from '../../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { workbook } from './support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function upload(content: Buffer, filename = 'proyeccion.xlsx', url = '/api/forwards/projection/formExcel') {
  const { payload, headers } = multipartFile(filename, content);
  const response = await t.app.inject({ method: 'POST', url, payload, headers });
  return { status: response.statusCode, body: response.json() };
}

async function stored() {
  const [uploads] = await t.database.query<{ n: number }>('select count(*)::int as n from forward_projection_upload');
  const [rows] = await t.database.query<{ n: number }>('select count(*)::int as n from forward_projection');
  const current = (await apiCall(t.app, 'GET', '/api/forwards/projection/current')).body.data;
  return { uploads: Number(uploads.n), rows: Number(rows.n), current };
}

const HEADERS = ['Fecha', 'Tipo de cambio'];

describe('a valid projection', () => {
  it('becomes the current one: rows sorted by date, 4-decimal rates, the previous upload kept as history', async () => {
    const before = await stored();
    const answer = await upload(await workbook([HEADERS, [new Date('2027-03-31T00:00:00Z'), 18.9], ['28/02/2027', '18.7512'], ['2027-01-31', 18.6001], [], [null, '']]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.result.map((r: { date: string; rate: string; rowNumber: number }) => [r.date, r.rate, r.rowNumber])).toEqual([
      ['2027-01-31', '18.6001', 4],
      ['2027-02-28', '18.7512', 3],
      ['2027-03-31', '18.9000', 2],
    ]);
    const after = await stored();
    expect(after.uploads).toBe(before.uploads + 1);
    expect(after.current.upload).toMatchObject({ filename: 'proyeccion.xlsx', rowCount: 3, isCurrent: true });
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from forward_projection_upload where "isCurrent"');
    expect(Number(n)).toBe(1);
    const [audit] = await t.database.query<{ action: string }>(`select action from audit_log where entity = 'forward_projection' order by id desc limit 1`);
    expect(audit.action).toBe('import');
  });

  it('the downloadable example is a valid upload', async () => {
    const template = await t.app.inject({ method: 'GET', url: '/api/forwards/projection/template' });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const answer = await upload(template.rawPayload, 'plantilla-proyeccion.xlsx');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.total).toBe(12);
  });
});

describe('a refused projection stores nothing', () => {
  it.each([
    ['wrong headers', [['Date', 'Rate'], ['2027-01-31', '18.5']], ['row 1']],
    ['headers in the wrong order', [['Tipo de cambio', 'Fecha'], ['18.5', '2027-01-31']], ['row 1']],
    [
      'bad rows, each named by its row number',
      [HEADERS, ['2027-01-31', '18.5'], ['2027-02-30', '18.6'], ['2027-03-31', '1850'], ['2027-04-30', 'abc'], ['2027-01-31', '18.7'], ['2027-06-30', '18.12345']],
      ['row 3', 'row 4', 'row 5', 'row 6', 'row 7'],
    ],
    ['only headers', [HEADERS], ['file']],
  ])('%s', async (_case, rows, keys) => {
    const before = await stored();
    const answer = await upload(await workbook(rows));
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(keys);
    expect(answer.body.message).toMatch(new RegExp(`^${keys[0]}: `));
    expect(await stored()).toEqual(before);
  });

  it('names the problem of each bad cell', async () => {
    const answer = await upload(await workbook([HEADERS, ['2027-02-30', '18.6'], ['2027-03-31', '1850']]));
    expect(answer.body.errors['row 2'][0]).toContain('Fecha: se esperaba una fecha');
    expect(answer.body.errors['row 3'][0]).toContain('Tipo de cambio: se esperaba un tipo USD/MXN entre 5 y 50; se recibió "1850"');
  });

  it.each([
    ['a zip that is not a workbook', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 'proyeccion.xlsx'],
    ['a PDF named .xlsx', Buffer.from('%PDF-1.7\n%%EOF'), 'proyeccion.xlsx'],
    ['a workbook named .csv', Buffer.from([0x50, 0x4b, 0x03, 0x04]), 'proyeccion.csv'],
    ['an empty file', Buffer.alloc(0), 'proyeccion.xlsx'],
  ])('refuses %s on file', async (_case, content, filename) => {
    const before = await stored();
    const answer = await upload(content, filename);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('file');
    expect(await stored()).toEqual(before);
  });

  it('refuses a body that is not multipart (415)', async () => {
    expect((await apiCall(t.app, 'POST', '/api/forwards/projection/formExcel', { file: 'x' })).status).toBe(415);
  });
});

describe('USD/MXN quotes upload (same template)', () => {
  it('stores each dated rate as that day\'s FIX and refuses a bad file whole', async () => {
    const bad = await upload(await workbook([HEADERS, ['2026-11-02', '18.40'], ['2026-11-03', '0']]), 'tc.xlsx', '/api/app/forex-quoutes/formExcel');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['row 3']);
    const good = await upload(await workbook([HEADERS, ['2026-11-02', '18.40'], ['2026-11-03', '18.4125']]), 'tc.xlsx', '/api/app/forex-quoutes/formExcel');
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    expect(good.body.data.result.map((q: { rate: string; quotedAt: string; source: string }) => [q.rate, q.quotedAt, q.source])).toEqual([
      ['18.4000', '2026-11-02T18:00:00.000Z', 'upload'],
      ['18.4125', '2026-11-03T18:00:00.000Z', 'upload'],
    ]);
  });
});
