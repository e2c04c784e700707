/**
 * Imports from the declarations (docs/decisions/240): a file previewed (create, update with its
 * changes, unchanged, refused with reasons in both languages) before anything is written, applied as
 * a job with an audit row per record, idempotent, the list's own export importing back as nothing to
 * change, and the JSON import with the same semantics.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { build } from '../../helpers/record-factory/record-factory.ts';
import { multipartFile } from '../../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown>;

/** A customer payload as the API takes it: clave, name and a valid RFC. */
const customerRow = (overrides: Row = {}): Row => {
  const { clave, name, rfc } = build(entities.customer, { user_id: null }) as Row;
  return { clave, name, rfc, ...overrides };
};

async function xlsxOf(headings: string[], rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Clientes');
  sheet.addRow(headings);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(path: string, filename: string, content: Buffer, language = 'es') {
  const { payload, headers } = multipartFile(filename, content);
  const response = await t.app.inject({ method: 'POST', url: `/api/${path}/import/file`, payload, headers: { ...headers, 'x-screen-language': language } });
  return { status: response.statusCode, body: response.json() };
}

async function waitForJob(path: string, id: number) {
  for (let i = 0; i < 200; i++) {
    const job = await apiCall(t.app, 'GET', `/api/${path}/import/jobs/${id}`);
    if (job.body.data.status === 'done' || job.body.data.status === 'failed') return job.body.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import never finished');
}

async function rowsOf(path: string, id: number, outcome?: string, language = 'es') {
  const response = await t.app.inject({ method: 'GET', url: `/api/${path}/import/jobs/${id}/rows${outcome ? `?outcome=${outcome}` : ''}`, headers: { 'x-screen-language': language } });
  return response.json().data.result as Row[];
}

describe('a customers file', () => {
  it('is previewed, nothing written; applied, it writes an audit row per record; the same file again changes nothing', async () => {
    const existing = customerRow();
    const created = await apiCall(t.app, 'POST', '/api/customer/import', { rows: [existing] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 0 });

    const fresh = customerRow();
    const bad = customerRow({ rfc: 'NOT-AN-RFC' });
    // Headings as the screen writes them (Spanish), in a mixed order; an unknown column is ignored.
    const file = await xlsxOf(
      ['Clave', 'Nombre', 'RFC', 'Notas'],
      [
        [existing.clave, 'Nuevo Nombre SA', existing.rfc, 'x'],
        [fresh.clave, fresh.name, fresh.rfc, ''],
        [bad.clave, bad.name, bad.rfc, ''],
      ],
    );
    const before = await t.database.query<{ n: number }>('select count(*)::int as n from customer');
    const preview = await upload('customer', 'clientes.xlsx', file);
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);
    const job = preview.body.data;
    expect(job).toMatchObject({ status: 'previewed', counts: { create: 1, update: 1, unchanged: 0, refused: 1 }, ignored_columns: ['Notas'] });
    expect((await t.database.query<{ n: number }>('select count(*)::int as n from customer'))[0]).toEqual(before[0]);

    const [update] = await rowsOf('customer', job.id, 'update');
    expect(update).toMatchObject({ row: 2, key: existing.clave, changes: { name: { from: existing.name, to: 'Nuevo Nombre SA' } } });
    const [refusedEs] = await rowsOf('customer', job.id, 'refused', 'es');
    const [refusedEn] = await rowsOf('customer', job.id, 'refused', 'en');
    expect(refusedEs.reason).toMatch(/^RFC: /);
    expect(refusedEn.reason).toMatch(/^RFC: /);
    expect(refusedEs.reason).not.toEqual(refusedEn.reason);

    const apply = await apiCall(t.app, 'POST', `/api/customer/import/jobs/${job.id}/apply`);
    expect(apply.status).toBe(202);
    const done = await waitForJob('customer', job.id);
    expect(done).toMatchObject({ status: 'done', counts: { create: 1, update: 1, unchanged: 0, refused: 1 }, progress: 2, writes: 2 });
    const [stored] = await t.database.query<{ id: number; name: string }>('select id, name from customer where clave = $1', [existing.clave]);
    expect(stored!.name).toBe('Nuevo Nombre SA');
    const audits = await t.database.query<{ action: string }>("select action from audit_log where entity = 'customer' and entity_id = $1 order by id", [String(stored!.id)]);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);

    // Applying twice is refused: the job is no preview any more.
    expect((await apiCall(t.app, 'POST', `/api/customer/import/jobs/${job.id}/apply`)).status).toBe(409);

    const again = await upload('customer', 'clientes.xlsx', file);
    expect(again.body.data.counts).toEqual({ create: 0, update: 0, unchanged: 2, refused: 1 });

    // The refused rows as a file, the reason beside the row's own cells.
    const refused = await t.app.inject({ method: 'GET', url: `/api/customer/import/jobs/${job.id}/refused?format=csv`, headers: { 'x-screen-language': 'en' } });
    expect(refused.statusCode).toBe(200);
    const lines = refused.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Clave,Nombre,RFC,Notas,Row,Reason');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(String(bad.clave));
  });

  it("imports the list's own export back as nothing to change, in either language", async () => {
    await apiCall(t.app, 'POST', '/api/customer/import', { rows: [customerRow(), customerRow()] });
    for (const language of ['es', 'en']) {
      for (const format of ['csv', 'xlsx']) {
        const exported = await t.app.inject({ method: 'GET', url: `/api/customer/export?format=${format}`, headers: { 'x-screen-language': language } });
        expect(exported.statusCode).toBe(200);
        const preview = await upload('customer', `clientes.${format}`, exported.rawPayload, language);
        expect(preview.status, JSON.stringify(preview.body)).toBe(201);
        const { counts, total } = preview.body.data;
        expect(counts).toEqual({ create: 0, update: 0, unchanged: total, refused: 0 });
        expect(total).toBeGreaterThan(1);
      }
    }
  });

  it('refuses a file with no key column, and a key twice in one file', async () => {
    const row = customerRow();
    const noKey = await upload('customer', 'a.csv', Buffer.from(`Nombre,RFC\r\n${row.name},${row.rfc}\r\n`));
    expect(noKey.status).toBe(422);
    expect(noKey.body.message).toMatch(/Clave/);
    const twice = await upload('customer', 'b.csv', Buffer.from(`clave,name,rfc\r\n${row.clave},${row.name},${row.rfc}\r\n${row.clave},${row.name},${row.rfc}\r\n`));
    expect(twice.body.data.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 1 });
    const [refused] = await rowsOf('customer', twice.body.data.id, 'refused');
    expect(refused.reason).toContain('fila 2');
  });
});

