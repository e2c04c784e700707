/**
 * An import passes every rule a person's write passes (docs/decisions/240-242): four eyes on a
 * person's bank data (an imported CLABE is a pending change, the record keeps its own), the importer's
 * role's grants, versions read at the preview, and the ERP's records edited by hand only while the
 * firm allows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { ROLE } from '../../../schemas/role.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { multipartFile } from '../../helpers/multipart.ts';
import { build } from '../../helpers/record-factory/record-factory.ts';
import { signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { resumeStalledImports } from '../../../server/imports/import-resume.ts';

let t: TestApp;
let admin: SignedIn;
let gestor: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@caudal.mx');
  gestor = await signIn(t.app, 'gestor@caudal.mx');
});

afterAll(async () => {
  await t?.close();
});

const NEW_CLABE = '002010077777777771';

describe('four eyes', () => {
  it("holds an imported CLABE as a pending change: the person's record keeps its own; the same rows again change nothing", async () => {
    const [before] = await t.database.query<{ id: number; bank_clabe: string; name: string }>("select id, bank_clabe, name from users where email = 'inversionista@caudal.mx'");
    const rows = [{ email: 'inversionista@caudal.mx', bank_clabe: NEW_CLABE, fiscal_postal_code: '06700' }];
    const dry = await admin.call('POST', '/api/user/import', { rows, dry_run: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.data.rows[0]).toMatchObject({ outcome: 'update', changes: { bank_clabe: { from: before!.bank_clabe, to: NEW_CLABE } } });

    const applied = await admin.call('POST', '/api/user/import', { rows });
    expect(applied.body.data.rows[0]).toMatchObject({ outcome: 'update', id: before!.id });
    const pendingId = applied.body.data.rows[0].pending_change;
    expect(pendingId).toEqual(expect.any(Number));
    const [after] = await t.database.query<{ bank_clabe: string; fiscal_postal_code: string }>('select bank_clabe, fiscal_postal_code from users where id = $1', [before!.id]);
    // The CLABE waits for someone else; the postal code, no four-eyes field, is written.
    expect(after).toEqual({ bank_clabe: before!.bank_clabe, fiscal_postal_code: '06700' });
    const [request] = await t.database.query<{ status: string; changes: Record<string, unknown>; requested_by: number }>('select status, changes, requested_by from profile_request where id = $1', [pendingId]);
    expect(request).toMatchObject({ status: 'pending', changes: { bank_clabe: NEW_CLABE }, requested_by: admin.session.user.id });

    const again = await admin.call('POST', '/api/user/import', { rows });
    expect(again.body.data.counts).toEqual({ create: 0, update: 0, unchanged: 1, refused: 0 });
  });

  it('creates a person without a password in the file, and never keeps a secret in the job', async () => {
    const payload = build(entities.user, { role_id: ROLE.investor, type: 'inversionista' }) as Record<string, unknown>;
    const { password: _none, ...row } = payload;
    const answer = await admin.call('POST', '/api/user/import', { rows: [row] });
    expect(answer.body.data.counts, JSON.stringify(answer.body)).toEqual({ create: 1, update: 0, unchanged: 0, refused: 0 });
    const [stored] = await t.database.query<{ password: string }>('select password from users where email = $1', [String(row.email).toLowerCase()]);
    expect(stored!.password).toMatch(/^\$argon2id\$/);
    const kept = await t.database.query<{ values: Record<string, unknown> }>('select "values" from import_job_row where job_id = $1', [answer.body.data.job_id]);
    expect(Object.keys(kept[0]!.values)).not.toContain('password');
    // A password column is no field of an import: refused by name, as the API refuses an unknown field.
    const withPassword = await admin.call('POST', '/api/user/import', { rows: [{ ...row, password: 'Otra#Clave2026x' }], dry_run: true });
    expect(withPassword.body.data.rows[0]).toMatchObject({ outcome: 'refused' });
    expect(withPassword.body.data.rows[0].reason).toContain('password');
  });
});

describe("the importer's role", () => {
  it('a Gestor cannot import what a Gestor cannot create (roles), nor an investor anything', async () => {
    const rows = [{ name: 'Auditor', description: 'Solo lectura' }];
    expect((await gestor.call('POST', '/api/role/import', { rows, dry_run: true })).status).toBe(403);
    const { payload, headers } = multipartFile('roles.csv', Buffer.from('name,description\r\nAuditor,x\r\n'));
    expect((await gestor.inject({ method: 'POST', url: '/api/role/import/file', payload, headers })).statusCode).toBe(403);
    const investor = await signIn(t.app, 'inversionista@caudal.mx');
    expect((await investor.call('POST', '/api/customer/import', { rows: [{ clave: 'C-1', name: 'x' }], dry_run: true })).status).toBe(403);
    expect(await t.database.query("select 1 from role where name = 'Auditor'")).toHaveLength(0);
  });

  it("a Gestor's import of users refuses the roles a Gestor may not grant, row by row", async () => {
    const row = build(entities.user, { role_id: ROLE.root, type: null }) as Record<string, unknown>;
    const { password: _none, ...rest } = row;
    const answer = await gestor.call('POST', '/api/user/import', { rows: [rest], dry_run: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.rows[0].outcome).toBe('refused');
  });

  it("another person's job is nobody else's: 404", async () => {
    const { payload, headers } = multipartFile('c.csv', Buffer.from('clave,name\r\nC-77,Uno\r\n'));
    const mine = await admin.inject({ method: 'POST', url: '/api/customer/import/file', payload, headers });
    expect(mine.statusCode).toBe(201);
    const id = mine.json().data.id;
    expect((await apiCall(t.app, 'GET', `/api/customer/import/jobs/${id}`)).status).toBe(404);
    expect((await apiCall(t.app, 'POST', `/api/customer/import/jobs/${id}/apply`)).status).toBe(404);
    expect((await admin.call('GET', `/api/customer/import/jobs/${id}`)).status).toBe(200);
  });
});

describe('versions', () => {
  it('a record changed after the preview is refused at apply, not overwritten', async () => {
    const created = await admin.call('POST', '/api/company/import', { rows: [{ intelisis_id: 'EMP-V1', name: 'Antes' }] });
    const id = created.body.data.rows[0].id;
    const { payload, headers } = multipartFile('e.csv', Buffer.from('intelisis_id,name\r\nEMP-V1,Del archivo\r\n'));
    const preview = (await admin.inject({ method: 'POST', url: '/api/company/import/file', payload, headers })).json().data;
    expect(preview.counts.update).toBe(1);
    // Someone else changes it meanwhile (the ERP's JSON import).
    await apiCall(t.app, 'POST', '/api/company/import', { rows: [{ intelisis_id: 'EMP-V1', name: 'De otra persona' }] });
    expect((await admin.call('POST', `/api/company/import/jobs/${preview.id}/apply`)).status).toBe(202);
    await t.app.background.idle();
    const rows = (await admin.call('GET', `/api/company/import/jobs/${preview.id}/rows`)).body.data.result;
    expect(rows[0]).toMatchObject({ outcome: 'refused', reason: expect.stringContaining('vista previa') });
    const [stored] = await t.database.query<{ name: string }>('select name from company where id = $1', [id]);
    expect(stored!.name).toBe('De otra persona');
  });
});

describe('a job its server left applying', () => {
  it('is taken up once its lease has run out, and finished as the person who started it', async () => {
    const { payload, headers } = multipartFile('r.csv', Buffer.from('intelisis_id,name\r\nEMP-R1,Uno\r\nEMP-R2,Dos\r\n'));
    const job = (await admin.inject({ method: 'POST', url: '/api/company/import/file', payload, headers })).json().data;
    // As a server that stopped right after claiming it would leave it.
    await t.database.query("update import_job set status = 'applying', lease_until = now() + interval '1 minute' where id = $1", [job.id]);
    expect(await resumeStalledImports(t.app)).toBe(0);
    await t.database.query("update import_job set lease_until = now() - interval '1 second' where id = $1", [job.id]);
    expect(await resumeStalledImports(t.app)).toBe(1);
    await t.app.background.idle();
    const done = (await admin.call('GET', `/api/company/import/jobs/${job.id}`)).body.data;
    expect(done).toMatchObject({ status: 'done', counts: { create: 2 } });
    const audits = await t.database.query<{ user_id: number }>("select a.user_id from audit_log a join company c on a.entity = 'company' and a.entity_id = c.id::text where c.intelisis_id in ('EMP-R1', 'EMP-R2')");
    expect(audits.map((a) => a.user_id)).toEqual([admin.session.user.id, admin.session.user.id]);
  });
});

describe('a crash between a record and its mark', () => {
  it('undoes both: the row taken up again creates its record once, not refused as a key taken', async () => {
    const { payload, headers } = multipartFile('c.csv', Buffer.from('intelisis_id,name\r\nEMP-C1,Uno\r\nEMP-C2,Dos\r\nEMP-C3,Tres\r\n'));
    const job = (await admin.inject({ method: 'POST', url: '/api/company/import/file', payload, headers })).json().data;
    // The statement marking the second row applied fails, as a server dying right after writing its record would leave it.
    await t.database.query(`create function import_mark_fails() returns trigger language plpgsql as $$
      begin
        if new.applied and not old.applied and new.key = 'EMP-C2' then raise exception 'the server died here'; end if;
        return new;
      end $$`);
    await t.database.query('create trigger import_mark_fails before update on import_job_row for each row execute function import_mark_fails()');
    expect((await admin.call('POST', `/api/company/import/jobs/${job.id}/apply`)).status).toBe(202);
    await t.app.background.idle();
    const companies = async () => (await t.database.query<{ intelisis_id: string }>("select intelisis_id from company where intelisis_id like 'EMP-C_' order by intelisis_id")).map((c) => c.intelisis_id);
    // The second record went with its mark; the first stays, marked.
    expect(await companies()).toEqual(['EMP-C1']);
    const [progress] = await t.database.query<{ progress: number }>('select progress from import_job where id = $1', [job.id]);
    expect(progress!.progress).toBe(1);

    await t.database.query('drop trigger import_mark_fails on import_job_row');
    await t.database.query('drop function import_mark_fails()');
    // The dead server's job: still applying, its lease run out.
    await t.database.query("update import_job set status = 'applying', finished_at = null, lease_until = now() - interval '1 second' where id = $1", [job.id]);
    expect(await resumeStalledImports(t.app)).toBe(1);
    await t.app.background.idle();
    const done = (await admin.call('GET', `/api/company/import/jobs/${job.id}`)).body.data;
    expect(done).toMatchObject({ status: 'done', counts: { create: 3, refused: 0 }, progress: 3, writes: 3 });
    expect(await companies()).toEqual(['EMP-C1', 'EMP-C2', 'EMP-C3']);
    const audits = await t.database.query<{ n: number }>("select count(*)::int as n from audit_log a join company c on a.entity = 'company' and a.entity_id = c.id::text where c.intelisis_id like 'EMP-C_'");
    expect(audits[0]!.n).toBe(3);
  });
});

describe("the ERP's records by hand", () => {
  it('are created and edited by hand only while Admin turns editing on; the fiscal data always', async () => {
    const row = { ...(build(entities.customer, { user_id: null }) as Record<string, unknown>) };
    const { clave, name, rfc } = row;
    const off = await admin.call('POST', '/api/customer', { clave, name, rfc });
    expect(off.status).toBe(422);
    expect(off.body.message).toContain('ERP');
    const imported = await admin.call('POST', '/api/customer/import', { rows: [{ clave, name, rfc }] });
    const id = imported.body.data.rows[0].id;
    expect((await admin.call('PUT', `/api/customer/${id}`, { name: 'A mano' })).status).toBe(422);
    expect((await admin.call('PUT', `/api/customer/${id}`, { fiscal_postal_code: '06600' })).status).toBe(200);
    // A form sending the ERP's stored values back with its change passes: only a change of them is refused.
    expect((await admin.call('PUT', `/api/customer/${id}`, { clave: undefined, name, rfc, fiscal_postal_code: '06700' })).status).toBe(200);
    expect((await gestor.call('PUT', '/api/firm-settings', { erp_hand_edits: true })).status).toBe(403);

    expect((await admin.call('PUT', '/api/firm-settings', { erp_hand_edits: true })).body.data).toEqual({ erp_hand_edits: true });
    expect((await admin.call('PUT', `/api/customer/${id}`, { name: 'A mano' })).status).toBe(200);
    const company = await admin.call('POST', '/api/company', { intelisis_id: 'EMP-HAND', name: 'Hecha a mano' });
    expect(company.status, JSON.stringify(company.body)).toBe(201);
    const audit = await t.database.query<{ after: unknown }>("select after from audit_log where entity = 'firm_setting' order by id desc limit 1");
    expect(audit[0]!.after).toEqual({ value: true });
    await admin.call('PUT', '/api/firm-settings', { erp_hand_edits: false });
    expect((await admin.call('POST', '/api/agent', { intelisis_id: 'AG-HAND', name: 'x', rfc: 'x' })).status).toBe(422);
  });
});
