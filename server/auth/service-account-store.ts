/**
 * Service accounts (docs/decisions/245): the only code that reads or writes their rows. A token is
 * `caudal_sa_` and 256 random bits; the database keeps its SHA-256 (a token is random, so a plain hash
 * cannot be guessed back) and its first characters to tell tokens apart on the screen.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { serviceAccount, serviceAccountUse } from '../../schemas/service-account.ts';
import { role } from '../../schemas/role.ts';
import type { Db } from '../db/client.ts';
import { randomSecret, sha256 } from './tokens.ts';

export const SERVICE_TOKEN_PREFIX = 'caudal_sa_';
const SHOWN_PREFIX_LENGTH = SERVICE_TOKEN_PREFIX.length + 4;

/** What the list shows: never the token or its hash. */
export interface ServiceAccountView {
  id: number;
  name: string;
  role_id: number;
  role_name: string | null;
  token_prefix: string;
  created_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  version: number;
}

/** The account a token names, for the auth layer. */
export interface ServiceAccountPrincipal {
  id: number;
  name: string;
  roleId: number;
  lastUsedAt: Date | null;
}

export function newServiceToken(): { token: string; hash: string; prefix: string } {
  const token = `${SERVICE_TOKEN_PREFIX}${randomSecret(32)}`;
  return { token, hash: sha256(token), prefix: token.slice(0, SHOWN_PREFIX_LENGTH) };
}

const viewColumns = {
  id: serviceAccount.id,
  name: serviceAccount.name,
  role_id: serviceAccount.role_id,
  role_name: role.table.name,
  token_prefix: serviceAccount.token_prefix,
  created_at: serviceAccount.created_at,
  rotated_at: serviceAccount.rotated_at,
  revoked_at: serviceAccount.revoked_at,
  last_used_at: serviceAccountUse.last_used_at,
  version: serviceAccount.version,
};

export async function listServiceAccounts(db: Db): Promise<ServiceAccountView[]> {
  const rows = await db.select(viewColumns).from(serviceAccount).leftJoin(role.table, eq(role.table.id, serviceAccount.role_id)).leftJoin(serviceAccountUse, eq(serviceAccountUse.service_account_id, serviceAccount.id)).orderBy(asc(serviceAccount.name));
  return rows.map((row) => ({ ...row, role_name: (row.role_name as string | null) ?? null }));
}

export async function findServiceAccountView(db: Pick<Db, 'select'>, id: number): Promise<ServiceAccountView | undefined> {
  const [row] = await db.select(viewColumns).from(serviceAccount).leftJoin(role.table, eq(role.table.id, serviceAccount.role_id)).leftJoin(serviceAccountUse, eq(serviceAccountUse.service_account_id, serviceAccount.id)).where(eq(serviceAccount.id, id));
  return row ? { ...row, role_name: (row.role_name as string | null) ?? null } : undefined;
}

/** The live (not revoked) account whose token this is. */
export async function findServiceAccountByToken(db: Db, token: string): Promise<ServiceAccountPrincipal | undefined> {
  const [row] = await db
    .select({ id: serviceAccount.id, name: serviceAccount.name, roleId: serviceAccount.role_id, lastUsedAt: serviceAccountUse.last_used_at })
    .from(serviceAccount)
    .leftJoin(serviceAccountUse, eq(serviceAccountUse.service_account_id, serviceAccount.id))
    .where(and(eq(serviceAccount.token_hash, sha256(token)), isNull(serviceAccount.revoked_at)));
  return row;
}

export async function touchServiceAccount(db: Db, id: number, now: Date): Promise<void> {
  await db
    .insert(serviceAccountUse)
    .values({ service_account_id: id, last_used_at: now })
    .onConflictDoUpdate({ target: serviceAccountUse.service_account_id, set: { last_used_at: now } });
}

export async function insertServiceAccount(
  tx: Pick<Db, 'insert'>,
  values: { name: string; roleId: number; createdBy: number | null; hash: string; prefix: string },
): Promise<number> {
  const [row] = await tx
    .insert(serviceAccount)
    .values({ name: values.name, role_id: values.roleId, created_by: values.createdBy, token_hash: values.hash, token_prefix: values.prefix })
    .returning({ id: serviceAccount.id });
  return row.id;
}

/**
 * A new token in place of the old one, or revoked: conditional writes on a live account (and on the
 * version read, when given), so of two people at once the second changes nothing. undefined: no row changed.
 */
export async function changeServiceToken(
  tx: Pick<Db, 'update'>,
  id: number,
  change: { kind: 'rotate'; hash: string; prefix: string } | { kind: 'revoke' },
  expectedVersion: number | undefined,
  now: Date,
): Promise<number | undefined> {
  const set = change.kind === 'rotate' ? { token_hash: change.hash, token_prefix: change.prefix, rotated_at: now } : { revoked_at: now };
  const conditions = [eq(serviceAccount.id, id), isNull(serviceAccount.revoked_at)];
  if (expectedVersion !== undefined) conditions.push(eq(serviceAccount.version, expectedVersion));
  const [row] = await tx
    .update(serviceAccount)
    .set({ ...set, version: sql`${serviceAccount.version} + 1` })
    .where(and(...conditions))
    .returning({ version: serviceAccount.version });
  return row?.version;
}
