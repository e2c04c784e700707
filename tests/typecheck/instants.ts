/**
 * Business dates and instants are two types, each formatted by one function (docs/decisions/278;
 * docs/decisions/278): formatDate takes a BusinessDate only, formatDateTime and formatInstantDay an instant.
 * The project's type check (`npm run typecheck`) holds these @ts-expect-error lines: were formatDate to take
 * an instant, a Date or unchecked text again, the directive itself would fail the compile.
 */
import { businessDate, formatDate, formatDateTime, formatInstantDay, isBusinessDate, type BusinessDate, type Instant } from '../../src/framework/format.ts';

declare const createdAt: Instant;
declare const maybeSentAt: Instant | null;
declare const untyped: string;
declare const day: BusinessDate;

// @ts-expect-error an instant is no business date: its day depends on the zone
export const instantAsDate = formatDate(createdAt);
// @ts-expect-error an optional instant neither
export const optionalInstantAsDate = formatDate(maybeSentAt);
// @ts-expect-error nor text of no known kind (an instant read as a plain string would slice to its UTC day)
export const untypedAsDate = formatDate(untyped);
// @ts-expect-error nor a literal: a day written in code is checked first (businessDate)
export const literalAsDate = formatDate('2026-12-06');
// @ts-expect-error and a business date is no instant
export const dateAsInstant = formatDateTime(day);
// @ts-expect-error nor its day
export const dateAsInstantDay = formatInstantDay(day);
// @ts-expect-error one kind never passes for the other
export const instantIsNoDate: BusinessDate = createdAt;
// @ts-expect-error nor the other way round
export const dateIsNoInstant: Instant = day;

export const businessDay = formatDate(day);
export const checkedDay = formatDate(businessDate(untyped));
export const guardedDay = isBusinessDate(untyped) ? formatDate(untyped) : '';
export const instantDay = formatInstantDay(createdAt);
export const instantTime = formatDateTime(maybeSentAt);

// The shapes the server and the browser share say which kind each field is (schemas/payout.ts).
import type { PayoutRunAnswer } from '../../schemas/payout.ts';
import type { InvestmentSummary } from '../../schemas/contracts/investment-analytics.ts';

declare const run: PayoutRunAnswer;
declare const investment: InvestmentSummary;

export const windowShown = formatDate(run.window_from);
export const emissionShown = formatDate(investment.emission);
export const preparedShown = formatDateTime(run.prepared_at);
// @ts-expect-error a run's preparation is an instant
export const preparedAsDate = formatDate(run.prepared_at);

// The server's kinds: a drizzle `datetime` column reads as a Date (an instant), a `date` column as the
// API's text, checked before it is said; the calendar (server/domain/calendar.ts) writes business dates.
import type { userNotification } from '../../schemas/user-notification.ts';
import { investmentDetail } from '../../schemas/investment-detail.ts';
import { addDays, todayInMexicoCity } from '../../server/domain/calendar.ts';

declare const notification: typeof userNotification.$inferSelect;
declare const payment: typeof investmentDetail.table.$inferSelect;

// @ts-expect-error a server instant (a Date) is no business date either
export const serverInstantAsDate = formatDate(notification.created_at);
// @ts-expect-error nor a Date made on the spot
export const nowAsDate = formatDate(new Date());
export const serverBusinessDate = formatDate(businessDate(payment.paid_at));
export const serverToday = formatDate(todayInMexicoCity(new Date()));
export const serverDayAfter = formatDate(addDays(todayInMexicoCity(new Date()), 1));
export const serverInstantDay = formatInstantDay(notification.created_at);
export const serverInstantTime = formatDateTime(notification.created_at);
