/**
 * Work a request starts and does not wait for (an SMS whose sending time must not show in the answer:
 * password recovery). Tracked so that closing the app waits for it, and a failure
 * is reported instead of lost.
 */
import type { FastifyReply } from 'fastify';

/** A task held until its answer is sent starts anyway after this long (an answer that never completes). */
const LONGEST_HOLD_MS = 2_000;

export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Runs `task` once `start` settles (right away without one). */
  run(task: () => Promise<void>, start: Promise<unknown> = Promise.resolve()): void {
    const promise: Promise<void> = start
      .then(task)
      .catch(this.onError)
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /** Runs `task` after the reply has been sent, so that its time never shows in the answer. */
  afterReply(reply: FastifyReply, task: () => Promise<void>): void {
    const sent = new Promise<void>((done) => {
      const timer = setTimeout(done, LONGEST_HOLD_MS);
      const finish = () => {
        clearTimeout(timer);
        setImmediate(done);
      };
      reply.raw.once('finish', finish);
      reply.raw.once('close', finish);
    });
    this.run(task, sent);
  }

  /** Resolves once nothing started so far (or by what is running) is still running. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
