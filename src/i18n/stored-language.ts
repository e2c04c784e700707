/**
 * The language a person chose, as the browser keeps it (`caudal.language`). In a module of its own so
 * the entry can read it without loading the translation machinery.
 */
export const LANGUAGE_KEY = 'caudal.language';
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return value === 'en' ? 'en' : 'es';
  } catch {
    return 'es';
  }
}
