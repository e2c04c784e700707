/** A catalogue row's field in the screen's language (src/i18n/catalogue-words.ts): data unchanged, words translated. */
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { catalogueWord } from '../../i18n/catalogue-words.ts';

export function useCatalogueWord(): (entity: string, id: unknown, field: string, stored: unknown) => string {
  const [locale] = useLocaleState();
  return useCallback((entity, id, field, stored) => catalogueWord(locale, entity, id, field, stored), [locale]);
}
