/** What the phone receives, in the user's language (es by default), and the sign-in answers. */
import type { OutgoingSms } from '../adapters/sms-gateway.ts';
import { msg } from '../i18n/localized.ts';

export type Language = 'es' | 'en';

export const languageOf = (value: unknown): Language => (value === 'en' ? 'en' : 'es');

export function codeMessage(code: string, language: Language): OutgoingSms {
  const text =
    language === 'en'
      ? `Caudal: your verification code is ${code}. It expires in 5 minutes.`
      : `Caudal: tu código de verificación es ${code}. Vence en 5 minutos.`;
  return { text, secret: code, purpose: 'code' };
}

export function temporaryPasswordMessage(password: string, language: Language): OutgoingSms {
  const text =
    language === 'en'
      ? `Caudal: your temporary password is ${password} . Use it once to sign in, then choose a new one.`
      : `Caudal: tu contraseña temporal es ${password} . Úsala una vez para iniciar sesión y elige una nueva.`;
  return { text, secret: password, purpose: 'recovery' };
}

/** "********1234": the login answer shows which phone got the code without disclosing it. */
export function maskPhone(phone: string): string {
  return `********${phone.slice(-4)}`;
}

/** The answers of docs/decisions/006, in the caller's language (docs/decisions/040). */
export const AUTH_MESSAGES = {
  badCredentials: msg('auth.badCredentials'),
  wrongCode: msg('auth.wrongCode'),
  expiredCode: msg('auth.expiredCode'),
  sessionExpired: msg('auth.sessionExpired'),
  tooManyAttempts: msg('auth.tooManyAttempts'),
  sendFailed: msg('auth.sendFailed'),
} as const;
