/**
 * Must NOT compile (tests/unit/i18n/texts-compile.test.ts reads the errors, line by line): a text
 * declared without both of its languages, or with a language that is not one. Excluded from the
 * project's tsconfig; compiled on its own with tsconfig.texts.json.
 */
import { defineTexts } from '../../../src/i18n/texts.ts';

export const onlySpanish = defineTexts({ title: { es: 'Título' } });
export const onlyEnglishDeepDown = defineTexts({ caudal: { menu: { loans: { en: 'Loans' } } } });
export const misspelledLanguage = defineTexts({ title: { es: 'Título', eng: 'Title' } });
export const thirdLanguage = defineTexts({ title: { es: 'Título', en: 'Title', fr: 'Titre' } });
export const bareString = defineTexts({ title: 'Título' });
