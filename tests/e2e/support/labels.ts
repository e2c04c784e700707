/**
 * Field labels as the app's own i18n files spell them (src/i18n/es.ts and en.ts), so a re-worded
 * column title does not break a test about paging. The spec's fixed texts (toasts, validation
 * messages, "Currencies", "Create") are written out in the tests themselves.
 */
import { en } from '../../../src/i18n/en.ts';
import { es } from '../../../src/i18n/es.ts';

type Resources = Record<string, { fields: Record<string, string> }>;

export function fieldLabel(language: 'es' | 'en', entity: string, field: string): string {
  const resources = (language === 'es' ? es : en).resources as unknown as Resources;
  const text = resources[entity]?.fields[field];
  if (!text) throw new Error(`no ${language} label for ${entity}.${field}`);
  return text;
}
