/**
 * A message for a person, kept as a key until the answer is written: the error handler renders it in
 * the caller's language (the signed-in user's, else Accept-Language, else Spanish). As a string (logs,
 * `${}`), it reads in English.
 */
import { MESSAGES, type MessageKey } from '../../schemas/framework/messages.ts';
import { inLanguage, type Language } from '../../src/i18n/texts.ts';
import { formatDate, formatDateTime, isBusinessDate, isInstant } from '../../src/framework/format.ts';
// A day the server writes in a sentence is the day the screen shows (Mexico City's): one formatter for both.
export { formatInstantDay } from '../../src/framework/format.ts';
import { serverMessages, type ServerMessageKey } from './messages.ts';

export type { Language };
/** A parameter may itself be a message ("No se encontró {what}" with what = "el archivo"), rendered in the same language. */
export type MessageParams = Record<string, string | number | Localized>;

/** Each language's catalogue, projected from the one declaration (messages.ts). */
export const serverCatalogues: Record<Language, Record<ServerMessageKey, string>> = { es: inLanguage(serverMessages, 'es'), en: inLanguage(serverMessages, 'en') };

export function renderMessage(key: ServerMessageKey, language: Language, params: MessageParams = {}): string {
  return serverCatalogues[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name]!;
    return value instanceof Localized ? value.in(language) : asWords(value);
  });
}


/**
 * A parameter as a sentence says it: a business date as the screens write it (06/12/2026, es-MX in both
 * languages, spec section 1), an instant as Mexico City's clock showed it; so no route can put the API's
 * ISO text in front of a person. Anything else as it is.
 */
function asWords(value: string | number): string {
  if (typeof value !== 'string') return String(value);
  if (isBusinessDate(value)) return formatDate(value);
  if (isInstant(value)) return formatDateTime(value) || value;
  return value;
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

/**
 * A text a declaration writes in both languages beside what it describes (a constraint's message,
 * schemas/framework/constraints.ts): rendered like any message, without a catalogue key of its own.
 */
export class DeclaredMessage extends Localized {
  constructor(readonly texts: { readonly es: string; readonly en: string }) {
    super('validation.notValid');
  }

  override in(language: Language): string {
    return this.texts[language];
  }
}

export const declaredMessage = (texts: { readonly es: string; readonly en: string }) => new DeclaredMessage(texts);

/** `msg('files.tooLarge', { max: 10 })`. */
export const msg = (key: ServerMessageKey, params?: MessageParams) => new Localized(key, params);

/** zod speaks the shared schemas' English texts (schemas/framework/messages.ts); each has its catalogue key. */
const VALIDATION_KEYS = new Map<string, ServerMessageKey>(Object.entries(MESSAGES).map(([key, text]) => [text, `validation.${key as MessageKey}`]));

export const isServerMessageKey = (text: string): text is ServerMessageKey => Object.hasOwn(serverMessages, text);

/**
 * A plain string as a message: a validation text of the shared schemas, or a catalogue key (what a
 * route's own zod schema names as its message), becomes Localized; anything else stays as written.
 */
export function localize(message: string | Localized): string | Localized {
  if (message instanceof Localized) return message;
  const key = VALIDATION_KEYS.get(message) ?? (isServerMessageKey(message) ? message : undefined);
  return key ? new Localized(key) : message;
}

/** Field messages (`{ field: [messages] }`) rendered in the language. */
export function textsIn(errors: Record<string, readonly (string | Localized)[]>, language: Language): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => textIn(m, language))]));
}

/** A message rendered in the language: Localized ones, and plain strings `localize` knows. */
export const textIn = (message: string | Localized, language: Language): string => {
  const known = localize(message);
  return known instanceof Localized ? known.in(language) : known;
};
