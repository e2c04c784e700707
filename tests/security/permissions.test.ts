/**
 * One permission row per (role, module) (docs/decisions/013). A second row used to be accepted, and
 * then revoking access in the grid changed one row while the other kept granting. Now the database
 * refuses it (409, a clear message, nothing written), a revoke takes effect on the next request, and
 * migration 0001 merges the duplicates an older database holds, keeping the most restrictive flags.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../schemas/role.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { ACCOUNTS, SUITE_ENV } from './support/identities.ts';

const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations/', import.meta.url));

function statementsOf(file: string): string[] {
  return readFileSync(join(MIGRATIONS, file), 'utf8').split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean);
}

describe('migration 0001 on a database with duplicate permissions', () => {
  it('merges them into the oldest row with the flags every duplicate grants, then refuses a new one', async () => {
    const db = new PGlite();
    try {
      for (const statement of statementsOf('0000_init.sql')) await db.exec(statement);
      await db.exec(`insert into application (id, name, description) values (1, 'Caudal', '');
        insert into role (id, name, description) values (1, 'Root', ''), (2, 'Admin', '');
        insert into module (id, application_id, name, description, icon, "frontName", route, "isFather", "isMenu", "isEnlist")
          values (1, 1, 'Usuarios', '', 'x', 'u', '/u', false, true, true), (2, 1, 'Roles', '', 'x', 'r', '/r', false, true, true);
        insert into permission (id, role_id, module_id, root, destroy, update, "create", read) values
          (10, 2, 1, false, true, true, true, true),
          (11, 2, 1, false, false, true, true, true),
          (12, 2, 1, false, true, true, false, true),
          (13, 2, 2, false, true, true, true, true),
          (14, 1, 1, true, true, true, true, true);`);
      for (const statement of statementsOf('0001_permission_unique.sql')) await db.exec(statement);
      const rows = (await db.query<Record<string, unknown>>('select id, role_id, module_id, root, destroy, update, "create", read from permission order by id')).rows;
      expect(rows).toEqual([
        { id: 10, role_id: 2, module_id: 1, root: false, destroy: false, update: true, create: false, read: true },
        { id: 13, role_id: 2, module_id: 2, root: false, destroy: true, update: true, create: true, read: true },
        { id: 14, role_id: 1, module_id: 1, root: true, destroy: true, update: true, create: true, read: true },
      ]);
      await expect(db.exec('insert into permission (role_id, module_id, root, destroy, update, "create", read) values (2, 1, false, false, false, false, true)')).rejects.toThrow(/permission_role_id_module_id_unique/);
    } finally {
      await db.close();
    }
  });
});

describe('the permission API', () => {
  let t: TestApp;
  let admin: SignedIn;
  const rowsFor = async (roleId: number, moduleId: number) =>
    t.database.query<{ id: number; read: boolean }>('select id, read from permission where role_id = $1 and module_id = $2', [roleId, moduleId]);

  beforeAll(async () => {
    t = await createTestApp({ env: SUITE_ENV });
    admin = await signIn(t.app, ACCOUNTS.admin);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses a second row for the same role and module with 409 and a clear message, writing nothing', async () => {
    const [existing] = await t.database.query<{ role_id: number; module_id: number }>('select role_id, module_id from permission where role_id = $1 limit 1', [ROLE.admin]);
    const before = await t.database.query('select * from permission order by id');
    const answer = await t.app.inject({
      method: 'POST', url: '/api/permission', headers: { 'accept-language': 'en' },
      payload: { role_id: existing!.role_id, module_id: existing!.module_id, root: true, destroy: true, update: true, create: true, read: true },
    });
    expect(answer.statusCode, answer.body).toBe(409);
    // Root's stored language is Spanish.
    expect(answer.json().message).toBe('Ese rol ya tiene permisos para ese módulo; edita la fila existente');
    expect(await t.database.query('select * from permission order by id')).toEqual(before);
  });

  it('a revoke takes effect on the next request', async () => {
    const [module] = await t.database.query<{ id: number }>("select id from module where route = '/administrador/listas/smslogs'");
    const [row] = await rowsFor(ROLE.admin, module!.id);
    expect(row?.read).toBe(true);
    expect((await admin.call('GET', '/api/sms_log')).status).toBe(200);
    const revoked = await t.app.inject({ method: 'PUT', url: `/api/permission/${row!.id}`, payload: { read: false } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await rowsFor(ROLE.admin, module!.id)).toEqual([{ id: row!.id, read: false }]);
    const after = await admin.call('GET', '/api/sms_log');
    expect(after.status).toBe(403);
  });
});
