/**
 * Imports flow one way (docs/style.md "Imports one way"). schemas/ is shared by browser and server and stays pure;
 * server/ and the browser (src/, resources/) never import each other; server/domain/ has no I/O;
 * one resource never imports another. Checked by reading the import statements of every source file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { edgesUnder, importsIn, isPackage, ROOT, show, sourceFiles, under, type ImportEdge } from './source-imports.ts';

/**
 * package.json "imports" (`#drizzle`): a subpath whose every target lies under schemas/ is schemas/ itself,
 * whichever one a build chooses (decision 155: the browser's drizzle-free stub, the server's tables).
 */
function schemasSubpaths(): Record<string, string[]> {
  const imports = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { imports?: Record<string, Record<string, string>> }).imports ?? {};
  return Object.fromEntries(Object.entries(imports).filter(([, targets]) => Object.values(targets).every((target) => target.startsWith('./schemas/'))).map(([name, targets]) => [name, Object.values(targets)]));
}

/**
 * What schemas/ may import besides itself: the browser and the server both load it. libphonenumber-js is
 * pure (metadata and functions, no I/O) and lets schemas/rules/identifiers.ts normalise phones the same
 * way on both sides.
 */
const SCHEMAS_PACKAGES = ['zod', 'drizzle-orm', 'libphonenumber-js', ...Object.keys(schemasSubpaths())];

const MODULES = 'resources/modules.ts';

/**
 * What the server reads of the browser's code (docs/decisions/150, 175): the screens' labels
 * (src/i18n/messages/, plain data), the one declaration of a text in both languages that they and the
 * server's own messages use (src/i18n/texts.ts), and how the screens format values
 * (src/framework/format.ts), so a file says what the screen says without a second copy. All must stay
 * as pure as schemas/.
 */
const SHARED_WITH_SERVER = ['src/i18n/messages', 'src/i18n/texts.ts', 'src/i18n/app-texts.ts', 'src/framework/feedback/messages.ts', 'src/framework/format.ts', 'src/framework/decimal-text.ts'];
const SHARED_PACKAGES = ['decimal.js', 'date-fns', 'date-fns-tz'];
const sharedWithServer = (path: string | undefined) => SHARED_WITH_SERVER.some((shared) => under(path, shared));

/** Packages that touch disks, sockets, processes or databases, or are the web server. */
const IO_PACKAGES = ['fs', 'node:fs', 'fs/promises', 'node:fs/promises', 'net', 'node:net', 'http', 'node:http', 'https', 'node:https', 'http2', 'node:http2', 'tls', 'node:tls', 'dgram', 'node:dgram', 'dns', 'node:dns', 'child_process', 'node:child_process', 'worker_threads', 'node:worker_threads', 'pg', '@electric-sql/pglite', 'drizzle-orm', 'fastify', 'fastify-plugin', '@fastify'];

