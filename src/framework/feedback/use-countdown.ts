/**
 * A pausable countdown for the toasts (spec section 9: 3000 ms timer that pauses on hover). Returns
 * the milliseconds left so the progress bar and the timer can never disagree.
 */
import { useEffect, useRef, useState } from 'react';

export const COUNTDOWN_TICK_MS = 50;

export function useCountdown(durationMs: number | null, paused: boolean, onElapsed: () => void): number | null {
  const [remaining, setRemaining] = useState(durationMs);
  const remainingRef = useRef(durationMs);
  const onElapsedRef = useRef(onElapsed);

  useEffect(() => {
    onElapsedRef.current = onElapsed;
  }, [onElapsed]);

  useEffect(() => {
    if (paused || remainingRef.current === null || remainingRef.current <= 0) return;
    const startedAt = Date.now();
    const startRemaining = remainingRef.current;
    const left = () => Math.max(0, startRemaining - (Date.now() - startedAt));
    const timer = setInterval(() => {
      remainingRef.current = left();
      setRemaining(remainingRef.current);
      if (remainingRef.current === 0) {
        clearInterval(timer);
        onElapsedRef.current();
      }
    }, COUNTDOWN_TICK_MS);
    return () => {
      clearInterval(timer);
      // Keep the time spent since the last tick when pausing, so hovering does not give time back.
      if (remainingRef.current !== null && remainingRef.current > 0) remainingRef.current = left();
    };
  }, [paused]);

  return remaining;
}
