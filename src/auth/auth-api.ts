/**
 * The sign-in calls of decision 006, one function each. They are silent (no Oops dialog): the sign-in
 * pages show their own messages, and the admin app decides what a failed session check means.
 */
import { apiData, apiFetch } from '../framework/http/http-client.ts';
import { readCookie, XSRF_COOKIE } from '../framework/http/xsrf.ts';
import type { CodeChannel, PendingLogin, PhoneCode, Session } from './session-types.ts';

/** Every POST needs the XSRF cookie echoed; the first one of a visit may come before any response set it. */
export async function ensureXsrfCookie(): Promise<void> {
  if (readCookie(XSRF_COOKIE)) return;
  await apiFetch('/csrf-cookie', { silent: true });
}

async function post<T>(path: string, body: unknown): Promise<T> {
  await ensureXsrfCookie();
  return apiData<T>(path, { method: 'POST', body, silent: true });
}

export interface LoginInput {
  user: string;
  password: string;
  language: string;
  channel: CodeChannel;
}

export function login(input: LoginInput): Promise<PendingLogin> {
  return post<PendingLogin>('/auth/login', input);
}

export function resendCode(channel: CodeChannel): Promise<Partial<PendingLogin> | null> {
  return post<Partial<PendingLogin> | null>('/auth/resend', { channel });
}

export function verifyCode(phone: string, code: string): Promise<Session> {
  return post<Session>('/auth/verificate', { phone, code });
}

export function recoverPassword(phone: string, language: string): Promise<unknown> {
  return post('/auth/password_recovery', { phone, language });
}

export async function phoneCodes(): Promise<PhoneCode[]> {
  const page = await apiData<{ result?: PhoneCode[] } | PhoneCode[]>('/phone_code', { silent: true });
  return Array.isArray(page) ? page : (page.result ?? []);
}

/** GET auth/session: the current session, or an ApiError with status 401 or 419. */
export function currentSession(): Promise<Session> {
  return apiData<Session>('/auth/session', { silent: true });
}

export function logoutOnServer(): Promise<unknown> {
  return post('/auth/logout', {});
}

/** PATCH user_settings {language}: after sign-in and on every change of language (spec section 7). */
export async function saveLanguage(language: string): Promise<void> {
  await ensureXsrfCookie();
  await apiData('/user_settings', { method: 'PATCH', body: { language }, silent: true });
}
