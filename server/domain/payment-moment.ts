/**
 * When a collected payment happened, as the complement's FechaPago says it (local time in Mexico City,
 * `YYYY-MM-DDTHH:mm:ss`). A payment typed as a day is that day: today means now (the money is in, so
 * it arrived no later than the moment it is recorded), an earlier day its noon (only the day is
 * known). A payment typed as an instant is that instant. Never in the future: SAT and the PAC refuse a
 * FechaPago after the complement's own date. Pure: the caller supplies the clock.
 */
import { cfdiTimestamp } from './cfdi.ts';

export type PaymentMomentResult = { ok: true; local: string } | { ok: false; problem: 'future' | 'invalid' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function paymentMoment(paidAt: string, now: Date): PaymentMomentResult {
  const nowLocal = cfdiTimestamp(now);
  if (DAY.test(paidAt)) {
    const today = nowLocal.slice(0, 10);
    if (paidAt > today) return { ok: false, problem: 'future' };
    return { ok: true, local: paidAt === today ? nowLocal : `${paidAt}T12:00:00` };
  }
  const instant = new Date(paidAt);
  if (Number.isNaN(instant.getTime())) return { ok: false, problem: 'invalid' };
  if (instant.getTime() > now.getTime()) return { ok: false, problem: 'future' };
  return { ok: true, local: cfdiTimestamp(instant) };
}
