/**
 * `npm run db:generate` (scripts/db-generate.ts, docs/decisions/165): refuses to run without a name,
 * writes column renames without drizzle-kit's prompt (scripts/migration-renames.ts), and the committed
 * snapshot is the schema (drizzle-kit has nothing left to generate).
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArguments } from '../../../scripts/db-generate.ts';
import { applyRenames, isSnapshot, remainingQuestions, renameNamedThings, renameStatements, type Snapshot } from '../../../scripts/migration-renames.ts';
import { ROOT } from '../../helpers/test-database.ts';

const MIGRATIONS = join(ROOT, 'server', 'db', 'migrations');

describe('the command line', () => {
  it.each([
    [[], /--name is required/],
    [['--name'], /--name is required/],
    [['--name', 'Bank Catalogue'], /lower case letters/],
    [['--name', 'ok_name', '--force'], /unknown option --force/],
    [['--name', 'ok_name', '--rename', 'users.bank_name'], /<table>\.<old column>=<new column>/],
    [['--name', 'ok_name', '--custom', '--rename', 'users.a=b'], /leave out --custom/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArguments(argv)).toThrow(message);
  });

  it('reads a name, renames and --custom', () => {
    expect(parseArguments(['--name=bank_catalogue'])).toEqual({ name: 'bank_catalogue', renames: [], custom: false });
    expect(parseArguments(['--name', 'renames', '--rename', 'users.a=b', '--rename=loan.c=d'])).toEqual({
      name: 'renames',
      renames: [{ table: 'users', from: 'a', to: 'b' }, { table: 'loan', from: 'c', to: 'd' }],
      custom: false,
    });
    expect(parseArguments(['--custom', '--name', 'by_hand']).custom).toBe(true);
  });

  it('npm run db:generate without --name exits 1 and writes nothing', async () => {
    const before = await readdir(MIGRATIONS);
    const run = spawnSync('npm', ['run', '--silent', 'db:generate'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--name is required');
    expect(run.stderr).toContain('Usage: npm run db:generate -- --name');
    expect(await readdir(MIGRATIONS)).toEqual(before);
  }, 60_000);
});

/** A two-table snapshot in drizzle-kit's shape, `bank.name` indexed, unique and pointed at. */
function snapshot(column: string): Snapshot {
  const index = (name: string, col: string) => ({ name, columns: [{ expression: col, isExpression: false, asc: true, nulls: 'last' }], isUnique: false, concurrently: false, method: 'btree', with: {} });
  return {
    id: 'x',
    prevId: 'y',
    tables: {
      'public.bank': {
        name: 'bank',
        schema: '',
        columns: { id: { name: 'id' }, [column]: { name: column } },
        indexes: { [`bank_${column}_sort_idx`]: index(`bank_${column}_sort_idx`, column) },
        foreignKeys: {},
        compositePrimaryKeys: {},
        uniqueConstraints: { [`bank_${column}_unique`]: { name: `bank_${column}_unique`, columns: [column] } },
      },
      'public.users': {
        name: 'users',
        schema: '',
        columns: { id: { name: 'id' }, bank: { name: 'bank' } },
        indexes: {},
        foreignKeys: { users_bank_bank_fk: { name: 'users_bank_bank_fk', tableTo: 'bank', columnsFrom: ['bank'], columnsTo: [column] } },
        compositePrimaryKeys: {},
        uniqueConstraints: {},
      },
    },
  };
}

describe('a column rename', () => {
  const rename = [{ table: 'bank', from: 'name', to: 'title' }];

  it('is applied to the last snapshot: the column, its index, its unique key and the keys pointing at it', () => {
    const renamed = applyRenames(snapshot('name'), snapshot('title'), rename);
    expect(remainingQuestions(renamed, snapshot('title'))).toEqual([]);
    expect(renameStatements(rename)).toEqual(['ALTER TABLE "bank" RENAME COLUMN "name" TO "title";']);
    expect(renameNamedThings(renamed, snapshot('title'))).toEqual([
      'ALTER INDEX "bank_name_sort_idx" RENAME TO "bank_title_sort_idx";',
      'ALTER TABLE "bank" RENAME CONSTRAINT "bank_name_unique" TO "bank_title_unique";',
    ]);
    expect(renamed).toEqual(snapshot('title'));
  });

  it('without --rename, the same change is a question drizzle-kit would ask', () => {
    expect(remainingQuestions(snapshot('name'), snapshot('title'))).toEqual(['bank gains title and loses name']);
  });

  it.each([
    [{ table: 'nope', from: 'name', to: 'title' }, /must both have a table "nope"/],
    [{ table: 'bank', from: 'nam', to: 'title' }, /has no column "nam"/],
    [{ table: 'bank', from: 'name', to: 'id' }, /already has a column "id"/],
    [{ table: 'bank', from: 'name', to: 'label' }, /schema's table "bank" has no column "label"/],
  ])('refuses %j', (wrong, message) => {
    expect(() => applyRenames(snapshot('name'), snapshot('title'), [wrong])).toThrow(message);
  });
});

describe('the committed migrations', () => {
  it('end with the snapshot of the schema: drizzle-kit has nothing left to generate', async () => {
    const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
    const journal = JSON.parse(await readFile(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
    const last = journal.entries.at(-1)!;
    const committed = JSON.parse(await readFile(join(MIGRATIONS, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8')) as Snapshot;
    const current: unknown = generateDrizzleJson((await import('../../../schemas/tables.ts')) as Record<string, unknown>);
    if (!isSnapshot(current)) throw new Error('no snapshot');
    // A question left (a column both added and dropped) would make drizzle-kit's differ wait for a terminal.
    expect(remainingQuestions(committed, current)).toEqual([]);
    expect(await generateMigration(committed as never, current as never)).toEqual([]);
    expect(journal.entries.map((e) => e.tag).every((tag) => /^\d{4}_[a-z0-9_]+$/.test(tag))).toBe(true);
  }, 60_000);
});
