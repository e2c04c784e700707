/** English: the same keys as es.ts (a test checks it). */
import type { TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { feedbackMessages } from '../framework/feedback/messages.ts';
import { appEn } from './app-en.ts';
import { deepMerge } from './deep-merge.ts';
import { domainMessages } from './messages/index.ts';

export const en: TranslationMessages = deepMerge(
  englishMessages,
  appEn,
  feedbackMessages.en,
  ...domainMessages.map((m) => m.en),
) as TranslationMessages;
