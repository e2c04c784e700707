import { describe, expect, it } from 'vitest';
import { menuTree, type ModuleRow } from '../../../src/layout/menu-tree.ts';
import { declaredModules, SECTIONS } from '../../../resources/modules.ts';

/** The declared modules as rows, ids in declaration order (what a new database gets, up to the legacy ids). */
function declaredRows(): ModuleRow[] {
  const ids = new Map(declaredModules().map(({ module }, i) => [module.route, i + 1]));
  return declaredModules().map(({ module, section }) => ({
    id: ids.get(module.route)!,
    route: module.route,
    frontName: module.label,
    icon: module.icon,
    isFather: module === section && section.children.length > 0,
    isMenu: true,
    moduleId: module === section ? null : ids.get(section.route)!,
  }));
}

const rows = declaredRows();

describe('menuTree', () => {
  it('nests each section\'s children under it, in id order', () => {
    const tree = menuTree(rows, () => true);
    expect(tree.map((n) => n.module.route)).toEqual(SECTIONS.map((s) => s.route));
    const admin = tree.find((n) => n.module.route === '/administrador')!;
    const declared = SECTIONS.find((s) => s.route === '/administrador')!.children;
    expect(admin.children.map((c) => c.route)).toEqual(declared.map((c) => c.route));
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
    for (const child of ['aplicaciones', 'modulos', 'usuarios', 'permisos', 'roles', 'estatus', 'notificaciones', 'moneda', 'smslogs', 'documentos', 'clientes', 'empresas', 'agentes', 'constantes', 'proyeccion', 'cobertura-config']) {
      expect(routes).toContain(`/administrador/listas/${child}`);
    }
    expect(routes).toContain('/perfil');
  });
});
