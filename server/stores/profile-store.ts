/** Reads and writes of the profile's own tables (schemas/profile.ts) and of the user columns it shows. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ProfileField, type ProfileRequestStatus, type RequestedChanges } from '../../schemas/profile.ts';
import { profilePicture, profileRequest } from '../../schemas/profile-tables.ts';
import { entities } from '../../schemas/index.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';

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

/** The lada on file (not shown by the profile; a new phone on a record with none takes its number's). */
export async function storedLada(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ lada: users.lada }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.lada ?? null;
}

/** The person's own pending request (one asked by staff about them is staff's to follow). */
export async function pendingRequestOf(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(profileRequest)
    .where(and(eq(profileRequest.user_id, userId), eq(profileRequest.requested_by, userId), eq(profileRequest.status, 'pending')))
    .orderBy(desc(profileRequest.id))
    .limit(1);
  return row ?? null;
}

/** The person's own request (POST profile): one pending per person, a new one replaces the previous. */
export async function replacePendingRequest(db: Db, userId: number, changes: RequestedChanges) {
  return db.transaction((tx) => holdChange(tx, userId, userId, changes));
}

/**
 * A change of a person's data held for approval, asked by `requestedBy` (the person or staff): one
 * pending per person and requester, a new one replacing the previous (closed as rejected). In the caller's transaction.
 */
export async function holdChange(tx: Db, userId: number, requestedBy: number | null, changes: RequestedChanges) {
  const byRequester = requestedBy === null ? sql`${profileRequest.requested_by} is null` : eq(profileRequest.requested_by, requestedBy);
  await tx.update(profileRequest).set({ status: 'rejected', reviewed_at: new Date() }).where(and(eq(profileRequest.user_id, userId), byRequester, eq(profileRequest.status, 'pending')));
  const [row] = await tx.insert(profileRequest).values({ user_id: userId, requested_by: requestedBy, changes }).returning();
  return row;
}

/**
 * One decision per request: the pending request becomes `status`, in the transaction that acts on the
 * decision, only if it is still pending (the row is locked until that transaction ends). The database records this
 * transaction's id on an approval (approved_txid), which its four-eyes trigger compares. False: someone decided first.
 */
export async function decideRequest(tx: Db, id: number, status: 'approved' | 'rejected', reviewedBy: number | null): Promise<boolean> {
  const decided = await tx
    .update(profileRequest)
    .set({ status, reviewed_by: reviewedBy, reviewed_at: sql`now()` })
    .where(and(eq(profileRequest.id, id), eq(profileRequest.status, 'pending')))
    .returning({ id: profileRequest.id });
  return decided.length === 1;
}

const requesters = alias(users, 'requester');

export async function listRequests(db: Db, status: ProfileRequestStatus) {
  return db
    .select({
      id: profileRequest.id,
      user_id: profileRequest.user_id,
      user_name: users.name,
      user_email: users.email,
      requested_by: profileRequest.requested_by,
      requested_by_name: requesters.name,
      changes: profileRequest.changes,
      status: profileRequest.status,
      created_at: profileRequest.created_at,
      reviewed_at: profileRequest.reviewed_at,
    })
    .from(profileRequest)
    .innerJoin(users, eq(users.id, profileRequest.user_id))
    .leftJoin(requesters, eq(requesters.id, profileRequest.requested_by))
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
