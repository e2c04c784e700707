/**
 * The wait before a code may be sent again (spec section 9: 60 s). Counted from when the last code
 * was sent, as a clock time, so a reload of the page does not reset the wait.
 */
import { useEffect, useState } from 'react';

export const RESEND_WAIT_SECONDS = 60;

/** Whole seconds still to wait; 0 when sending again is allowed. */
export function secondsLeft(sentAt: number | null, waitSeconds: number, now: number): number {
  if (sentAt === null) return 0;
  const left = Math.ceil((sentAt + waitSeconds * 1000 - now) / 1000);
  return Math.min(Math.max(left, 0), waitSeconds);
}

/** Re-renders every second while waiting; returns the seconds left. */
export function useResendCountdown(sentAt: number | null, waitSeconds: number = RESEND_WAIT_SECONDS): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(sentAt, waitSeconds, now);
  useEffect(() => {
    setNow(Date.now());
  }, [sentAt]);
  const waiting = left > 0;
  useEffect(() => {
    if (!waiting) return;
    // A quarter-second tick keeps the shown number within a quarter second of the truth.
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [waiting]);
  return left;
}
