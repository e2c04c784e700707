/**
 * At most `max` jobs at once; the next ones wait their turn in order, and past `maxWaiting` a job is
 * refused at once (the caller answers 503) instead of piling up behind slow ones. With a key (the
 * person), at most `perKey` of that key's jobs are running or waiting: one person can neither hold every
 * slot nor fill the queue ahead of everyone else; theirs past it is refused at
 * once (the caller answers 429).
 */
export class QueueFullError extends Error {}
export class KeyBusyError extends Error {}

export interface ConcurrencyLimit {
  run<T>(work: () => Promise<T>, key?: string): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function concurrencyLimit(max: number, maxWaiting: number, perKey = Number.POSITIVE_INFINITY): ConcurrencyLimit {
  let running = 0;
  const queue: (() => void)[] = [];
  const inFlight = new Map<string, number>();
  const release = () => {
    // The slot passes straight to the next job, so a newcomer cannot slip in between.
    const next = queue.shift();
    if (next) next();
    else running--;
  };
  const leave = (key: string | undefined) => {
    if (key === undefined) return;
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left <= 0) inFlight.delete(key);
    else inFlight.set(key, left);
  };
  return {
    async run(work, key) {
      if (key !== undefined) {
        const mine = inFlight.get(key) ?? 0;
        if (mine >= perKey) throw new KeyBusyError(`${mine} of ${key} already running or waiting`);
      }
      if (running >= max && queue.length >= maxWaiting) throw new QueueFullError(`${running} running and ${queue.length} waiting`);
      if (key !== undefined) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      try {
        if (running >= max) await new Promise<void>((resolve) => queue.push(resolve));
        else running++;
        try {
          return await work();
        } finally {
          release();
        }
      } finally {
        leave(key);
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
