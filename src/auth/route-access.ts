/**
 * Which paths a person may open (spec section 2's route guard), as pure functions. The browser's
 * guard is a convenience; the server refuses what these allow by mistake.
 */
import { ROLE_IDS, type SidebarItem } from './session-types.ts';

export const LOGIN_PATH = '/auth/login';
export const VERIFY_PATH = '/auth/verificate';
export const RECOVERY_PATH = '/auth/password-recovery';
export const NOT_FOUND_PATH = '/404';

export const AUTH_PATHS: readonly string[] = [LOGIN_PATH, VERIFY_PATH, RECOVERY_PATH];

/** The legal pages (privacy notice, terms) are read before anyone signs in. */
export const LEGAL_PATHS: readonly string[] = ['/aviso-de-privacidad', '/terminos-y-condiciones'];

/** Spec section 2: always allowed, with or without a session. */
export const ALWAYS_ALLOWED: readonly string[] = ['/', ...AUTH_PATHS, ...LEGAL_PATHS];

/** Spec section 2: the list routes with an optional `:id` (the record whose row action led there). */
export const ID_ROUTES: readonly string[] = ['/inversiones/inversiones', '/prestamos/prestamos'];

/** `/a/b/`, `/a/b?x#y` and `/a/b` are one path. */
export function normalisePath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return bare === '' ? '/' : bare.startsWith('/') ? bare : `/${bare}`;
}

/** Spec section 2: Admin or Gestor -> investors list; investors -> their dashboard; anyone else -> profile. */
export function landingPath(roleId: number | null | undefined): string {
  if (roleId === ROLE_IDS.admin || roleId === ROLE_IDS.gestor) return '/inversiones/inversionistas';
  if (roleId === ROLE_IDS.investor) return '/inversiones/dashboard';
  return '/perfil';
}

export function isAlwaysAllowed(path: string): boolean {
  return ALWAYS_ALLOWED.includes(normalisePath(path));
}

export function isAuthPath(path: string): boolean {
  return AUTH_PATHS.includes(normalisePath(path));
}

/** Every item of the sidebar list, parents and children, flattened. */
export function flattenPermissions(items: readonly SidebarItem[] | null | undefined): SidebarItem[] {
  return (items ?? []).flatMap((item) => [item, ...flattenPermissions(item.children)]);
}

/** The item whose route is exactly this one. */
export function permissionFor(route: string, items: readonly SidebarItem[] | null | undefined): SidebarItem | undefined {
  const wanted = normalisePath(route);
  return flattenPermissions(items).find((item) => normalisePath(item.route) === wanted);
}

/** `/inversiones/inversiones/17` -> `/inversiones/inversiones`; any other path -> null. */
function idRouteOf(path: string): string | null {
  for (const route of ID_ROUTES) {
    const rest = path.startsWith(`${route}/`) ? path.slice(route.length + 1) : null;
    if (rest && /^[^/]+$/.test(rest)) return route;
  }
  return null;
}

/**
 * True when the path may be opened: always-allowed paths, the role's landing path (so signing in
 * never lands on a 404), the 404 page itself, and any path the stored sidebar list names (an item's
 * route or a submenu's route; a list with an optional id also allows `<route>/<id>`).
 */
export function canAccessPath(path: string, permissions: readonly SidebarItem[] | null | undefined, roleId: number | null | undefined): boolean {
  const wanted = normalisePath(path);
  if (isAlwaysAllowed(wanted) || wanted === NOT_FOUND_PATH) return true;
  if (roleId !== null && roleId !== undefined && wanted === landingPath(roleId)) return true;
  const listed = (route: string) => flattenPermissions(permissions).some((item) => item.read !== false && normalisePath(item.route) === route);
  if (listed(wanted)) return true;
  const idRoute = idRouteOf(wanted);
  return idRoute !== null && listed(idRoute);
}
