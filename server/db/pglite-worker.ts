/**
 * PGlite's own thread (docs/decisions/151): it opens the folder, runs every statement, migration and
 * backup export the server's thread asks for, one at a time as PGlite always does, and answers with
 * plain data. A transaction stays open here between the statements the server sends inside it.
 */
import { parentPort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { exportPglite } from '../operations/pglite-export.ts';
import { errorData, type QueryOptions, type Request, type Response } from './pglite-thread-protocol.ts';

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread');
const port = parentPort;

let client: PGlite | undefined;
let nextTx = 0;
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; finished: Promise<unknown> }>();
const settledBy = new Map<number, Promise<void>>();

const identity = (value: string) => value;
function queryOptions(options: QueryOptions | undefined) {
  if (!options) return undefined;
  return { rowMode: options.rowMode, parsers: Object.fromEntries((options.textTypes ?? []).map((type) => [type, identity])) };
}

function opened(): PGlite {
  if (!client) throw new Error('PGlite is not open');
  return client;
}

function on(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return opened();
  const open = transactions.get(tx);
  if (!open) throw new Error(`no transaction ${tx}`);
  return open.tx;
}

/** Thrown inside an open transaction to end it without committing: not an error of the caller's. */
const ROLLBACK = Symbol('rollback');

/** Opens a transaction and keeps it open until the server's thread ends it; answers its number. */
function begin(): Promise<number> {
  return new Promise<number>((answer, refuse) => {
    const id = ++nextTx;
    let started = false;
    const finished = opened().transaction(
      (tx) =>
        new Promise<void>((committed, rolledBack) => {
          started = true;
          transactions.set(id, { tx, end: (commit) => (commit ? committed() : rolledBack(ROLLBACK)), finished });
          answer(id);
        }),
    );
    // Settled when PGlite has committed or rolled back; a COMMIT that fails is the end's failure.
    const settled = finished.then(
      () => undefined,
      (error: unknown) => {
        if (!started) refuse(error);
        else if (error !== ROLLBACK) throw error;
      },
    );
    settledBy.set(id, settled);
    void settled.catch(() => undefined).finally(() => {
      transactions.delete(id);
      settledBy.delete(id);
    });
  });
}

async function handle(request: Request): Promise<unknown> {
  switch (request.kind) {
    case 'open':
      client = await PGlite.create(request.dataDir, request.loadDataDir ? { loadDataDir: request.loadDataDir } : {});
      return null;
    case 'query': {
      const result = await on(request.tx).query(request.sql, request.params, queryOptions(request.options));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      return (await on(request.tx).exec(request.sql)).map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(request.tx);
      const settled = settledBy.get(request.tx);
      if (!open || !settled) throw new Error(`no transaction ${request.tx}`);
      open.end(request.commit);
      // Answered once PGlite has committed or rolled back, so the next statement sees it done.
      await settled;
      return null;
    }
    case 'migrate':
      await migrate(drizzle({ client: opened() }) as never, { migrationsFolder: request.folder });
      return null;
    case 'export': {
      const bytes = await exportPglite(opened());
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    case 'close':
      await client?.close();
      client = undefined;
      return null;
  }
}

port.on('message', (request: Request) => {
  handle(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies Response),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: errorData(error) } satisfies Response),
  );
});
