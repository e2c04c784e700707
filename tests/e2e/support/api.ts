/**
 * Setting up data through the API as Root (global setup signed in), for what a test is not about
 * (thirty currencies to page through). What a test IS about goes through the screen.
 */
import { inject } from 'vitest';
import { baseUrl } from './browser.ts';
import { newestMessage } from './phone-server.ts';

async function call<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, body?: unknown): Promise<T> {
  const { cookie, xsrf } = inject('e2eApiSession');
  const headers: Record<string, string> = { accept: 'application/json', cookie };
  if (method !== 'GET') headers['x-xsrf-token'] = xsrf;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl()}/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = (await response.json().catch(() => null)) as { data?: T } | null;
  if (!response.ok || answer?.data === undefined) throw new Error(`${method} /api/${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

export function createRecord<T extends Record<string, unknown>>(resource: string, payload: Record<string, unknown>): Promise<T & { id: number }> {
  return call('POST', resource, payload);
}

/** A change made by someone else meanwhile (the record's version moves on). */
export function updateRecord<T extends Record<string, unknown>>(resource: string, id: number, changes: Record<string, unknown>): Promise<T> {
  return call('PUT', `${resource}/${id}`, changes);
}

/** One record as the API answers it now (what a screen's modal dialog hides from the list behind it). */
export function readRecord<T extends Record<string, unknown>>(resource: string, id: number): Promise<T> {
  return call('GET', `${resource}/${id}`);
}

/** The list's total as the API counts it (the number the range text must end with). */
export async function listTotal(resource: string, query: Record<string, string> = {}): Promise<number> {
  const page = await call<{ total: number }>('GET', `${resource}?${new URLSearchParams({ take: '1', ...query })}`);
  return page.total;
}

/** The newest message a phone received (the e2e phone server: support/phone-server.ts). */
export async function newestSms(phone: string): Promise<{ id: number; message: string } | undefined> {
  return newestMessage(inject('e2ePhoneUrl'), phone);
}
