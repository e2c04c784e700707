/**
 * How i18next gets a language's texts: each language's catalogue is a code file of its own
 * (scripts/language-catalogues.ts), imported when i18next asks for that language, so a person downloads
 * the catalogue they read and not the other (decision 181). i18next's own loading governs it:
 * parallel reads, retries and their delays are the spec's settings (src/i18n/i18n-provider.ts).
 */
import type { BackendModule, ResourceKey } from 'i18next';

type CatalogueModule = { default: ResourceKey } | undefined;

const CATALOGUES: ReadonlyMap<string, () => Promise<CatalogueModule>> = new Map([
  ['es', () => import('virtual:caudal-catalogue/es')],
  ['en', () => import('virtual:caudal-catalogue/en')],
]);

/** Starts downloading a language's catalogue before i18next asks for it; a failure is left to i18next's own read. */
export function preloadCatalogue(language: string): void {
  void CATALOGUES.get(language)?.().catch(() => undefined);
}

export const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = CATALOGUES.get(language);
    // 'dev', i18next's fallback language (spec section 9), has no texts of its own: a key missing from
    // the person's language shows its `_` default or the key itself, as it always did.
    if (!load) return callback(null, {});
    load().then(
      (module) => {
        // Vite answers undefined when the file failed and the page is reloading for new code
        // (src/code-loading.ts): nothing to answer, the page goes away.
        if (module !== undefined) callback(null, module.default);
      },
      // `true` asks i18next to read again after its retry delay.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};
