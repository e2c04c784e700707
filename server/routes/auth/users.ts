/**
 * The user API (spec section 7) beyond the generic CRUD: GET user/type/{type} and GET user/types.
 * Create, update and delete are the generic routes with the user's hooks (server/entities/user-hooks.ts).
 */
import type { FastifyInstance } from 'fastify';
import { user, USER_TYPES } from '../../../schemas/user.ts';
import { parseListQuery } from '../../crud/list-query.ts';
import { listQuerySchema, listResponse, responses } from '../../crud/openapi-schemas.ts';
import { Repository } from '../../crud/repository.ts';
import { notFound } from '../../http/errors.ts';

const tags = ['user'];
const config = (action: string) => ({ module: user.module, action, entity: user.name });

export async function userRoutes(app: FastifyInstance) {
  const repo = new Repository(user, app.database, app.entityHooks.user);

  app.get('/user/types', { config: config('read'), schema: { tags } }, async () => {
    const result = USER_TYPES.map((type) => ({ id: type, name: type }));
    return { data: { result, total: result.length } };
  });

  app.get('/user/type/:type', { config: config('read'), schema: { tags, querystring: listQuerySchema(user), response: responses(listResponse(user)) } }, async (request) => {
    const { type } = request.params as { type: string };
    if (!(USER_TYPES as readonly string[]).includes(type)) throw notFound();
    const query = parseListQuery(user, request.query as Record<string, unknown>);
    query.filters.push({ field: 'type', operator: 'eq', value: type });
    return { data: await repo.list(query, app.rowScope(request, user)) };
  });
}