describe('one-way imports (docs/style.md)', () => {
  it('finds the source files it checks', () => {
    expect(sourceFiles('schemas').length).toBeGreaterThan(5);
    expect(sourceFiles('server').length).toBeGreaterThan(5);
    expect(edgesUnder('server').length).toBeGreaterThan(10);
  });

  it('schemas/ imports only schemas/, zod, drizzle-orm and libphonenumber-js', () => {
    const bad = edgesUnder('schemas').filter((e) => (e.target ? !under(e.target, 'schemas') : !SCHEMAS_PACKAGES.some((name) => isPackage(e.specifier, name))));
    expect(show(bad)).toEqual([]);
  });

  it('server/ never imports src/ (but its labels and formats), nor resources/ except the module declarations (resources/modules.ts)', () => {
    const bad = edgesUnder('server').filter((e) => (under(e.target, 'src') && !sharedWithServer(e.target)) || (under(e.target, 'resources') && e.target !== MODULES));
    expect(show(bad)).toEqual([]);
    // The exception is used, and only by the exports, and by the server's messages for the one declaration of a
    // text (its own helpers, or a text the screens declare and the server says too, src/i18n/messages) and for the screens' own way of writing a date (a sentence says a date as the screen does).
    const shared = edgesUnder('server').filter((e) => sharedWithServer(e.target));
    expect(shared.length).toBeGreaterThan(0);
    const declaresTexts = (e: (typeof shared)[number]) => e.file.startsWith('server/i18n/') && (e.target === 'src/i18n/texts.ts' || e.target === 'src/framework/format.ts' || under(e.target, 'src/i18n/messages') || e.target === 'src/framework/feedback/messages.ts');
    expect(shared.filter((e) => !e.file.startsWith('server/crud/export/') && !declaresTexts(e)).map((e) => e.file)).toEqual([]);
  });

  it('the labels and formats the server reads load only themselves, schemas/ and pure packages', () => {
    const files = SHARED_WITH_SERVER.flatMap((shared) => (shared.endsWith('.ts') ? [shared] : sourceFiles(shared)));
    expect(files.length).toBeGreaterThan(5);
    const bad = files
      .flatMap((file) => importsIn(file, readFileSync(join(ROOT, file), 'utf8')))
      .filter((e) => (e.target ? !sharedWithServer(e.target) && !under(e.target, 'schemas') : ![...SCHEMAS_PACKAGES, ...SHARED_PACKAGES].some((name) => isPackage(e.specifier, name))));
    expect(show(bad)).toEqual([]);
  });

  // The server loads resources/modules.ts at start: what it loads in turn must be as pure as schemas/.
  it('resources/modules.ts loads only itself, schemas/ and pure packages', () => {
    const reached = new Set<string>();
    const bad: ImportEdge[] = [];
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const edge of importsIn(file, readFileSync(join(ROOT, file), 'utf8')).filter((e) => !e.typeOnly)) {
        if (!edge.target) {
          if (!SCHEMAS_PACKAGES.some((name) => isPackage(edge.specifier, name))) bad.push(edge);
        } else if (under(edge.target, 'schemas')) visit(edge.target);
        else bad.push(edge);
      }
    };
    visit(MODULES);
    // The entities' declarations give most modules (docs/decisions/167).
    expect(reached).toContain('schemas/index.ts');
    expect(show(bad)).toEqual([]);
  });

  // server/i18n/ is the server's message catalogue: data and string functions, no I/O.
  it('server/domain/ imports nothing with I/O: only itself, schemas/, the message catalogue and pure packages', () => {
    const bad = edgesUnder('server/domain').filter((e) =>
      e.target ? !under(e.target, 'server/domain') && !under(e.target, 'schemas') && !under(e.target, 'server/i18n') : IO_PACKAGES.some((name) => isPackage(e.specifier, name)),
    );
    expect(show(bad)).toEqual([]);
  });

  it('src/ and resources/ never import server/', () => {
    const bad = [...edgesUnder('src'), ...edgesUnder('resources')].filter((e) => under(e.target, 'server'));
    expect(show(bad)).toEqual([]);
  });

  it('no file of resources/ imports another file of resources/ (except the list of screens, index.ts)', () => {
    const bad = edgesUnder('resources').filter((e) => e.file !== 'resources/index.ts' && under(e.target, 'resources'));
    expect(show(bad)).toEqual([]);
  });
});

describe('the import scanner itself', () => {
  it('reads static, re-export, side-effect and dynamic imports, and resolves relative paths', () => {
    const source = [
      "import { buildApp } from '../app.ts';",
      "import type { z } from 'zod';",
      "export { entities } from '../../schemas/index.ts';",
      "import '../../src/main.tsx';",
      "const fs = await import('node:fs');",
      "// import { commented } from 'out';",
      "/* import { alsoCommented } from 'out'; */",
      "const text = 'no import here';",
    ].join('\n');
    const edges = importsIn('server/routes/sample.ts', source);
    expect(edges.map((e) => e.target ?? e.specifier)).toEqual(['server/app.ts', 'zod', 'schemas/index.ts', 'src/main.tsx', 'node:fs']);
    expect(edges.map((e) => e.typeOnly)).toEqual([false, true, false, false, false]);
    expect(edges.map((e) => e.dynamic)).toEqual([false, false, false, false, true]);
  });
});
