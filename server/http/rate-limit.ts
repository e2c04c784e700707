/** A fixed-window limit over the shared rate counters (server/adapters/rate-counter.ts). */
import type { RateCounter } from '../adapters/rate-counter.ts';

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the window closes (for Retry-After and the message). */
  retryAfterSeconds: number;
}

export async function checkLimit(counter: RateCounter, key: string, max: number, windowMs: number): Promise<LimitVerdict> {
  const hit = await counter.hit(key, windowMs);
  return { allowed: hit.count <= max, retryAfterSeconds: Math.max(1, Math.ceil(hit.resetInMs / 1000)) };
}
