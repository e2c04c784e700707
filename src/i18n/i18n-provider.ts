/**
 * i18next behind react-admin. Spanish by default; the choice is kept in the browser as
 * `caudal.language`. Validation messages arrive as the spec's English texts (from zod, in the
 * browser and from the server) and are translated by their catalogue key. Each language's texts are
 * loaded by i18next when needed (./catalogue-backend.ts), never both up front (decision 181).
 */
import { createInstance, type i18n } from 'i18next';
import type { I18nProvider } from 'ra-core';
import { getI18nProvider } from 'ra-i18n-i18next';
import { MESSAGES } from '../../schemas/framework/messages.ts';
import { catalogueBackend } from './catalogue-backend.ts';

export const LANGUAGE_KEY = 'caudal.language';
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const NAMESPACE = 'translation';

const MESSAGE_KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(MESSAGES).map(([key, text]) => [text, `caudal.validation.${key}`]),
);

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return value === 'en' ? 'en' : 'es';
  } catch {
    return 'es';
  }
}

function storeLanguage(language: string) {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch (error) {
    // Spec section 8: session storage failures are only logged.
    console.warn('could not keep the language choice', error);
  }
  document.documentElement.lang = language;
}

/** i18next reports a catalogue it could not load only in its log; a screen of keys is not an answer. */
function requireCatalogue(instance: i18n, language: string): void {
  if (!instance.hasResourceBundle(language, NAMESPACE)) throw new Error(`the "${language}" texts could not be loaded`);
}

/**
 * Loads a language's catalogue (with i18next's retries) before anything switches to it, so a screen
 * never mixes two languages nor shows keys while the other catalogue downloads.
 */
async function loadLanguage(instance: i18n, language: string): Promise<void> {
  // reloadResources reads even after a failed attempt (loadLanguages would not, once it has tried).
  if (!instance.hasResourceBundle(language, NAMESPACE)) await instance.reloadResources([language], [NAMESPACE]);
  requireCatalogue(instance, language);
}

/** Resolves once the person's language is loaded; rejects when it cannot be (the app shows CodeLoadingFailed). */
export async function createI18nProvider(): Promise<I18nProvider> {
  const language = storedLanguage();
  document.documentElement.lang = language;
  const instance = createInstance().use(catalogueBackend);
  const base = await getI18nProvider(
    instance,
    {
      lng: language,
      // Spec section 9: fallback language "dev"; 10 parallel reads, 5 retries from 350 ms, doubling.
      fallbackLng: 'dev',
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      ns: NAMESPACE,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    },
    [
      { locale: 'es', name: 'Español' },
      { locale: 'en', name: 'English' },
    ],
  );
  requireCatalogue(instance, language);
  return {
    ...base,
    translate: (key, options) => base.translate(MESSAGE_KEYS[key] ?? key, options),
    // A refusal keeps the current language; react-admin says so (ra.notification.i18n_error).
    changeLocale: async (locale, options) => {
      await loadLanguage(instance, locale);
      await base.changeLocale(locale, options);
      storeLanguage(locale);
    },
  };
}
