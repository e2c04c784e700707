/**
 * Every SMS the server sends counts against budgets that every server shares (docs/decisions/128 and
 * 195): the whole firm's SMS_RATE_LIMIT_PER_HOUR, a share of it per purpose, and a budget per purpose
 * and per number. Temporary passwords and notices may together take at most two fifths of the hour's
 * budget, so what strangers can trigger (recoveries) never starves the sign-in codes staff need; and
 * one number hears at most a few messages of each kind an hour. Each budget is checked and spent in one
 * step (RateCounter.take); a message one budget refuses gives back what the earlier ones took.
 */
import type { RateCounter } from './rate-counter.ts';
import type { SmsGateway, SmsPurpose } from './sms-gateway.ts';

const HOUR_MS = 3_600_000;

/** Per number and hour, per purpose (the code rules' 5 in 10 minutes stay the finer limit for codes). */
export const SMS_PER_NUMBER_PER_HOUR: Record<SmsPurpose, number> = { code: 30, recovery: 6, notice: 20 };

/** The part of the hour's budget a purpose may spend; sign-in codes may spend all of it. */
export function purposeBudget(purpose: SmsPurpose, perHour: number): number {
  return purpose === 'code' ? perHour : Math.max(1, Math.floor(perHour / 5));
}

/** A budget is spent: nothing was sent. Callers treat it as a failed send. */
export class SmsBudgetSpent extends Error {
  constructor(readonly budget: string) {
    super(`the SMS budget ${budget} is spent; message not sent`);
  }
}

export function limitedSmsGateway(inner: SmsGateway, counter: RateCounter, perHour: number, warn: (message: string) => void): SmsGateway {
  // A flood would repeat the warning on every refusal: once a minute per budget is enough for the log.
  const warnedAt = new Map<string, number>();
  const warnOnce = (key: string, text: string) => {
    if (Date.now() - (warnedAt.get(key) ?? 0) < 60_000) return;
    warnedAt.set(key, Date.now());
    warn(text);
  };
  return {
    async send(phone, message, channel) {
      const purpose = message.purpose ?? 'notice';
      const budgets: [key: string, max: number, name: string][] = [
        [`sms:number:${purpose}:${phone}`, SMS_PER_NUMBER_PER_HOUR[purpose], `per number (${purpose})`],
        [`sms:purpose:${purpose}`, purposeBudget(purpose, perHour), `for ${purpose} messages`],
        ['sms:global', perHour, 'SMS_RATE_LIMIT_PER_HOUR'],
      ];
      const taken: string[] = [];
      for (const [key, max, name] of budgets) {
        const take = await counter.take(key, HOUR_MS, max);
        if (!take.allowed) {
          await Promise.all(taken.map((k) => counter.giveBack(k)));
          if (key !== budgets[0]![0]) warnOnce(key, `SMS budget ${name} (${max} per hour) spent: no such message leaves for ${Math.ceil(take.resetInMs / 60_000)} minutes`);
          throw new SmsBudgetSpent(name);
        }
        taken.push(key);
      }
      await inner.send(phone, message, channel);
    },
  };
}
