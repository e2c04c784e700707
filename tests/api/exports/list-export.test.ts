/**
 * `GET <list>/export` (docs/decisions/150): every row of the list, with its filters and sort,
 * labels joined, cells as the screen writes them in the person's language, no live formula, both formats.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = async (url: string) => {
  const answer = await apiCall(t.app, 'GET', url);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { result: Record<string, unknown>[]; total: number };
};

/** RFC 4180 lines of a small file (no quoted line breaks in these lists). */
function csvRows(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => (m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replace(/""/g, '"') : m[1]!)));
}

async function exportCsv(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="[\w.-]+\.csv"$/);
  return csvRows(response.body);
}

describe('list exports', () => {
  it('writes every loan detail, in the list order, with the loan label joined and money and dates as shown', async () => {
    const page = await list('/api/loan_detail?take=9999&sort=expiration_doc&order=desc');
    const rows = await exportCsv('/api/loan_detail/export?format=csv&sort=expiration_doc&order=desc&columns=id,loan_id,expiration_doc,amount,status_id');
    expect(rows[0]).toEqual(['ID', 'Préstamo', 'Fecha de pago', 'Monto', 'Estatus']);
    expect(rows.length - 1).toBe(page.result.length);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(page.result.map((r) => r.id));
    const first = page.result[0]!;
    const [y, m, d] = String(first.expiration_doc).split('-');
    expect(rows[1]![2]).toBe(`${d}/${m}/${y}`);
    expect(rows[1]![3]).toMatch(/^\$[\d,]+\.\d{2}$/);
    if (first.loan_id_label !== undefined) expect(rows[1]![1]).toBe(String(first.loan_id_label ?? first.loan_id));
  });

  it("keeps the list's filters and answers past the lists' 9999 ceiling in batches", async () => {
    const all = await list('/api/loan_detail?take=9999');
    const status = all.result[0]!.status_id;
    const filtered = await list(`/api/loan_detail?take=9999&status_id=${status}`);
    const rows = await exportCsv(`/api/loan_detail/export?status_id=${status}&columns=id,status_id`);
    expect(rows.length - 1).toBe(filtered.result.length);
    expect(new Set(rows.slice(1).map((r) => r[1])).size).toBe(1);
  });

  it('heads and words the columns in the language of the screen (X-Screen-Language)', async () => {
    const es = await exportCsv('/api/currency/export?columns=id,name', { 'x-screen-language': 'es' });
    const en = await exportCsv('/api/currency/export?columns=id,name', { 'x-screen-language': 'en' });
    expect(es[0]![1]).not.toBe(en[0]![1]);
    expect(en[0]).toEqual(['ID', 'Name']);
  });

  it('neutralises a value a spreadsheet would run, in CSV and in xlsx', async () => {
    const created = await apiCall(t.app, 'POST', '/api/currency', { name: '=HYPERLINK("http://evil")', description: 'x', code: 'ZZZ', interests: '1', retentions: '1', interests_pm: '1', retentions_pm: '1', min_inv: '1000' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rows = await exportCsv(`/api/currency/export?columns=id,name&sort=id&order=desc`);
    expect(rows[1]![1]).toBe(`'=HYPERLINK("http://evil")`);
    const xlsx = await t.app.inject({ method: 'GET', url: '/api/currency/export?format=xlsx&columns=id,name&sort=id&order=desc' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('ID');
    expect(sheet.getRow(2).getCell(2).value).toBe(`'=HYPERLINK("http://evil")`);
    expect(sheet.getRow(2).getCell(2).formula).toBeUndefined();
    expect(sheet.rowCount).toBe(rows.length);
  });

  it('refuses an unknown format, column or filter by name (422), as the list does', async () => {
    expect((await apiCall(t.app, 'GET', '/api/currency/export?format=pdf')).status).toBe(422);
    const column = await apiCall(t.app, 'GET', '/api/user/export?columns=password');
    expect(column.status).toBe(422);
    expect(JSON.stringify(column.body)).toContain('password');
    expect((await apiCall(t.app, 'GET', '/api/currency/export?nope=1')).status).toBe(422);
  });
});

describe('reading a whole list by keyset', () => {
  // Small batches over sorts with ties and NULLs, both ways: the concatenation is the list's order, each row once.
  const cases: [string, string, 'asc' | 'desc'][] = [
    ['loan', 'date_payment', 'asc'],
    ['loan', 'date_payment', 'desc'],
    ['loan', 'customer_id_label', 'asc'],
    ['loan', 'customer_id_label', 'desc'],
    ['loan_detail', 'expiration_doc', 'desc'],
    ['loan_detail', 'id', 'asc'],
    ['user', 'created_at', 'desc'],
  ];
  it.each(cases)('%s by %s %s: three rows at a time give the list, row for row', async (entityName, sort, order) => {
    const { Repository } = await import('../../../server/crud/repository.ts');
    const { parseListQuery } = await import('../../../server/crud/list-query.ts');
    const { entities } = await import('../../../schemas/index.ts');
    const entity = (entities as unknown as Record<string, import("../../../schemas/framework/define-entity.ts").Entity>)[entityName]!;
    const repo = new Repository(entity, t.database);
    const rows = (await list(`/api/${entityName}?take=9999&sort=${sort}&order=${order}`)).result;
    const listed = rows.map((r) => r.id);
    expect(listed.length).toBeGreaterThan(3);
    // The NULLs' place is what a keyset gets wrong first: this sort has some, and ties.
    if (sort === 'date_payment') expect(rows.filter((r) => r.date_payment === null).length).toBeGreaterThan(1);
    const read: unknown[] = [];
    for await (const batch of repo.batches(parseListQuery(entity, { sort, order }), undefined, 3)) read.push(...batch.map((r) => r.id));
    expect(read).toEqual(listed);
  });
});

describe("every list screen's export", () => {
  it('answers the columns each generated list shows (as Root), with a heading for each', async () => {
    const { screens } = await import('../../../resources/index.ts');
    const { listColumns } = await import('../../../src/framework/screens/entity-meta.ts');
    const lists = screens.filter((s) => s.kind === 'list');
    expect(lists.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const screen of lists) {
      const columns = ['id', ...(screen.columns ?? listColumns(screen.entity))];
      const response = await t.app.inject({ method: 'GET', url: `/api/${screen.entity.path}/export?columns=${columns.join(',')}&sort=${screen.sort?.field ?? screen.entity.defaultSort.field}` });
      const header = response.body.replace(/^\uFEFF/, '').split('\r\n')[0]!;
      if (response.statusCode !== 200) failures.push(`${screen.path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      else if (header.split(',').length !== columns.length || columns.slice(1).some((c) => header.split(',').includes(c))) failures.push(`${screen.path}: headings ${header}`);
    }
    expect(failures).toEqual([]);
  });
});
