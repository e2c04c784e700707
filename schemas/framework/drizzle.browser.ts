/**
 * `#drizzle` in the browser build (docs/decisions/155): the screens read an entity's fields and checks,
 * never its table or its computed SQL, so neither is built there and drizzle-orm stays on the server
 * (tests/unit/architecture/browser-bundle.test.ts fails the build that ships it).
 */
import type { SQL } from 'drizzle-orm';

export type { SQL };

const SERVER_ONLY = 'entity tables and SQL are built on the server only (schemas/framework/drizzle.ts)';

/** Computed columns call it inside their `sql` thunk, which only the server runs. */
export function sql(): never {
  throw new Error(SERVER_ONLY);
}

/** What an entity's `table` is in the browser: a marker naming the table, no columns. */
export function buildTable(tableName: string): never {
  return Object.freeze({ serverOnly: SERVER_ONLY, tableName }) as never;
}
