/**
 * Spanish, the default language: react-admin's own messages, then the Spanish side of Caudal's texts,
 * the feedback catalogue (spec section 8) and every domain's labels, each declared once with both
 * languages. Typed as TranslationMessages so a missing ra.* key fails.
 */
import type { TranslationMessages } from 'ra-core';
import { feedbackTexts } from '../framework/feedback/messages.ts';
import { appTexts } from './app-texts.ts';
import { deepMerge } from './deep-merge.ts';
import { domainMessages } from './messages/index.ts';
import { raSpanishMessages } from './ra-es.ts';
import { inLanguage } from './texts.ts';

export const es: TranslationMessages = deepMerge(
  raSpanishMessages,
  ...[appTexts, feedbackTexts, ...domainMessages].map((texts) => inLanguage(texts, 'es')),
) as TranslationMessages;
