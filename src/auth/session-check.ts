/**
 * On every load of the admin app with a stored session (spec: "on reload"), GET auth/session confirms
 * it with the server. A 401 or 419 ends it; a success refreshes the stored user and permissions (an
 * administrator may have changed them). An unreachable server changes nothing: the app says so itself.
 */
import { ApiError } from '../framework/http/api-error.ts';
import { currentSession } from './auth-api.ts';
import { setSession, storePermissions } from './session-storage.ts';
import type { Session } from './session-types.ts';

export type SessionCheck = 'valid' | 'ended' | 'unknown';

export async function confirmSession(load: () => Promise<Session> = currentSession): Promise<SessionCheck> {
  try {
    const session = await load();
    if (session?.token && session.user) {
      setSession(session.token, session.user);
      storePermissions(session.permissions ?? []);
    }
    return 'valid';
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 419)) {
      setSession(null);
      return 'ended';
    }
    console.warn('caudal: the session could not be confirmed', error);
    return 'unknown';
  }
}
