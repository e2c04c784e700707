/**
 * The sign-in pages' own translate: a lookup in src/i18n/messages/auth.ts and the feedback catalogue,
 * with react-admin's `%{name}` interpolation, so the same texts serve both apps without loading
 * i18next on the login page.
 */
import { useCallback, useState } from 'react';
import { feedbackMessages } from '../framework/feedback/messages.ts';
import { authMessages } from '../i18n/messages/auth.ts';
import { inLanguage } from '../i18n/texts.ts';
import { storeLanguageChoice, storedLanguageChoice, type LanguageCode } from './session-storage.ts';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

const catalogues: Record<LanguageCode, object[]> = {
  es: [inLanguage(authMessages, 'es'), feedbackMessages.es],
  en: [inLanguage(authMessages, 'en'), feedbackMessages.en],
};

function lookup(messages: object, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The text of a key in a language (Spanish when the language lacks it, the key itself as a last resort). */
export function translateIn(language: LanguageCode, key: string, params: Record<string, string | number> = {}): string {
  const text = [...catalogues[language], ...catalogues.es].map((m) => lookup(m, key)).find((t) => t !== undefined) ?? key;
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function useAuthLanguage(): { language: LanguageCode; setLanguage: (language: LanguageCode) => void; translate: Translate } {
  const [language, setLanguageState] = useState<LanguageCode>(() => storedLanguageChoice());
  const setLanguage = useCallback((next: LanguageCode) => {
    storeLanguageChoice(next);
    document.documentElement.lang = next;
    setLanguageState(next);
  }, []);
  const translate = useCallback<Translate>((key, params) => translateIn(language, key, params), [language]);
  return { language, setLanguage, translate };
}
