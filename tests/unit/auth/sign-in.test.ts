import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { establishSession, SESSION_DELAY_MS } from '../../../src/auth/sign-in.ts';
import { storedPermissions, storedToken, storedUser } from '../../../src/auth/session-storage.ts';
import { MemoryStorage } from './memory-storage.ts';
import { investorPermissions, session } from './fixtures.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('establishing the session after the code is accepted (spec section 4)', () => {
  it('stores nothing before 1000 ms, then the session, the user and the permissions', async () => {
    expect(SESSION_DELAY_MS).toBe(1000);
    const storage = new MemoryStorage();
    const saveLanguage = vi.fn(() => Promise.resolve());
    const done = establishSession(session(), 'en', { storage, saveLanguage });

    vi.advanceTimersByTime(999);
    expect(storage.keys()).toEqual([]);
    expect(saveLanguage).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    await done;
    expect(storedToken(storage)).toBe('public-handle-1');
    expect(storedUser(storage)?.name).toBe('Inés Inversionista');
    expect(storedPermissions(storage)).toEqual(investorPermissions);
    // PATCH user_settings after login, with the language chosen on the sign-in pages.
    expect(saveLanguage).toHaveBeenCalledWith('en');
    // Saved: the stored user record says the account's language as the server now has it.
    await vi.waitFor(() => expect(storedUser(storage)?.language).toBe('en'));
  });

  it('a failure to save the language is only logged: the sign-in completes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage();
    const done = establishSession(session(), 'en', { storage, saveLanguage: () => Promise.reject(new Error('500')) });
    vi.advanceTimersByTime(SESSION_DELAY_MS);
    await done;
    await Promise.resolve();
    expect(storedToken(storage)).toBe('public-handle-1');
    expect(warn).toHaveBeenCalled();
    // Not saved: the stored user record keeps the language the server still has.
    expect(storedUser(storage)?.language).toBe('es');
  });
});
