import { describe, expect, it } from 'vitest';
import { gridRows, isChanged, savePlan, setColumn, setFlag, type ModuleGridRow } from '../../../src/pages/permissions/permission-grid.ts';

const NONE = { root: false, destroy: false, update: false, create: false, read: false };

function module(id: number, route: string, permission: { id: number; read?: boolean; version?: number } | null, children: ModuleGridRow[] = []): ModuleGridRow {
  return {
    id, name: route.split('/').pop()!, route, frontName: route.split('/').pop()!, isFather: children.length > 0, moduleId: null,
    permission_id: permission?.id ?? null, permission_version: permission?.version ?? null, role_id: permission ? 4 : null, ...NONE, read: permission?.read ?? false, children,
  };
}

const tree: ModuleGridRow[] = [
  module(1, '/inversiones', { id: 100, read: true }, [module(2, '/inversiones/inversionistas', { id: 101, read: true }), module(3, '/inversiones/dashboard', null)]),
  module(60, '/perfil', null),
];

describe('the permissions grid', () => {
  it('lists parents then their children, with the saved flags', () => {
    const rows = gridRows(tree);
    expect(rows.map((r) => [r.moduleId, r.depth])).toEqual([[1, 0], [2, 1], [3, 1], [60, 0]]);
    expect(rows[1].flags.read).toBe(true);
    expect(rows.some(isChanged)).toBe(false);
  });

  it('Save sends nothing when nothing changed', () => {
    expect(savePlan(gridRows(tree), 4)).toEqual({ create: [], update: [] });
  });

  it('Save creates where the row has no permission and updates (PUT permission/{id}) where it has one', () => {
    let rows = gridRows(tree);
    rows = setFlag(rows, 3, 'read', true);
    rows = setFlag(rows, 2, 'update', true);
    const plan = savePlan(rows, 4);
    expect(plan.create).toEqual([{ role_id: 4, module_id: 3, ...NONE, read: true }]);
    expect(plan.update).toEqual([{ id: 101, data: { role_id: 4, module_id: 2, ...NONE, read: true, update: true } }]);
  });

  it('an update sends back the version the grid read, so a row changed meanwhile is refused (409), not overwritten', () => {
    const versioned = [module(7, '/prestamos', { id: 300, read: true, version: 5 })];
    const plan = savePlan(setFlag(gridRows(versioned), 7, 'create', true), 4);
    expect(plan.update).toEqual([{ id: 300, data: { role_id: 4, module_id: 7, ...NONE, read: true, create: true, version: 5 } }]);
  });

  it('a flag ticked and unticked again is no change', () => {
    let rows = setFlag(gridRows(tree), 60, 'create', true);
    rows = setFlag(rows, 60, 'create', false);
    expect(savePlan(rows, 4)).toEqual({ create: [], update: [] });
  });

  it('only module rows are saved', () => {
    const rows = setColumn(gridRows(tree), 'root', true).map((r) => (r.moduleId === 60 ? { ...r, isModule: false, flags: { ...r.flags, read: true } } : r));
    const plan = savePlan(rows, 4);
    expect([...plan.create.map((p) => p.module_id), ...plan.update.map((u) => u.data.module_id)].sort()).toEqual([1, 2, 3]);
  });

  it('a whole column can be ticked at once', () => {
    const rows = setColumn(gridRows(tree), 'destroy', true);
    expect(rows.every((r) => r.flags.destroy)).toBe(true);
    expect(rows.filter(isChanged)).toHaveLength(4);
  });
});
