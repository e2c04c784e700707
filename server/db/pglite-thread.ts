/**
 * PGlite on a thread of its own (docs/decisions/151): the server's thread sends each statement to
 * pglite-worker.ts and awaits the answer, so PostgreSQL's synchronous WebAssembly work never holds
 * the event loop; `/healthz`, sign-ins and every cheap request are served while a heavy screen's
 * statements run. Offers what Drizzle's PGlite driver uses of a PGlite client (query, exec,
 * transaction) and what the server uses beside it (migrate, the backup export, close).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { errorOf, type QueryOptions, type Request, type Response } from './pglite-thread-protocol.ts';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export interface Results<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/**
 * The worker: the bundle's own file beside dist-server/main.js, or, run from source (tsx, the tests),
 * the TypeScript file loaded through tsx's loader, registered on the worker's thread first.
 */
function newWorker(): Worker {
  // scripts/build-server.mjs sets this to the bundled worker; from source it is undefined.
  const bundled = process.env.CAUDAL_PGLITE_WORKER_BUNDLE;
  if (bundled) return new Worker(new URL(bundled));
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  // tsx's ESM entry (its package exports it to import, the CommonJS one to require).
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); });`, { eval: true });
}

/** Drizzle hands its parsers as functions; each of them reads the value as PostgreSQL wrote it. */
function optionsOf(options: { rowMode?: 'array' | 'object'; parsers?: Record<string, unknown> } | undefined): QueryOptions | undefined {
  if (!options) return undefined;
  return { rowMode: options.rowMode, textTypes: Object.keys(options.parsers ?? {}).map(Number) };
}

export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | undefined;

  private constructor() {
    this.worker = newWorker();
    this.worker.on('message', (response: Response) => {
      const waiting = this.pending.get(response.id);
      if (!waiting) return;
      this.pending.delete(response.id);
      if (response.ok) waiting.resolve(response.value);
      else waiting.reject(errorOf(response.error));
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`PGlite is closed (its thread exited with ${code})`)));
  }

  static async open(dataDir: string, loadDataDir?: Blob): Promise<PgliteThread> {
    const thread = new PgliteThread();
    try {
      await thread.send({ kind: 'open', dataDir, loadDataDir });
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  private send<T>(request: WithoutId<Request>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object'; parsers?: Record<string, unknown> }, tx?: number): Promise<Results<T>> {
    return this.send({ kind: 'query', sql, params, options: optionsOf(options), tx });
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.send({ kind: 'exec', sql, tx });
  }

  /** As PGlite's: `work` gets a client whose statements run inside; its result commits, its failure rolls back. */
  async transaction<T>(work: (tx: { query: PgliteThread['query']; exec: (sql: string) => Promise<Results[]> }) => Promise<T>): Promise<T> {
    const tx = await this.send<number>({ kind: 'begin' });
    let result: T;
    try {
      result = await work({
        query: (sql, params, options) => this.query(sql, params, options, tx),
        exec: (sql) => this.exec(sql, tx),
      });
    } catch (error) {
      await this.send({ kind: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.send({ kind: 'end', tx, commit: true });
    return result;
  }

  migrate(folder: string): Promise<void> {
    return this.send({ kind: 'migrate', folder });
  }

  async exportDump(): Promise<Buffer> {
    const bytes = await this.send<Uint8Array>({ kind: 'export' });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async close(): Promise<void> {
    if (!this.failure) await this.send({ kind: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
