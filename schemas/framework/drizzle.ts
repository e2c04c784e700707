/**
 * The declarations' server side (docs/decisions/155): `defineEntity` builds each entity's Drizzle table
 * here and computed columns write their SQL with this `sql`. Imported as `#drizzle` (package.json
 * "imports"): Node, tsx, vitest and esbuild take this file; the browser build takes drizzle.browser.ts,
 * so the same declaration gives the browser its fields and checks without drizzle-orm.
 */
export { sql, type SQL } from 'drizzle-orm';
export { buildTable } from './table.ts';
