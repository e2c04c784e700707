// @vitest-environment jsdom
/**
 * The landing screen's data asked for early: used once, by the first GET of the same address
 * within 15 seconds, never for another address or method, never after a write or after it failed (the screen asks again and its error
 * takes the usual path), and never after the session it was fetched for ended.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/framework/http/api-error.ts';
import { apiFetch, forgetPrefetched, prefetchApi } from '../../../../src/framework/http/http-client.ts';
import { dismissError, getShownError } from '../../../../src/framework/feedback/error-bus.ts';
import { setSession } from '../../../../src/auth/session-storage.ts';
import { json, mockFetch } from '../helpers.ts';

beforeEach(() => {
  dismissError();
  forgetPrefetched();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('prefetchApi', () => {
  it('answers the screen’s first GET of the same address from the early request; the next asks the server', async () => {
    const { calls } = mockFetch(json(200, { data: { early: true } }), json(200, { data: { early: false } }));
    prefetchApi('analytics', { status: 'active', user_id: undefined });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/analytics?status=active');
    await expect(apiFetch('analytics', { query: { status: 'active' } })).resolves.toEqual({ data: { early: true } });
    expect(calls).toHaveLength(1);
    await expect(apiFetch('analytics', { query: { status: 'active' } })).resolves.toEqual({ data: { early: false } });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(['GET /api/analytics?status=active', 'GET /api/analytics?status=active']);
  });

  it('is dropped by a write before the screen reads it', async () => {
    const { calls } = mockFetch(json(200, { data: { early: true } }), json(200, { data: 'written' }), json(200, { data: { early: false } }));
    prefetchApi('analytics', { status: 'active' });
    await apiFetch('notifies/read', { method: 'PATCH' });
    await expect(apiFetch('analytics', { query: { status: 'active' } })).resolves.toEqual({ data: { early: false } });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(['GET /api/analytics?status=active', 'PATCH /api/notifies/read', 'GET /api/analytics?status=active']);
  });

  it('is not used by another address or another method', async () => {
    const { calls } = mockFetch(json(200, { data: 'early' }), json(200, { data: 'asked' }));
    prefetchApi('analytics', { status: 'active' });
    await expect(apiFetch('analytics', { query: { status: 'concluded' } })).resolves.toEqual({ data: 'asked' });
    await expect(apiFetch('analytics', { method: 'POST', query: { status: 'active' } })).resolves.toEqual({ data: 'asked' });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(['GET /api/analytics?status=active', 'GET /api/analytics?status=concluded', 'POST /api/analytics?status=active']);
  });

  it('is dropped when it failed: the screen asks again and its own error is reported as usual', async () => {
    const { calls } = mockFetch(json(500, { message: 'early failure' }), { networkError: true });
    prefetchApi('analytics');
    const error = await apiFetch('analytics').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(getShownError()?.key).toBe('caudal.errors.network');
    expect(calls).toHaveLength(2);
  });

  it('is dropped when older than 15 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { calls } = mockFetch(json(200, { data: 'early' }), json(200, { data: 'fresh' }));
    prefetchApi('notifies');
    vi.setSystemTime(Date.now() + 15_001);
    await expect(apiFetch('notifies')).resolves.toEqual({ data: 'fresh' });
    expect(calls).toHaveLength(2);
  });

  it('is dropped when the session ends before the screen reads it', async () => {
    const { calls } = mockFetch(json(200, { data: 'for the ended session' }), json(200, { data: 'fresh' }));
    prefetchApi('notifies');
    setSession(null);
    await expect(apiFetch('notifies')).resolves.toEqual({ data: 'fresh' });
    expect(calls).toHaveLength(2);
  });
});
