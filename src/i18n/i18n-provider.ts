/**
 * i18next behind react-admin. Spanish by default; the choice is kept in the browser as
 * `caudal.language`. Validation messages arrive as the spec's English texts (from zod, in the
 * browser and from the server) and are translated by their catalogue key.
 */
import { createInstance } from 'i18next';
import type { I18nProvider } from 'ra-core';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import { MESSAGES } from '../../schemas/framework/messages.ts';
import { en } from './en.ts';
import { es } from './es.ts';

export const LANGUAGE_KEY = 'caudal.language';
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

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

export async function createI18nProvider(): Promise<I18nProvider> {
  const language = storedLanguage();
  document.documentElement.lang = language;
  const base = await getI18nProvider(
    createInstance(),
    {
      lng: language,
      // Spec section 9: fallback language "dev"; 10 parallel reads, 5 retries from 350 ms.
      fallbackLng: 'dev',
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      resources: {
        es: { translation: convertRaTranslationsToI18next(es) },
        en: { translation: convertRaTranslationsToI18next(en) },
      },
    },
    [
      { locale: 'es', name: 'Español' },
      { locale: 'en', name: 'English' },
    ],
  );
  return {
    ...base,
    translate: (key, options) => base.translate(MESSAGE_KEYS[key] ?? key, options),
    changeLocale: async (locale, options) => {
      await base.changeLocale(locale, options);
      storeLanguage(locale);
    },
  };
}
