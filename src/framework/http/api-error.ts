/**
 * The one error every API call fails with. Its `status` and `body` match react-admin's HttpError shape,
 * so auth checks that read `error.status` work on it too; status 0 means the server was not reached.
 */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  /** The parsed error body, `{ message, errors? }` for this API; null when the body was not JSON. */
  readonly body: unknown;
  /** Field messages of a 422, as the server sent them. */
  readonly errors: FieldErrors | undefined;
  /** The path the caller asked for, relative to the API base, query string included. */
  readonly path: string;

  constructor(status: number, message: string, body: unknown, path: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.path = path;
    this.errors = readFieldErrors(body);
  }
}

export const NETWORK_STATUS = 0;

/**
 * The service cannot answer now, whatever was asked: the API's 503 (its database is unreachable,
 * docs/decisions/103), or a gateway's 502 and 504 when the server itself is down.
 */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** Any failure carrying such a status: an ApiError, or react-admin's HttpError made from one. */
export function isServiceUnavailable(error: unknown): boolean {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && UNAVAILABLE_STATUSES.has(status);
}

function readFieldErrors(body: unknown): FieldErrors | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const errors = (body as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string' && m !== '');
    if (list.length > 0) result[field] = list;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * The first validation message of an error body (spec section 8: "the first validation message from
 * the errors object"). Tolerates an errors list too (spec section 5 calls it a list).
 */
export function firstValidationMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const errors = (body as { errors?: unknown }).errors;
  if (Array.isArray(errors)) return firstText(errors[0]);
  if (!errors || typeof errors !== 'object') return undefined;
  const first = Object.values(errors)[0];
  return firstText(Array.isArray(first) ? first[0] : first);
}

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
    return firstText((value as { message: string }).message);
  }
  return undefined;
}

/** The server's `message` field when it is a non-empty string. */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * The record's current version when an answer says a write was stale: a 409 whose body carries
 * `version` (docs/decisions/100). Other 409s (a rule, a duplicate) give undefined. Reads ApiError and
 * react-admin's HttpError alike (both have `status` and `body`).
 */
export function staleWriteVersion(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { status, body } = error as { status?: unknown; body?: unknown };
  return staleAnswerVersion(status, body);
}

export function staleAnswerVersion(status: unknown, body: unknown): number | undefined {
  if (status !== 409 || !body || typeof body !== 'object') return undefined;
  const version = (body as { version?: unknown }).version;
  return typeof version === 'number' && Number.isInteger(version) ? version : undefined;
}
