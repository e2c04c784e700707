/**
 * The signed-in user's own profile (spec sections 3, 4 and 7): GET profile, POST profile (a change
 * request for review: only an administrator's approval, server/routes/profile/profile-requests.ts, changes
 * the user), PUT profile (the photo) and PATCH profile/password (server/routes/profile/profile-password.ts).
 * Every route acts on the session's user: there is no id to point at somebody else.
 */
import { entities } from '../../../schemas/index.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PROFILE_FIELDS, PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES, profileChangeSchema, type RequestedChanges } from '../../../schemas/profile.ts';
import { user } from '../../../schemas/user.ts';
import { checkIdentifierFields } from '../../crud/payload.ts';
import { identifierErrors } from '../../entities/user-identifiers.ts';
import { checkLimit } from '../../http/rate-limit.ts';
import { writeAudit } from '../../crud/audit.ts';
import { IF_MATCH_HEADER } from '../../crud/openapi-schemas.ts';
import { readPrecondition, staleVersion } from '../../crud/versions.ts';
import type { Db } from '../../db/client.ts';
import { checkFile } from '../../domain/file-signature.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { passwordRoutes } from './profile-password.ts';
import { saveUpload } from '../files/stored-files.ts';
import { pendingRequestOf, pictureUrlOf, readProfile, replacePendingRequest, setPicture, storedLada } from '../../stores/profile-store.ts';
import { deleteIfUnheld } from '../files/file-sweep.ts';
import { takeUploadSlot } from '../../files/upload-limits.ts';
import { zodErrors } from '../zod-errors.ts';
import { msg, textsIn } from '../../i18n/localized.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { comparesVersion, idOf } from '../../crud/record-preconditions.ts';

const tags = ['profile'];
const own = { config: { signedIn: true } } as const;

const pictureSchema = z.strictObject({
  /** The picture's file name (its extension says what it claims to be). */
  profile_picture_url: z.string().trim().min(1, MESSAGES.required).max(255),
  /** The image, base64 (a data: URL is accepted too). */
  profile_picture: z.string().min(1, MESSAGES.required),
});

const userIdOf = (request: FastifyRequest) => request.session!.user.id;

/** POST profile tries per person per hour (docs/decisions/191). */
export const PROFILE_REQUESTS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

