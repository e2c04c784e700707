/**
 * Where the migrations are, for the client that applies them and the backups that carry them; a module of
 * its own so the PGlite export (server/operations/pglite-export.ts) needs not import the client that uses it.
 */
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
