/**
 * A release never starts on a schema newer than its code (a rollback by reinstalling the old code):
 * it names the migrations it does not know and stops, unless the operator allows it. And every UPDATE
 * of a versioned row raises its version, whoever writes it (an older release, a script), once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { migrationJournal, migrationsUnknownToCode } from '../../../server/db/schema-compatibility.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('a database a newer release migrated', () => {
  it('knows every migration of its own code: nothing unknown, each named in migration_name', async () => {
    expect(await migrationsUnknownToCode(t.database)).toEqual([]);
    const names = await t.database.query<{ tag: string }>('select tag from migration_name order by created_at');
    expect(names.map((n) => n.tag)).toEqual(migrationJournal().map((e) => e.tag));
  });

  it('refuses to prepare it, naming the unknown migrations, writes nothing; ALLOW_NEWER_SCHEMA lets it start', async () => {
    const future = Math.max(...migrationJournal().map((e) => e.when)) + 1_000;
    await t.database.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ('f1', $1), ('f2', $2)", [future, future + 1]);
    await t.database.query("insert into migration_name (created_at, tag) values ($1, '0099_a_newer_release')", [future]);
    try {
      const before = await t.database.query('select count(*)::int as n from migration_name');
      const refused = prepareDatabase(t.database);
      await expect(refused).rejects.toThrow(/2 migration\(s\) this release does not know: 0099_a_newer_release, a migration of \d{4}-\d\d-\d\dT.*restoring the backup taken before the upgrade.*ALLOW_NEWER_SCHEMA=1/);
      expect(await t.database.query('select count(*)::int as n from migration_name')).toEqual(before);
      await expect(prepareDatabase(t.database, { allowNewerSchema: true })).resolves.toBeDefined();
    } finally {
      await t.database.query('delete from drizzle.__drizzle_migrations where created_at >= $1', [future]);
      await t.database.query('delete from migration_name where created_at >= $1', [future]);
    }
  });
});

describe('the version on every UPDATE', () => {
  it('every table with a version column has the trigger', async () => {
    const missing = await t.database.query<{ table_name: string }>(
      `select c.table_name from information_schema.columns c join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
       where c.table_schema = 'public' and c.column_name = 'version'
         and not exists (select 1 from pg_trigger g join pg_class r on r.oid = g.tgrelid where r.relname = c.table_name and g.tgname = 'raise_version')`,
    );
    expect(missing).toEqual([]);
  });

  it('raises it for a write that does not (an older release, a script), once for one that does, and the generic CRUD by one', async () => {
    const [status] = await t.database.query<{ id: number; version: number }>("insert into status (name, description) values ('Versión por trigger', 'x') returning id, version");
    expect(status!.version).toBe(1);
    await t.database.query("update status set description = 'un script' where id = $1", [status!.id]);
    await t.database.query("update status set description = 'el código', version = version + 1 where id = $1", [status!.id]);
    const [after] = await t.database.query<{ version: number }>('select version from status where id = $1', [status!.id]);
    expect(after!.version).toBe(3);

    const stale = await apiCall(t.app, 'PUT', `/api/status/${status!.id}`, { description: 'un formulario de antes', version: 1 });
    expect(stale.status).toBe(409);
    const saved = await apiCall(t.app, 'PUT', `/api/status/${status!.id}`, { description: 'un formulario al día', version: 3 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.version).toBe(4);
  });
});
