/**
 * Part of `npm run typecheck`: a text is declared with both languages, and a
 * language's projection has exactly the declared keys. Each @ts-expect-error below fails the type check
 * the day its line compiles. tests/unit/i18n/texts-compile.test.ts also compiles must-not-compile/texts.ts
 * and reads its errors.
 */
import { appTexts } from '../../src/i18n/app-texts.ts';
import { authMessages } from '../../src/i18n/messages/auth.ts';
import { defineTexts, inLanguage } from '../../src/i18n/texts.ts';
import { serverMessages } from '../../server/i18n/messages.ts';

export const both = defineTexts({ title: { es: 'Título', en: 'Title' }, nested: { deeper: { es: 'Más', en: 'More' } } });

// @ts-expect-error: no English
export const onlySpanish = defineTexts({ title: { es: 'Título' } });
// @ts-expect-error: "eng" is not a language
export const misspelled = defineTexts({ title: { es: 'Título', eng: 'Title' } });
// @ts-expect-error: a third language is not declared here
export const third = defineTexts({ title: { es: 'Título', en: 'Title', fr: 'Titre' } });

// The projection is a plain tree of strings with the declared keys and no others.
export const title: string = inLanguage(both, 'en').title;
export const deeper: string = inLanguage(both, 'es').nested.deeper;
// @ts-expect-error: no such key
export const missing = inLanguage(both, 'es').subtitle;
// @ts-expect-error: a projection's leaf is a string, not a node
export const notANode = inLanguage(both, 'es').title.es;

// A node whose keys happen to be es and en (the language picker's names) stays a node.
export const spanishName: string = inLanguage(appTexts, 'en').caudal.languages.es;
export const pickerName: string = inLanguage(authMessages, 'es').caudal.auth.languages.en;

// The server's catalogue is keyed by its messages' names, no others.
export const serverText: string = inLanguage(serverMessages, 'en')['http.notFound'];
// @ts-expect-error: not a server message
export const noServerText = inLanguage(serverMessages, 'en')['http.noSuchMessage'];
