/**
 * The investments e2e tests' own ways in: a demo account other than the administrator signs in through
 * the sign-in pages (the code read from the phone server), and Root's API session reads
 * the seeded rows the screens must agree with.
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/seed-auth.ts';
import { baseUrl } from '../support/browser.ts';
import { landedSignedIn, restoreKeptSession, signInThroughPages } from '../support/kept-session.ts';

/** GET on the API as Root; the `data` of the envelope. */
export async function apiGet<T>(path: string): Promise<T> {
  const { cookie } = inject('e2eApiSession');
  const response = await fetch(`${baseUrl()}/api/${path}`, { headers: { accept: 'application/json', cookie } });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`GET /api/${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/**
 * Signs a demo account in as a person does, and waits for the app shell of its landing page. The first
 * time in a run per account; later test files resume that session (support/kept-session.ts): the demo
 * investor is signed in by more test files than the five codes a phone may receive in ten minutes.
 */
export async function signInAs(page: Page, email: string): Promise<void> {
  if (await restoreKeptSession(page, email)) {
    await page.goto('/');
    if (await landedSignedIn(page)) return;
  }
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  await signInThroughPages(page, { email, password: inject('e2eAdmin').password, phone: account.phone });
}

/** A small real PDF, as a person would pick from their disk. */
export function pdfFile(name: string) {
  const text = 'BT /F1 12 Tf 72 720 Td (Documento de prueba) Tj ET';
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n4 0 obj << /Length ${text.length} >> stream\n${text}\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}
