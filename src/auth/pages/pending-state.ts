/**
 * The pending sign-in between the login and the code: the masked phone to echo, the channel, and
 * when the last code was sent. Kept in history.state: it survives a reload of the code page in the
 * same tab, and it is gone with the tab.
 */
import type { CodeChannel, PendingLogin } from '../session-types.ts';
import { RESEND_WAIT_SECONDS } from '../resend-countdown.ts';

export interface PendingState {
  phone: string;
  channel: CodeChannel;
  /** Epoch milliseconds of the last code sent. */
  sentAt: number;
  resendAfter: number;
}

export function pendingState(pending: Partial<PendingLogin> | null, channel: CodeChannel, sentAt: number, previous?: PendingState | null): PendingState {
  return {
    phone: typeof pending?.phone === 'string' ? pending.phone : (previous?.phone ?? ''),
    channel,
    sentAt,
    resendAfter: typeof pending?.resend_after === 'number' && pending.resend_after > 0 ? pending.resend_after : RESEND_WAIT_SECONDS,
  };
}

export function readPendingState(state: unknown): PendingState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Partial<PendingState>;
  if (typeof s.phone !== 'string' || typeof s.sentAt !== 'number') return null;
  return {
    phone: s.phone,
    channel: s.channel === 'call' ? 'call' : 'sms',
    sentAt: s.sentAt,
    resendAfter: typeof s.resendAfter === 'number' ? s.resendAfter : RESEND_WAIT_SECONDS,
  };
}
