/**
 * Signing in as any demo account the way a person does: user and password, then the six-digit code
 * the person's phone received (support/phone-server.ts). No bypass.
 */
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/seed-auth.ts';
import { newestSms } from '../support/api.ts';
import { codeIn } from '../support/api-session.ts';
import { submitCredentials } from '../support/kept-session.ts';

/** Types the credentials on /auth/login and waits for the code page (the kept sessions' own first step). */
export { submitCredentials };

export type DemoUsername = 'root' | 'admin' | 'gestor' | 'inversionista' | 'cliente';

export interface DemoAccount {
  id: number;
  email: string;
  phone: string;
  name: string;
  role_id: number;
  password: string;
}

export function demoAccount(username: DemoUsername): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`no demo account "${username}"`);
  // Every demo account shares DEMO_PASSWORD, the one global setup gave the administrator.
  return { id: account.id, email: account.email, phone: account.phone, name: account.name, role_id: account.role_id, password: inject('e2eAdmin').password };
}

/** The id of the newest SMS to a phone, so a test can wait for the one its own sign-in sends. */
export async function lastSmsId(phone: string): Promise<number> {
  return (await newestSms(phone))?.id ?? 0;
}

/** Waits for an SMS newer than `after` and returns its code. */
export async function codeSentTo(phone: string, after: number): Promise<string> {
  let message = '';
  await expect
    .poll(async () => {
      const sms = await newestSms(phone);
      message = sms && sms.id > after ? sms.message : '';
      return message;
    }, { timeout: 10_000, interval: 200 })
    .not.toBe('');
  return codeIn(message);
}

/** The whole sign-in; resolves once the app shell is drawn. */
export async function signInAs(page: Page, account: DemoAccount): Promise<void> {
  const before = await submitCredentials(page, account);
  await page.getByLabel('Código de verificación').fill(await codeSentTo(account.phone, before));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByRole('banner').waitFor({ state: 'visible' });
}

/** The browser's caudal.* items, sorted by key. */
export function caudalItems(page: Page): Promise<[string, string][]> {
  return page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('caudal.')).sort(([a], [b]) => a.localeCompare(b)));
}
