/**
 * The permissions editor's model, pure: the server's module tree for a role (GET
 * permission/{roleId}/modules) as grid rows, the person's ticks on them, and what Save sends
 * (spec section 6: create where the row has no permission, update otherwise; only module rows).
 */
export const FLAGS = ['root', 'destroy', 'update', 'create', 'read'] as const;
export type Flag = (typeof FLAGS)[number];
export type Flags = Record<Flag, boolean>;

/** A row as the server sends it: a module with the role's flags, parents carrying their children. */
export interface ModuleGridRow extends Flags {
  id: number;
  name: string;
  route: string;
  frontName: string;
  isFather: boolean;
  moduleId: number | null;
  permission_id: number | null;
  /** That permission row's version, sent back with its update (docs/decisions/100); null when none. */
  permission_version?: number | null;
  /** The role's id when it has a permission row on this module, null otherwise (Save then creates one). */
  role_id: number | null;
  children?: ModuleGridRow[];
}

export interface GridRow {
  moduleId: number;
  frontName: string;
  name: string;
  depth: 0 | 1;
  /** Module rows are saved; other rows (none today) would only group. */
  isModule: boolean;
  permissionId: number | null;
  permissionVersion: number | null;
  roleId: number | null;
  saved: Flags;
  flags: Flags;
}

const pick = (row: Flags): Flags => ({ root: Boolean(row.root), destroy: Boolean(row.destroy), update: Boolean(row.update), create: Boolean(row.create), read: Boolean(row.read) });

/** Parents then their children, each once, in the server's order. */
export function gridRows(tree: readonly ModuleGridRow[]): GridRow[] {
  const toRow = (m: ModuleGridRow, depth: 0 | 1): GridRow => ({
    moduleId: m.id,
    frontName: m.frontName,
    name: m.name,
    depth,
    isModule: typeof m.id === 'number',
    permissionId: m.permission_id ?? null,
    permissionVersion: m.permission_version ?? null,
    roleId: m.role_id ?? null,
    saved: pick(m),
    flags: pick(m),
  });
  return tree.flatMap((parent) => [toRow(parent, 0), ...(parent.children ?? []).map((child) => toRow(child, 1))]);
}

export function setFlag(rows: readonly GridRow[], moduleId: number, flag: Flag, value: boolean): GridRow[] {
  return rows.map((row) => (row.moduleId === moduleId ? { ...row, flags: { ...row.flags, [flag]: value } } : row));
}

/** Ticks (or unticks) a whole column. */
export function setColumn(rows: readonly GridRow[], flag: Flag, value: boolean): GridRow[] {
  return rows.map((row) => (row.isModule ? { ...row, flags: { ...row.flags, [flag]: value } } : row));
}

export function isChanged(row: GridRow): boolean {
  return FLAGS.some((flag) => row.flags[flag] !== row.saved[flag]);
}

export interface PermissionPayload extends Flags {
  role_id: number;
  module_id: number;
}

export interface SavePlan {
  create: PermissionPayload[];
  /** `version`: the row as the grid read it; the server refuses the update if it changed since. */
  update: { id: number; data: PermissionPayload & { version?: number } }[];
}

/**
 * What Save sends for the role: the changed module rows; a row whose role id is empty (no
 * permission yet) is created, any other updated by its permission id.
 */
export function savePlan(rows: readonly GridRow[], roleId: number): SavePlan {
  const plan: SavePlan = { create: [], update: [] };
  for (const row of rows) {
    if (!row.isModule || !isChanged(row)) continue;
    const data: PermissionPayload = { role_id: roleId, module_id: row.moduleId, ...row.flags };
    if (row.roleId === null || row.permissionId === null) plan.create.push(data);
    else plan.update.push({ id: row.permissionId, data: row.permissionVersion === null ? data : { ...data, version: row.permissionVersion } });
  }
  return plan;
}
