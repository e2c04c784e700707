/**
 * Spec section 8, "Global handling": which Oops text a failed call shows, as an i18n key and its
 * parameters (texts in src/framework/feedback/messages.ts). Pure, so every row is unit-tested.
 */
import { firstValidationMessage, NETWORK_STATUS, serverMessage } from './api-error.ts';

export type ErrorOutcome =
  | { action: 'show'; key: string; params?: Record<string, string> }
  /** 403: the page reloads instead of showing a text. */
  | { action: 'reload' };

export const ERROR_KEYS = {
  network: 'caudal.errors.network',
  unauthorized: 'caudal.errors.unauthorized',
  reloadNeeded: 'caudal.errors.reloadNeeded',
  methodNotAllowed: 'caudal.errors.methodNotAllowed',
  validation: 'caudal.errors.validation',
  invalidData: 'caudal.errors.invalidData',
  serverMessage: 'caudal.errors.serverMessage',
  unavailable: 'caudal.errors.unavailable',
} as const;

/** Spec section 7: these two paths are excluded from global error handling. */
export const EXCLUDED_PATHS: readonly string[] = ['/notifies', '/app/forex-quoutes/last'];

/** `/api/notifies?x=1`, `notifies/`, `https://host/api/notifies` all become `/notifies`. */
export function normalisePath(path: string): string {
  let p = path.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  p = p.split(/[?#]/)[0] ?? '';
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\/+$/, '') || '/';
  return p === '/api' ? '/' : p.replace(/^\/api(?=\/)/, '');
}

export function isExcludedPath(path: string): boolean {
  return EXCLUDED_PATHS.includes(normalisePath(path));
}

export function describeError(status: number, body: unknown, path: string): ErrorOutcome | null {
  if (isExcludedPath(path)) return null;
  if (status === 403) return { action: 'reload' };
  if (status === 404) return null;
  const words = failureWords(status, body);
  return show(words.key, words.params);
}

/**
 * The catalogue's words for a failed answer, whoever says it (the Oops dialog, a screen's toast, a screen's
 * notice): never a transport's text. A 403 and a 404 have no row of their own to say, so they say what
 * "other" says.
 */
export function failureWords(status: number, body: unknown): { key: string; params?: Record<string, string> } {
  switch (status) {
    case NETWORK_STATUS:
      return { key: ERROR_KEYS.network };
    case 302:
    case 401:
      return { key: ERROR_KEYS.unauthorized };
    case 419:
      return { key: ERROR_KEYS.reloadNeeded };
    case 405:
      return { key: ERROR_KEYS.methodNotAllowed };
    case 422: {
      const message = firstValidationMessage(body);
      return message ? { key: ERROR_KEYS.validation, params: { message } } : { key: ERROR_KEYS.invalidData };
    }
    default: {
      const message = serverMessage(body);
      return message ? { key: ERROR_KEYS.serverMessage, params: { message } } : { key: ERROR_KEYS.unavailable };
    }
  }
}

/** Answers the Oops dialog says whoever else fails on them: no screen's own words fit them. */
const GLOBAL_CLASSES = new Set([NETWORK_STATUS, 302, 401, 405, 419]);

/**
 * The words of a failed call's error (an ApiError, or react-admin's HttpError made from one); undefined for
 * anything else. `said` is who says it: a toast carries the server's message under its headline (spec
 * section 8, error toasts), the Oops dialog and a screen's notice the catalogue row. The global classes say
 * their row either way: a proxy's "Unauthorized" or a framework's "CSRF token mismatch" is no sentence for a person.
 */
export function failureWordsOf(error: unknown, said: 'toast' | 'notice' = 'notice'): { key: string; params?: Record<string, string> } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const origin = 'apiError' in error ? (error as { apiError: unknown }).apiError : error;
  const { status, body } = (origin ?? {}) as { status?: unknown; body?: unknown };
  if (typeof status !== 'number') return undefined;
  const message = serverMessage(body);
  if (said === 'toast' && message && !GLOBAL_CLASSES.has(status)) return { key: ERROR_KEYS.serverMessage, params: { message } };
  return failureWords(status, body);
}

function show(key: string, params?: Record<string, string>): ErrorOutcome {
  return params ? { action: 'show', key, params } : { action: 'show', key };
}
