/** Module rows -> the menu: top-level items with their submenus, in id order. */
export interface ModuleRow {
  id: number;
  route: string;
  frontName: string;
  icon: string;
  isFather: boolean;
  isMenu: boolean;
  moduleId: number | null;
}

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
