/**
 * A message for a person, kept as a key until the answer is written: the error handler renders it in
 * the caller's language (the signed-in user's, else Accept-Language, else Spanish). As a string (logs,
 * `${}`), it reads in English.
 */
import { serverMessagesEn } from './messages-en.ts';
import { serverMessagesEs, type ServerMessageKey } from './messages-es.ts';

export type Language = 'es' | 'en';
/** A parameter may itself be a message ("No se encontró {what}" with what = "el archivo"), rendered in the same language. */
export type MessageParams = Record<string, string | number | Localized>;

const CATALOGUES: Record<Language, Record<ServerMessageKey, string>> = { es: serverMessagesEs, en: serverMessagesEn };

export function renderMessage(key: ServerMessageKey, language: Language, params: MessageParams = {}): string {
  return CATALOGUES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name]!;
    return value instanceof Localized ? value.in(language) : String(value);
  });
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
