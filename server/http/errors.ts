/**
 * Errors a handler throws on purpose; the global error handler turns them into the API's shapes and
 * renders Localized messages in the caller's language.
 */
import { isServerMessageKey, Localized, localize, msg } from '../i18n/localized.ts';
import type { DomainRuleError } from '../domain/domain-error.ts';

export type Message = string | Localized;
export type FieldErrors = Record<string, Message[]>;

export class HttpError extends Error {
  readonly localized?: Localized;

  constructor(
    readonly statusCode: number,
    message: Message,
    readonly errors?: FieldErrors,
    /** More of the answer's body beside `message` (a stale write's current `version`). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(String(message));
    if (message instanceof Localized) this.localized = message;
  }
}

/** The kinds of record a 404 names (`what.*` in the catalogues). */
export type RecordKind = 'record' | 'file' | 'user' | 'notification' | 'profileRequest' | 'investment' | 'loan' | 'role' | 'hedge' | 'quote' | 'invoice' | 'retentionCertificate';

export const notFound = (what: RecordKind = 'record') => new HttpError(404, msg('http.recordNotFound', { what: msg(`what.${what}`) }));

/** 422 with the first message as the headline (the app shows the first one). */
export function unprocessable(errors: FieldErrors): HttpError {
  const first = Object.entries(errors)[0];
  const headline = first ? localize(first[1][0]) : undefined;
  const message = first ? (headline instanceof Localized ? headline : `${first[0]}: ${first[1][0]}`) : msg('http.invalidData');
  return new HttpError(422, message, errors);
}

/**
 * 409: the record is no longer in the state the request acts on (already closed, already paid): the loser of
 * a race, or a screen older than the record. The same body as a 422, without `version` (that is a stale write's).
 */
export function conflict(errors: FieldErrors): HttpError {
  const first = unprocessable(errors);
  return new HttpError(409, first.localized ?? first.message, errors);
}

export const forbidden = () => new HttpError(403, msg('auth.forbidden'));

/** A broken business rule as a 422 on its field, in the caller's language when the rule has a text. */
export function ruleBroken(error: DomainRuleError): HttpError {
  const key = `rules.${error.code}`;
  return unprocessable({ [error.field]: [isServerMessageKey(key) ? msg(key, error.params) : error.message] });
}
