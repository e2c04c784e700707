import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllSessionItems,
  clearPermissions,
  decodePermissions,
  encodePermissions,
  hasSession,
  SESSION_KEYS,
  setSession,
  storedLanguageChoice,
  storedPermissions,
  storedUser,
  storePermissions,
} from '../../../src/auth/session-storage.ts';
import { failingStorage, MemoryStorage } from './memory-storage.ts';
import { investorPermissions, session } from './fixtures.ts';

const ALL_KEYS = Object.values(SESSION_KEYS);

function filled(): MemoryStorage {
  const storage = new MemoryStorage();
  for (const key of ALL_KEYS) storage.setItem(key, 'x');
  storage.setItem('other.app', 'kept');
  return storage;
}

afterEach(() => vi.restoreAllMocks());

describe('browser session items (spec section 4)', () => {
  it('setting a session with a value stores the session and the user (JSON), and nothing else', () => {
    const storage = new MemoryStorage();
    const { token, user } = session();
    setSession(token, user, storage);
    expect(storage.keys()).toEqual([SESSION_KEYS.session, SESSION_KEYS.user].sort());
    expect(storage.getItem('caudal.session')).toBe('public-handle-1');
    expect(JSON.parse(storage.getItem('caudal.user')!)).toEqual(user);
    expect(hasSession(storage)).toBe(true);
    expect(storedUser(storage)?.role_id).toBe(5);
  });

  it('setting a session with no value clears session, user, permissions, reload flag and language only', () => {
    const storage = filled();
    setSession(null, undefined, storage);
    expect(storage.keys()).toEqual(['caudal.menu-active', 'caudal.reload-plain', 'other.app']);
    expect(hasSession(storage)).toBe(false);
  });

  it('a full logout also removes the plain reload flag and the menu-active flag, and nothing of other apps', () => {
    const storage = filled();
    clearAllSessionItems(storage);
    expect(storage.keys()).toEqual(['other.app']);
  });

  it('the helper clears only the sidebar permissions and the reload flag', () => {
    const storage = filled();
    clearPermissions(storage);
    const left = storage.keys();
    expect(left).not.toContain('caudal.permissions');
    expect(left).not.toContain('caudal.reload');
    expect(left).toEqual(['caudal.language', 'caudal.menu-active', 'caudal.reload-plain', 'caudal.session', 'caudal.user', 'other.app']);
  });

  it('the sidebar permissions are stored as base64 of their JSON, accents included', () => {
    const storage = new MemoryStorage();
    const items = [{ ...investorPermissions[0], frontName: 'Préstamos señalados' }];
    storePermissions(items, storage);
    const raw = storage.getItem('caudal.permissions')!;
    expect(raw).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(new TextDecoder().decode(Uint8Array.from(atob(raw), (c) => c.charCodeAt(0)))).toBe(JSON.stringify(items));
    expect(storedPermissions(storage)).toEqual(items);
    expect(decodePermissions(encodePermissions(investorPermissions))).toEqual(investorPermissions);
  });

  it('an unreadable permissions item or user reads as nothing stored', () => {
    const storage = new MemoryStorage();
    storage.setItem('caudal.permissions', '%%%not base64');
    storage.setItem('caudal.user', '{broken');
    expect(storedPermissions(storage)).toBeNull();
    expect(storedUser(storage)).toBeNull();
    expect(decodePermissions(btoa('{"not":"a list"}'))).toBeNull();
  });

  it('an empty session value is no session', () => {
    const storage = new MemoryStorage();
    storage.setItem('caudal.session', '  ');
    expect(hasSession(storage)).toBe(false);
  });

  it('the language is Spanish unless English was chosen', () => {
    const storage = new MemoryStorage();
    expect(storedLanguageChoice(storage)).toBe('es');
    storage.setItem('caudal.language', 'en');
    expect(storedLanguageChoice(storage)).toBe('en');
    storage.setItem('caudal.language', 'fr');
    expect(storedLanguageChoice(storage)).toBe('es');
  });

  it('storage failures are only logged: nothing throws, reads behave as empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { token, user } = session();
    expect(() => setSession(token, user, failingStorage)).not.toThrow();
    expect(() => storePermissions(investorPermissions, failingStorage)).not.toThrow();
    expect(() => clearAllSessionItems(failingStorage)).not.toThrow();
    expect(() => clearPermissions(failingStorage)).not.toThrow();
    expect(hasSession(failingStorage)).toBe(false);
    expect(storedPermissions(failingStorage)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
