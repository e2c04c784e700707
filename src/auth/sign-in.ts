/**
 * The end of a successful sign-in (spec section 4): the session is stored 1000 ms after the code is
 * accepted, with the user and the sidebar permissions; then the person's language is saved on the
 * server (spec section 7: PATCH user_settings after login).
 */
import { saveLanguage } from './auth-api.ts';
import { setSession, storePermissions, storeUserLanguage, type KeyValueStorage, type LanguageCode } from './session-storage.ts';
import type { Session } from './session-types.ts';

export const SESSION_DELAY_MS = 1000;

export interface EstablishOptions {
  delayMs?: number;
  storage?: KeyValueStorage | null;
  saveLanguage?: (language: LanguageCode) => Promise<void>;
}

/** Resolves once the session is stored; where to go next is the caller's business. */
export function establishSession(session: Session, language: LanguageCode, options: EstablishOptions = {}): Promise<void> {
  const delay = options.delayMs ?? SESSION_DELAY_MS;
  const save = options.saveLanguage ?? saveLanguage;
  return new Promise((resolve) => {
    setTimeout(() => {
      const storage = options.storage;
      setSession(session.token, session.user, storage);
      storePermissions(session.permissions ?? [], storage);
      // The language is a preference: failing to save it must not stop the sign-in.
      save(language)
        // Saved: the stored user record says the account's language as the server now has it.
        .then(() => storeUserLanguage(language, storage))
        .catch((error: unknown) => console.warn('caudal: could not save the language', error));
      resolve();
    }, delay);
  });
}
