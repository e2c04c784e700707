/**
 * Signing in as any demo account the way a person does: user and password, then the six-digit code
 * the person's phone received (support/phone-server.ts). No bypass.
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/seed-auth.ts';
import { codeIn } from '../support/api-session.ts';
import { signInThroughPages, smsAfter } from '../support/kept-session.ts';

/** The sign-in's first step, and the newest SMS's id, as the kept sessions use them. */
export { lastSmsId, submitCredentials } from '../support/kept-session.ts';

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

/** Waits for an SMS newer than `after` and returns its code. */
export async function codeSentTo(phone: string, after: number): Promise<string> {
  return codeIn(await smsAfter(phone, after));
}

/** The whole sign-in, not kept for other files (these tests end their sessions); resolves once the app shell is drawn. */
export async function signInAs(page: Page, account: DemoAccount): Promise<void> {
  await signInThroughPages(page, account, { keep: false });
}

/** The browser's caudal.* items, sorted by key. */
export function caudalItems(page: Page): Promise<[string, string][]> {
  return page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('caudal.')).sort(([a], [b]) => a.localeCompare(b)));
}
