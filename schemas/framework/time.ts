/**
 * The two kinds of time (docs/decisions/221, 228 and 278), declared once for the server and the
 * browser: a business date is a day, the same in every zone; an instant is a moment, whose day depends on
 * the zone. Each is branded so neither passes for the other, nor plain text for either: src/framework/format.ts
 * formats a business date with formatDate (dd/mm/aaaa) and an instant with formatDateTime / formatInstantDay
 * (America/Mexico_City), and tests/typecheck/instants.ts fails the type check if the rule is lost.
 */

declare const instantKind: unique symbol;
/**
 * A moment as the API writes it (ISO 8601 in UTC, `2026-12-07T01:29:32.612Z`): `created_at`, `sent_at`, an
 * audit entry's time. On the server an instant is a Date (drizzle's `datetime` columns, `new Date()`).
 */
export type Instant = string & { readonly [instantKind]: 'instant' };

declare const businessDateKind: unique symbol;
/**
 * A business date as the API writes it (`2026-12-06`): `date_payment`, `expiration_doc`, a drizzle `date`
 * column. Text not known to be a day becomes one through `isBusinessDate` (a check) or `businessDate`.
 */
export type BusinessDate = string & { readonly [businessDateKind]: 'business-date' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A moment with its zone, as the API (`2026-12-07T01:29:32.612Z`) or PostgreSQL's text (`2026-12-07 01:29:32+00`) writes it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** Whether the value is a moment written with its zone, so formatDateTime may take it. */
export function isInstant(value: unknown): value is Instant {
  return typeof value === 'string' && ISO_INSTANT.test(value);
}

/** Text read as an instant when it is one (a moment with its zone); undefined otherwise. */
export function instant(value: string | null | undefined): Instant | undefined {
  return isInstant(value) ? value : undefined;
}

/** Whether the value is a day as the API writes it (`YYYY-MM-DD`), so formatDate may take it. */
export function isBusinessDate(value: unknown): value is BusinessDate {
  return typeof value === 'string' && ISO_DAY.test(value);
}

/** Text read as a business date when it is one (`YYYY-MM-DD`, checked); undefined otherwise. */
export function businessDate(value: string | null | undefined): BusinessDate | undefined {
  return isBusinessDate(value) ? value : undefined;
}