describe('the JSON import', () => {
  it('previews with dry_run, writing nothing; the same rows twice change nothing', async () => {
    const rows = [customerRow(), customerRow(), customerRow({ rfc: '' })];
    const dry = await apiCall(t.app, 'POST', '/api/company/import', { rows: [{ intelisis_id: 'EMP-900', name: 'Prestamos del Norte' }], dry_run: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.data).toMatchObject({ dry_run: true, counts: { create: 1, update: 0, unchanged: 0, refused: 0 } });
    expect(await t.database.query("select 1 from company where intelisis_id = 'EMP-900'")).toHaveLength(0);

    const first = await apiCall(t.app, 'POST', '/api/customer/import', { rows });
    expect(first.body.data.counts).toEqual({ create: 2, update: 0, unchanged: 0, refused: 1 });
    expect(first.body.data.rows[2]).toMatchObject({ row: 3, outcome: 'refused' });
    const second = await apiCall(t.app, 'POST', '/api/customer/import', { rows });
    expect(second.body.data.counts).toEqual({ create: 0, update: 0, unchanged: 2, refused: 1 });
  });

  it('refuses a row whose version is stale, and unknown fields, row by row', async () => {
    const row = customerRow();
    const created = await apiCall(t.app, 'POST', '/api/customer/import', { rows: [row] });
    const id = created.body.data.rows[0].id as number;
    const [{ version }] = await t.database.query<{ version: number }>('select version from customer where id = $1', [id]);
    const stale = await apiCall(t.app, 'POST', '/api/customer/import', { rows: [{ ...row, name: 'Otro', version: version + 5 }, { ...row, clave: 'X-1', colour: 'red' }] });
    expect(stale.body.data.counts).toEqual({ create: 0, update: 0, unchanged: 0, refused: 2 });
    expect(stale.body.data.rows[1].reason).toContain('colour');
    const fine = await apiCall(t.app, 'POST', '/api/customer/import', { rows: [{ ...row, name: 'Otro SA', version }] });
    expect(fine.body.data.counts).toMatchObject({ update: 1 });
  });
});

describe('references in the preview', () => {
  it('are named as the list names them, never by id: both records of a change, and the records a create points at', async () => {
    const [gestor] = await t.database.query<{ role_id: number; role: string }>("select u.role_id, r.name as role from users u join role r on r.id = u.role_id where u.email = 'gestor@caudal.mx'");
    const [other] = await t.database.query<{ id: number; name: string }>('select id, name from role where id <> $1 and id > 1 order by id limit 1', [gestor!.role_id]);
    const dry = await apiCall(t.app, 'POST', '/api/user/import', { rows: [{ email: 'gestor@caudal.mx', role_id: other!.name }], dry_run: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.data.rows[0]).toMatchObject({ outcome: 'update', changes: { role_id: { from: gestor!.role_id, to: other!.id, from_label: gestor!.role, to_label: other!.name } } });

    const [investor] = await t.database.query<{ id: number; name: string }>("select id, name from users where email = 'inversionista@caudal.mx'");
    const row = customerRow();
    const file = await xlsxOf(['clave', 'name', 'rfc', 'user_id'], [[row.clave, row.name, row.rfc, investor!.id]]);
    const preview = await upload('customer', 'con-usuario.xlsx', file);
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);
    const [created] = await rowsOf('customer', preview.body.data.id, 'create');
    expect(created).toMatchObject({ outcome: 'create', changes: { user_id: { from: null, to: investor!.id, to_label: investor!.name } } });
  });
});
