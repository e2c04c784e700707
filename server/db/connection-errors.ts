/**
 * Whether an error means the database cannot be reached or stopped answering (an outage: the request
 * may succeed later) rather than refusing what was asked (a bug or bad input). The API answers the
 * first with 503 and Retry-After (docs/decisions/103); the start retries it for a bounded time.
 */

/** Socket errors of a PostgreSQL connection that is refused, cut, or never answered. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (the server is shutting down, crashed or is
 * starting) and 53300 (no connection slot left): the database is there but cannot serve now.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;

/** What pg, its pool and PGlite say when a connection is gone or the database is closed. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /is not queryable/i,
  /Cannot use a pool after calling end/i,
  /PGlite is clos(ed|ing)/i,
  /^Aborted\(/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error, the errors it wraps (Drizzle's "Failed query" wraps the driver's) and those of an AggregateError. */
function chainOf(error: unknown, depth = 0): ErrorLike[] {
  if (!error || typeof error !== 'object' || depth > 5) return [];
  const current = error as ErrorLike;
  const nested = Array.isArray(current.errors) ? current.errors.flatMap((inner) => chainOf(inner, depth + 1)) : [];
  return [current, ...nested, ...chainOf(current.cause, depth + 1)];
}

export function isConnectionFailure(error: unknown): boolean {
  return chainOf(error).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    return NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code) || UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
  });
}

/**
 * The driver's own words for what went wrong ("connect ECONNREFUSED 127.0.0.1:5432"), not Drizzle's
 * "Failed query: CREATE SCHEMA ..." around them; both addresses when localhost resolved to two (an
 * AggregateError says nothing itself).
 */
export function connectionFailureReason(error: unknown): string {
  const texts = chainOf(error).flatMap((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message.trim() : '';
    if (message === '' || message.startsWith('Failed query')) return [];
    return [code === '' || message.includes(code) ? message : `${message} (${code})`];
  });
  if (texts.length > 0) return [...new Set(texts)].join('; ');
  const codes = chainOf(error).map((e) => e.code).filter((code): code is string => typeof code === 'string' && code !== '');
  if (codes[0]) return codes[0];
  // PGlite's file system throws Emscripten's { name: 'ErrnoError', errno } with no message.
  const emscripten = error as { name?: unknown; errno?: unknown } | undefined;
  if (emscripten && typeof emscripten.name === 'string' && emscripten.errno !== undefined) return `${emscripten.name} ${String(emscripten.errno)} (the folder cannot be opened as a database)`;
  return error instanceof Error ? error.name : JSON.stringify(error) ?? String(error);
}
