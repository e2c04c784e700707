/**
 * The global error handling of spec section 8 as a tiny store: the HTTP client reports each failed
 * call here; <ErrorDialog /> shows what is current. No React here, so the client can import it.
 */
import { describeError } from '../http/error-catalogue.ts';
import { claimReload, noteSuccessfulRequest } from './reload-guard.ts';

export interface ShownError {
  /** Changes for every report, so the same text reported twice still reopens the dialog. */
  id: number;
  key: string;
  params?: Record<string, string>;
}

export interface FailedCall {
  status: number;
  body: unknown;
  path: string;
  /** Identifies the request for the reload guard, e.g. `GET /currency?page=2`; defaults to the path. */
  request?: string;
  /** The error the caller receives, so a screen that says it itself takes the dialog back (errorSaidByScreen). */
  error?: unknown;
}

let current: ShownError | null = null;
let currentError: unknown;
let nextId = 1;
const listeners = new Set<() => void>();
let reloadPage: () => void = () => window.location.reload();

function emit() {
  for (const listener of listeners) listener();
}

/** What the spec shows for a failed call: a text in the Oops dialog, a reload, or nothing. */
export function reportError(call: FailedCall): void {
  const outcome = describeError(call.status, call.body, call.path);
  if (!outcome) return;
  if (outcome.action === 'reload') {
    if (claimReload(call.request ?? call.path)) reloadPage();
    return;
  }
  // The latest error replaces the one on screen, as a modal alert would.
  current = { id: nextId++, key: outcome.key, ...(outcome.params ? { params: outcome.params } : {}) };
  currentError = call.error;
  emit();
}

export function reportSuccess(request: string): void {
  noteSuccessfulRequest(request);
}

export function getShownError(): ShownError | null {
  return current;
}

export function dismissError(): void {
  if (!current) return;
  current = null;
  currentError = undefined;
  emit();
}

/**
 * A screen said this failure in its own words (an error toast): the Oops dialog for the same answer goes,
 * so a refusal is said once. The error may be react-admin's HttpError made from ours
 * (`apiError` points back to it).
 */
export function errorSaidByScreen(error: unknown): void {
  if (!current || currentError === undefined || error === undefined || error === null) return;
  const origin = typeof error === 'object' && 'apiError' in error ? (error as { apiError: unknown }).apiError : error;
  if (origin === currentError) dismissError();
}

export function subscribeToErrors(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replaces window.location.reload: for tests, and for hosts without a window. */
export function setPageReloader(reload: () => void): void {
  reloadPage = reload;
}
