/**
 * Getting into the app. Every test enters through openApp, so how a person signs in lives here, in
 * one place.
 *
 * The first time in a run, the administrator signs in as a person does (support/kept-session.ts): user
 * and password on /auth/login, then the six-digit code read from the SMS log. Every later browser
 * context starts from that kept session.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { landedSignedIn, restoreKeptSession, signInThroughPages } from './kept-session.ts';

const contextsIn = new WeakSet<BrowserContext>();

/** Opens a path of the app as the signed-in administrator and waits until the app shell is drawn. */
export async function openApp(page: Page, path: string): Promise<void> {
  const admin = inject('e2eAdmin');
  const context = page.context();
  if (!contextsIn.has(context)) {
    if (!(await restoreKeptSession(page, admin.email))) await signInThroughPages(page, admin);
    contextsIn.add(context);
  }
  await page.goto(path);
  if (!(await landedSignedIn(page))) {
    await signInThroughPages(page, admin);
    await page.goto(path);
    await page.getByRole('banner').waitFor({ state: 'visible' });
  }
}
