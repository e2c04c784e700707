// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { secondsLeft, useResendCountdown } from '../../../src/auth/resend-countdown.ts';
import { mockFetch, json } from '../framework/helpers.ts';
import { renderAuthApp } from './fixtures.ts';

describe('secondsLeft', () => {
  it('counts the 60 s down from the time the code was sent, in whole seconds', () => {
    expect(secondsLeft(1_000, 60, 1_000)).toBe(60);
    expect(secondsLeft(1_000, 60, 1_001)).toBe(60);
    expect(secondsLeft(1_000, 60, 2_000)).toBe(59);
    expect(secondsLeft(1_000, 60, 60_999)).toBe(1);
    expect(secondsLeft(1_000, 60, 61_000)).toBe(0);
    expect(secondsLeft(1_000, 60, 500_000)).toBe(0);
  });

  it('no code sent yet means no wait; a clock gone backwards never waits longer than the rule', () => {
    expect(secondsLeft(null, 60, 5_000)).toBe(0);
    expect(secondsLeft(10_000, 60, 0)).toBe(60);
  });
});

describe('the countdown on screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearInterval', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
    localStorage.clear();
  });

  it('the hook ticks down and stops at zero', () => {
    const sentAt = Date.now();
    const { result } = renderHook(() => useResendCountdown(sentAt, 60));
    expect(result.current).toBe(60);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(30);
    act(() => vi.advanceTimersByTime(31_000));
    expect(result.current).toBe(0);
  });

  it('the code page blocks resend for 60 s with a visible countdown, then allows it once', async () => {
    const { calls } = mockFetch(json(200, { data: { phone: '********1234', resend_after: 60 } }));
    document.cookie = 'XSRF-TOKEN=a.n0nce.s1gnature';
    window.history.replaceState({ phone: '********1234', channel: 'sms', sentAt: Date.now(), resendAfter: 60 }, '', '/auth/verificate');
    await renderAuthApp('/auth/verificate');

    const resend = screen.getByRole('button', { name: 'Reenviar código' });
    expect(resend).toHaveProperty('disabled', true);
    expect(screen.getByRole('timer').textContent).toBe('Podrás reenviar el código en 60 s');
    expect(screen.getByText(/enviamos al \*{8}1234/)).toBeTruthy();

    act(() => vi.advanceTimersByTime(45_000));
    expect(screen.getByRole('timer').textContent).toBe('Podrás reenviar el código en 15 s');
    fireEvent.click(resend);
    expect(calls).toHaveLength(0);

    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(resend).toHaveProperty('disabled', false);

    await act(async () => {
      fireEvent.click(resend);
    });
    expect(calls.map((c) => `${c.init.method} ${new URL(c.url, 'http://x').pathname}`)).toEqual(['POST /api/auth/resend']);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ channel: 'sms' });
    expect(calls[0].headers['X-XSRF-TOKEN']).toBe('a.n0nce.s1gnature');
    // The wait starts again from the new code, and survives a reload (kept in history.state).
    expect(screen.getByRole('timer').textContent).toBe('Podrás reenviar el código en 60 s');
    expect((window.history.state as { sentAt: number }).sentAt).toBe(Date.now());
  });
});
