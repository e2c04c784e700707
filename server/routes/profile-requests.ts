/**
 * Administrators review profile change requests (spec section 4: "sent to revision"): GET
 * profile/requests?status=pending lists them; PATCH profile/requests/{id} {decision} approves (the
 * user changes, audited, in one transaction) or rejects (nothing changes). Governed by the users
 * catalogue: whoever may update users may decide.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { profileRequest, PROFILE_REQUEST_STATUSES } from '../../schemas/profile.ts';
import { user } from '../../schemas/user.ts';
import { checkIdentifierFields } from '../crud/payload.ts';
import { writeAudit } from '../crud/audit.ts';
import { Repository } from '../crud/repository.ts';
import { parseId } from '../crud/routes.ts';
import { HttpError, notFound, unprocessable } from '../http/errors.ts';
import { listRequests } from './profile-store.ts';
import { zodErrors } from './zod-errors.ts';
import { msg } from '../i18n/localized.ts';

const tags = ['profile'];
const decisionSchema = z.strictObject({ decision: z.enum(['approve', 'reject']) });
const statusSchema = z.object({ status: z.enum(PROFILE_REQUEST_STATUSES).default('pending') });

export async function profileRequestRoutes(app: FastifyInstance) {
  const db = app.database.db;
  // With the user's hooks: an approval is a user update like any other (role power, email in lower case).
  const users = new Repository(user, app.database, app.entityHooks.user);

  app.get('/profile/requests', { config: { module: user.module, action: 'read' }, schema: { tags } }, async (request) => {
    const parsed = statusSchema.safeParse(request.query ?? {});
    if (!parsed.success) throw unprocessable(zodErrors(parsed.error));
    const result = await listRequests(db, parsed.data.status);
    return { data: { result, total: result.length } };
  });

  app.patch('/profile/requests/:id', { config: { module: user.module, action: 'update' }, schema: { tags } }, async (request) => {
    const id = parseId(request);
    const parsed = decisionSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(zodErrors(parsed.error));
    const [row] = await db.select().from(profileRequest).where(eq(profileRequest.id, id)).limit(1);
    if (!row) throw notFound('profileRequest');
    if (row.status !== 'pending') throw new HttpError(409, msg('profile.requestReviewed'));
    const reviewed = { reviewed_by: request.actor.userId, reviewed_at: new Date() };

    if (parsed.data.decision === 'reject') {
      await db.update(profileRequest).set({ status: 'rejected', ...reviewed }).where(eq(profileRequest.id, id));
      await writeAudit(db, request.actor, { entity: 'profile_request', entityId: id, action: 'reject', before: row.changes });
      return { data: { id, status: 'rejected' } };
    }
    const current = await users.getById(row.user_id);
    // Checked again: the identifiers may have become someone else's since the request.
    const prepared = checkIdentifierFields(user, { ...row.changes }, current);
    const updated = await db.transaction(async (tx) => {
      const changed = await users.update(row.user_id, prepared.data, request.actor, { tx });
      await tx.update(profileRequest).set({ status: 'approved', ...reviewed }).where(eq(profileRequest.id, id));
      await writeAudit(tx, request.actor, { entity: 'profile_request', entityId: id, action: 'approve', after: row.changes });
      return changed;
    });
    return { data: { id, status: 'approved', user: updated } };
  });
}
