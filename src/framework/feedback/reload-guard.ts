/**
 * Spec section 8: a 403 reloads the page. A page whose own loading gets a 403 would then reload
 * forever, so a flag in sessionStorage (it survives the reload, per tab) allows one reload, then none
 * until the flag is cleared or has aged past the cool-down.
 *
 * The flag is cleared by a later success of the SAME request, not of any request: a page that loads one
 * allowed and one forbidden resource would otherwise clear the flag itself and loop.
 */
export const RELOAD_FLAG_KEY = 'caudal.reload';
export const RELOAD_COOLDOWN_MS = 60_000;

interface ReloadFlag {
  request: string;
  at: number;
}

export interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
}

function defaultStorage(): ReloadDeps['storage'] {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be blocked by the browser's privacy settings; the spec says such failures are only logged.
    return null;
  }
}

function readFlag(storage: NonNullable<ReloadDeps['storage']>, now: number): ReloadFlag | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_FLAG_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && typeof (parsed as ReloadFlag).at === 'number') return parsed as ReloadFlag;
  } catch {
    // An unreadable flag still means a reload happened: keep refusing until it ages out below.
    return { request: '', at: now };
  }
  return null;
}

/**
 * True when the page may reload for this failed request, and records that it will. Without storage
 * nothing can prove the reload is the first, so it refuses.
 */
export function claimReload(request: string, deps: ReloadDeps = {}): boolean {
  const storage = deps.storage === undefined ? defaultStorage() : deps.storage;
  const now = (deps.now ?? Date.now)();
  if (!storage) return false;
  try {
    const flag = readFlag(storage, now);
    if (flag && now - flag.at < RELOAD_COOLDOWN_MS) return false;
    storage.setItem(RELOAD_FLAG_KEY, JSON.stringify({ request, at: now } satisfies ReloadFlag));
    return true;
  } catch (error) {
    console.warn('caudal: reload flag unavailable', error);
    return false;
  }
}

/** Called after each successful response: clears the flag when that request is the one that reloaded. */
export function noteSuccessfulRequest(request: string, deps: ReloadDeps = {}): void {
  const storage = deps.storage === undefined ? defaultStorage() : deps.storage;
  if (!storage) return;
  try {
    if (storage.getItem(RELOAD_FLAG_KEY) === null) return;
    if (readFlag(storage, 0)?.request === request) storage.removeItem(RELOAD_FLAG_KEY);
  } catch (error) {
    console.warn('caudal: reload flag unavailable', error);
  }
}

/** For logout (spec section 4 clears the reload flag with the session). */
export function clearReloadFlag(deps: ReloadDeps = {}): void {
  const storage = deps.storage === undefined ? defaultStorage() : deps.storage;
  try {
    storage?.removeItem(RELOAD_FLAG_KEY);
  } catch (error) {
    console.warn('caudal: reload flag unavailable', error);
  }
}
