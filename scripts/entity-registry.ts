/**
 * The entity registry, schemas/registry.ts, written from the declarations themselves: every
 * `defineEntity` exported by a file directly under schemas/ is registered under its resource name (those
 * with `genericApi: false` only as tables), and its table exported for drizzle-kit. `npm run db:generate` writes it before generating the migration,
 * so adding an entity needs no registration by hand; a unit test checks the committed file is current.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SCHEMAS = fileURLToPath(new URL('../schemas/', import.meta.url));
export const REGISTRY_FILE = join(SCHEMAS, 'registry.ts');
/** Files that gather the others (or are this script's output): never declarations. */
const GATHERING = new Set(['index.ts', 'tables.ts', 'registry.ts']);

interface Declared {
  file: string;
  exportName: string;
  entityName: string;
  genericApi: boolean;
}

/** What defineEntity returns, told apart from tables, zod schemas and constants. */
function isEntity(value: unknown): value is { name: string; genericApi: boolean } {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.name === 'string' && typeof candidate.module === 'string' && 'table' in candidate && 'fields' in candidate && 'createSchema' in candidate;
}

async function declaredEntities(): Promise<Declared[]> {
  const files = (await readdir(SCHEMAS, { withFileTypes: true })).filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !GATHERING.has(entry.name)).map((entry) => entry.name);
  const found: Declared[] = [];
  for (const file of files.sort()) {
    const exports = (await import(pathToFileURL(join(SCHEMAS, file)).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      if (isEntity(value)) found.push({ file, exportName, entityName: value.name, genericApi: value.genericApi });
    }
  }
  const names = new Map<string, string>();
  for (const entity of found) {
    const other = names.get(entity.entityName);
    if (other) throw new Error(`entity name "${entity.entityName}" is declared twice: ${other} and ${entity.file}`);
    names.set(entity.entityName, entity.file);
  }
  return found.sort((a, b) => (a.entityName < b.entityName ? -1 : 1));
}

/** The registry's text for the declarations found now. */
export async function registrySource(): Promise<string> {
  const entities = await declaredEntities();
  const imports = [...new Set(entities.map((e) => e.file))].map((file) => {
    const names = entities.filter((e) => e.file === file).map((e) => e.exportName);
    return `import { ${names.join(', ')} } from './${file}';`;
  });
  const entry = (e: Declared) => (e.entityName === e.exportName ? `  ${e.entityName},` : `  ${e.entityName}: ${e.exportName},`);
  const served = entities.filter((e) => e.genericApi).map(entry);
  const domainOnly = entities.filter((e) => !e.genericApi).map(entry);
  const tables = entities.map((e) => `export const ${e.exportName}Table = ${e.exportName}.table;`);
  return [
    '/**',
    ' * Every entity declared in schemas/ that the generic API serves, by resource name; every declared entity,',
    ' * by name (the browser reads their API paths and modules, decision 087); and the table of every declared',
    ' * entity for drizzle-kit (schemas/tables.ts).',
    ' * Written by `npm run db:generate` (scripts/entity-registry.ts): do not edit by hand.',
    ' */',
    ...imports,
    '',
    'export const registeredEntities = {',
    ...served,
    '};',
    '',
    'export const declaredEntities = {',
    '  ...registeredEntities,',
    ...domainOnly,
    '};',
    '',
    ...tables,
    '',
  ].join('\n');
}

/** Writes the registry; answers whether it changed. */
export async function writeRegistry(): Promise<boolean> {
  const next = await registrySource();
  const current = await readFile(REGISTRY_FILE, 'utf8').catch(() => '');
  if (current === next) return false;
  await writeFile(REGISTRY_FILE, next);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const changed = await writeRegistry();
  console.log(changed ? 'schemas/registry.ts written' : 'schemas/registry.ts is current');
}
