/**
 * A notification addressed to one user (the bell, GET /notifies). The admin catalogue `notification`
 * holds the templates; a row here is one delivery, read or not.
 */
import { bigserial, index, integer, pgTable, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { notification } from './notification.ts';
import { user } from './user.ts';

const idOf = (entity: { table: unknown }) => () => (entity.table as { id: AnyPgColumn }).id;

export const userNotification = pgTable(
  'user_notification',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id').notNull().references(idOf(user), { onDelete: 'cascade' }),
    notification_id: integer('notification_id').references(idOf(notification), { onDelete: 'set null' }),
    title: varchar('title', { length: 120 }).notNull(),
    message: varchar('message', { length: 2000 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('user_notification_user_idx').on(t.user_id, t.created_at)],
);
