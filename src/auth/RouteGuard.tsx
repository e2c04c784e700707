/**
 * Spec section 2's route guard inside the admin app: every change of path is checked against the
 * session and the stored sidebar permissions. Redirect screens (/administrador/listas ->
 * .../aplicaciones) are judged by where they lead.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { goTo } from './app-navigation.ts';
import { canAccessPath, flattenPermissions, isAlwaysAllowed, landingPath, LOGIN_PATH, normalisePath, NOT_FOUND_PATH } from './route-access.ts';
import { hasSession, setSession, storedPermissions, storedUser } from './session-storage.ts';

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** To the sign-in pages; with `signInRequired` the session is cleared and the notice shown. */
  | { kind: 'login'; signInRequired: boolean };

/** Follows redirect screens to their final target (bounded, in case two ever point at each other). */
export function finalTarget(path: string, redirects: Readonly<Record<string, string>>): string {
  let current = normalisePath(path);
  for (let hop = 0; hop < 5 && redirects[current]; hop++) current = normalisePath(redirects[current]);
  return current;
}

/** Where a session opened with a temporary password changes it; the server allows nothing else. */
export const PASSWORD_CHANGE_PATH = '/perfil';

/** The role's landing screen when it is in the group, else the first screen of the group it may read. */
function firstScreenIn(group: string, permissions: Parameters<typeof canAccessPath>[1], roleId: number | null): string | undefined {
  const prefix = `${group}/`;
  const landing = landingPath(roleId);
  if (landing.startsWith(prefix)) return landing;
  return flattenPermissions(permissions).find((item) => item.read !== false && normalisePath(item.route).startsWith(prefix))?.route;
}

/** The guard's decision, pure: the session and permissions are passed in. */
export function guardPath(
  path: string,
  session: { signedIn: boolean; roleId: number | null; permissions: Parameters<typeof canAccessPath>[1]; mustChangePassword?: boolean },
  redirects: Readonly<Record<string, string>> = {},
): GuardOutcome {
  const wanted = normalisePath(path);
  if (!session.signedIn) {
    if (wanted === '/') return { kind: 'login', signInRequired: false };
    return isAlwaysAllowed(wanted) ? { kind: 'allow' } : { kind: 'login', signInRequired: true };
  }
  if (session.mustChangePassword) {
    return wanted === PASSWORD_CHANGE_PATH || (wanted !== '/' && isAlwaysAllowed(wanted)) ? { kind: 'allow' } : { kind: 'redirect', to: PASSWORD_CHANGE_PATH };
  }
  if (wanted === '/') return { kind: 'redirect', to: landingPath(session.roleId) };
  if (wanted in redirects) {
    // A redirect screen is judged by where it leads; when this role cannot open its usual target (an
    // investor on /inversiones), it leads to the role's own screen in that group instead of /404.
    if (canAccessPath(finalTarget(wanted, redirects), session.permissions, session.roleId)) return { kind: 'allow' };
    const inGroup = firstScreenIn(wanted, session.permissions, session.roleId);
    return { kind: 'redirect', to: inGroup ?? NOT_FOUND_PATH };
  }
  if (canAccessPath(wanted, session.permissions, session.roleId)) return { kind: 'allow' };
  return { kind: 'redirect', to: NOT_FOUND_PATH };
}

function LeaveForLogin({ signInRequired }: { signInRequired: boolean }) {
  useEffect(() => {
    if (signInRequired) setSession(null);
    goTo(LOGIN_PATH, { replace: true, ...(signInRequired ? { notice: 'signInRequired' as const } : {}) });
  }, [signInRequired]);
  return null;
}

export function RouteGuard({ redirects, children }: { redirects: Readonly<Record<string, string>>; children: ReactNode }) {
  const { pathname } = useLocation();
  const user = storedUser();
  const outcome = guardPath(pathname, { signedIn: hasSession(), roleId: user?.role_id ?? null, permissions: storedPermissions(), mustChangePassword: user?.must_change_password === true }, redirects);
  if (outcome.kind === 'login') return <LeaveForLogin signInRequired={outcome.signInRequired} />;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  return <>{children}</>;
}
