/**
 * A pg pool whose lent connections cannot outlive their connection. pg's pool listens for a
 * connection's errors only while it is idle, and Drizzle's transaction sends BEGIN before its
 * try/finally: a connection reset while a request holds a client (mid-transaction, or on BEGIN itself)
 * would end the process (an unhandled 'error' event) or keep the client out of the pool for good, until
 * every slot is gone and each request waits for the connect timeout. Here a lent client that loses its
 * connection, or whose statement fails because the database cannot be reached or stopped answering, is
 * handed back at once as broken (the pool closes it and opens a fresh one for the next request); the
 * holder's own later release is then a no-op, and its next statement fails as a connection failure (503).
 */
import pg from 'pg';
import { isConnectionFailure } from './connection-errors.ts';

type Release = (error?: Error | boolean) => void;

function guardLent(client: pg.PoolClient): pg.PoolClient {
  const releaseToPool: Release = client.release.bind(client);
  let released = false;
  const onError = (error: Error) => client.release(error);
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', onError);
    client.query = query;
    releaseToPool(error);
  };
  client.on('error', onError);
  const query = client.query;
  client.query = function guardedQuery(this: pg.PoolClient, ...args: unknown[]) {
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise) result.catch((error: unknown) => isConnectionFailure(error) && client.release(error as Error));
    return result;
  } as typeof client.query;
  return client;
}

export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    // A client that errors is dropped by the code above or by the pool's idle listener; this listener
    // only makes sure no 'error' event is ever unheard (which ends a Node process), and says why.
    this.on('connect', (client) => {
      client.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): Promise<pg.PoolClient> | void {
    // pool.query checks out with a callback and releases with its error itself: left as pg wrote it.
    if (callback) return super.connect(callback);
    return super.connect().then(guardLent);
  }
}
