/**
 * `npm run db:generate -- --name <what_it_does>`: writes schemas/registry.ts from the declarations
 * (scripts/entity-registry.ts), then the next SQL migration with drizzle-kit, named (docs/decisions/165).
 * - Without `--name` nothing is written: a migration's name is what an operator reads in the log.
 * - `--rename <table>.<old>=<new>` (repeatable) writes a column rename as ALTER TABLE ... RENAME COLUMN
 *   and the snapshot of the schema, without drizzle-kit's terminal prompt (scripts/migration-renames.ts).
 * - `--custom` leaves an empty migration to write SQL in by hand (drizzle-kit's own `--custom`).
 * drizzle-kit prints an error yet exits 0 when it needs a terminal: this answers 1 whenever it wrote nothing
 * and did not say the schema was unchanged.
 */
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { applyRenames, isSnapshot, parseRename, remainingQuestions, renameNamedThings, renameStatements, type ColumnRename, type Snapshot } from './migration-renames.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MIGRATIONS = join(ROOT, 'server', 'db', 'migrations');
const JOURNAL = join(MIGRATIONS, 'meta', '_journal.json');
const BIN = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const NAME = /^[a-z][a-z0-9_]{2,59}$/;

export const USAGE = `Usage: npm run db:generate -- --name <what_it_does> [--rename <table>.<old>=<new> ...] [--custom]
  --name     required: what the migration does, in lower case with underscores (e.g. --name bank_catalogue);
             the file is server/db/migrations/<number>_<name>.sql
  --rename   a column renamed in the schema, written as ALTER TABLE ... RENAME COLUMN with no terminal
             prompt (e.g. --rename users.bank_name=bank); repeat it for several columns
  --custom   an empty migration, to write its SQL by hand`;

export interface GenerateArguments {
  name: string;
  renames: ColumnRename[];
  custom: boolean;
}

/** The command line, or an error that says what is missing. */
export function parseArguments(argv: readonly string[]): GenerateArguments {
  const values = (flag: string) => {
    const found: string[] = [];
    argv.forEach((arg, i) => {
      if (arg === flag) found.push(argv[i + 1] ?? '');
      else if (arg.startsWith(`${flag}=`)) found.push(arg.slice(flag.length + 1));
    });
    return found;
  };
  const known = new Set(['--name', '--rename', '--custom']);
  const unknown = argv.filter((arg, i) => arg.startsWith('--') && !known.has(arg.split('=')[0]!) && !(i > 0 && ['--name', '--rename'].includes(argv[i - 1]!)));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(', ')}`);
  const names = values('--name');
  if (names.length !== 1 || !names[0]) throw new Error('--name is required: say what the migration does (drizzle-kit would otherwise pick two random words)');
  if (!NAME.test(names[0])) throw new Error(`--name must be lower case letters, digits and underscores (3 to 60, a letter first), got: ${JSON.stringify(names[0])}`);
  const renames = values('--rename').map(parseRename);
  const custom = argv.includes('--custom');
  if (custom && renames.length > 0) throw new Error('--rename writes its own SQL: leave out --custom');
  return { name: names[0], renames, custom };
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

const readJournal = async () => JSON.parse(await readFile(JOURNAL, 'utf8')) as Journal;
const snapshotFile = (idx: number) => join(MIGRATIONS, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`);

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  process.stdout.write(output);
  if (result.status !== 0) throw new Error(`${command.split('/').at(-1)} ${args.join(' ')} failed (exit ${result.status})`);
  return output;
}

/** drizzle-kit generate; answers the new journal entry, or undefined when the schema had not changed. */
async function drizzleKitGenerate(name: string, custom: boolean, before: Journal): Promise<{ idx: number; tag: string } | undefined> {
  const output = run(BIN('drizzle-kit'), ['generate', '--name', name, ...(custom ? ['--custom'] : [])]);
  const added = (await readJournal()).entries.find((entry) => !before.entries.some((old) => old.tag === entry.tag));
  if (added) return added;
  if (/No schema changes/.test(output)) return undefined;
  const hint = /TTY|prompt/i.test(output) ? ' drizzle-kit asked whether a column or table was renamed: say so with --rename <table>.<old>=<new> (README, "Renaming a column").' : '';
  throw new Error(`drizzle-kit wrote no migration.${hint}`);
}

