/**
 * Whether the signed-in person works the investment book (may pick any investor) or is an investor
 * seeing their own: the sidebar permissions say whether the investors screen is theirs to read.
 */
import { usePermissions } from 'react-admin';
import type { SidebarItem } from '../../auth/session-types.ts';

export const INVESTORS_ROUTE = '/inversiones/inversionistas';

export function readsModule(items: readonly SidebarItem[] | undefined, route: string): boolean {
  return (items ?? []).some((item) => (item.route === route && item.read) || readsModule(item.children, route));
}

export function useCanPickInvestor(): boolean {
  const { permissions } = usePermissions<SidebarItem[]>();
  return readsModule(Array.isArray(permissions) ? permissions : [], INVESTORS_ROUTE);
}
