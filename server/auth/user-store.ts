/** The few reads and writes of user rows that signing in needs (the user API itself is generic CRUD). */
import { and, eq, isNull } from 'drizzle-orm';
import { entities } from '../../schemas/index.ts';
import type { NewRowOf, RowOf } from '../../schemas/framework/define-entity.ts';
import type { Db } from '../db/client.ts';
import { userIdByIdentifier } from '../entities/user-identifiers.ts';

const userTable = entities.user.table;

const loginColumns = {
  id: userTable.id,
  role_id: userTable.role_id,
  name: userTable.name,
  username: userTable.username,
  email: userTable.email,
  rfc: userTable.rfc,
  phone: userTable.phone,
  language: userTable.language,
  password: userTable.password,
};

/** What signing in reads of a user: the declared columns above. */
export type LoginUser = Pick<RowOf<typeof entities.user>, keyof typeof loginColumns>;

/**
 * A live user by email or username (the login form's "user"), resolved through the sign-in identifier
 * keys (docs/decisions/125): case, width and look-alike letters aside, one identifier names one account.
 */
export async function findUserByIdentifier(db: Db, identifier: string): Promise<LoginUser | undefined> {
  const id = await userIdByIdentifier(db, identifier);
  return id === undefined ? undefined : findUserById(db, id);
}

export async function findUserByPhone(db: Db, phone: string): Promise<LoginUser | undefined> {
  const [row] = await db.select(loginColumns).from(userTable).where(and(isNull(userTable.deleted_at), eq(userTable.phone, phone))).limit(1);
  return row as LoginUser | undefined;
}

export async function findUserById(db: Db, id: number): Promise<LoginUser | undefined> {
  const [row] = await db.select(loginColumns).from(userTable).where(and(isNull(userTable.deleted_at), eq(userTable.id, id))).limit(1);
  return row as LoginUser | undefined;
}

/**
 * The columns sign-in and the settings write. They leave the version alone: no form sends them (generated
 * or write-only), so no stale form can overwrite them, and a sign-in must not make an open user form stale.
 */
export async function updateUserColumns(db: Db, id: number, values: Partial<Pick<NewRowOf<typeof entities.user>, 'language' | 'must_change_password' | 'password'>>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(userTable).set({ ...values, updated_at: new Date() }).where(eq(userTable.id, id));
}
