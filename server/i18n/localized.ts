/**
 * A message for a person, kept as a key until the answer is written: the error handler renders it in
 * the caller's language (the signed-in user's, else Accept-Language, else Spanish). As a string (logs,
 * `${}`), it reads in English.
 */
import { serverMessagesEn } from './messages-en.ts';
import { serverMessagesEs, type ServerMessageKey } from './messages-es.ts';

export type Language = 'es' | 'en';
export type MessageParams = Record<string, string | number>;

const CATALOGUES: Record<Language, Record<ServerMessageKey, string>> = { es: serverMessagesEs, en: serverMessagesEn };

export function renderMessage(key: ServerMessageKey, language: Language, params: MessageParams = {}): string {
  return CATALOGUES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export class Localized {
  constructor(
    readonly key: ServerMessageKey,
    readonly params: MessageParams = {},
  ) {}

  in(language: Language): string {
    return renderMessage(this.key, language, this.params);
  }

  toString(): string {
    return this.in('en');
  }

  toJSON(): string {
    return this.in('en');
  }
}

/** `msg('files.tooLarge', { max: 10 })`. */
export const msg = (key: ServerMessageKey, params?: MessageParams) => new Localized(key, params);

/** A message as written, or a Localized one rendered in the language. */
export const textIn = (message: string | Localized, language: Language): string => (message instanceof Localized ? message.in(language) : message);
