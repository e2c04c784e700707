/**
 * What the permission table grants each role, read from the database: role -> module route -> actions.
 * Access tests compare answers with this, so they follow the seed instead of repeating it.
 */
import type { Action } from '../../schemas/framework/define-entity.ts';
import type { TestApp } from './test-app.ts';

export type Grants = Map<number, Map<string, Set<Action>>>;

export async function readGrants(t: TestApp): Promise<Grants> {
  const rows = await t.database.query<Record<string, unknown>>('select p.role_id, m.route, p.read, p.create, p.update, p.destroy, p.root from permission p join module m on m.id = p.module_id');
  const grants: Grants = new Map();
  for (const row of rows) {
    const byModule = grants.get(Number(row.role_id)) ?? new Map<string, Set<Action>>();
    grants.set(Number(row.role_id), byModule);
    const actions = byModule.get(String(row.route)) ?? new Set<Action>();
    byModule.set(String(row.route), actions);
    for (const action of ['read', 'create', 'update', 'destroy', 'root'] as const) if (row[action]) actions.add(action);
  }
  return grants;
}
