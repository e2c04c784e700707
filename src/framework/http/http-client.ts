/**
 * The browser's one way to call the API (spec section 7, HTTP defaults): JSON bodies, cookies sent,
 * the XSRF cookie echoed as a header, no timeout, success only for 200-299. A failure is reported to
 * the global error handling (the Oops dialog) and then thrown as an ApiError.
 */
import { reportError, reportSuccess } from '../feedback/error-bus.ts';
import { ApiError, NETWORK_STATUS, serverMessage, staleAnswerVersion } from './api-error.ts';
import { ERROR_KEYS, failureWords } from './error-catalogue.ts';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from './xsrf.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

export interface ApiFetchOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart (file uploads); the browser sets the boundary header. */
  formData?: FormData;
  /** Empty values (undefined, null, '', []) are left out; arrays are comma-separated. */
  query?: Query;
  signal?: AbortSignal;
  /**
   * The caller says a refusal itself, or stays silent about it (spec section 8, silent behaviours). What no
   * screen can say (no network, signed out, reload needed, 405) still opens the Oops dialog: a screen never
   * waits for good on an answer nobody said. A 403 stays quiet (a side call must not reload its screen).
   */
  silent?: boolean;
  /**
   * A question whose failure is itself the answer (is there a session? are these the right credentials?):
   * nothing global at all, not even for a 401. Only the sign-in's own calls ask such questions.
   */
  probe?: boolean;
  /** A 422 with field errors is shown by the form under its fields, so not also in the Oops dialog. */
  formShowsFieldErrors?: boolean;
  /** A 409 saying the record changed meanwhile is shown by the form, which offers to reload (decision 100). */
  formShowsStaleWrite?: boolean;
  /**
   * The screen says a refusal itself (a toast with the spec's headline): react-admin's mutations always do.
   * The Oops dialog keeps only what no screen can say (no network, signed out, reload needed, 405).
   */
  callerSaysRefusals?: boolean;
  headers?: Record<string, string>;
}

const configuredBase: unknown = import.meta.env.VITE_API_URL;
export const API_BASE = (typeof configuredBase === 'string' && configuredBase !== '' ? configuredBase : '/api').replace(/\/+$/, '');

export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(name, value.join(','));
    } else params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The path relative to the API base with its query string: what errors and the reload guard name. */
export function requestPath(path: string, query?: Query): string {
  const withSlash = /^https?:\/\//i.test(path) || path.startsWith('/') ? path : `/${path}`;
  return withSlash + queryString(query);
}

export function apiUrl(path: string, query?: Query): string {
  const relative = requestPath(path, query);
  return /^https?:\/\//i.test(relative) ? relative : API_BASE + relative;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError') || (typeof DOMException !== 'undefined' && error instanceof DOMException && error.name === 'AbortError');
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The server answers a signed-out person in the Accept-Language it receives: the screen's language
 * (the i18n provider keeps it on <html lang>), not the browser's own preference.
 */
function screenLanguage(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  // X-Screen-Language beats the stored preference on the server: the answer is read on this screen.
  return lang === 'es' || lang === 'en' ? { 'Accept-Language': lang, 'X-Screen-Language': lang } : {};
}

function hasFieldErrors(body: unknown): boolean {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  return Boolean(errors && typeof errors === 'object' && Object.keys(errors).length > 0);
}

function buildInit(method: HttpMethod, options: ApiFetchOptions): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...screenLanguage(), ...options.headers };
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const token = readCookie(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  // A 302 is a row of the error catalogue, so redirects are not followed silently.
  return { method, headers, body, credentials: 'include', redirect: 'manual', signal: options.signal };
}

/**
 * An ApiError's message: the server's own sentence, else the catalogue's key (which every toast and notice
 * translates), never "HTTP 500" or an English "Network error" that a screen would show as it is.
 */
function fallbackMessage(status: number, body: unknown): string {
  return serverMessage(body) ?? failureWords(status, body).key;
}

/** An answer a screen can put in words (the server's message); the rest only the Oops dialog handles. */
function isRefusal(status: number): boolean {
  return status >= 400 && ![401, 403, 405, 419].includes(status);
}

/**
 * GET answers asked for before the screen that reads them has loaded (the landing screen's data, while
 * the app's code downloads: one round trip less on a slow phone). The first GET of the same
 * address within PREFETCH_MAX_AGE_MS reads it, once: the app draws its first screen once (decision 185), and
 * any later GET asks the server. Any write drops every early answer, so nothing a person changed is read
 * back stale. One that failed in any way is not used and the screen asks again, so its errors take the
 * usual path.
 */
const PREFETCH_MAX_AGE_MS = 15_000;
const prefetched = new Map<string, { at: number; answer: Promise<{ response: Response; text: string } | null> }>();

