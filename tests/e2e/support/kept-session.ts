/**
 * Signing an account in through the pages as a person does, once per run, and keeping that session for
 * the later test files: its cookies and the caudal.* items the sign-in left in localStorage, in a file
 * per account beside the global setup's data. The server sends one phone at most five codes in ten
 * minutes (MAX_SENDS_PER_WINDOW), and several files sign the same demo accounts in; signing in per file
 * would also cost seconds each.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Cookie, Page } from 'playwright-core';
import { inject } from 'vitest';
import { newestSms } from './api.ts';
import { codeIn } from './api-session.ts';

const LOGIN_PATH = '/auth/login';

/** Who signs in: the user name is the email; the code goes to the phone. */
export interface Credentials {
  email: string;
  password: string;
  phone: string;
}

interface SignedInState {
  cookies: Cookie[];
  storage: [string, string][];
}

/** The administrator's file is the global setup's own; every other account's sits beside it. */
function sessionFile(email: string): string {
  const admin = inject('e2eAdminSessionFile');
  if (email === inject('e2eAdmin').email) return admin;
  return join(dirname(admin), `session-${email.replace(/[^\w.-]/g, '_')}.json`);
}

/** The id of the newest SMS to a phone, so a test can wait for the one its own sign-in sends. */
export async function lastSmsId(phone: string): Promise<number> {
  return (await newestSms(phone))?.id ?? 0;
}

/** Waits for an SMS to `phone` newer than `after` and returns it. A loop, so it also serves beforeAll. */
export async function smsAfter(phone: string, after: number): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 200) {
    const sms = await newestSms(phone);
    if (sms && sms.id > after) return sms.message;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`no sign-in code reached ${phone}`);
}

/** Types the credentials on /auth/login and waits for the code page. Returns the id of the SMS before. */
export async function submitCredentials(page: Page, who: Credentials): Promise<number> {
  const before = await lastSmsId(who.phone);
  await page.goto(LOGIN_PATH);
  await page.getByLabel('Usuario (correo electrónico)').fill(who.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('heading', { name: 'Verificación' }).waitFor();
  return before;
}

/**
 * User and password on /auth/login, then the six-digit code read from the SMS log (the log driver's
 * "phone"); resolves once the app shell of the landing page is drawn, and keeps the session unless
 * told not to (the sign-in tests' own sessions, which they end).
 */
export async function signInThroughPages(page: Page, who: Credentials, { keep = true } = {}): Promise<void> {
  const before = await submitCredentials(page, who);
  await page.getByLabel('Código de verificación').fill(codeIn(await smsAfter(who.phone, before)));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByRole('banner').waitFor({ state: 'visible' });
  if (!keep) return;

  const state: SignedInState = {
    cookies: await page.context().cookies(),
    storage: await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('caudal.'))),
  };
  writeFileSync(sessionFile(who.email), JSON.stringify(state));
}

/**
 * Puts the session this run kept for `email` into the page's fresh browser context. False when none
 * was kept. Whether the server still knows it shows only on the next page load: see `landedSignedIn`.
 */
export async function restoreKeptSession(page: Page, email: string): Promise<boolean> {
  const file = sessionFile(email);
  if (!existsSync(file)) return false;
  const state = JSON.parse(readFileSync(file, 'utf8')) as SignedInState;
  await page.context().addCookies(state.cookies);
  // Any page of the app's origin will do to write its localStorage; the sign-in page is the light one.
  await page.goto(LOGIN_PATH);
  await page.evaluate((items) => {
    for (const [key, value] of items) localStorage.setItem(key, value);
  }, state.storage);
  return true;
}

/**
 * After a page load: true once the app shell is drawn; false, with the cookies cleared, when the server
 * no longer knows the session (it ended) and the browser was sent to the login.
 */
export async function landedSignedIn(page: Page): Promise<boolean> {
  await page.getByRole('banner').or(page.getByRole('heading', { name: 'Iniciar sesión' })).first().waitFor();
  if (new URL(page.url()).pathname !== LOGIN_PATH) {
    await page.getByRole('banner').waitFor({ state: 'visible' });
    return true;
  }
  await page.context().clearCookies();
  return false;
}
