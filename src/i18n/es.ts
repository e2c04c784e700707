/**
 * Spanish, the default language: react-admin's own messages, Caudal's texts, the feedback catalogue
 * (spec section 8) and every domain's labels. Typed as TranslationMessages so a missing ra.* key fails.
 */
import type { TranslationMessages } from 'ra-core';
import { feedbackMessages } from '../framework/feedback/messages.ts';
import { appEs } from './app-es.ts';
import { deepMerge } from './deep-merge.ts';
import { domainMessages } from './messages/index.ts';
import { raSpanishMessages } from './ra-es.ts';

export const es: TranslationMessages = deepMerge(
  raSpanishMessages,
  appEs,
  feedbackMessages.es,
  ...domainMessages.map((m) => m.es),
) as TranslationMessages;
