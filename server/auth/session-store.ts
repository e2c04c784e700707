/** Session rows (schemas/auth-tables.ts): the only code that reads or writes them. */
import { eq, lt, or, sql } from 'drizzle-orm';
import { session } from '../../schemas/auth-tables.ts';
import { entities } from '../../schemas/index.ts';
import type { Db } from '../db/client.ts';
import { randomSecret, sha256 } from './tokens.ts';
import type { Flags } from './access.ts';
import { flagColumns, permissionsOnAny, permissionTable } from './permission-store.ts';

const userTable = entities.user.table;

/** The user as the session shows it (docs/decisions/006). */
export interface SessionUser {
  id: number;
  role_id: number;
  name: string;
  email: string;
  language: string;
  must_change_password: boolean;
}

export interface SessionRecord {
  id: number;
  publicId: string;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  user: SessionUser;
  userDeleted: boolean;
  /** The role's flags on the module routes asked for with the lookup (findSession's `routes`). */
  flags: Flags;
}

export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/** The moment the session ends if nothing else happens: idle or absolute, whichever comes first. */
export function expiresAt(record: Pick<SessionRecord, 'idleExpiresAt' | 'absoluteExpiresAt'>): Date {
  return record.idleExpiresAt < record.absoluteExpiresAt ? record.idleExpiresAt : record.absoluteExpiresAt;
}

export async function createSession(
  db: Db,
  values: { userId: number; ip?: string; userAgent?: string; now: Date; lifetime: SessionLifetime },
): Promise<{ secret: string; id: number }> {
  const secret = randomSecret();
  const absolute = new Date(values.now.getTime() + values.lifetime.absoluteMs);
  const idle = new Date(Math.min(values.now.getTime() + values.lifetime.idleMs, absolute.getTime()));
  const [row] = await db
    .insert(session)
    .values({
      public_id: randomSecret(16),
      secret_hash: sha256(secret),
      user_id: values.userId,
      created_at: values.now,
      last_seen_at: values.now,
      idle_expires_at: idle,
      absolute_expires_at: absolute,
      ip: values.ip?.slice(0, 64) ?? null,
      user_agent: values.userAgent?.slice(0, 255) ?? null,
    })
    .returning({ id: session.id });
  return { secret, id: row.id };
}

/**
 * The session a cookie's secret names, with its user and, in the same statement, the role's flags on
 * `routes` (the modules the route being called needs): one round trip per request instead of two.
 */
function sessionLookup(db: Db) {
  return db
    .select({
      id: session.id,
      publicId: session.public_id,
      lastSeenAt: session.last_seen_at,
      idleExpiresAt: session.idle_expires_at,
      absoluteExpiresAt: session.absolute_expires_at,
      userId: userTable.id,
      roleId: userTable.role_id,
      name: userTable.name,
      email: userTable.email,
      language: userTable.language,
      mustChange: userTable.must_change_password,
      deletedAt: userTable.deleted_at,
      ...flagColumns,
    })
    .from(session)
    .innerJoin(userTable, eq(userTable.id, session.user_id))
    .leftJoin(permissionTable, permissionsOnAny(userTable.role_id, sql.placeholder('routes')))
    .where(eq(session.secret_hash, sql.placeholder('hash')))
    .groupBy(session.id, userTable.id)
    .limit(1)
    .prepare('caudal_find_session');
}

/** Every request runs it: prepared once per database (built and planned once, not per request). */
const lookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

export async function findSession(db: Db, secret: string, routes: readonly string[] = []): Promise<SessionRecord | undefined> {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = sessionLookup(db)));
  const [row] = await lookup.execute({ hash: sha256(secret), routes: [...routes] });
  if (!row) return undefined;
  return {
    id: row.id,
    publicId: row.publicId,
    lastSeenAt: row.lastSeenAt,
    idleExpiresAt: row.idleExpiresAt,
    absoluteExpiresAt: row.absoluteExpiresAt,
    user: {
      id: Number(row.userId),
      role_id: Number(row.roleId),
      name: String(row.name),
      email: String(row.email),
      language: (row.language as string | null) ?? 'es',
      must_change_password: Boolean(row.mustChange),
    },
    userDeleted: row.deletedAt !== null,
    flags: { read: Boolean(row.read), create: Boolean(row.create), update: Boolean(row.update), destroy: Boolean(row.destroy), root: Boolean(row.root) },
  };
}

/** Use moves the idle expiry forward (never past the absolute one). */
export async function touchSession(db: Db, id: number, now: Date, idleMs: number): Promise<Date> {
  const [row] = await db
    .update(session)
    .set({
      last_seen_at: now,
      idle_expires_at: sql`least(${new Date(now.getTime() + idleMs).toISOString()}::timestamptz, ${session.absolute_expires_at})`,
    })
    .where(eq(session.id, id))
    .returning({ idle: session.idle_expires_at });
  return row?.idle ?? now;
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.delete(session).where(eq(session.id, id));
}

/**
 * Rows that expired before `before`; called now and then so the table does not grow without bound.
 * Recently expired rows stay, so that their browser still hears "Sesión expirada" (419), not 401.
 */
export async function deleteSessionsExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.delete(session).where(or(lt(session.idle_expires_at, before), lt(session.absolute_expires_at, before)));
}
