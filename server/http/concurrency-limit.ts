/**
 * At most `max` jobs at once; the next ones wait their turn in order, and past `maxWaiting` a job is
 * refused at once (the caller answers 503) instead of piling up behind slow ones.
 */
export class QueueFullError extends Error {}

export interface ConcurrencyLimit {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function concurrencyLimit(max: number, maxWaiting: number): ConcurrencyLimit {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    // The slot passes straight to the next job, so a newcomer cannot slip in between.
    const next = queue.shift();
    if (next) next();
    else running--;
  };
  return {
    async run(work) {
      if (running >= max) {
        if (queue.length >= maxWaiting) throw new QueueFullError(`${running} running and ${queue.length} waiting`);
        await new Promise<void>((resolve) => queue.push(resolve));
      } else running++;
      try {
        return await work();
      } finally {
        release();
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
