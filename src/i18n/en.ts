/** English: react-admin's English catalogue, then the English side of the same texts es.ts reads. */
import type { TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { feedbackTexts } from '../framework/feedback/messages.ts';
import { appTexts } from './app-texts.ts';
import { deepMerge } from './deep-merge.ts';
import { domainMessages } from './messages/index.ts';
import { inLanguage } from './texts.ts';

export const en: TranslationMessages = deepMerge(
  englishMessages,
  ...[appTexts, feedbackTexts, ...domainMessages].map((texts) => inLanguage(texts, 'en')),
) as TranslationMessages;
