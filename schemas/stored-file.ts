/** Not an entity with screens: every uploaded file, stored under a random name outside the web root. */
import { bigserial, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const storedFile = pgTable(
  'stored_file',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The random storage key, also the last segment of its url (/api/files/<key>). */
    key: varchar('key', { length: 80 }).notNull().unique(),
    filename: varchar('filename', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 120 }).notNull(),
    size: integer('size').notNull(),
    uploaded_by: integer('uploaded_by'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * A person's upload (POST file, a profile photo): from this moment the sweep deletes it once no record
     * points at it (never attached, or replaced). Null for files the server made itself (invoices).
     */
    sweepable_after: timestamp('sweepable_after', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('stored_file_uploaded_by_idx').on(t.uploaded_by, t.created_at), index('stored_file_sweepable_after_idx').on(t.sweepable_after)],
);