export async function profileRoutes(app: FastifyInstance) {
  const db = app.database.db;

  // A session opened with a temporary password may read its profile (to change the password there).
  app.get('/profile', { config: { signedIn: true, passwordChange: true }, schema: { tags } }, async (request) => {
    const userId = userIdOf(request);
    const [profile, pending] = await Promise.all([readProfile(db, userId), pendingRequestOf(db, userId)]);
    return { data: { ...profile, user_guid: profile.key, pending_request: pending && { id: pending.id, changes: pending.changes, created_at: pending.created_at } } };
  });

  app.post('/profile', { config: { ...own.config, writes: comparesVersion('user', 'if-match') }, schema: { tags, headers: IF_MATCH_HEADER } }, async (request, reply) => {
    // Every try counts, refused ones too: the requests are for a person to review, not for probing.
    const verdict = await checkLimit(app.rateCounter, `profile-request:${userIdOf(request)}`, PROFILE_REQUESTS_PER_HOUR, HOUR_MS);
    if (!verdict.allowed) {
      throw new HttpError(429, msg('profile.tooManyRequests', { seconds: verdict.retryAfterSeconds }), { retry_after: [String(verdict.retryAfterSeconds)] });
    }
    const { expectedVersion, body } = readPrecondition(request);
    const parsed = profileChangeSchema.safeParse(body ?? {});
    if (!parsed.success) throw unprocessable(zodErrors(parsed.error));
    const userId = userIdOf(request);
    const current = await readProfile(db, userId);
    // A form filled from an older record would ask to undo what changed since (an administrator's edit).
    if (expectedVersion !== undefined && current.version !== expectedVersion) throw staleVersion(current.version);
    // The user's identifier fields check them as the user forms do; normalised values kept.
    const lada = await storedLada(db, userId);
    const prepared = checkIdentifierFields(user, { ...parsed.data, email: parsed.data.email.toLowerCase() }, { ...current, lada });
    const changes: RequestedChanges = {};
    for (const field of PROFILE_FIELDS) {
      const value = prepared.data[field];
      if (typeof value === 'string' && value !== current[field]) changes[field] = value;
    }
    // A new phone on a record with no lada takes its number's: the request holds it, as the database's four-eyes check wants.
    if (changes.phone !== undefined && typeof prepared.data.lada === 'string' && prepared.data.lada !== lada) changes.lada = prepared.data.lada;
    if (Object.keys(changes).length === 0) throw unprocessable({ _: [msg('profile.nothingChanged')] });
    // The address's own form is judged now (mixed scripts, invisible characters). Whether it names another
    // account is not said here, where it would tell anyone signed in which emails have accounts: the request is
    // taken like any other and the approver, who may read every account, refuses it (docs/decisions/191).
    if (changes.email !== undefined) {
      const problems = identifierErrors({ email: changes.email });
      if (Object.keys(problems).length > 0) throw unprocessable(problems);
    }
    const row = await replacePendingRequest(db, userId, changes);
    await writeAudit(db, request.actor, { entity: 'profile_request', entityId: row.id, action: 'create', after: changes });
    reply.code(201);
    const language = requestLanguage(request);
    return { data: { id: row.id, status: row.status, changes, message: msg('profile.requestSent').in(language) }, ...(Object.keys(prepared.warnings).length > 0 ? { warnings: textsIn(prepared.warnings, language) } : {}) };
  });

  // base64 inflates by a third: the body may be that much larger than the picture.
  app.put('/profile', { config: { ...own.config, writes: { entity: 'user', ids: (request) => idOf(request.session?.user.id) } }, bodyLimit: Math.ceil(PROFILE_PICTURE_MAX_BYTES * 1.4) + 4096, schema: { tags } }, async (request) => {
    const parsed = pictureSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(zodErrors(parsed.error));
    const base64 = parsed.data.profile_picture.replace(/^data:[^,]*;base64,/, '');
    if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw unprocessable({ profile_picture: [msg('profile.pictureBase64')] });
    const content = Buffer.from(base64, 'base64');
    if (content.length === 0) throw unprocessable({ profile_picture: [msg('files.empty')] });
    if (content.length > PROFILE_PICTURE_MAX_BYTES) throw new HttpError(413, msg('profile.pictureTooLarge', { max: PROFILE_PICTURE_MAX_BYTES / 1024 / 1024 }));
    const check = checkFile(parsed.data.profile_picture_url, content.subarray(0, 64), PROFILE_PICTURE_TYPES);
    if (!check.ok) throw unprocessable({ profile_picture: [check.reason] });

    const userId = userIdOf(request);
    await takeUploadSlot(app, userId);
    const { url, replaced } = await db.transaction(async (t) => {
      const tx: Db = t;
      const replaced = await pictureUrlOf(tx, userId);
      const stored = await saveUpload(app, { content, filename: parsed.data.profile_picture_url, extension: check.extension, uploadedBy: userId }, tx);
      await setPicture(tx, userId, stored.url);
      await writeAudit(tx, request.actor, { entity: 'profile_picture', entityId: userId, action: 'update', after: { url: stored.url } });
      return { url: stored.url, replaced };
    });
    // The photo it replaced goes at once (the sweep would take it later), unless something else holds it.
    const replacedKey = replaced ? /^\/api\/files\/([A-Za-z0-9._-]+)$/.exec(replaced)?.[1] : undefined;
    if (replacedKey) await deleteIfUnheld(app, replacedKey, entities);
    return { data: { profile_picture_url: url } };
  });

  await app.register(passwordRoutes);
}
