/**
 * Layers one way (docs/style.md "Imports one way", docs/decisions/282): no source file imports itself
 * through others (a cycle), and a file of server/ imports only its own layer or lower ones. Both read
 * the import statements of every source file (./source-imports.ts), `import type` included: a type
 * names the module it comes from as much as a value does. `import('…')` is left out: it is how a
 * screen is loaded when first shown, which is what breaks a cycle on purpose.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsIn, ROOT, sourceFiles, targetFile, under, type ImportEdge } from './source-imports.ts';

const FOLDERS = ['server', 'schemas', 'src', 'resources'];

/**
 * The cycles that stay, each exactly as found: a list that may only shrink (a cycle fixed is taken off,
 * a new one fails). The entities reach each other through references declared as thunks
 * (`reference(() => user)`): a loan names its customer and its details, a detail its loan; a user its
 * investments, an investment its user and details. Referring by entity name would end them; until then
 * the thunks keep the cycle harmless (nothing is read while the modules load).
 */
const KNOWN_CYCLES: readonly (readonly string[])[] = [
  ['schemas/customer.ts', 'schemas/loan-detail.ts', 'schemas/loan.ts'],
  ['schemas/investment-detail.ts', 'schemas/investment.ts', 'schemas/user.ts'],
];

/**
 * The server's layers, lowest first. A file belongs to the layer of the longest path that holds it.
 * - pure: computation and texts, no I/O (imports.test.ts checks server/domain/).
 * - platform: the database, HTTP plumbing (errors, metrics, limits), the outside world's adapters,
 *   backups.
 * - records: reading and writing records: the generic CRUD, sign-in and its stores, the entities'
 *   hooks, the stores of loans, profiles and documents, the uploads' limits and spreadsheet readers.
 * - services: the work over several records: invoicing (the CFDI outbox), investments' rules and
 *   schedules, the spreadsheet imports.
 * - routes: the HTTP API (server/routes/, the CRUD routes, the imports' routes) and the Fastify plugins.
 * - app: what puts it together and starts it: the app, the entry point, the start-up preparation of
 *   the database (seeds, data steps), the OpenAPI document of all routes and the hooks of all entities.
 */
export const SERVER_LAYERS: readonly { name: string; paths: readonly string[] }[] = [
  { name: 'pure', paths: ['server/domain', 'server/i18n', 'server/config.ts'] },
  { name: 'platform', paths: ['server/db', 'server/http', 'server/adapters', 'server/operations'] },
  { name: 'records', paths: ['server/crud', 'server/auth', 'server/entities', 'server/stores', 'server/files'] },
  { name: 'services', paths: ['server/invoicing', 'server/investments', 'server/imports'] },
  { name: 'routes', paths: ['server/routes', 'server/plugins', 'server/crud/routes.ts', 'server/imports/import-routes.ts'] },
  {
    name: 'app',
    paths: [
      'server/app.ts',
      'server/main.ts',
      'server/shutdown.ts',
      'server/build-client.ts',
      'server/files-copy.ts',
      'server/types.d.ts',
      'server/db/prepare.ts',
      'server/db/seed',
      'server/db/data-steps',
      'server/http/openapi-document.ts',
      'server/entities/index.ts',
    ],
  },
];

/** The layer of a server file (its index in SERVER_LAYERS), or undefined when no layer holds it. */
export function layerOf(file: string): number | undefined {
  let best: { layer: number; length: number } | undefined;
  SERVER_LAYERS.forEach(({ paths }, layer) => {
    for (const path of paths) if (under(file, path) && (!best || path.length > best.length)) best = { layer, length: path.length };
  });
  return best?.layer;
}

/** The imports from a server file to a file of a higher layer. */
export function upwardImports(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter((e) => !e.dynamic && under(e.file, 'server') && under(e.target, 'server'))
    .flatMap((e) => {
      const from = layerOf(e.file);
      const to = layerOf(targetFile(e.target!));
      return from !== undefined && to !== undefined && to > from ? [`${e.file} (${SERVER_LAYERS[from].name}) imports ${e.specifier} (${SERVER_LAYERS[to].name})`] : [];
    });
}

/** The strongly connected components of more than one file (Tarjan), each sorted, in a stable order. */
export function cyclesOf(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (e.dynamic || !e.target) continue;
    next.set(e.file, [...(next.get(e.file) ?? []), targetFile(e.target)]);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

const allEdges = () => FOLDERS.flatMap(sourceFiles).flatMap((file) => importsIn(file, readFileSync(join(ROOT, file), 'utf8')));
const edge = (file: string, target: string, typeOnly = false): ImportEdge => ({ file, specifier: target, target, typeOnly, dynamic: false });

describe('layers one way (docs/style.md "Imports one way")', () => {
  const edges = allEdges();

  it('no cycle among the source files but the known ones, which are still there as listed', () => {
    expect(cyclesOf(edges)).toEqual([...KNOWN_CYCLES].map((cycle) => [...cycle].sort()).sort((a, b) => a[0].localeCompare(b[0])));
  });

  it('every file of server/ has a layer', () => {
    expect(sourceFiles('server').filter((file) => layerOf(file) === undefined)).toEqual([]);
  });

  it('no file of server/ imports a file of a higher layer', () => {
    expect(upwardImports(edges)).toEqual([]);
  });

  it('nothing under server/ imports server/routes/ but server/routes/ itself and the app layer', () => {
    const app = SERVER_LAYERS.findIndex((layer) => layer.name === 'app');
    const bad = edges.filter((e) => under(e.target, 'server/routes') && !under(e.file, 'server/routes') && under(e.file, 'server') && layerOf(e.file) !== app);
    expect(bad.map((e) => `${e.file} imports ${e.specifier}`)).toEqual([]);
  });
});

describe('the layer and cycle checks themselves', () => {
  it('a lower layer importing a higher one fails, type imports too; the other way passes', () => {
    expect(upwardImports([edge('server/domain/money.ts', 'server/routes/loans/loans.ts')])).toEqual(['server/domain/money.ts (pure) imports server/routes/loans/loans.ts (routes)']);
    expect(upwardImports([edge('server/adapters/invoicing.ts', 'server/invoicing/service.ts', true)])).toHaveLength(1);
    expect(upwardImports([edge('server/crud/routes.ts', 'server/imports/import-routes.ts'), edge('server/routes/loans/loans.ts', 'server/domain/money.ts')])).toEqual([]);
  });

  it("the longest path decides a file's layer", () => {
    expect(SERVER_LAYERS[layerOf('server/db/client.ts')!].name).toBe('platform');
    expect(SERVER_LAYERS[layerOf('server/db/seed/index.ts')!].name).toBe('app');
    expect(SERVER_LAYERS[layerOf('server/crud/routes.ts')!].name).toBe('routes');
    expect(layerOf('schemas/index.ts')).toBeUndefined();
  });

  it('finds a cycle, a type import closing one included, and not a lazy import', () => {
    expect(cyclesOf([edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts', true), edge('c.ts', 'a.ts'), edge('c.ts', 'd.ts')])).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(cyclesOf([edge('a.ts', 'b.ts'), { ...edge('b.ts', 'a.ts'), dynamic: true }])).toEqual([]);
  });
});
