/**
 * Administrators review profile change requests (spec section 4: "sent to revision"): GET
 * profile/requests?status=pending lists them; PATCH profile/requests/{id} {decision} approves (the
 * user changes, audited, in one transaction) or rejects (nothing changes). Governed by the users
 * catalogue: whoever may update users may decide.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PROFILE_REQUEST_STATUSES } from '../../../schemas/profile.ts';
import { profileRequest } from '../../../schemas/profile-tables.ts';
import { user } from '../../../schemas/user.ts';
import { checkIdentifierFields } from '../../crud/payload.ts';
import { writeAudit } from '../../crud/audit.ts';
import { Repository } from '../../crud/repository.ts';
import { parseId } from '../../crud/routes.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { listRequests } from './profile-store.ts';
import { zodErrors } from '../zod-errors.ts';
import { msg, renderMessage } from '../../i18n/localized.ts';
import type { Language } from '../../i18n/localized.ts';
import { userNotification } from '../../../schemas/user-notification.ts';
import { todayInMexicoCity } from '../../domain/calendar.ts';

const tags = ['profile'];
const decisionSchema = z.strictObject({ decision: z.enum(['approve', 'reject']), reason: z.string().trim().max(500).optional() });

/** The request's day as the person reads dates (dd/mm/yyyy, Mexico City). */
const requestDay = (at: Date) => todayInMexicoCity(at).split('-').reverse().join('/');
const statusSchema = z.object({ status: z.enum(PROFILE_REQUEST_STATUSES).default('pending') });

/** What the requester reads in the bell and by SMS, in their language. */
function outcomeFor(decision: 'approve' | 'reject', date: string, reason: string, language: Language) {
  return decision === 'approve'
    ? { title: renderMessage('profile.requestApprovedTitle', language), text: renderMessage('profile.requestApprovedText', language, { date }) }
    : { title: renderMessage('profile.requestRejectedTitle', language), text: renderMessage('profile.requestRejectedText', language, { date, reason }) };
}

/** After the commit (no network call inside a transaction); a failed SMS leaves the decision and the bell's notice. */
async function tellBySms(app: FastifyInstance, request: FastifyRequest, phone: unknown, text: string): Promise<void> {
  if (typeof phone !== 'string' || phone === '') return;
  try {
    await app.sms.send(phone, { text: `Caudal: ${text}`.slice(0, 1000) }, 'sms');
  } catch (error) {
    request.log.warn({ err: error }, 'profile request outcome SMS not sent');
  }
}

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

  app.patch('/profile/requests/:id', { config: { module: user.module, action: 'update', writes: 'own' }, schema: { tags } }, async (request) => {
    const id = parseId(request);
    const parsed = decisionSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(zodErrors(parsed.error));
    const [row] = await db.select().from(profileRequest).where(eq(profileRequest.id, id)).limit(1);
    if (!row) throw notFound('profileRequest');
    if (row.status !== 'pending') throw new HttpError(409, msg('profile.requestReviewed'));
    // Four eyes (issue 26): a change of one's own data, CLABE included, is decided by someone else.
    if (row.user_id === request.actor.userId) throw new HttpError(403, msg('profile.ownRequest'));
    const reason = parsed.data.reason ?? '';
    if (parsed.data.decision === 'reject' && reason === '') throw unprocessable({ reason: [msg('profile.reasonRequired')] });
    const reviewed = { reviewed_by: request.actor.userId, reviewed_at: new Date() };
    const requester = await users.getById(row.user_id);
    const told = outcomeFor(parsed.data.decision, requestDay(row.created_at), reason, requester.language === 'en' ? 'en' : 'es');

    if (parsed.data.decision === 'reject') {
      await db.transaction(async (tx) => {
        await tx.update(profileRequest).set({ status: 'rejected', ...reviewed }).where(eq(profileRequest.id, id));
        await tx.insert(userNotification).values({ user_id: row.user_id, title: told.title, message: told.text });
        await writeAudit(tx, request.actor, { entity: 'profile_request', entityId: id, action: 'reject', before: row.changes, after: { reason } });
      });
      await tellBySms(app, request, requester.phone, told.text);
      return { data: { id, status: 'rejected' } };
    }
    // Checked again: the identifiers may have become someone else's since the request.
    const prepared = checkIdentifierFields(user, { ...row.changes }, requester);
    const updated = await db.transaction(async (tx) => {
      const changed = await users.update(row.user_id, prepared.data, request.actor, { tx });
      await tx.update(profileRequest).set({ status: 'approved', ...reviewed }).where(eq(profileRequest.id, id));
      await tx.insert(userNotification).values({ user_id: row.user_id, title: told.title, message: told.text });
      await writeAudit(tx, request.actor, { entity: 'profile_request', entityId: id, action: 'approve', after: row.changes });
      return changed;
    });
    // To the number on file before the change: an approved new phone is not yet proven to be theirs.
    await tellBySms(app, request, requester.phone, told.text);
    return { data: { id, status: 'approved', user: updated } };
  });
}
