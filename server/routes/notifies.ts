/**
 * The bell (spec section 7's excluded path /notifies): GET notifies lists the signed-in user's own
 * notifications, newest first, with the unread count; PATCH notifies/{id}/read and PATCH
 * notifies/read marks one or all as read. Only ever the session's user: no id reaches anyone else's.
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userNotification } from '../../schemas/user-notification.ts';
import { parseId } from '../crud/routes.ts';
import { notFound } from '../http/errors.ts';

/** The bell shows the latest few; older ones stay in the table. */
export const NOTIFIES_SHOWN = 20;
const own = { config: { signedIn: true }, schema: { tags: ['notifies'] } } as const;

export async function notifyRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/notifies', own, async (request) => {
    const userId = request.session!.user.id;
    const mine = eq(userNotification.user_id, userId);
    const [result, [unread], [total]] = await Promise.all([
      db.select().from(userNotification).where(mine).orderBy(desc(userNotification.created_at), desc(userNotification.id)).limit(NOTIFIES_SHOWN),
      db.select({ n: count() }).from(userNotification).where(and(mine, isNull(userNotification.read_at))),
      db.select({ n: count() }).from(userNotification).where(mine),
    ]);
    return { data: { result, total: Number(total.n), unread: Number(unread.n) } };
  });

  app.patch('/notifies/:id/read', { ...own, config: { ...own.config, writes: 'none' } }, async (request) => {
    const id = parseId(request);
    const [row] = await db
      .update(userNotification)
      .set({ read_at: new Date() })
      .where(and(eq(userNotification.id, id), eq(userNotification.user_id, request.session!.user.id)))
      .returning();
    if (!row) throw notFound('notification');
    return { data: row };
  });

  app.patch('/notifies/read', { ...own, config: { ...own.config, writes: 'none' } }, async (request) => {
    const rows = await db
      .update(userNotification)
      .set({ read_at: new Date() })
      .where(and(eq(userNotification.user_id, request.session!.user.id), isNull(userNotification.read_at)))
      .returning({ id: userNotification.id });
    return { data: { read: rows.length } };
  });
}
