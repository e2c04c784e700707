/**
 * The investments e2e tests' own ways in: a demo account other than the administrator signs in through
 * the sign-in pages (the code read from the phone server), and Root's API session reads
 * the seeded rows the screens must agree with.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Cookie, Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/seed-auth.ts';
import { codeIn } from '../support/api-session.ts';
import { newestSms } from '../support/api.ts';
import { baseUrl } from '../support/browser.ts';

/** GET on the API as Root; the `data` of the envelope. */
export async function apiGet<T>(path: string): Promise<T> {
  const { cookie } = inject('e2eApiSession');
  const response = await fetch(`${baseUrl()}/api/${path}`, { headers: { accept: 'application/json', cookie } });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`GET /api/${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

interface SignedInState {
  cookies: Cookie[];
  storage: [string, string][];
}

/** Beside the administrator's kept session (support/app.ts), one file per account. */
const sessionFile = (email: string) => join(dirname(inject('e2eAdminSessionFile')), `session-${email.replace(/[^\w.-]/g, '_')}.json`);

/**
 * Resumes a session this run already opened for the account, in a fresh browser context, and lands where
 * a sign-in lands. False when there is none or the server has ended it.
 */
async function resumeSession(page: Page, email: string): Promise<boolean> {
  const file = sessionFile(email);
  if (!existsSync(file)) return false;
  const state = JSON.parse(readFileSync(file, 'utf8')) as SignedInState;
  await page.context().addCookies(state.cookies);
  await page.goto('/auth/login');
  await page.evaluate((items) => {
    for (const [key, value] of items) localStorage.setItem(key, value);
  }, state.storage);
  await page.goto('/');
  await page.getByRole('banner').or(page.getByRole('heading', { name: 'Iniciar sesión' })).first().waitFor();
  if (new URL(page.url()).pathname !== '/auth/login') {
    await page.getByRole('banner').waitFor({ state: 'visible' });
    return true;
  }
  await page.context().clearCookies();
  return false;
}

/**
 * Signs a demo account in as a person does, and waits for the app shell of its landing page. The first
 * time in a run per account; later test files resume that session. The server sends a phone at most five
 * codes in ten minutes (MAX_SENDS_PER_WINDOW), and the demo investor is signed in by more test files than
 * that, besides the sign-in and accessibility tests' own sign-ins: a faster run once put six in ten minutes.
 */
export async function signInAs(page: Page, email: string): Promise<void> {
  if (await resumeSession(page, email)) return;
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  const before = (await newestSms(account.phone))?.id ?? 0;
  await page.goto('/auth/login');
  await page.getByLabel('Usuario (correo electrónico)').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(inject('e2eAdmin').password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('heading', { name: 'Verificación' }).waitFor();
  // A loop rather than expect.poll: this also runs in beforeAll, outside any test.
  let message = '';
  for (let waited = 0; message === '' && waited < 10_000; waited += 200) {
    const sms = await newestSms(account.phone);
    if (sms && sms.id > before) message = sms.message;
    else await new Promise((done) => setTimeout(done, 200));
  }
  if (message === '') throw new Error(`no sign-in code reached ${account.phone}`);
  await page.getByLabel('Código de verificación').fill(codeIn(message));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByRole('banner').waitFor({ state: 'visible' });
  const state: SignedInState = {
    cookies: await page.context().cookies(),
    storage: await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('caudal.'))),
  };
  writeFileSync(sessionFile(email), JSON.stringify(state));
}

/** A small real PDF, as a person would pick from their disk. */
export function pdfFile(name: string) {
  const text = 'BT /F1 12 Tf 72 720 Td (Documento de prueba) Tj ET';
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n4 0 obj << /Length ${text.length} >> stream\n${text}\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}
