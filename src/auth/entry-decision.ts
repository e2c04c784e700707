/**
 * What the entry does with the address it was opened at (spec section 2's guard, the part that needs
 * no permissions): which of the two apps to load, where to go first, and whether to say why.
 */
import { isAlwaysAllowed, isAuthPath, LOGIN_PATH, normalisePath } from './route-access.ts';

export type AppName = 'auth' | 'admin';

export interface EntryDecision {
  app: AppName;
  /** Where the address bar should point (replacing the current entry) when it differs from the path. */
  path: string;
  /** The protected path was opened without a session: show "Necesitas Iniciar Sesión" and clear the session. */
  signInRequired: boolean;
}

export function decideEntry(rawPath: string, signedIn: boolean): EntryDecision {
  const path = normalisePath(rawPath);
  if (signedIn) {
    // Spec section 2 sends a signed-in person asking for the login page to the root; the code and
    // recovery pages mean nothing with a session either (the browser's Back after signing in).
    if (isAuthPath(path)) return { app: 'admin', path: '/', signInRequired: false };
    return { app: 'admin', path: rawPath, signInRequired: false };
  }
  if (isAuthPath(path)) return { app: 'auth', path: rawPath, signInRequired: false };
  if (path === '/') return { app: 'auth', path: LOGIN_PATH, signInRequired: false };
  // The legal pages are always allowed; they live in the admin app's routes.
  if (isAlwaysAllowed(path)) return { app: 'admin', path: rawPath, signInRequired: false };
  return { app: 'auth', path: LOGIN_PATH, signInRequired: true };
}
