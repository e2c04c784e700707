/**
 * A Vite plugin: each language's catalogue as a module of its own, `virtual:caudal-catalogue/es` and
 * `/en`, holding only that language's texts, already in i18next's format (decision 181). The
 * texts are declared once with both languages (src/i18n/texts.ts); bundling src/i18n/es.ts and en.ts
 * would put every text of both languages in the app's code, though a person reads one. Here they are
 * projected in Node at build time (and on the dev server), and the browser's i18next loads the one it
 * needs (src/i18n/catalogue-backend.ts).
 */
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

export const CATALOGUE_PREFIX = 'virtual:caudal-catalogue/';
/** The languages with a catalogue: `src/i18n/<language>.ts` exports it under the language's code. */
export const CATALOGUE_LANGUAGES = ['es', 'en'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

/** Rollup's mark for a module that is no file: other plugins leave it alone. */
const RESOLVED_PREFIX = `\0${CATALOGUE_PREFIX}`;

export interface LoadedCatalogue {
  /** The catalogue in i18next's format (`{{name}}` interpolation, `_one` / `_other` plurals). */
  catalogue: Record<string, unknown>;
  /** The project's files it was read from (node_modules aside), so an edit to one rebuilds it. */
  sources: string[];
}

const isCatalogueLanguage = (value: string): value is CatalogueLanguage => (CATALOGUE_LANGUAGES as readonly string[]).includes(value);

/**
 * Reads `src/i18n/<language>.ts` afresh (tsImport loads a new copy on each call, so the dev server sees
 * edits) and converts it as ra-i18n-i18next would have in the browser.
 */
export async function loadCatalogue(root: string, language: CatalogueLanguage): Promise<LoadedCatalogue> {
  const sources = new Set<string>();
  const file = resolve(root, 'src/i18n', `${language}.ts`);
  const module = (await tsImport(pathToFileURL(file).href, {
    parentURL: import.meta.url,
    onImport: (url) => {
      if (!url.startsWith('file:')) return;
      const path = fileURLToPath(url.replace(/\?.*$/, ''));
      if (!relative(root, path).startsWith('..') && !path.includes('/node_modules/')) sources.add(path);
    },
  })) as Record<string, Record<string, unknown> | undefined>;
  const messages = module[language];
  if (!messages) throw new Error(`expected src/i18n/${language}.ts to export its catalogue as "${language}"`);
  return { catalogue: convertRaTranslationsToI18next(messages) as Record<string, unknown>, sources: [...sources] };
}

export function languageCatalogues(): Plugin {
  let root = process.cwd();
  /** Every file a catalogue was read from, for the dev server's reloads. */
  const sources = new Set<string>();
  return {
    name: 'caudal-language-catalogues',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(CATALOGUE_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const language = id.slice(RESOLVED_PREFIX.length);
      if (!isCatalogueLanguage(language)) this.error(`expected a catalogue language (${CATALOGUE_LANGUAGES.join(', ')}), got: "${language}"`);
      const loaded = await loadCatalogue(root, language);
      for (const source of loaded.sources) {
        sources.add(source);
        this.addWatchFile(source);
      }
      return `export default ${JSON.stringify(loaded.catalogue)};\n`;
    },
    // The dev server: an edited text reloads the page with both catalogues read again. A hot update
    // would not do: the app's i18next keeps the catalogue it loaded.
    hotUpdate({ file }) {
      if (this.environment.name !== 'client' || !sources.has(file)) return undefined;
      const graph = this.environment.moduleGraph;
      for (const language of CATALOGUE_LANGUAGES) {
        const module = graph.getModuleById(`${RESOLVED_PREFIX}${language}`);
        if (module) graph.invalidateModule(module);
      }
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}
