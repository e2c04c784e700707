/** What every sign-in page needs: the texts in the chosen language, and the switch between languages. */
import { createContext, useContext } from 'react';
import type { Translate } from '../auth-i18n.ts';
import type { LanguageCode } from '../session-storage.ts';

export interface AuthPageContext {
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => void;
  translate: Translate;
}

export const AuthContext = createContext<AuthPageContext | null>(null);

export function useAuthPage(): AuthPageContext {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuthPage needs <AuthApp>');
  return context;
}
