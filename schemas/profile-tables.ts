/**
 * The server's tables for the profile (schemas/profile.ts): change requests awaiting review and profile
 * photos. Apart from the shapes the browser imports, so drizzle-orm stays on the server (decision 155).
 */
import { bigint, bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { user } from './user.ts';
import type { ProfileRequestStatus, RequestedChanges } from './profile.ts';

const userId = () => user.table.id;
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A requested change of a person's four-eyes fields (schemas/user.ts): asked by the person (POST profile)
 * or by staff editing the user; applied only when someone other than the requester and the person approves it.
 */
export const profileRequest = pgTable(
  'profile_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id').notNull().references(userId, { onDelete: 'cascade' }),
    /** Only the fields whose value differs from the user's at the time of the request. */
    changes: jsonb('changes').$type<RequestedChanges>().notNull(),
    /** Who asked: the person themselves (their profile) or the staff member who edited their record. */
    requested_by: integer('requested_by').references(userId, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).$type<ProfileRequestStatus>().notNull().default('pending'),
    created_at: instant('created_at').notNull().defaultNow(),
    reviewed_by: integer('reviewed_by'),
    reviewed_at: instant('reviewed_at'),
    /**
     * The id of the transaction that approved it (txid_current()), set by the database when the status turns
     * from pending to approved and kept otherwise: what the four-eyes trigger compares ("approved in this
     * transaction"), never written by the application.
     */
    approved_txid: bigint('approved_txid', { mode: 'number' }),
  },
  (t) => [index('profile_request_status_idx').on(t.status, t.created_at), index('profile_request_user_id_idx').on(t.user_id)],
);

/** The user's photo (one per user): the url of a stored image. */
export const profilePicture = pgTable('profile_picture', {
  user_id: integer('user_id').primaryKey().references(userId, { onDelete: 'cascade' }),
  url: varchar('url', { length: 1024 }).notNull(),
  updated_at: instant('updated_at').notNull().defaultNow(),
});
