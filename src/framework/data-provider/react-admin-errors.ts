/**
 * API failures as react-admin expects them: an HttpError with `status`, and for a 422 the body
 * `{ errors: { field: 'first message' } }` that react-admin's forms put under each input.
 */
import { HttpError } from 'ra-core';
import { ApiError, type FieldErrors } from '../http/api-error.ts';

export function firstMessagePerField(errors: FieldErrors | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}

/**
 * The field messages of a refused request as a form shows them, one per field. The body reaches a form
 * either straight from the API (`{ field: ['message', ...] }`) or through toReactAdminError
 * (`{ field: 'message' }`): reading `[0]` of the second gave the message's first letter.
 */
export function fieldMessages(error: unknown): Record<string, string> {
  const errors = (error as { body?: { errors?: Record<string, string | string[]> } } | undefined)?.body?.errors ?? {};
  return firstMessagePerField(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, Array.isArray(v) ? v : [v]])));
}

/** Anything that is not an ApiError (an abort, a programming error) passes through unchanged. */
export function toReactAdminError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fieldErrors = firstMessagePerField(error.errors);
  const body = error.body && typeof error.body === 'object' ? error.body : {};
  const converted =
    error.status === 422 && Object.keys(fieldErrors).length > 0 ? new HttpError(error.message, 422, { ...body, errors: fieldErrors }) : new HttpError(error.message, error.status, error.body);
  // The way back to the answer the Oops dialog may show (errorSaidByScreen), kept out of JSON and logs.
  Object.defineProperty(converted, 'apiError', { value: error, enumerable: false });
  return converted;
}
