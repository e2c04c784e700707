/**
 * The profile (spec sections 3 and 4): what a user may ask to change about themselves, the password
 * change, and the server's own tables for change requests awaiting review and profile photos.
 * The browser imports the zod shapes to validate the same way before sending.
 */
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { user } from './user.ts';
import { MESSAGES } from './framework/messages.ts';

const userId = () => user.table.id;
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The fields of the profile form, in the order it shows them. */
export const PROFILE_FIELDS = ['name', 'email', 'rfc', 'curp', 'bank_name', 'bank_clabe', 'phone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const text = (max: number) => z.string().trim().min(1, MESSAGES.required).max(max);

/** POST profile: the requested values. RFC, CURP, CLABE and phone are checked by schemas/rules/identifiers.ts. */
export const profileChangeSchema = z.strictObject({
  name: text(200),
  email: z.string().trim().min(1, MESSAGES.required).email(MESSAGES.email).max(255),
  rfc: text(13),
  curp: text(18),
  bank_name: text(120),
  bank_clabe: text(18),
  phone: text(20),
});
export type ProfileChange = z.infer<typeof profileChangeSchema>;


/** PATCH profile/password. */
export const passwordChangeSchema = z
  .strictObject({ current: z.string().min(1, MESSAGES.required), new: z.string().min(1, MESSAGES.required), confirm: z.string().min(1, MESSAGES.required) })
  .refine((value) => value.new === value.confirm, { message: MESSAGES.passwordsMustMatch, path: ['confirm'] });

/** Photos: images only, checked by extension and content (server/domain/file-signature.ts). */
export const PROFILE_PICTURE_TYPES = ['.png', '.jpg', '.jpeg', '.webp'] as const;
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const PROFILE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProfileRequestStatus = (typeof PROFILE_REQUEST_STATUSES)[number];

/** A requested profile change: applied to the user only when an administrator approves it. */
export const profileRequest = pgTable(
  'profile_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id').notNull().references(userId, { onDelete: 'cascade' }),
    /** Only the fields whose value differs from the user's at the time of the request. */
    changes: jsonb('changes').$type<Partial<ProfileChange>>().notNull(),
    status: varchar('status', { length: 12 }).$type<ProfileRequestStatus>().notNull().default('pending'),
    created_at: instant('created_at').notNull().defaultNow(),
    reviewed_by: integer('reviewed_by'),
    reviewed_at: instant('reviewed_at'),
  },
  (t) => [index('profile_request_status_idx').on(t.status, t.created_at), index('profile_request_user_id_idx').on(t.user_id)],
);

/** The user's photo (one per user): the url of a stored image. */
export const profilePicture = pgTable('profile_picture', {
  user_id: integer('user_id').primaryKey().references(userId, { onDelete: 'cascade' }),
  url: varchar('url', { length: 1024 }).notNull(),
  updated_at: instant('updated_at').notNull().defaultNow(),
});
