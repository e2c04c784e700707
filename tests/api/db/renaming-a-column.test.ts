/**
 * README "Renaming a column", done in a copy of the repository (nothing is left in this one): a field
 * renamed in its schema file, then `npm run db:generate -- --name ... --rename table.old=new` with no
 * terminal. The migration renames the column and its index in place (no DROP: the values stay), drizzle-kit
 * finds nothing left to generate, and a database of the previous version keeps its values under the new name.
 * Without --rename, the command fails, says to use it, and writes nothing.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepository, type RepositoryCopy } from '../../e2e/support/entity-copy.ts';

let copy: RepositoryCopy;
let database: PGlite;
const TIMEOUT = 240_000;

const npm = (...args: string[]) => spawnSync('npm', ['run', '--silent', ...args], { cwd: copy.dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
const migrations = async () => (await readdir(copy.path('server/db/migrations'))).filter((f) => f.endsWith('.sql')).sort();
const migrateCopy = () => migrate(drizzle({ client: database }), { migrationsFolder: copy.path('server/db/migrations') });

beforeAll(async () => {
  copy = await copyRepository();
  // A database of the previous version, with a currency in it.
  database = await PGlite.create('memory://');
  await migrateCopy();
  await database.query(`insert into currency (id, name, description, code, interests, retentions, interests_pm, retentions_pm, min_inv)
    values (901, 'Peso mexicano', 'MXN', 'MXN', 1, 1, 1, 1, 1000)`);
  // The field renamed in its schema file, as a developer would.
  await copy.write('schemas/currency.ts', (await readFile(copy.path('schemas/currency.ts'), 'utf8')).replace(/^ {4}name: field\.text\(/m, '    title: field.text('));
}, TIMEOUT);

afterAll(async () => {
  await database?.close();
  await copy?.remove();
});

describe('a column renamed without a terminal', () => {
  it('without --rename: fails, points at --rename, writes nothing', async () => {
    const before = await migrations();
    const run = npm('db:generate', '--', '--name', 'rename_currency_name');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--rename <table>.<old>=<new>');
    expect(await migrations()).toEqual(before);
  }, TIMEOUT);

  it('with --rename: RENAME COLUMN and the index renamed in place, and nothing left for drizzle-kit', async () => {
    const before = await migrations();
    const run = npm('db:generate', '--', '--name', 'rename_currency_name', '--rename', 'currency.name=title');
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const added = (await migrations()).filter((f) => !before.includes(f));
    expect(added).toEqual([expect.stringMatching(/^\d{4}_rename_currency_name\.sql$/)]);
    expect((await readFile(copy.path(`server/db/migrations/${added[0]}`), 'utf8')).split('\n--> statement-breakpoint\n')).toEqual([
      'ALTER TABLE "currency" RENAME COLUMN "name" TO "title";',
      'ALTER INDEX "currency_name_sort_idx" RENAME TO "currency_title_sort_idx";',
    ]);
    const again = spawnSync(join(copy.dir, 'node_modules', '.bin', 'drizzle-kit'), ['generate', '--name', 'nothing_left'], { cwd: copy.dir, encoding: 'utf8' });
    expect(again.stdout + again.stderr).toContain('No schema changes');
    expect((await migrations()).filter((f) => !before.includes(f))).toEqual(added);
  }, TIMEOUT);

  it('the database of the previous version keeps its values under the new name', async () => {
    await migrateCopy();
    expect((await database.query('select title from currency where id = 901')).rows).toEqual([{ title: 'Peso mexicano' }]);
    const columns = (await database.query<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'currency'`)).rows.map((r) => r.column_name);
    expect(columns).toContain('title');
    expect(columns).not.toContain('name');
    const indexes = (await database.query<{ indexname: string }>(`select indexname from pg_indexes where tablename = 'currency'`)).rows.map((r) => r.indexname);
    expect(indexes).toContain('currency_title_sort_idx');
  }, TIMEOUT);
});
