/**
 * The declared grants the module reconciler has applied (docs/decisions/167): one row per module and
 * role. A declared grant is written once, when its pair first appears here; a grant an administrator
 * later narrows or removes in the permissions grid stays as they left it, because its pair is recorded.
 */
import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { module } from './module.ts';
import { role } from './role.ts';

export const declaredGrant = pgTable(
  'declared_grant',
  {
    module_id: integer('module_id').notNull().references(() => module.table.id, { onDelete: 'cascade' }),
    role_id: integer('role_id').notNull().references(() => role.table.id, { onDelete: 'cascade' }),
    applied_at: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.module_id, table.role_id] })],
);
