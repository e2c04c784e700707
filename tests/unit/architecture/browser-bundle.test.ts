/**
 * The browser's share of schemas/ is fields and checks, not tables (docs/decisions/155): the
 * client is built in memory, as `npm run build` builds it, and no module of drizzle-orm (nor
 * drizzle-zod) may be in any chunk, lazy ones included. Phones are checked with the small metadata of
 * schemas/rules/phone-metadata.browser.ts, never libphonenumber-js's own full sets. Texts come one language
 * per file (decision 181).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
let outDir = '';
/** Every module id in the build, by the chunk that holds it. */
const modulesByChunk = new Map<string, string[]>();
/** Each chunk's code, by its file name. */
const codeByChunk = new Map<string, string>();
/** The chunks each chunk imports statically (loaded with it), by its file name. */
const importsByChunk = new Map<string, string[]>();

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'caudal-browser-bundle-'));
  const { build } = await import('vite');
  // write: false keeps the chunks in memory; outDir is a scratch folder for the plugins' own work.
  const result = (await build({ root: ROOT, logLevel: 'silent', build: { outDir, emptyOutDir: true, write: false } })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  for (const output of Array.isArray(result) ? result : [result]) {
    for (const chunk of output.output) {
      if (chunk.type !== 'chunk') continue;
      modulesByChunk.set(chunk.fileName, Object.keys(chunk.modules));
      codeByChunk.set(chunk.fileName, chunk.code);
      importsByChunk.set(chunk.fileName, chunk.imports);
    }
  }
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const holding = (pattern: RegExp) => [...modulesByChunk].flatMap(([chunk, ids]) => ids.filter((id) => pattern.test(id)).map((id) => `${chunk}: ${id.replace(ROOT, '')}`));

describe('the browser bundle', () => {
  it('was built (the entry, react-admin and the schemas are in it)', () => {
    const all = [...modulesByChunk.values()].flat();
    expect(all.some((id) => id.endsWith('src/main.tsx'))).toBe(true);
    expect(all.some((id) => id.endsWith('schemas/framework/define-entity.ts'))).toBe(true);
  });

  it('holds no drizzle-orm nor drizzle-zod: entity tables are built on the server only', () => {
    expect(holding(/node_modules\/drizzle-(orm|zod)\//)).toEqual([]);
    expect(holding(/schemas\/framework\/(table|drizzle)\.ts$/)).toEqual([]);
  });

  it('holds each language\'s texts in a file of its own, and nothing that merges both (decision 181)', () => {
    expect(holding(/src\/i18n\/(es|en|app-texts|ra-es)\.ts$|src\/i18n\/messages\/index\.ts$|node_modules\/ra-language-english\//)).toEqual([]);
    const catalogues = [...modulesByChunk.values()].filter((ids) => ids.some((id) => id.includes('virtual:caudal-catalogue/')));
    expect(catalogues.map((ids) => ids.map((id) => id.replace(/^\0/, ''))).sort()).toEqual([['virtual:caudal-catalogue/en'], ['virtual:caudal-catalogue/es']]);
  });

  it('reads a texts file directly only for the footer, the code-loading page and the sign-in pages (and the words these share)', () => {
    const read = new Set(holding(/src\/i18n\/messages\/[^/]+\.ts$/).map((entry) => entry.replace(/^.*src\/i18n\/messages\//, '')));
    // shared-words.ts: the few labels auth.ts shares with other resources, declared once (docs/decisions/277).
    expect([...read].sort()).toEqual(['auth.ts', 'code-loading.ts', 'legal.ts', 'shared-words.ts']);
  });

  it('checks phones with the small metadata, not libphonenumber-js\'s min, max or mobile sets', () => {
    expect(holding(/node_modules\/libphonenumber-js\/metadata\.(min|max|mobile|full)\.json/)).toEqual([]);
  });

  it('loads the signed-in first screen\'s code without announcing its files one by one (decision 187)', () => {
    const entry = [...codeByChunk].find(([file]) => /^assets\/index-[\w-]+\.js$/.test(file))?.[1] ?? '';
    // The entry's imports of the app and of both landing screens pass an empty list of files to announce;
    // the sign-in pages keep theirs.
    for (const name of ['App', 'DashboardPage', 'EntityList']) expect(entry, name).toMatch(new RegExp(`import\\(\`\\./${name}-[\\w-]+\\.js\`\\)(\\.then\\([^()]*\\))?,\\[\\]\\)`));
    expect(entry).not.toMatch(/import\(`\.\/AuthApp-[\w-]+\.js`\)(\.then\([^()]*\))?,\[\]\)/);
  });

  it('draws a generated list without a form library, MUI\'s table pagination, select or Fab, nor the delete mutation (decision 188)', () => {
    const listChunk = [...modulesByChunk].find(([, ids]) => ids.some((id) => id.endsWith('src/framework/screens/EntityList.tsx')))?.[0];
    expect(listChunk).toBeDefined();
    // Every module loaded with the list: its chunk and the chunks it imports statically, transitively.
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const next of importsByChunk.get(file) ?? []) visit(next);
    };
    visit(listChunk!);
    const modules = [...loaded].flatMap((file) => modulesByChunk.get(file) ?? []);
    expect(modules.some((id) => id.endsWith('src/framework/screens/list/ListPager.tsx'))).toBe(true);
    const heavy = /node_modules\/react-hook-form\/|@mui\/material\/(TablePagination|Pagination|Fab|TextField|InputBase)\/|@mui\/material\/Select\/Select(Input)?\.mjs|ra-core\/dist\/(form\/FilterLiveForm|dataProvider\/useDelete)\.js|ra-ui-materialui\/dist\/list\/(ListView|filter\/FilterForm|filter\/FilterButton)\.js/;
    expect(modules.filter((id) => heavy.test(id)).map((id) => id.replace(ROOT, ''))).toEqual([]);
  });
});
