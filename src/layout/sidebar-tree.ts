/**
 * The stored sidebar permissions -> the menu: top-level items with their submenus, in the server's
 * (id) order. Only readable routes that have a screen are shown. A parent is shown when any of its
 * children is (the server lists it for them even when the parent itself is not readable).
 */
import type { SidebarItem } from '../auth/session-types.ts';

export interface SidebarNode {
  item: SidebarItem;
  children: SidebarItem[];
}

export function sidebarTree(items: readonly SidebarItem[], hasScreen: (route: string) => boolean): SidebarNode[] {
  return items
    .map((item) => ({ item, children: (item.children ?? []).filter((child) => child.read !== false && hasScreen(child.route)) }))
    .filter((node) => ((node.item.children ?? []).length > 0 ? node.children.length > 0 : node.item.read !== false && hasScreen(node.item.route)));
}
