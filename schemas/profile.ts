/**
 * The profile (spec sections 3 and 4): what a user may ask to change about themselves, the password
 * change. The browser imports the zod shapes to validate the same way before sending; the server's own
 * tables for change requests and photos are in profile-tables.ts (no drizzle-orm here: decision 155).
 */
import { z } from 'zod';
import type { FieldMeta } from './framework/field.ts';
import { MESSAGES } from './framework/messages.ts';
import { fieldSchema } from './framework/validation.ts';
import { user } from './user.ts';

/** The fields of the profile form, in the order it shows them. */
export const PROFILE_FIELDS = ['name', 'email', 'rfc', 'curp', 'bank_name', 'bank_clabe', 'phone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * POST profile: the requested values, each checked as the user's own field is (schemas/user.ts: length,
 * kind; RFC, CURP, CLABE and phone then by schemas/rules/identifiers.ts), and every one required.
 */
export const profileChangeSchema = z.strictObject(
  Object.fromEntries(PROFILE_FIELDS.map((name) => [name, fieldSchema({ ...(user.fields[name] as FieldMeta), optional: false })])) as Record<ProfileField, z.ZodType<string>>,
);
export type ProfileChange = Record<ProfileField, string>;

/**
 * What a change request holds: the person's own profile fields, or any four-eyes field of the user
 * (bank account, role with its Tipo, lada) when staff asked, each in its stored form.
 */
export type RequestedChanges = Partial<ProfileChange> & Record<string, string | number | null | undefined>;

/** PATCH profile/password. */
export const passwordChangeSchema = z
  .strictObject({ current: z.string().min(1, MESSAGES.required), new: z.string().min(1, MESSAGES.required), confirm: z.string().min(1, MESSAGES.required) })
  .refine((value) => value.new === value.confirm, { message: MESSAGES.passwordsMustMatch, path: ['confirm'] });

/** Photos: images only, checked by extension and content (server/domain/file-signature.ts). */
export const PROFILE_PICTURE_TYPES = ['.png', '.jpg', '.jpeg', '.webp'] as const;
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const PROFILE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProfileRequestStatus = (typeof PROFILE_REQUEST_STATUSES)[number];