export function prefetchApi(path: string, query?: Query): void {
  const url = apiUrl(path, query);
  if (prefetched.has(url)) return;
  const answer = fetch(url, buildInit('GET', {}))
    .then(async (response) => (response.ok && response.type !== 'opaqueredirect' ? { response, text: await response.text() } : null))
    .catch(() => null);
  prefetched.set(url, { at: Date.now(), answer });
}

/** Drops every early answer: the session they were fetched for has ended, or something was written. */
export function forgetPrefetched(): void {
  prefetched.clear();
}

async function takePrefetched(url: string, signal: AbortSignal | undefined): Promise<{ response: Response; text: string } | null> {
  const entry = prefetched.get(url);
  if (!entry) return null;
  // Taken before the wait: a second GET of the address asks the server itself.
  prefetched.delete(url);
  if (Date.now() - entry.at > PREFETCH_MAX_AGE_MS) return null;
  const answer = await entry.answer;
  if (signal?.aborted) throw new DOMException('The request was aborted', 'AbortError');
  return answer;
}

/** Calls the API and returns the parsed JSON body (the `{ data }` envelope included). */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const relative = requestPath(path, options.query);
  const request = `${method} ${relative}`;

  const fail = (status: number, body: unknown): never => {
    const error = new ApiError(status, fallbackMessage(status, body), body, relative);
    const shownByForm =
      (options.formShowsFieldErrors === true && status === 422 && hasFieldErrors(body)) || (options.formShowsStaleWrite === true && staleAnswerVersion(status, body) !== undefined);
    // A silent side call (a panel's figures, a status chip) refused with a 403 does not reload the screen it sits on:
    // only a screen's own data (callerSaysRefusals) does, as the spec's 403 row says.
    const saidByCaller = (options.callerSaysRefusals === true || options.silent === true) && (isRefusal(status) || (options.silent === true && status === 403));
    if (!options.probe && !shownByForm && !saidByCaller) reportError({ status, body, path: relative, request, error });
    throw error;
  };

  let response: Response;
  let text: string;
  try {
    if (method !== 'GET') forgetPrefetched();
    const early = method === 'GET' ? await takePrefetched(apiUrl(path, options.query), options.signal) : null;
    if (early) ({ response, text } = early);
    else {
      response = await fetch(apiUrl(path, options.query), buildInit(method, options));
      text = response.type === 'opaqueredirect' ? '' : await response.text();
    }
  } catch (error) {
    // An abort is the caller's own decision (react-query cancelling a stale list), not a network error.
    if (isAbort(error, options.signal)) throw error;
    return fail(NETWORK_STATUS, null);
  }

  const status = response.type === 'opaqueredirect' ? 302 : response.status;
  const body = parseBody(text);
  if (status < 200 || status > 299) return fail(status, body);
  reportSuccess(request);
  return body as T;
}

/** The `data` of the `{ data }` envelope (spec section 7); bodies without one come back as they are. */
export function unwrapEnvelope<T = unknown>(body: unknown): T {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'data' in body) return (body as { data: T }).data;
  return body as T;
}

/** apiFetch, then the envelope's `data`. */
export async function apiData<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return unwrapEnvelope<T>(await apiFetch(path, options));
}

export interface DownloadOptions {
  query?: Query;
  signal?: AbortSignal;
  /** Called as bytes arrive (the body's bytes so far). */
  onProgress?: (bytes: number) => void;
}

/**
 * A file the API streams (a list's export): read as it arrives, so the screen can say how far it is,
 * and handed back whole as a Blob. A refusal goes to the Oops dialog like any other call.
 */
export async function apiDownload(path: string, options: DownloadOptions = {}): Promise<Blob> {
  const relative = requestPath(path, options.query);
  const request = `GET ${relative}`;
  const init = buildInit('GET', { signal: options.signal });
  init.headers = { ...(init.headers as Record<string, string>), Accept: '*/*' };
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), init);
  } catch (error) {
    if (isAbort(error, options.signal)) throw error;
    const failure = new ApiError(NETWORK_STATUS, ERROR_KEYS.network, null, relative);
    reportError({ status: NETWORK_STATUS, body: null, path: relative, request, error: failure });
    throw failure;
  }
  const status = response.type === 'opaqueredirect' ? 302 : response.status;
  if (status < 200 || status > 299 || !response.body) {
    const body = parseBody(response.type === 'opaqueredirect' ? '' : await response.text());
    const failure = new ApiError(status, fallbackMessage(status, body), body, relative);
    reportError({ status, body, path: relative, request, error: failure });
    throw failure;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    bytes += value.byteLength;
    options.onProgress?.(bytes);
  }
  reportSuccess(request);
  return new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
}
