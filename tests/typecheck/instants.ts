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

// The server's kinds: a drizzle `datetime` column reads as a Date (an instant), a `date` column as the
// API's text (a business date). formatDate takes the second only.
import type { userNotification } from '../../schemas/user-notification.ts';
import { investmentDetail } from '../../schemas/investment-detail.ts';

declare const notification: typeof userNotification.$inferSelect;
declare const payment: typeof investmentDetail.table.$inferSelect;

// @ts-expect-error a server instant (a Date) is no business date either
export const serverInstantAsDate = formatDate(notification.created_at);
// @ts-expect-error nor a Date made on the spot
export const nowAsDate = formatDate(new Date());
export const serverBusinessDate = formatDate(payment.paid_at);
export const serverInstantDay = formatInstantDay(notification.created_at);
export const serverInstantTime = formatDateTime(notification.created_at);
