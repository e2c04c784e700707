/**
 * Who is looking at investment data. Investors (role 5) see only their own investments, payments,
 * documents and figures; staff see everyone's and may name an investor. The person type picks the
 * currency's rates (DOMAIN.md: natural persons `interests`, legal entities `interests_pm`).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RowOf } from '../../schemas/framework/define-entity.ts';
import { entities } from '../../schemas/index.ts';
import { ROLE } from '../../schemas/role.ts';
import type { Db } from '../db/client.ts';
import type { PersonType } from '../domain/investment-returns.ts';
import { unprocessable } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';

/** What the investment routes read of a user: their declared columns. */
export type UserSummary = Pick<RowOf<typeof entities.user>, 'id' | 'name' | 'email' | 'phone' | 'role_id' | 'person_type'>;

export interface Viewer {
  user: UserSummary | undefined;
  isInvestor: boolean;
}

const users = entities.user.table;

/** `db` may be a transaction (see checkInvestmentInput). */
export async function findUser(db: Db, id: number): Promise<UserSummary | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, role_id: users.role_id, person_type: users.person_type })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  const id = request.actor.userId;
  const user = id === null ? undefined : await findUser(app.database.db, id);
  return { user, isInvestor: user?.role_id === ROLE.investor };
}

/**
 * The investor whose data a request reads: an investor always reads their own (whatever id they send);
 * staff read the one they name, or everyone's when they name none.
 */
export function investorIdFor(viewer: Viewer, requested: number | undefined): number | undefined {
  if (viewer.isInvestor) return viewer.user!.id;
  return requested;
}

/** An investment's owner must be an investor: the schedule's rates depend on their person type. */
export async function requireInvestor(db: Db, id: number): Promise<UserSummary> {
  const user = await findUser(db, id);
  if (!user) throw unprocessable({ user_id: [msg('validation.notFound')] });
  if (user.role_id !== ROLE.investor) throw unprocessable({ user_id: [msg('investments.notInvestor')] });
  return user;
}

export const personTypeOf = (user: UserSummary | undefined): PersonType => (user?.person_type === 'moral' ? 'moral' : 'fisica');
