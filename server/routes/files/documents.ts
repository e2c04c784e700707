/**
 * User documents (spec sections 3, 4 and 7; docs/decisions/009): GET user_document?user_guid={guid}
 * lists a user's documents (user_guid is the user's `key`), each marked `expired` once its expiration
 * date has passed; POST user_document records an uploaded file (uploaded first through POST file) and
 * sets expiration = upload date + the document type's days. Investors and clients reach only their own
 * rows (the entity's owner field); downloading goes through /api/files/{key}, whose row-level check
 * (file-ownership.ts) lets only the owner and staff read it.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { document } from '../../../schemas/document.ts';
import { ROLE } from '../../../schemas/role.ts';
import { user } from '../../../schemas/user.ts';
import { userDocument } from '../../../schemas/user-document.ts';
import { flagsFor } from '../../auth/permission-store.ts';
import { checkFileFields } from '../../crud/file-fields.ts';
import { parseListQuery } from '../../crud/list-query.ts';
import { parseId } from '../../crud/routes.ts';
import { Repository, type Row } from '../../crud/repository.ts';
import { addDays, compareDates, todayInMexicoCity } from '../../domain/calendar.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { zodErrors } from '../zod-errors.ts';
import { msg } from '../../i18n/localized.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';

const tags = ['user_document'];
const config = (action: string) => ({ module: userDocument.module, action, entity: userDocument.name });
const users = user.table;

const FILE_URL = /^\/api\/files\/[A-Za-z0-9._-]+$/;
const createSchema = z.strictObject({
  user_guid: z.string().trim().min(1, MESSAGES.required).max(40),
  document_id: z.coerce.number().int().positive(),
  name: z.string().trim().min(1, MESSAGES.required).max(200),
  location: z.string().regex(FILE_URL, 'documents.location'),
});

export async function documentRoutes(app: FastifyInstance) {
  const repo = new Repository(userDocument, app.database);
  const types = new Repository(document, app.database);
  const today = () => todayInMexicoCity(new Date());
  const withExpiry = (row: Row) => ({ ...row, expired: compareDates(String(row.expiration), today()) < 0 });

  /**
   * Staff (whoever reads the users catalogue) see everyone's documents; anyone else, whatever their
   * role, reaches the list only through the profile and sees only their own.
   */
  async function scopeOf(request: FastifyRequest): Promise<SQL | undefined> {
    const session = request.session!;
    if (session.user.role_id === ROLE.root) return undefined;
    const flags = await flagsFor(app.database.db, session.user.role_id, [user.module]);
    return flags.read ? undefined : eq(userDocument.table.user_id, session.user.id);
  }

  async function userIdOfGuid(request: FastifyRequest, guid: string): Promise<number> {
    const [row] = await app.database.db.select({ id: users.id }).from(users).where(and(eq(users.key, guid), isNull(users.deleted_at))).limit(1);
    // Someone else's guid looks exactly like an unknown one to a user who sees only their own.
    if (!row || ((await scopeOf(request)) && row.id !== request.session!.user.id)) throw notFound('user');
    return Number(row.id);
  }

  app.get('/user_document', { config: config('read'), schema: { tags } }, async (request) => {
    const { user_guid: guid, ...rest } = request.query as Record<string, unknown>;
    const query = parseListQuery(userDocument, rest);
    if (typeof guid === 'string' && guid !== '') query.filters.push({ field: 'user_id', operator: 'eq', value: await userIdOfGuid(request, guid) });
    const page = await repo.list(query, await scopeOf(request));
    return { data: { result: page.result.map(withExpiry), total: page.total } };
  });

  app.get('/user_document/:id', { config: config('read'), schema: { tags } }, async (request) => {
    return { data: withExpiry(await repo.getById(parseId(request), { scope: await scopeOf(request) })) };
  });

  app.post('/user_document', { config: { ...config('create'), writes: 'none' }, schema: { tags } }, async (request, reply) => {
    const parsed = createSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(zodErrors(parsed.error));
    const userId = await userIdOfGuid(request, parsed.data.user_guid);
    // Stored here, a document's type, the caller's own upload that no other record holds (finding 16).
    await checkFileFields(app.database.db, userDocument, { location: parsed.data.location }, { actor: request.actor });
    const type = await types.findById(parsed.data.document_id);
    if (!type) throw unprocessable({ document_id: [msg('documents.type')] });
    const uploaded = today();
    const expiration = addDays(uploaded, Number(type.days));
    const row = await repo.create({ user_id: userId, document_id: type.id, name: parsed.data.name, location: parsed.data.location, expiration }, request.actor);
    reply.code(201);
    return { data: withExpiry(row) };
  });
}
