/**
 * react-admin's authProvider over the browser session (decision 006). Signing in happens in the
 * sign-in pages, not here; this provider checks, identifies, authorises and signs out.
 */
import type { AuthProvider } from 'ra-core';
import { declaredEntities } from '../../schemas/index.ts';
import { goTo, setNotice } from './app-navigation.ts';
import { logoutOnServer } from './auth-api.ts';
import { canAccessResource, type ResourceGovernance } from './resource-access.ts';
import { LOGIN_PATH } from './route-access.ts';
import { clearAllSessionItems, hasSession, storedPermissions, storedToken, storedUser } from './session-storage.ts';

const governanceOf = (resource: string): ResourceGovernance | undefined => (declaredEntities as Record<string, ResourceGovernance | undefined>)[resource];

/** Signs out on the server (when there is a session to end), clears every item, and opens the login. */
export async function signOut(): Promise<void> {
  if (storedToken()) {
    // The server's answer changes nothing here: the browser forgets the session either way.
    await logoutOnServer().catch((error: unknown) => console.warn('caudal: logout call failed', error));
  }
  clearAllSessionItems();
  goTo(LOGIN_PATH, { replace: true });
}

export const authProvider: AuthProvider = {
  login: () => Promise.reject(new Error('Sign-in happens at /auth/login')),

  async logout() {
    await signOut();
    // false: react-admin must not navigate after us (the entry has already switched to the sign-in pages).
    return false;
  },

  async checkAuth() {
    if (hasSession()) return;
    setNotice('signInRequired');
    // message false: the sign-in pages show the spec's notice; react-admin must not add its own.
    throw { message: false, redirectTo: LOGIN_PATH };
  },

  // The Oops dialog handles 401, 419 and 403 (spec section 8); a reload then checks the session again.
  checkError: () => Promise.resolve(),

  async getIdentity() {
    const user = storedUser();
    if (!user) throw new Error('No session');
    return { id: user.id, fullName: user.name, email: user.email, role_id: user.role_id };
  },

  getPermissions: () => Promise.resolve(storedPermissions() ?? []),

  canAccess: ({ resource, action }) => Promise.resolve(canAccessResource(governanceOf(resource), action, storedPermissions())),
};
