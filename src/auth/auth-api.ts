/**
 * The sign-in calls of decision 006, one function each. They are probes (nothing global, not even for a 401): the sign-in
 * pages show their own messages, and the admin app decides what a failed session check means.
 */
import { apiData, apiFetch } from '../framework/http/http-client.ts';
import { isSignedOutToken, readCookie, XSRF_COOKIE } from '../framework/http/xsrf.ts';
import type { CodeChannel, PendingLogin, PhoneCode, Session } from './session-types.ts';

/**
 * Every POST needs the XSRF cookie echoed. The sign-in pages need a signed-out token: the first request
 * of a visit may come before any response set one, and a token left by an ended session is refused.
 */
export async function ensureXsrfCookie(signedOut = true): Promise<void> {
  const token = readCookie(XSRF_COOKIE);
  if (signedOut ? isSignedOutToken(token) : token) return;
  await apiFetch('/csrf-cookie', { probe: true });
}

/** A sign-in call (signed out), or with `signedIn` one made by a session (sign-out). */
async function post<T>(path: string, body: unknown, signedIn = false): Promise<T> {
  await ensureXsrfCookie(!signedIn);
  return apiData<T>(path, { method: 'POST', body, probe: true });
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
  const page = await apiData<{ result?: PhoneCode[] } | PhoneCode[]>('/phone_code', { probe: true });
  return Array.isArray(page) ? page : (page.result ?? []);
}

/** GET auth/session: the current session, or an ApiError with status 401 or 419. */
export function currentSession(): Promise<Session> {
  return apiData<Session>('/auth/session', { probe: true });
}

export function logoutOnServer(): Promise<unknown> {
  return post('/auth/logout', {}, true);
}

/** PATCH user_settings {language}: after sign-in and on every change of language (spec section 7). */
export async function saveLanguage(language: string): Promise<void> {
  await ensureXsrfCookie(false);
  await apiData('/user_settings', { method: 'PATCH', body: { language }, probe: true });
}
