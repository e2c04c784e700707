/** The permission table as the auth layer reads it: flags per role and module route, the sidebar, the grid. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { entities } from '../../schemas/index.ts';
import type { Db } from '../db/client.ts';
import { NO_FLAGS, type Flags } from './access.ts';

const permissionTable = entities.permission.table;
const moduleTable = entities.module.table;

const anyFlag = (column: PgColumn): SQL<boolean> => sql<boolean>`coalesce(bool_or(${column}), false)`;

/** The flags as aggregate columns, for any query that joins the permission rows of one role. */
export const flagColumns = {
  read: anyFlag(permissionTable.read),
  create: anyFlag(permissionTable.create),
  update: anyFlag(permissionTable.update),
  destroy: anyFlag(permissionTable.destroy),
  root: anyFlag(permissionTable.root),
};

/**
 * The role's flags on any of these module routes (one row per role and module, a unique index says
 * so); the rows of several modules add up: a flag is granted when any of them grants it.
 */
/** Join condition: the role's permission rows on the module routes of `routes` (an array parameter, so one statement fits every route). */
export function permissionsOnAny(roleId: PgColumn, routes: SQL | ReturnType<typeof sql.placeholder>): SQL {
  return sql`${permissionTable.role_id} = ${roleId} and ${permissionTable.module_id} in (select ${moduleTable.id} from ${moduleTable} where ${moduleTable.route} = any(${routes}))`;
}

export { permissionTable };

export async function flagsFor(db: Db, roleId: number, routes: readonly string[]): Promise<Flags> {
  if (routes.length === 0) return NO_FLAGS;
  const [row] = await db
    .select(flagColumns)
    .from(permissionTable)
    .innerJoin(moduleTable, eq(moduleTable.id, permissionTable.module_id))
    .where(and(eq(permissionTable.role_id, roleId), inArray(moduleTable.route, [...routes])));
  return row ? (row as Flags) : NO_FLAGS;
}

export interface ModuleWithFlags extends Flags {
  id: number;
  name: string;
  route: string;
  frontName: string;
  icon: string;
  isFather: boolean;
  moduleId: number | null;
  /** The role's permission row for this module (the lowest id when there are several); null when none. */
  permission_id: number | null;
  /** That row's version, which the editor's save sends back (docs/decisions/100); null when none. */
  permission_version: number | null;
}

/** Every module with a screen (not retired), in id order, with the role's flags on it. */
export async function modulesWithFlags(db: Db, roleId: number): Promise<ModuleWithFlags[]> {
  const rows = await db
    .select({
      id: moduleTable.id,
      name: moduleTable.name,
      route: moduleTable.route,
      frontName: moduleTable.frontName,
      icon: moduleTable.icon,
      isFather: moduleTable.isFather,
      moduleId: moduleTable.moduleId,
      permission_id: sql<number | null>`min(${permissionTable.id})`,
      // One row per role and module (a unique index), so its version is the only one there.
      permission_version: sql<number | null>`min(${permissionTable.version})`,
      ...flagColumns,
    })
    .from(moduleTable)
    .leftJoin(permissionTable, and(eq(permissionTable.module_id, moduleTable.id), eq(permissionTable.role_id, roleId)))
    .where(sql`${moduleTable.retired} is not true`)
    .groupBy(moduleTable.id)
    .orderBy(asc(moduleTable.id));
  return rows.map((r) => ({ ...r, permission_id: r.permission_id === null ? null : Number(r.permission_id), permission_version: r.permission_version === null ? null : Number(r.permission_version) }));
}