/** The schema as drizzle-kit would snapshot it now (schemas/tables.ts, as drizzle.config.ts says). */
async function currentSnapshot(): Promise<Snapshot> {
  const { generateDrizzleJson } = await import('drizzle-kit/api');
  const tables = (await import(pathToFileURL(join(ROOT, 'schemas', 'tables.ts')).href)) as Record<string, unknown>;
  const snapshot: unknown = generateDrizzleJson(tables);
  if (!isSnapshot(snapshot)) throw new Error('drizzle-kit made no snapshot of schemas/tables.ts');
  return snapshot;
}

async function generateRename(name: string, renames: readonly ColumnRename[]): Promise<string> {
  const before = await readJournal();
  const last = before.entries.at(-1)!;
  const previous = JSON.parse(await readFile(snapshotFile(last.idx), 'utf8')) as Snapshot;
  const current = await currentSnapshot();
  const renamed = applyRenames(previous, current, renames);
  const questions = remainingQuestions(renamed, current);
  if (questions.length > 0) {
    throw new Error(`besides the renames, ${questions.join('; ')}: name every renamed column with --rename, or generate the other changes in a migration of their own first`);
  }
  const named = renameNamedThings(renamed, current);
  const { generateMigration } = await import('drizzle-kit/api');
  const rest = await generateMigration(renamed as never, current as never);
  const entry = (await drizzleKitGenerate(name, true, before))!;
  const custom = JSON.parse(await readFile(snapshotFile(entry.idx), 'utf8')) as Snapshot;
  const statements = [...renameStatements(renames), ...named, ...rest];
  await writeFile(join(MIGRATIONS, `${entry.tag}.sql`), statements.join('\n--> statement-breakpoint\n'));
  await writeFile(snapshotFile(entry.idx), JSON.stringify({ ...current, id: custom.id, prevId: custom.prevId }, null, 2));
  return `server/db/migrations/${entry.tag}.sql: ${statements.length} statement(s), ${renames.length} rename(s)`;
}

/**
 * The new migration with each backfilled column's ADD COLUMN nullable (server/db/backfilled-columns.ts,
 * docs/decisions/274): its data step fills it and the runner makes it NOT NULL. Answers the columns deferred.
 */
async function deferBackfilledNotNull(tag: string): Promise<string[]> {
  const { declaredEntities } = (await import(pathToFileURL(join(ROOT, 'schemas', 'index.ts')).href)) as typeof import('../schemas/index.ts');
  const { backfilledColumns, deferNotNull } = await import('../server/db/backfilled-columns.ts');
  const columns = backfilledColumns(Object.values(declaredEntities));
  const file = join(MIGRATIONS, `${tag}.sql`);
  const before = await readFile(file, 'utf8');
  const after = deferNotNull(before, columns);
  if (after === before) return [];
  await writeFile(file, after);
  return columns.filter((column) => before.includes(`ADD COLUMN "${column.column}"`)).map((column) => `${column.table}.${column.column} (filled by data step ${column.step})`);
}

async function main(argv: readonly string[]): Promise<void> {
  let parsed: GenerateArguments;
  try {
    parsed = parseArguments(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(1);
  }
  // A child process: this one must import schemas/tables.ts only once the registry is written.
  run(BIN('tsx'), [join(ROOT, 'scripts', 'entity-registry.ts')]);
  if (parsed.renames.length > 0) {
    console.log(await generateRename(parsed.name, parsed.renames));
    return;
  }
  const entry = await drizzleKitGenerate(parsed.name, parsed.custom, await readJournal());
  if (entry && !parsed.custom) {
    const deferred = await deferBackfilledNotNull(entry.tag);
    if (deferred.length > 0) console.log(`Added nullable, NOT NULL once their data step ran: ${deferred.join(', ')}`);
  }
  if (entry && parsed.custom) console.log(`Write the SQL in server/db/migrations/${entry.tag}.sql (statements apart with "--> statement-breakpoint").`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
