/**
 * Column renames without drizzle-kit's terminal prompt (docs/decisions/165). drizzle-kit asks "created
 * or renamed?" whenever a table both gains and loses a column, and without a terminal it prints an error
 * and writes nothing. Told the renames (`--rename users.bank_name=bank`), we apply them to the last
 * snapshot ourselves: what is left between that and the schema has no such question, and drizzle-kit's
 * own differ (its `generateMigration`) writes the rest (an index or a unique key named after the column).
 */
export interface ColumnRename {
  table: string;
  from: string;
  to: string;
}

/** The parts of drizzle-kit's PostgreSQL snapshot (meta/NNNN_snapshot.json) a rename touches. */
export interface Snapshot {
  id: string;
  prevId: string;
  tables: Record<string, TableSnapshot>;
  [other: string]: unknown;
}

interface TableSnapshot {
  name: string;
  schema: string;
  columns: Record<string, { name: string }>;
  indexes: Record<string, { name: string; columns: { expression: string; isExpression: boolean }[] }>;
  foreignKeys: Record<string, { name: string; tableTo: string; schemaTo?: string; columnsFrom: string[]; columnsTo: string[] }>;
  compositePrimaryKeys: Record<string, { name: string; columns: string[] }>;
  uniqueConstraints: Record<string, { name: string; columns: string[] }>;
}

/** What drizzle-kit's API answers, checked to be a snapshot with tables. */
export function isSnapshot(value: unknown): value is Snapshot {
  return typeof value === 'object' && value !== null && typeof (value as { tables?: unknown }).tables === 'object';
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** `users.bank_name=bank` -> { table: 'users', from: 'bank_name', to: 'bank' }. */
export function parseRename(text: string): ColumnRename {
  const match = /^([^.=\s]+)\.([^.=\s]+)=([^.=\s]+)$/.exec(text);
  if (!match || !match.slice(1).every((part) => IDENTIFIER.test(part))) {
    throw new Error(`--rename expects <table>.<old column>=<new column> in lower case, got: ${JSON.stringify(text)}`);
  }
  return { table: match[1]!, from: match[2]!, to: match[3]! };
}

const key = (table: string) => `public.${table}`;
const swap = (names: string[], from: string, to: string) => names.map((n) => (n === from ? to : n));

/**
 * The last snapshot as it reads once the columns are renamed (the tables keep their names). Refuses a
 * rename that does not match the snapshot and the schema: an unknown table or column, a new name taken.
 */
export function applyRenames(previous: Snapshot, current: Snapshot, renames: readonly ColumnRename[]): Snapshot {
  const next = structuredClone(previous);
  for (const { table, from, to } of renames) {
    const before = next.tables[key(table)];
    const after = current.tables[key(table)];
    const named = `${table}.${from}`;
    if (!before || !after) throw new Error(`--rename ${named}=${to}: the last migration and the schema must both have a table "${table}"`);
    if (!before.columns[from]) throw new Error(`--rename ${named}=${to}: the last migration's table "${table}" has no column "${from}"`);
    if (before.columns[to]) throw new Error(`--rename ${named}=${to}: the table already has a column "${to}"`);
    if (!after.columns[to]) throw new Error(`--rename ${named}=${to}: the schema's table "${table}" has no column "${to}" (rename the field first)`);
    before.columns = Object.fromEntries(Object.entries(before.columns).map(([name, column]) => (name === from ? [to, { ...column, name: to }] : [name, column])));
    for (const index of Object.values(before.indexes)) {
      for (const column of index.columns) if (!column.isExpression && column.expression === from) column.expression = to;
    }
    for (const constraint of [...Object.values(before.compositePrimaryKeys), ...Object.values(before.uniqueConstraints)]) constraint.columns = swap(constraint.columns, from, to);
    for (const foreignKey of Object.values(before.foreignKeys)) foreignKey.columnsFrom = swap(foreignKey.columnsFrom, from, to);
    // Keys of other tables (and of this one) that point at the renamed column.
    for (const other of Object.values(next.tables)) {
      for (const foreignKey of Object.values(other.foreignKeys)) {
        if (foreignKey.tableTo === table && (foreignKey.schemaTo ?? 'public') === 'public') foreignKey.columnsTo = swap(foreignKey.columnsTo, from, to);
      }
    }
  }
  return next;
}

type Named = Record<string, { name: string }>;
const NAMED_KINDS = ['indexes', 'uniqueConstraints', 'foreignKeys', 'compositePrimaryKeys'] as const;
/** JSON with keys sorted, undefined left out: drizzle-kit's files and its API list keys in different orders. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
          .join(',')}}`
      : JSON.stringify(value);
const sameBut = (a: { name: string }, b: { name: string }) => canonical({ ...a, name: '' }) === canonical({ ...b, name: '' });

/**
 * Indexes and keys named after a renamed column (`currency_name_sort_idx`) that the schema now names
 * after the new one, alike in all else: renamed in place (ALTER INDEX / ALTER TABLE ... RENAME
 * CONSTRAINT) instead of dropped and built again, which on a large table takes long and locks it.
 * Changes `renamed` to match; answers the statements.
 */
export function renameNamedThings(renamed: Snapshot, current: Snapshot): string[] {
  const statements: string[] = [];
  for (const [key, table] of Object.entries(current.tables)) {
    const before = renamed.tables[key];
    if (!before) continue;
    for (const kind of NAMED_KINDS) {
      const had: Named = before[kind];
      const has: Named = table[kind];
      for (const [oldName, thing] of Object.entries(had)) {
        if (has[oldName]) continue;
        const match = Object.entries(has).find(([newName, candidate]) => !had[newName] && sameBut(thing, candidate));
        if (!match) continue;
        const [newName] = match;
        delete had[oldName];
        had[newName] = { ...thing, name: newName };
        statements.push(kind === 'indexes' ? `ALTER INDEX "${oldName}" RENAME TO "${newName}";` : `ALTER TABLE "${table.name}" RENAME CONSTRAINT "${oldName}" TO "${newName}";`);
      }
    }
  }
  return statements;
}

/**
 * What would still make drizzle-kit ask: a table that both gains and loses columns, or tables both
 * added and dropped. Answers one line per place, empty when the differ can run without a terminal.
 */
export function remainingQuestions(renamed: Snapshot, current: Snapshot): string[] {
  const questions: string[] = [];
  const added = Object.keys(current.tables).filter((name) => !renamed.tables[name]);
  const dropped = Object.keys(renamed.tables).filter((name) => !current.tables[name]);
  if (added.length > 0 && dropped.length > 0) questions.push(`tables added (${added.join(', ')}) and dropped (${dropped.join(', ')}) in one migration`);
  for (const [name, table] of Object.entries(current.tables)) {
    const before = renamed.tables[name];
    if (!before) continue;
    const gained = Object.keys(table.columns).filter((c) => !before.columns[c]);
    const lost = Object.keys(before.columns).filter((c) => !table.columns[c]);
    if (gained.length > 0 && lost.length > 0) questions.push(`${table.name} gains ${gained.join(', ')} and loses ${lost.join(', ')}`);
  }
  return questions;
}

/** The statements that rename, in drizzle-kit's own spelling. */
export function renameStatements(renames: readonly ColumnRename[]): string[] {
  return renames.map(({ table, from, to }) => `ALTER TABLE "${table}" RENAME COLUMN "${from}" TO "${to}";`);
}
