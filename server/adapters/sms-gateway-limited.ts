/**
 * Every SMS the server sends, whatever the path (sign-in codes, temporary passwords, notices), counts
 * against one budget per hour that every server shares (issue 25, finding 8; docs/decisions/128): a
 * flood, or a bug in a loop, costs at most SMS_RATE_LIMIT_PER_HOUR messages. Each path keeps its own
 * per-person limits on top (one-time-code.ts, rate-limits.ts, calculator notices).
 */
import type { RateCounter } from './rate-counter.ts';
import type { SmsGateway } from './sms-gateway.ts';

const HOUR_MS = 3_600_000;

/** The global budget is spent: nothing was sent. Callers treat it as a failed send. */
export class SmsBudgetSpent extends Error {
  constructor() {
    super('the hourly SMS budget (SMS_RATE_LIMIT_PER_HOUR) is spent; message not sent');
  }
}

export function limitedSmsGateway(inner: SmsGateway, counter: RateCounter, perHour: number, warn: (message: string) => void): SmsGateway {
  return {
    async send(phone, message, channel) {
      const hit = await counter.hit('sms:global', HOUR_MS);
      if (hit.count > perHour) {
        if (hit.count === perHour + 1) warn(`SMS budget of ${perHour} per hour spent: no message leaves for ${Math.ceil(hit.resetInMs / 60_000)} minutes`);
        throw new SmsBudgetSpent();
      }
      await inner.send(phone, message, channel);
    },
  };
}
