/** An error toast: the spec's headline plus the catalogue's words for the failure (section 8). */
import { errorDetail } from '../feedback/use-toast.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function errorText(translate: Translate, headlineKey: string, error: unknown): string {
  const detail = errorDetail(translate, error);
  const headline = translate(headlineKey);
  return detail ? `${headline} ${detail}` : headline;
}

/**
 * A failed save's field messages that name none of `fields` (the form shows the others under their
 * inputs); null when the error carries no field errors at all.
 */
export function messagesOutside(error: unknown, fields: readonly string[]): string[] | null {
  const body = error && typeof error === 'object' ? (error as { body?: unknown }).body : undefined;
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!errors || typeof errors !== 'object' || Object.keys(errors).length === 0) return null;
  return Object.entries(errors as Record<string, unknown>)
    .filter(([field]) => !fields.includes(field))
    .map(([, message]) => String(Array.isArray(message) ? message[0] : message));
}
