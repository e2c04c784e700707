/**
 * The browser's session items (spec section 4, decision 006), under the `caudal.` prefix in
 * localStorage. Every read and write goes through here; a storage failure (private mode, quota,
 * blocked storage) is only logged, as the spec says, and reads then behave as if nothing were stored.
 */
import { clearReloadFlag } from '../framework/feedback/reload-guard.ts';
import { forgetPrefetched } from '../framework/http/http-client.ts';
import type { SessionUser, SidebarItem } from './session-types.ts';

export const SESSION_KEYS = {
  session: 'caudal.session',
  user: 'caudal.user',
  permissions: 'caudal.permissions',
  reload: 'caudal.reload',
  language: 'caudal.language',
  reloadPlain: 'caudal.reload-plain',
  menuActive: 'caudal.menu-active',
} as const;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const listeners = new Set<() => void>();

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch (error) {
    console.warn('caudal: localStorage unavailable', error);
    return null;
  }
}

function read(key: string, storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`caudal: could not read ${key}`, error);
    return null;
  }
}

function write(key: string, value: string, storage: KeyValueStorage | null): void {
  try {
    storage?.setItem(key, value);
  } catch (error) {
    console.warn(`caudal: could not store ${key}`, error);
  }
}

function remove(keys: readonly string[], storage: KeyValueStorage | null): void {
  for (const key of keys) {
    try {
      storage?.removeItem(key);
    } catch (error) {
      console.warn(`caudal: could not remove ${key}`, error);
    }
  }
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Called after any change made here, and when another tab changes a `caudal.` item. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('caudal.')) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Base64 of the UTF-8 bytes, so accented labels survive (btoa alone only takes Latin-1). */
export function encodePermissions(items: readonly SidebarItem[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(items));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The last list decoded, by its stored text: the menu, the route guard and every action's permission
 * check read the same item many times while a screen draws (main-thread work on a phone).
 * Callers only read the list.
 */
let lastDecoded: { encoded: string; items: SidebarItem[] | null } | undefined;

export function decodePermissions(encoded: string): SidebarItem[] | null {
  if (lastDecoded?.encoded === encoded) return lastDecoded.items;
  let items: SidebarItem[] | null = null;
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    items = Array.isArray(parsed) ? (parsed as SidebarItem[]) : null;
  } catch {
    items = null;
  }
  lastDecoded = { encoded, items };
  return items;
}

/**
 * Spec section 4: with a value, stores the session and the user; with none, clears the session, the
 * user, the sidebar permissions, the reload flag and the language.
 */
export function setSession(token: string | null, user?: SessionUser, storage = browserStorage()): void {
  if (token) {
    write(SESSION_KEYS.session, token, storage);
    if (user) write(SESSION_KEYS.user, JSON.stringify(user), storage);
  } else {
    remove([SESSION_KEYS.session, SESSION_KEYS.user, SESSION_KEYS.permissions, SESSION_KEYS.reload, SESSION_KEYS.language], storage);
    clearReloadFlag();
    // An answer fetched early for the session that ended is nobody's to read now.
    forgetPrefetched();
  }
  changed();
}

/** A full logout: everything setSession(null) clears, plus the plain reload flag and the menu-active flag. */
export function clearAllSessionItems(storage = browserStorage()): void {
  setSession(null, undefined, storage);
  remove([SESSION_KEYS.reloadPlain, SESSION_KEYS.menuActive], storage);
  changed();
}

/** Spec section 4's helper: only the sidebar permissions and the reload flag. */
export function clearPermissions(storage = browserStorage()): void {
  remove([SESSION_KEYS.permissions, SESSION_KEYS.reload], storage);
  clearReloadFlag();
  changed();
}

export function storePermissions(items: readonly SidebarItem[], storage = browserStorage()): void {
  write(SESSION_KEYS.permissions, encodePermissions(items), storage);
  changed();
}

export function storedToken(storage = browserStorage()): string | null {
  const token = read(SESSION_KEYS.session, storage);
  return token && token.trim() !== '' ? token : null;
}

export function hasSession(storage = browserStorage()): boolean {
  return storedToken(storage) !== null;
}

export function storedUser(storage = browserStorage()): SessionUser | null {
  const text = read(SESSION_KEYS.user, storage);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

/** The stored user record takes the language its account now has (after PATCH user_settings). */
export function storeUserLanguage(language: LanguageCode, storage = browserStorage()): void {
  const user = storedUser(storage);
  if (!user || user.language === language) return;
  write(SESSION_KEYS.user, JSON.stringify({ ...user, language }), storage);
  changed();
}

/** The stored sidebar permissions; null when none are stored or the item is unreadable. */
export function storedPermissions(storage = browserStorage()): SidebarItem[] | null {
  const encoded = read(SESSION_KEYS.permissions, storage);
  return encoded ? decodePermissions(encoded) : null;
}

export function storedMenuActive(storage = browserStorage()): string | null {
  return read(SESSION_KEYS.menuActive, storage);
}

export function storeMenuActive(route: string | null, storage = browserStorage()): void {
  if (route) write(SESSION_KEYS.menuActive, route, storage);
  else remove([SESSION_KEYS.menuActive], storage);
}

export type LanguageCode = 'es' | 'en';

/** Spanish unless English was chosen (spec section 9: default es, options es and en). */
export function storedLanguageChoice(storage = browserStorage()): LanguageCode {
  return read(SESSION_KEYS.language, storage) === 'en' ? 'en' : 'es';
}

export function storeLanguageChoice(language: LanguageCode, storage = browserStorage()): void {
  write(SESSION_KEYS.language, language, storage);
}
