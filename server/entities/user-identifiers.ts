/**
 * The sign_in_identifier rows of a user (schemas/auth-tables.ts, docs/decisions/125): written in the
 * user's own write transaction, so the unique key decides between two writers, whichever server they run on.
 */
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { signInIdentifier } from '../../schemas/auth-tables.ts';
import { entities } from '../../schemas/index.ts';
import { identifierKey, identifierProblem } from '../../schemas/rules/sign-in-identifier.ts';
import type { Db } from '../db/client.ts';
import { unprocessable, type FieldErrors } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';

type Row = Record<string, unknown>;
export const IDENTIFIER_FIELDS = ['username', 'email'] as const;
type IdentifierField = (typeof IDENTIFIER_FIELDS)[number];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The keys a user answers to, one per distinct key (a username equal to the email is one key). */
function keysOf(row: Row): { field: IdentifierField; key: string }[] {
  const out: { field: IdentifierField; key: string }[] = [];
  for (const field of IDENTIFIER_FIELDS) {
    const key = identifierKey(text(row[field]));
    if (key !== '' && !out.some((k) => k.key === key)) out.push({ field, key });
  }
  return out;
}

/** Field problems of the identifiers being written: look-alike scripts mixed, invisible characters. */
export function identifierErrors(data: Row): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of IDENTIFIER_FIELDS) {
    if (typeof data[field] !== 'string') continue;
    const problem = identifierProblem(data[field] as string);
    if (problem) errors[field] = [msg(`identifier.${problem}`)];
  }
  return errors;
}

/** The user (if any) other than `exceptUserId` that already answers to this identifier. */
export async function identifierOwner(db: Db, identifier: string, exceptUserId?: number): Promise<number | undefined> {
  const key = identifierKey(identifier);
  if (key === '') return undefined;
  const [row] = await db.select({ userId: signInIdentifier.user_id }).from(signInIdentifier).where(eq(signInIdentifier.key, key)).limit(1);
  return row && row.userId !== exceptUserId ? row.userId : undefined;
}

/**
 * Brings the user's rows in line with `after`. A key another account holds is refused (422 on the
 * field) when this write set that field; a key the user already had but lost to an older account
 * (a collision from before this table, decision 125) is left out quietly, so the user's other edits go on.
 */
export async function syncIdentifiers(tx: Db, after: Row, before?: Row): Promise<void> {
  const userId = Number(after.id);
  const wanted = keysOf(after);
  const beforeKeys = new Set(before ? keysOf(before).map((k) => k.key) : []);
  await tx.delete(signInIdentifier).where(
    wanted.length > 0 ? and(eq(signInIdentifier.user_id, userId), notInArray(signInIdentifier.key, wanted.map((k) => k.key))) : eq(signInIdentifier.user_id, userId),
  );
  const errors: FieldErrors = {};
  for (const { field, key } of wanted) {
    const mine = await tx
      .insert(signInIdentifier)
      .values({ key, user_id: userId, field })
      .onConflictDoUpdate({ target: signInIdentifier.key, set: { field }, setWhere: sql`${signInIdentifier.user_id} = ${userId}` })
      .returning({ key: signInIdentifier.key });
    if (mine.length === 0 && !beforeKeys.has(key)) errors[field] = [msg('identifier.taken')];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/**
 * Users without any identifier row (made before the table existed, or by the seed): oldest first, so
 * where two old accounts collide the older keeps the identifier. Returns the identifiers left out.
 */
export async function backfillIdentifiers(db: Db): Promise<{ userId: number; field: string }[]> {
  const users = entities.user.table;
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(sql`not exists (select 1 from ${signInIdentifier} where ${signInIdentifier.user_id} = ${users.id})`)
    .orderBy(users.id);
  const leftOut: { userId: number; field: string }[] = [];
  for (const row of rows) {
    for (const { field, key } of keysOf(row)) {
      const inserted = await db.insert(signInIdentifier).values({ key, user_id: row.id, field }).onConflictDoNothing().returning({ key: signInIdentifier.key });
      if (inserted.length === 0) leftOut.push({ userId: row.id, field });
    }
  }
  return leftOut;
}

/** The live user id an identifier resolves to: at most one, by construction. */
export async function userIdByIdentifier(db: Db, identifier: string): Promise<number | undefined> {
  const key = identifierKey(identifier);
  if (key === '') return undefined;
  const users = entities.user.table;
  const [row] = await db
    .select({ id: users.id })
    .from(signInIdentifier)
    .innerJoin(users, eq(users.id, signInIdentifier.user_id))
    .where(and(eq(signInIdentifier.key, key), isNull(users.deleted_at)))
    .limit(1);
  return row?.id;
}
