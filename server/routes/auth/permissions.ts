/**
 * The permissions editor's reads (spec section 7): GET permission/{roleId}/modules (every module with
 * the role's flags, parents with their children) and GET parents/module. The permission rows
 * themselves (POST, PUT, DELETE, GET ?role_id&take=999) are the generic CRUD of `permission`.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { module } from '../../../schemas/module.ts';
import { permission } from '../../../schemas/permission.ts';
import { role } from '../../../schemas/role.ts';
import { permissionGridOf } from '../../auth/module-tree.ts';
import { modulesWithFlags } from '../../auth/permission-store.ts';
import { parseId } from '../../crud/routes.ts';
import { notFound } from '../../http/errors.ts';

const roleTable = role.table;
const moduleTable = module.table;

export async function permissionRoutes(app: FastifyInstance) {
  app.get('/permission/:id/modules', { config: { module: permission.module, action: 'read', entity: permission.name }, schema: { tags: ['permission'] } }, async (request) => {
    const roleId = parseId(request);
    const [found] = await app.database.db.select({ id: roleTable.id, name: roleTable.name }).from(roleTable).where(eq(roleTable.id, roleId)).limit(1);
    if (!found) throw notFound('role');
    const result = permissionGridOf(roleId, await modulesWithFlags(app.database.db, roleId));
    return { data: { role: found, result, total: result.length } };
  });

  app.get('/parents/module', { config: { module: module.module, action: 'read', entity: module.name }, schema: { tags: ['module'] } }, async () => {
    const result = await app.database.db
      .select()
      .from(moduleTable)
      .where(and(eq(moduleTable.isFather, true), isNull(moduleTable.moduleId)))
      .orderBy(asc(moduleTable.id));
    return { data: { result, total: result.length } };
  });
}
