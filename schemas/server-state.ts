/**
 * What several servers on one PostgreSQL must share instead of keeping in memory (docs/decisions/035):
 * rate-limit counters, uploaded files' bytes (when the database is the file store) and the server secret.
 */
import { bigint, customType, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One fixed window per key: `count` hits since the window opened, forgotten at `expires_at`. */
export const rateCounter = pgTable('rate_counter', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The bytes of an uploaded file, keyed like stored_file (FILE_STORAGE=database). */
export const storedFileContent = pgTable('stored_file_content', {
  key: varchar('key', { length: 80 }).primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  content: bytea('content').notNull(),
});

/** Secrets the servers agree on without configuration (AUTH_SECRET when none is given). */
export const serverSecret = pgTable('server_secret', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: varchar('value', { length: 200 }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
});

/**
 * The data steps applied to this database (server/db/data-step-runner.ts): one row per step, written in
 * the step's own transaction, as drizzle's migration log records the SQL migrations.
 */
export const dataStep = pgTable('data_step', {
  name: varchar('name', { length: 200 }).primaryKey(),
  ran_at: timestamp('ran_at', { withTimezone: true }).defaultNow().notNull(),
  took_ms: integer('took_ms').notNull(),
});

/**
 * The name of every migration applied, beside drizzle's log (which keeps only a hash and the migration's
 * time): an older release started on this database names the migrations it does not know when it
 * refuses to start (server/db/schema-compatibility.ts).
 */
export const migrationName = pgTable('migration_name', {
  created_at: bigint('created_at', { mode: 'number' }).primaryKey(),
  tag: varchar('tag', { length: 200 }).notNull(),
});
