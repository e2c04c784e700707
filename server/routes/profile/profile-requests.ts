/**
 * Administrators review change requests of a person's data (spec section 4: "sent to revision"), asked
 * by the person (POST profile) or by staff editing the user (held by server/entities/four-eyes.ts): GET
 * profile/requests?status=pending lists them; PATCH profile/requests/{id} {decision} approves (the
 * user changes, audited, in one transaction) or rejects (nothing changes). One decision per request:
 * the pending row is decided by a conditional UPDATE in the transaction that acts on it. Governed by the
 * users catalogue: whoever may update users may decide, never the person nor whoever asked.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PROFILE_REQUEST_STATUSES } from '../../../schemas/profile.ts';
import { profileRequest } from '../../../schemas/profile-tables.ts';
import { user } from '../../../schemas/user.ts';
import { checkIdentifierFields } from '../../crud/payload.ts';
import { writeAudit } from '../../crud/audit.ts';
import { Repository, type Row } from '../../crud/repository.ts';
import { parseId } from '../../crud/routes.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { decideRequest, listRequests } from '../../stores/profile-store.ts';
import { identifierOwner } from '../../entities/user-identifiers.ts';
import type { Db } from '../../db/client.ts';
import { zodErrors } from '../zod-errors.ts';
import { formatInstantDay, msg, renderMessage, type Language } from '../../i18n/localized.ts';
import { userNotification } from '../../../schemas/user-notification.ts';

const tags = ['profile'];
const decisionSchema = z.strictObject({ decision: z.enum(['approve', 'reject']), reason: z.string().trim().max(500).optional() });

/** The request's day as the person reads dates (dd/mm/yyyy, the day in Mexico City): the one formatter of a day. */
const requestDay = (at: Date) => formatInstantDay(at);
const statusSchema = z.object({ status: z.enum(PROFILE_REQUEST_STATUSES).default('pending') });

const reviewedAlready = () => new HttpError(409, msg('profile.requestReviewed'));
const languageOf = (person: Row): Language => (person.language === 'en' ? 'en' : 'es');

interface Notice {
  userId: number;
  phone: unknown;
  title: string;
  text: string;
}

/**
 * Who is told, in their own language: whoever asked (the person, or the staff member who edited their
 * record) of the outcome; and, when staff's change of a person's data is approved, that person too.
 */
function outcomeNotices(input: { decision: 'approve' | 'reject'; date: string; reason: string; subject: Row; asker: Row | undefined; fields: string[] }): Notice[] {
  const { decision, date, reason, subject, asker } = input;
  const approved = decision === 'approve';
  const notice = (person: Row, title: string, text: string): Notice => ({ userId: Number(person.id), phone: person.phone, title, text });
  if (asker === subject) {
    const language = languageOf(subject);
    return [
      approved
        ? notice(subject, renderMessage('profile.requestApprovedTitle', language), renderMessage('profile.requestApprovedText', language, { date }))
        : notice(subject, renderMessage('profile.requestRejectedTitle', language), renderMessage('profile.requestRejectedText', language, { date, reason })),
    ];
  }
  const notices: Notice[] = [];
  if (asker) {
    const language = languageOf(asker);
    const name = String(subject.name ?? '');
    notices.push(
      approved
        ? notice(asker, renderMessage('profile.requestApprovedTitle', language), renderMessage('fourEyes.staffApprovedText', language, { name, date }))
        : notice(asker, renderMessage('profile.requestRejectedTitle', language), renderMessage('fourEyes.staffRejectedText', language, { name, date, reason })),
    );
  }
  if (approved) {
    const language = languageOf(subject);
    notices.push(notice(subject, renderMessage('fourEyes.subjectChangedTitle', language), renderMessage('fourEyes.subjectChangedText', language, { date, fields: input.fields.join(', ') })));
  }
  return notices;
}

/** After the commit (no network call inside a transaction); a failed SMS leaves the decision and the bell's notice. */
async function tellBySms(app: FastifyInstance, request: FastifyRequest, notices: Notice[]): Promise<void> {
  for (const { phone, text } of notices) {
    if (typeof phone !== 'string' || phone === '') continue;
    try {
      await app.sms.send(phone, { text: `Caudal: ${text}`.slice(0, 1000) }, 'sms');
    } catch (error) {
      request.log.warn({ err: error }, 'profile request outcome SMS not sent');
    }
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
    if (row.status !== 'pending') throw reviewedAlready();
    // Four eyes: neither the person whose data it is nor whoever asked decides it.
    if (row.user_id === request.actor.userId) throw new HttpError(403, msg('profile.ownRequest'));
    if (row.requested_by === request.actor.userId) throw new HttpError(403, msg('fourEyes.requestedBy'));
    const reason = parsed.data.reason ?? '';
    if (parsed.data.decision === 'reject' && reason === '') throw unprocessable({ reason: [msg('profile.reasonRequired')] });
    const subject = await users.getById(row.user_id, { withDeleted: true });
    const asker = row.requested_by === null || row.requested_by === row.user_id ? subject : await users.findById(row.requested_by, { withDeleted: true });
    const date = requestDay(row.created_at);
    const notices = outcomeNotices({ decision: parsed.data.decision, date, reason, subject, asker, fields: Object.keys(row.changes) });
    const tell = async (tx: Db) => {
      for (const notice of notices) await tx.insert(userNotification).values({ user_id: notice.userId, title: notice.title, message: notice.text });
    };

    if (parsed.data.decision === 'reject') {
      await db.transaction(async (tx) => {
        // The one decision: a request someone else decided meanwhile is refused here, and nothing is written or sent.
        if (!(await decideRequest(tx, id, 'rejected', request.actor.userId))) throw reviewedAlready();
        await tell(tx);
        await writeAudit(tx, request.actor, { entity: 'profile_request', entityId: id, action: 'reject', before: row.changes, after: { reason } });
      });
      await tellBySms(app, request, notices);
      return { data: { id, status: 'rejected' } };
    }
    // Checked again: the identifiers may have become someone else's since the request. The approver may read
    // every account, so a taken email is said to them plainly (the requester was not told: decision 191).
    const prepared = checkIdentifierFields(user, { ...row.changes }, subject);
    if (typeof row.changes.email === 'string' && (await identifierOwner(db, row.changes.email, row.user_id)) !== undefined) {
      throw unprocessable({ email: [msg('profile.emailTaken')] });
    }
    const updated = await db.transaction(async (tx) => {
      if (!(await decideRequest(tx, id, 'approved', request.actor.userId))) throw reviewedAlready();
      // Names the approved request: the user's hooks write its four-eyes fields, and the database's trigger lets them.
      const changed = await users.update(row.user_id, prepared.data, request.actor, { tx, approvedChange: id });
      await tell(tx);
      await writeAudit(tx, request.actor, { entity: 'profile_request', entityId: id, action: 'approve', after: row.changes });
      return changed;
    });
    // To the numbers on file before the change: an approved new phone is not yet proven to be theirs.
    await tellBySms(app, request, notices);
    return { data: { id, status: 'approved', user: updated } };
  });
}
