/**
 * An instant given to the business-date formatter is a type error (the project's type check holds these
 * @ts-expect-error lines: were an Instant accepted, the directive itself would fail the compile).
 */
import { formatDate, formatDateTime, formatInstantDay, type Instant } from '../../src/framework/format.ts';

declare const createdAt: Instant;
declare const maybeSentAt: Instant | null;

// @ts-expect-error an instant is no business date: its day depends on the zone
export const instantAsDate = formatDate(createdAt);
// @ts-expect-error an optional instant neither
export const optionalInstantAsDate = formatDate(maybeSentAt);

export const businessDate = formatDate('2026-12-06');
export const instantDay = formatInstantDay(createdAt);
export const instantTime = formatDateTime(maybeSentAt);
