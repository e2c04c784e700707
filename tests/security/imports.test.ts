/**
 * Imports are no door around the rules (docs/decisions/240-242, docs/security.md "Imports"): a file
 * is bounded after decompression (an xlsx bomb, a sheet of too many cells, an oversized CSV are each a
 * 4xx, the server answering meanwhile), the importer's role decides, four-eyes fields stay held, and a
 * JSON import needs the session's CSRF token like any other write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../helpers/api-call.ts';
import { bombRows, sheetXml, xlsxWithSheet } from '../helpers/hostile-files.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { browser, signIn, type SignedIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@caudal.mx');
});

afterAll(async () => {
  await t?.close();
});

async function uploadAs(who: SignedIn, filename: string, content: Buffer) {
  const { payload, headers } = multipartFile(filename, content);
  return who.inject({ method: 'POST', url: '/api/customer/import/file', payload, headers });
}

describe('hostile files', () => {
  it('an xlsx bomb is a 422 before it is inflated past the cap, and the server keeps answering', async () => {
    const bomb = await xlsxWithSheet(sheetXml(bombRows(40)));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const [answer, health] = await Promise.all([uploadAs(admin, 'clientes.xlsx', bomb), apiCall(t.app, 'GET', '/api/firm-settings')]);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(/descomprimirse|comprimido/);
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('a sheet of more cells than an import reads is a 422', async () => {
    const cells = Array.from({ length: 100 }, (_, i) => `<c t="inlineStr"><is><t>${i}</t></is></c>`).join('');
    const rows = Array.from({ length: 4100 }, () => `<row>${cells}</row>`).join('');
    const answer = await uploadAs(admin, 'clientes.xlsx', await xlsxWithSheet(sheetXml(rows)));
    expect(answer.statusCode).toBe(422);
  });

  it('an oversized CSV is a 413, a CSV of too many rows a 422, a long cell a 422', async () => {
    const huge = Buffer.alloc(11 * 1024 * 1024, 'a,');
    expect((await uploadAs(admin, 'clientes.csv', huge)).statusCode).toBe(413);
    const many = Buffer.from(`clave,name\r\n${Array.from({ length: 20_050 }, (_, i) => `C${i},N${i}`).join('\r\n')}\r\n`);
    const tooMany = await uploadAs(admin, 'clientes.csv', many);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toContain('20,000');
    const long = await uploadAs(admin, 'clientes.csv', Buffer.from(`clave,name\r\nC1,${'x'.repeat(20_000)}\r\n`));
    expect(long.statusCode).toBe(422);
    expect((await uploadAs(admin, 'clientes.exe', Buffer.from('MZ'))).statusCode).toBe(422);
  });
});

describe('access', () => {
  it('a JSON import without the CSRF token is refused and writes nothing', async () => {
    const answer = await admin.inject({ method: 'POST', url: '/api/company/import', payload: { rows: [{ intelisis_id: 'EMP-CSRF', name: 'x' }] }, headers: { 'x-xsrf-token': 'wrong' } });
    expect(answer.statusCode).toBe(419);
    expect(await t.database.query("select 1 from company where intelisis_id = 'EMP-CSRF'")).toHaveLength(0);
  });

  it('signed out is a 401; a Cliente is a 403; a Gestor importing roles a 403', async () => {
    expect((await browser(t.app).call('POST', '/api/company/import', { rows: [{ intelisis_id: 'EMP-X', name: 'x' }] })).status).toBe(401);
    const client = await signIn(t.app, 'cliente@caudal.mx');
    expect((await client.call('POST', '/api/customer/import', { rows: [{ clave: 'C-X', name: 'x' }] })).status).toBe(403);
    const gestor = await signIn(t.app, 'gestor@caudal.mx');
    expect((await gestor.call('POST', '/api/role/import', { rows: [{ name: 'Nuevo' }] })).status).toBe(403);
  });

  it('an imported change of four-eyes fields is never written by the importer alone', async () => {
    const [before] = await t.database.query<{ id: number; name: string; rfc: string; email: string; phone: string }>("select id, name, rfc, email, phone from users where email = 'gestor@caudal.mx'");
    const answer = await admin.call('POST', '/api/user/import', { rows: [{ email: 'gestor@caudal.mx', name: 'Otro Nombre Total', phone: '+525519999999' }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.rows[0].pending_change).toEqual(expect.any(Number));
    const [after] = await t.database.query('select id, name, rfc, email, phone from users where id = $1', [before!.id]);
    expect(after).toEqual(before);
  });
});
