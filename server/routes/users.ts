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
import { parseId } from '../crud/routes.ts';
import { assertMayManage, checkUser, prepareUser, type UserContext } from '../auth/user-input.ts';
import { companyWordsOf } from '../auth/passwords.ts';
import { notFound, unprocessable, type FieldErrors } from '../http/errors.ts';
import { msg, textsIn, type Language } from '../i18n/localized.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { toFieldErrors } from '../../schemas/framework/validation.ts';
import type { Row } from '../crud/repository.ts';

const tags = ['user'];
const idParams = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] };
const config = (action: string) => ({ module: user.module, action, entity: user.name });

/** `{ data }`, plus `warnings` when an accepted value deserves a second look. */
const withWarnings = (data: unknown, warnings: FieldErrors, language: Language) =>
  Object.keys(warnings).length > 0 ? { data, warnings: textsIn(warnings, language) } : { data };

/**
 * The schema's checks, and on failure the identifier and password checks of the fields the schema
 * accepted, so one answer names every field's problem (a bad email does not hide a bad RFC).
 */
function validateUser(schema: typeof user.createSchema | typeof user.updateSchema, body: unknown, context: UserContext): Row {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data as Row;
  const schemaErrors = toFieldErrors(parsed.error);
  const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const accepted = Object.fromEntries(Object.entries(raw).filter(([field, value]) => !(field in schemaErrors) && typeof value === 'string' && value.trim() !== ''));
  throw unprocessable({ ...checkUser(accepted, context).errors, ...schemaErrors });
}

export async function userRoutes(app: FastifyInstance) {
  const repo = new Repository(user, app.database);
  const companyWords = companyWordsOf(app.config.PASSWORD_COMPANY_WORDS);
  const actorRole = (request: FastifyRequest) => request.session?.user.role_id ?? 0;
  const scopeOf = (request: FastifyRequest) => app.rowScope(request, user);

  app.post('/user', { config: config('create'), schema: { tags, body: bodySchema(user, 'create'), response: responses(recordSchema(user), 201) } }, async (request, reply) => {
    const context = { actorRoleId: actorRole(request), companyWords };
    const data = validateUser(user.createSchema, request.body, context);
    const prepared = await prepareUser(data, context);
    reply.code(201);
    return withWarnings(await repo.create(prepared.data, request.actor), prepared.warnings, requestLanguage(request));
  });

  app.put('/user/:id', { config: config('update'), schema: { tags, params: idParams, body: bodySchema(user, 'update'), response: responses(recordSchema(user)) } }, async (request) => {
    const id = parseId(request);
    const current = await repo.getById(id, { scope: scopeOf(request) });
    const context = { actorRoleId: actorRole(request), companyWords, current };
    const changes = validateUser(user.updateSchema, request.body, context);
    if (Object.keys(changes).length === 0) throw unprocessable({ _: [msg('http.nothingToChange')] });
    const prepared = await prepareUser(changes, context);
    return withWarnings(await repo.update(id, prepared.data, request.actor, { scope: scopeOf(request) }), prepared.warnings, requestLanguage(request));
  });

  app.delete('/user/:id', { config: config('destroy'), schema: { tags, params: idParams, response: responses(recordSchema(user)) } }, async (request) => {
    const id = parseId(request);
    const current = await repo.getById(id, { scope: scopeOf(request) });
    assertMayManage(actorRole(request), current.role_id);
    if (id === request.session?.user.id) throw unprocessable({ id: [msg('users.deleteSelf')] });
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
