/**
 * Not entities with screens: the server's sign-in state (docs/decisions/006). Sessions and pending
 * logins live in the database so that any number of servers share them; codes and session secrets are
 * stored only as hashes.
 */
import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { user } from './user.ts';

const userId = () => user.table.id;
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A signed-in browser: the cookie holds a secret whose SHA-256 is `secret_hash`. */
export const session = pgTable(
  'session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The non-secret handle the browser keeps as `caudal.session`; it authorises nothing. */
    public_id: varchar('public_id', { length: 64 }).notNull().unique(),
    secret_hash: varchar('secret_hash', { length: 64 }).notNull().unique(),
    user_id: integer('user_id').notNull().references(userId, { onDelete: 'cascade' }),
    created_at: instant('created_at').notNull().defaultNow(),
    last_seen_at: instant('last_seen_at').notNull().defaultNow(),
    /** Moves forward with use (idle expiry), never past `absolute_expires_at`. */
    idle_expires_at: instant('idle_expires_at').notNull(),
    absolute_expires_at: instant('absolute_expires_at').notNull(),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 255 }),
  },
  (t) => [index('session_user_id_idx').on(t.user_id), index('session_absolute_expires_at_idx').on(t.absolute_expires_at)],
);

/** A password that was right, waiting for its one-time code; bound to the browser by the `caudal_pending` cookie. */
export const pendingLogin = pgTable(
  'pending_login',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    secret_hash: varchar('secret_hash', { length: 64 }).notNull().unique(),
    user_id: integer('user_id').notNull().references(userId, { onDelete: 'cascade' }),
    phone: varchar('phone', { length: 20 }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    language: varchar('language', { length: 2 }),
    /** HMAC-SHA256 of the current code (server/domain/one-time-code.ts). */
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    issued_at: instant('issued_at').notNull(),
    wrong_attempts: integer('wrong_attempts').notNull().default(0),
    used_at: instant('used_at'),
    /** The password typed was a temporary one (password recovery): consumed when the code is accepted. */
    temporary_password_id: integer('temporary_password_id'),
    created_at: instant('created_at').notNull().defaultNow(),
    expires_at: instant('expires_at').notNull(),
  },
  (t) => [index('pending_login_user_id_idx').on(t.user_id), index('pending_login_expires_at_idx').on(t.expires_at)],
);

/** Every code or temporary password sent, per number: at most 5 in 10 minutes, 60 s apart (DOMAIN.md). */
export const codeSend = pgTable(
  'code_send',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    sent_at: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [index('code_send_phone_sent_at_idx').on(t.phone, t.sent_at)],
);

/** A password sent by password recovery: it signs in once and then the user must choose a new one. */
export const temporaryPassword = pgTable(
  'temporary_password',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id').notNull().references(userId, { onDelete: 'cascade' }),
    password_hash: varchar('password_hash', { length: 255 }).notNull(),
    created_at: instant('created_at').notNull().defaultNow(),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
    revoked: boolean('revoked').notNull().default(false),
  },
  (t) => [index('temporary_password_user_id_idx').on(t.user_id)],
);

/**
 * The sign-in identifiers in force (schemas/rules/sign-in-identifier.ts): one row per key, usernames and
 * emails in one key space, so two accounts never answer to the same identifier however it is typed. Kept
 * in the same transaction as the user's write (server/entities/user-identifiers.ts); the primary key
 * settles two servers writing the same identifier at once (docs/decisions/125).
 */
export const signInIdentifier = pgTable(
  'sign_in_identifier',
  {
    // Text: NFKC and case folding may lengthen what the field's own limit allowed.
    key: text('key').primaryKey(),
    user_id: integer('user_id').notNull().references(userId, { onDelete: 'cascade' }),
    /** Which of the user's fields holds it: username or email. */
    field: varchar('field', { length: 16 }).notNull(),
  },
  (t) => [index('sign_in_identifier_user_id_idx').on(t.user_id)],
);

/** Country calling codes for the recovery form (GET phone_code), Mexico first. */
export const phoneCode = pgTable('phone_code', {
  id: serial('id').primaryKey(),
  iso: varchar('iso', { length: 2 }).notNull().unique(),
  country: varchar('country', { length: 120 }).notNull(),
  code: varchar('code', { length: 8 }).notNull(),
});
