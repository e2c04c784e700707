/** Reads and writes of the profile's own tables (schemas/profile.ts) and of the user columns it shows. */
import { and, desc, eq } from 'drizzle-orm';
import { type ProfileField, type ProfileChange, type ProfileRequestStatus } from '../../../schemas/profile.ts';
import { profilePicture, profileRequest } from '../../../schemas/profile-tables.ts';
import { entities } from '../../../schemas/index.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';

const users = entities.user.table;

/** The user columns the profile shows and may change, as the select reads them. */
const profileColumns = { name: users.name, email: users.email, rfc: users.rfc, curp: users.curp, bank_name: users.bank_name, bank_clabe: users.bank_clabe, phone: users.phone } satisfies Record<ProfileField, unknown>;

/** The profile as read: the user's key (the user_guid of GET user_document, decision 007), role, fields and picture. */
export type ProfileRow = Awaited<ReturnType<typeof readProfile>>;

export async function readProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      // The user record's version: a change request names the one its form was filled from.
      version: users.version,
      key: users.key,
      role_id: users.role_id,
      ...profileColumns,
      profile_picture_url: profilePicture.url,
    })
    .from(users)
    .leftJoin(profilePicture, eq(profilePicture.user_id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('user');
  return row;
}

export async function pendingRequestOf(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(profileRequest)
    .where(and(eq(profileRequest.user_id, userId), eq(profileRequest.status, 'pending')))
    .orderBy(desc(profileRequest.id))
    .limit(1);
  return row ?? null;
}

/** One pending request per user: a new one replaces the previous. */
export async function replacePendingRequest(db: Db, userId: number, changes: Partial<ProfileChange>) {
  return db.transaction(async (tx) => {
    await tx.update(profileRequest).set({ status: 'rejected', reviewed_at: new Date() }).where(and(eq(profileRequest.user_id, userId), eq(profileRequest.status, 'pending')));
    const [row] = await tx.insert(profileRequest).values({ user_id: userId, changes }).returning();
    return row;
  });
}

export async function listRequests(db: Db, status: ProfileRequestStatus) {
  return db
    .select({
      id: profileRequest.id,
      user_id: profileRequest.user_id,
      user_name: users.name,
      user_email: users.email,
      changes: profileRequest.changes,
      status: profileRequest.status,
      created_at: profileRequest.created_at,
      reviewed_at: profileRequest.reviewed_at,
    })
    .from(profileRequest)
    .innerJoin(users, eq(users.id, profileRequest.user_id))
    .where(eq(profileRequest.status, status))
    .orderBy(desc(profileRequest.created_at))
    .limit(500);
}

/** The user's current profile photo's address, if any. */
export async function pictureUrlOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ url: profilePicture.url }).from(profilePicture).where(eq(profilePicture.user_id, userId)).limit(1);
  return row?.url ?? undefined;
}

export async function setPicture(db: Db, userId: number, url: string): Promise<void> {
  await db
    .insert(profilePicture)
    .values({ user_id: userId, url, updated_at: new Date() })
    .onConflictDoUpdate({ target: profilePicture.user_id, set: { url, updated_at: new Date() } });
}
