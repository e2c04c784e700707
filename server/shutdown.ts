/**
 * Stopping without dropping anyone (docs/decisions/033): on SIGTERM (or SIGINT) the server stops
 * accepting connections, answers 503 to new requests on kept-alive ones (Fastify's
 * return503OnClosing), lets the requests in flight finish, then closes the database and exits. A
 * request that outlives the grace period does not keep the process up: it exits 1 then.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';

export const DEFAULT_GRACE_MS = 25_000;

export interface DrainOptions {
  /** Longest wait for requests in flight before giving up (a supervisor's own kill usually follows at 30 s). */
  graceMs?: number;
  signals?: NodeJS.Signals[];
  /** process.exit in production; a test passes its own. */
  exit?: (code: number) => void;
}

export interface Drain {
  /** Starts the drain (once; later calls return the same promise). */
  shutdown(reason: string): Promise<void>;
  /** Removes the signal handlers (tests). */
  dispose(): void;
}

export function drainOnSignals(app: FastifyInstance, database: Database, options: DrainOptions = {}): Drain {
  const { graceMs = DEFAULT_GRACE_MS, signals = ['SIGTERM', 'SIGINT'], exit = (code: number) => process.exit(code) } = options;
  let closing: Promise<void> | null = null;
  const shutdown = (reason: string) => {
    closing ??= (async () => {
      app.log.info({ reason }, 'shutting down: finishing the requests in flight');
      const giveUp = setTimeout(() => {
        app.log.error({ graceMs }, 'requests still in flight after the grace period: exiting anyway');
        exit(1);
      }, graceMs);
      giveUp.unref();
      // A browser keeps its connection open after the answer it was waiting for; Node closes only the
      // connections idle when closing starts, so the one that just got its answer would hold the close
      // until its keep-alive timeout. Closing idle ones as they become idle lets the drain end at once.
      const sweep = setInterval(() => app.server.closeIdleConnections?.(), 100);
      sweep.unref();
      try {
        await app.close();
        clearInterval(sweep);
        await database.close();
        clearTimeout(giveUp);
        exit(0);
      } catch (error) {
        clearInterval(sweep);
        clearTimeout(giveUp);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      }
    })();
    return closing;
  };
  const handlers = signals.map((signal) => [signal, () => void shutdown(signal)] as const);
  for (const [signal, handler] of handlers) process.on(signal, handler);
  return { shutdown, dispose: () => handlers.forEach(([signal, handler]) => process.off(signal, handler)) };
}
