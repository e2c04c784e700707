/** Module rows -> the menu: top-level items with their submenus, in id order. */
import type { RowOf } from '../../schemas/framework/define-entity.ts';
import type { module } from '../../schemas/module.ts';

/** What the menu reads of a module: its declared columns. */
export type ModuleRow = Pick<RowOf<typeof module>, 'id' | 'route' | 'frontName' | 'icon' | 'isFather' | 'isMenu' | 'moduleId'>;

export interface MenuNode {
  module: ModuleRow;
  children: ModuleRow[];
}

/** Only menu modules whose route has a screen (or that have children with one) are shown. */
export function menuTree(rows: ModuleRow[], hasScreen: (route: string) => boolean): MenuNode[] {
  const menu = rows.filter((r) => r.isMenu).sort((a, b) => a.id - b.id);
  return menu
    .filter((r) => r.moduleId === null)
    .map((parent) => ({ module: parent, children: menu.filter((c) => c.moduleId === parent.id && hasScreen(c.route)) }))
    .filter((node) => (node.module.isFather ? node.children.length > 0 : hasScreen(node.module.route)));
}
