/**
 * The user API (spec section 7): create, update and delete are domain routes (the entity's
 * routesByDomain) because they hash the password, prepend the lada and check the identifiers;
 * list, one and recovery stay generic. Plus GET user/type/{type} and GET user/types.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { user, USER_TYPES } from '../../schemas/user.ts';
import { parseListQuery } from '../crud/list-query.ts';
import { bodySchema, listQuerySchema, listResponse, recordSchema, responses } from '../crud/openapi-schemas.ts';
import { Repository } from '../crud/repository.ts';
import { parseId, validate } from '../crud/routes.ts';
import { assertMayManage, prepareUser } from '../auth/user-input.ts';
import { companyWordsOf } from '../auth/passwords.ts';
import { HttpError, notFound, unprocessable, type FieldErrors } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';

const tags = ['user'];
const idParams = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] };
const config = (action: string) => ({ module: user.module, action, entity: user.name });

/** `{ data }`, plus `warnings` when an accepted value deserves a second look. */
const withWarnings = (data: unknown, warnings: FieldErrors) => (Object.keys(warnings).length > 0 ? { data, warnings } : { data });

export async function userRoutes(app: FastifyInstance) {
  const repo = new Repository(user, app.database);
  const companyWords = companyWordsOf(app.config.PASSWORD_COMPANY_WORDS);
  const actorRole = (request: FastifyRequest) => request.session?.user.role_id ?? 0;
  const scopeOf = (request: FastifyRequest) => app.rowScope(request, user);

  app.post('/user', { config: config('create'), schema: { tags, body: bodySchema(user, 'create'), response: responses(recordSchema(user), 201) } }, async (request, reply) => {
    const data = validate(user.createSchema, request.body);
    const prepared = await prepareUser(data, { actorRoleId: actorRole(request), companyWords });
    reply.code(201);
    return withWarnings(await repo.create(prepared.data, request.actor), prepared.warnings);
  });

  app.put('/user/:id', { config: config('update'), schema: { tags, params: idParams, body: bodySchema(user, 'update'), response: responses(recordSchema(user)) } }, async (request) => {
    const id = parseId(request);
    const changes = validate(user.updateSchema, request.body);
    if (Object.keys(changes).length === 0) throw unprocessable({ _: [msg('http.nothingToChange')] });
    const current = await repo.getById(id, { scope: scopeOf(request) });
    const prepared = await prepareUser(changes, { actorRoleId: actorRole(request), companyWords, current });
    return withWarnings(await repo.update(id, prepared.data, request.actor, { scope: scopeOf(request) }), prepared.warnings);
  });

  app.delete('/user/:id', { config: config('destroy'), schema: { tags, params: idParams, response: responses(recordSchema(user)) } }, async (request) => {
    const id = parseId(request);
    const current = await repo.getById(id, { scope: scopeOf(request) });
    assertMayManage(actorRole(request), current.role_id);
    if (id === request.session?.user.id) throw new HttpError(422, 'No puedes eliminar tu propio usuario', { id: ['No puedes eliminar tu propio usuario'] });
    return { data: await repo.remove(id, request.actor, { scope: scopeOf(request) }) };
  });

  app.get('/user/types', { config: config('read'), schema: { tags } }, async () => {
    const result = USER_TYPES.map((type) => ({ id: type, name: type }));
    return { data: { result, total: result.length } };
  });

  app.get('/user/type/:type', { config: config('read'), schema: { tags, querystring: listQuerySchema(user), response: responses(listResponse(user)) } }, async (request) => {
    const { type } = request.params as { type: string };
    if (!(USER_TYPES as readonly string[]).includes(type)) throw notFound();
    const query = parseListQuery(user, request.query as Record<string, unknown>);
    query.filters.push({ field: 'type', operator: 'eq', value: type });
    return { data: await repo.list(query, scopeOf(request)) };
  });
}
