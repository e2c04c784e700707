/**
 * What the server's thread and PGlite's thread say to each other (pglite-thread.ts, pglite-worker.ts).
 * PGlite runs PostgreSQL compiled to WebAssembly: each statement is synchronous work, so on the server's
 * own thread it stalls every other request while it runs (docs/decisions/151).
 */

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Type ids read as the text PostgreSQL sent (Drizzle's dates and numerics): functions do not cross threads. */
  textTypes?: number[];
}

export type Request =
  | { id: number; kind: 'open'; dataDir: string; loadDataDir?: Blob }
  | { id: number; kind: 'query'; sql: string; params?: unknown[]; options?: QueryOptions; tx?: number }
  | { id: number; kind: 'exec'; sql: string; tx?: number }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'migrate'; folder: string }
  | { id: number; kind: 'export' }
  | { id: number; kind: 'close' };

/** An error as plain data: its class does not cross, but its SQLSTATE and details must (database-errors.ts). */
export interface ErrorData {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export type Response = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorData };

export function errorData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

export function errorOf(data: ErrorData): Error {
  const error = Object.assign(new Error(data.message), data.fields);
  error.name = data.name;
  if (data.stack) error.stack = data.stack;
  return error;
}
