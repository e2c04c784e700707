/**
 * Getting into the app. Every test enters through openApp, so how a person signs in lives here, in
 * one place.
 *
 * The first time in a run, the administrator signs in as a person does: user and password on
 * /auth/login, then the six-digit code, read from the SMS log (the log SMS driver's "phone"). Every
 * later browser context starts from that session (its cookies and the caudal.* items the sign-in left
 * in localStorage), kept in a file for the next test files: the server sends one account at most five
 * codes in ten minutes, and signing in per test would also cost seconds each.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { newestSms } from './api.ts';
import { codeIn } from './api-session.ts';

const LOGIN_PATH = '/auth/login';

interface SignedInState {
  cookies: Cookie[];
  storage: [string, string][];
}

const contextsIn = new WeakSet<BrowserContext>();

function savedState(): SignedInState | null {
  const file = inject('e2eAdminSessionFile');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SignedInState) : null;
}

async function signInAsAdministrator(page: Page): Promise<void> {
  const admin = inject('e2eAdmin');
  const before = (await newestSms(admin.phone))?.id ?? 0;

  await page.goto(LOGIN_PATH);
  await page.getByLabel('Usuario (correo electrónico)').fill(admin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();

  await page.getByRole('heading', { name: 'Verificación' }).waitFor();
  let message = '';
  await expect
    .poll(async () => {
      const sms = await newestSms(admin.phone);
      message = sms && sms.id > before ? sms.message : '';
      return message;
    }, { timeout: 10_000, interval: 200 })
    .not.toBe('');
  await page.getByLabel('Código de verificación').fill(codeIn(message));
  await page.getByRole('button', { name: 'Verificar' }).click();
  // The app opens at the administrator's landing page once the session is stored.
  await page.getByRole('banner').waitFor({ state: 'visible' });

  const state: SignedInState = {
    cookies: await page.context().cookies(),
    storage: await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('caudal.'))),
  };
  writeFileSync(inject('e2eAdminSessionFile'), JSON.stringify(state));
}

async function resumeSession(page: Page, state: SignedInState): Promise<void> {
  await page.context().addCookies(state.cookies);
  // Any page of the app's origin will do to write its localStorage; the sign-in page is the light one.
  await page.goto(LOGIN_PATH);
  await page.evaluate((items) => {
    for (const [key, value] of items) localStorage.setItem(key, value);
  }, state.storage);
}

const onLoginPage = (page: Page) => new URL(page.url()).pathname === LOGIN_PATH;

/** Opens a path of the app as the signed-in administrator and waits until the app shell is drawn. */
export async function openApp(page: Page, path: string): Promise<void> {
  const context = page.context();
  if (!contextsIn.has(context)) {
    const state = savedState();
    if (state) await resumeSession(page, state);
    else await signInAsAdministrator(page);
    contextsIn.add(context);
  }
  await page.goto(path);
  // A kept session the server no longer knows (it ended) sends the browser to the login: sign in again.
  await page.getByRole('banner').or(page.getByRole('heading', { name: 'Iniciar sesión' })).first().waitFor();
  if (onLoginPage(page)) {
    await context.clearCookies();
    await signInAsAdministrator(page);
    await page.goto(path);
  }
  await page.getByRole('banner').waitFor({ state: 'visible' });
}
