/**
 * Not an entity with generated screens: the machines (an ERP, a BI tool) that call the API with a bearer
 * token (docs/decisions/245). Only the SHA-256 of the token is stored; `token_prefix` is its first
 * characters, shown so that a person can tell two tokens apart without the secret.
 */
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { role } from './role.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const serviceAccount = pgTable(
  'service_account',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull().unique(),
    role_id: integer('role_id').notNull().references(() => role.table.id),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    token_prefix: varchar('token_prefix', { length: 16 }).notNull(),
    created_by: integer('created_by'),
    created_at: instant('created_at').notNull().defaultNow(),
    rotated_at: instant('rotated_at'),
    revoked_at: instant('revoked_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('service_account_role_id_idx').on(t.role_id)],
);

/**
 * When each account's token was last used: apart from the account's row, so that a machine's calls do
 * not raise the version of the row Root has open on the screen (every UPDATE of a versioned row does).
 */
export const serviceAccountUse = pgTable('service_account_use', {
  service_account_id: integer('service_account_id')
    .primaryKey()
    .references(() => serviceAccount.id, { onDelete: 'cascade' }),
  last_used_at: instant('last_used_at').notNull(),
});
