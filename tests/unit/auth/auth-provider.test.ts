// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeNotice } from '../../../src/auth/app-navigation.ts';
import { authProvider } from '../../../src/auth/auth-provider.ts';
import { confirmSession } from '../../../src/auth/session-check.ts';
import { storePermissions, setSession } from '../../../src/auth/session-storage.ts';
import { ApiError } from '../../../src/framework/http/api-error.ts';
import { json, mockFetch } from '../framework/helpers.ts';
import { adminPermissions, investorPermissions, session } from './fixtures.ts';

function signIn(permissions = investorPermissions) {
  const { token, user } = session();
  setSession(token, user);
  storePermissions(permissions);
  localStorage.setItem('caudal.language', 'en');
  localStorage.setItem('caudal.reload-plain', '1');
  localStorage.setItem('caudal.menu-active', '/inversiones');
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=t0k3n';
  window.history.replaceState(null, '', '/inversiones/dashboard');
  takeNotice();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('authProvider', () => {
  it('checkAuth passes with a session and, without one, asks for the sign-in notice and no message of its own', async () => {
    signIn();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    localStorage.removeItem('caudal.session');
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/auth/login' });
    expect(takeNotice()).toBe('signInRequired');
  });

  it('logout calls POST auth/logout, removes every caudal. item and opens the login', async () => {
    const { calls } = mockFetch(json(200, { data: null }));
    signIn();
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(calls.map((c) => `${c.init.method} ${new URL(c.url, 'http://x').pathname}`)).toEqual(['POST /api/auth/logout']);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('caudal.'))).toEqual([]);
    expect(window.location.pathname).toBe('/auth/login');
  });

  it('logout still clears everything when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({ networkError: true });
    signIn();
    await authProvider.logout({});
    expect(Object.keys(localStorage).filter((k) => k.startsWith('caudal.'))).toEqual([]);
  });

  it('getIdentity names the stored user', async () => {
    signIn();
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 7, fullName: 'Inés Inversionista' });
  });

  it('canAccess reads the stored permissions through the entity modules', async () => {
    signIn(adminPermissions);
    await expect(authProvider.canAccess!({ resource: 'user', action: 'delete' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'role', action: 'list' })).resolves.toBe(false);
    signIn(investorPermissions);
    await expect(authProvider.canAccess!({ resource: 'user', action: 'list' })).resolves.toBe(false);
  });
});

describe('confirming the stored session on reload', () => {
  it('401 or 419 ends the session', async () => {
    for (const status of [401, 419]) {
      signIn();
      const result = await confirmSession(() => Promise.reject(new ApiError(status, 'no', null, '/auth/session')));
      expect(result).toBe('ended');
      expect(localStorage.getItem('caudal.session')).toBeNull();
      expect(localStorage.getItem('caudal.permissions')).toBeNull();
    }
  });

  it("a valid session refreshes the stored user and permissions with the server's", async () => {
    signIn(investorPermissions);
    const fresh = session({ permissions: adminPermissions, user: { ...session().user, name: 'Nuevo Nombre' } });
    await expect(confirmSession(() => Promise.resolve(fresh))).resolves.toBe('valid');
    expect(JSON.parse(localStorage.getItem('caudal.user')!).name).toBe('Nuevo Nombre');
    await expect(authProvider.canAccess!({ resource: 'user', action: 'list' })).resolves.toBe(true);
  });

  it('an unreachable server leaves the session as it was', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn();
    await expect(confirmSession(() => Promise.reject(new ApiError(0, 'Network error', null, '/auth/session')))).resolves.toBe('unknown');
    expect(localStorage.getItem('caudal.session')).toBe('public-handle-1');
  });

  it('calls GET auth/session', async () => {
    const { calls } = mockFetch(json(200, { data: session() }));
    await confirmSession();
    expect(calls.map((c) => `${c.init.method} ${new URL(c.url, 'http://x').pathname}`)).toEqual(['GET /api/auth/session']);
    expect(calls[0].init.credentials).toBe('include');
  });
});
