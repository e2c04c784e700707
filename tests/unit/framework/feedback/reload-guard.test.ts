import { describe, expect, it } from 'vitest';
import { claimReload, clearReloadFlag, noteSuccessfulRequest, RELOAD_COOLDOWN_MS, RELOAD_FLAG_KEY } from '../../../../src/framework/feedback/reload-guard.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('reload guard', () => {
  it('allows one reload, then refuses until the cool-down has passed', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const deps = { storage, now: () => now };
    expect(claimReload('GET /role', deps)).toBe(true);
    expect(storage.items.has(RELOAD_FLAG_KEY)).toBe(true);
    expect(claimReload('GET /role', deps)).toBe(false);
    expect(claimReload('GET /other', deps)).toBe(false);
    now += RELOAD_COOLDOWN_MS - 1;
    expect(claimReload('GET /role', deps)).toBe(false);
    now += 1;
    expect(claimReload('GET /role', deps)).toBe(true);
  });

  it('is cleared only by a success of the request that reloaded', () => {
    const storage = memoryStorage();
    const deps = { storage, now: () => 5 };
    claimReload('GET /role', deps);
    noteSuccessfulRequest('GET /status', deps);
    expect(claimReload('GET /role', deps)).toBe(false);
    noteSuccessfulRequest('GET /role', deps);
    expect(storage.items.has(RELOAD_FLAG_KEY)).toBe(false);
    expect(claimReload('GET /role', deps)).toBe(true);
  });

  it('refuses without storage, and treats an unreadable flag as a recent reload', () => {
    expect(claimReload('GET /role', { storage: null })).toBe(false);
    const storage = memoryStorage();
    storage.setItem(RELOAD_FLAG_KEY, '{not json');
    expect(claimReload('GET /role', { storage, now: () => 10 })).toBe(false);
  });

  it('refuses when storage throws (blocked by the browser)', () => {
    const throwing = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => undefined };
    expect(claimReload('GET /role', { storage: throwing, now: () => 1 })).toBe(false);
  });

  it('clearReloadFlag removes the flag (logout)', () => {
    const storage = memoryStorage();
    claimReload('GET /role', { storage, now: () => 1 });
    clearReloadFlag({ storage });
    expect(storage.items.size).toBe(0);
  });
});
