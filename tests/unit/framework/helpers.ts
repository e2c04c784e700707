/**
 * Shared test doubles for the framework tests: a fetch that answers from a queue and records what it
 * was asked, and an i18n provider holding the feedback messages.
 */
import { vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { feedbackMessages } from '../../../src/framework/feedback/messages.ts';

export interface RecordedCall {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

export type Answer = { status: number; body?: unknown } | { networkError: true };

export function json(status: number, body?: unknown): Answer {
  return { status, body };
}

/** Installs a fetch that replies with the given answers in order (the last one repeats). */
export function mockFetch(...answers: Answer[]) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init, headers: { ...(init.headers as Record<string, string>) } });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text === '' ? null : text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const testI18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...feedbackMessages.es }), 'es');
