import { describe, expect, it } from 'vitest';
import { sidebarTree } from '../../../src/layout/sidebar-tree.ts';
import { adminPermissions, item } from './fixtures.ts';

describe('the menu from the stored sidebar permissions', () => {
  it('keeps top-level items with their submenus, in the given order', () => {
    const tree = sidebarTree(adminPermissions, () => true);
    expect(tree.map((n) => n.item.route)).toEqual(['/inversiones', '/administrador', '/perfil']);
    expect(tree[1].children.map((c) => c.route)).toEqual([
      '/administrador/listas/aplicaciones',
      '/administrador/listas/usuarios',
      '/administrador/listas/permisos',
    ]);
  });

  it('hides routes without a screen, and parents left with no child', () => {
    const tree = sidebarTree(adminPermissions, (route) => route === '/administrador/listas/usuarios');
    expect(tree.map((n) => n.item.route)).toEqual(['/administrador']);
    expect(tree[0].children.map((c) => c.route)).toEqual(['/administrador/listas/usuarios']);
  });

  it('shows a parent the role cannot read itself when it may read a child', () => {
    const items = [item(1, '/inversiones', [item(3, '/inversiones/dashboard')], { read: false }), item(60, '/perfil', [], { read: false })];
    const tree = sidebarTree(items, () => true);
    expect(tree.map((n) => n.item.route)).toEqual(['/inversiones']);
  });
});
