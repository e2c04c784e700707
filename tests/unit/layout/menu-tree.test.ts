import { describe, expect, it } from 'vitest';
import { menuTree, type ModuleRow } from '../../../src/layout/menu-tree.ts';
import { moduleRows } from '../../../server/db/seed/module-tree.ts';

const rows = moduleRows() as ModuleRow[];

describe('menuTree', () => {
  it('nests children under their parents, in id order', () => {
    const tree = menuTree(rows, () => true);
    expect(tree.map((n) => n.module.route)).toEqual(['/inversiones', '/prestamos', '/coberturas', '/administrador', '/perfil']);
    const admin = tree.find((n) => n.module.route === '/administrador')!;
    expect(admin.children[0].route).toBe('/administrador/listas/aplicaciones');
    expect(admin.children).toHaveLength(20);
  });

  it('hides items without a screen and parents left without children', () => {
    const tree = menuTree(rows, (route) => route === '/administrador/listas/moneda');
    expect(tree).toHaveLength(1);
    expect(tree[0].children.map((c) => c.route)).toEqual(['/administrador/listas/moneda']);
  });

  it('every route of the spec tree is a module', () => {
    const routes = rows.map((r) => r.route);
    for (const child of ['inversionistas', 'dashboard', 'dashboard-concluidas', 'calculadora', 'pagos', 'gastos', 'inversiones']) {
      expect(routes).toContain(`/inversiones/${child}`);
    }
    for (const child of ['prestamos', 'historial', 'facturas', 'cobros', 'vigentes', 'concluidos', 'clientes', 'cargos']) {
      expect(routes).toContain(`/prestamos/${child}`);
    }
    for (const child of ['nueva-cobertura', 'coberturas-concluidas', 'coberturas-vigentes']) expect(routes).toContain(`/coberturas/${child}`);
    expect(routes).toContain('/perfil');
  });
});
