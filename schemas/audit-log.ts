/** Not an entity with screens: the trail every mutation leaves (who, when, entity, id, before, after). */
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    user_id: integer('user_id'),
    /** A service account's writes (docs/decisions/245): user_id is null then. */
    service_account_id: integer('service_account_id'),
    entity: varchar('entity', { length: 64 }).notNull(),
    entity_id: varchar('entity_id', { length: 64 }),
    action: varchar('action', { length: 32 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entity_id), index('audit_log_at_idx').on(t.at)],
);
