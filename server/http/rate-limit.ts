/** A fixed-window limit over the shared rate counters (server/adapters/rate-counter.ts). */
import type { RateCounter } from '../adapters/rate-counter.ts';

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the window closes (for Retry-After and the message). */
  retryAfterSeconds: number;
}

export async function checkLimit(counter: RateCounter, key: string, max: number, windowMs: number): Promise<LimitVerdict> {
  // Checked and spent in one step (RateCounter.take): parallel requests cannot pass the limit together.
  const taken = await counter.take(key, windowMs, max);
  return { allowed: taken.allowed, retryAfterSeconds: Math.max(1, Math.ceil(taken.resetInMs / 1000)) };
}
