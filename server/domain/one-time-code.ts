/**
 * One-time codes for login and password recovery, DOMAIN.md "One-time codes": the pure rules only.
 * The caller supplies randomness (crypto.randomInt), the clock and storage; HMAC is computation, not I/O.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CODE_DIGITS = 6;
export const CODE_VALID_MS = 5 * 60_000;
export const MAX_WRONG_ATTEMPTS = 5;
export const RESEND_WAIT_MS = 60_000;
export const SEND_WINDOW_MS = 10 * 60_000;
export const MAX_SENDS_PER_WINDOW = 5;

/** Returns an integer in [0, max): `crypto.randomInt` in production, a stub in tests. */
export type RandomInt = (max: number) => number;

/** Six digits, leading zeros kept ("004217"). */
export function generateCode(randomInt: RandomInt): string {
  const limit = 10 ** CODE_DIGITS;
  const value = randomInt(limit);
  if (!Number.isInteger(value) || value < 0 || value >= limit) throw new Error(`expected a random integer in [0, ${limit}), got: ${value}`);
  return String(value).padStart(CODE_DIGITS, '0');
}

/** Codes are stored only as HMAC-SHA256 (hex) under a server secret: a leaked table reveals no code. */
export function hashCode(code: string, secret: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}

/** The stored state of one issued code, bound to one pending login or recovery. */
export interface CodeState {
  codeHash: string;
  issuedAt: Date;
  wrongAttempts: number;
  usedAt: Date | null;
}

export function issueCode(code: string, secret: string, now: Date): CodeState {
  return { codeHash: hashCode(code, secret), issuedAt: now, wrongAttempts: 0, usedAt: null };
}

export type VerifyOutcome = 'accepted' | 'wrong' | 'expired' | 'used' | 'locked';

export interface VerifyResult {
  outcome: VerifyOutcome;
  /** The state to store back (unchanged unless the attempt counted). */
  state: CodeState;
  attemptsLeft: number;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * One attempt at a code. Refusals that do not depend on the typed code (used, locked, expired) come
 * first, so a locked or stale code cannot be probed. The fifth wrong try leaves zero attempts: from
 * then on even the right code answers 'locked'.
 */
export function verifyAttempt(state: CodeState, code: string, now: Date, secret: string): VerifyResult {
  const attemptsLeft = Math.max(0, MAX_WRONG_ATTEMPTS - state.wrongAttempts);
  if (state.usedAt) return { outcome: 'used', state, attemptsLeft: 0 };
  if (attemptsLeft === 0) return { outcome: 'locked', state, attemptsLeft: 0 };
  if (now.getTime() - state.issuedAt.getTime() >= CODE_VALID_MS) return { outcome: 'expired', state, attemptsLeft };
  if (sameHash(hashCode(code.trim(), secret), state.codeHash)) return { outcome: 'accepted', state: { ...state, usedAt: now }, attemptsLeft: 0 };
  const next = { ...state, wrongAttempts: state.wrongAttempts + 1 };
  return { outcome: 'wrong', state: next, attemptsLeft: MAX_WRONG_ATTEMPTS - next.wrongAttempts };
}

/** When codes were sent to one phone number (any order; older than the window is ignored). */
export interface SendHistory {
  sentAt: readonly Date[];
}

export type SendDecision = { allowed: true } | { allowed: false; reason: 'wait' | 'too_many'; retryAfterSeconds: number };

function recentSends(history: SendHistory, now: Date): number[] {
  return history.sentAt.map((d) => d.getTime()).filter((t) => now.getTime() - t < SEND_WINDOW_MS && t <= now.getTime()).sort((a, b) => a - b);
}

/** May a code be sent to this number now? 60 s after the last send, and at most 5 in any 10 minutes. */
export function canResend(history: SendHistory, now: Date): SendDecision {
  const recent = recentSends(history, now);
  const nowMs = now.getTime();
  const last = recent.at(-1);
  if (last !== undefined && nowMs - last < RESEND_WAIT_MS)
    return { allowed: false, reason: 'wait', retryAfterSeconds: Math.ceil((RESEND_WAIT_MS - (nowMs - last)) / 1000) };
  if (recent.length >= MAX_SENDS_PER_WINDOW) {
    // The oldest send still counted is the one whose expiry frees a slot.
    const oldest = recent[recent.length - MAX_SENDS_PER_WINDOW];
    return { allowed: false, reason: 'too_many', retryAfterSeconds: Math.ceil((SEND_WINDOW_MS - (nowMs - oldest)) / 1000) };
  }
  return { allowed: true };
}

/**
 * May a new sign-in send a code now? A new sign-in does not wait the 60 s (it is another pending
 * login), but the number's 5 in 10 minutes hold.
 */
export function canStartSending(history: SendHistory, now: Date): SendDecision {
  const recent = recentSends(history, now);
  if (recent.length < MAX_SENDS_PER_WINDOW) return { allowed: true };
  const oldest = recent[recent.length - MAX_SENDS_PER_WINDOW];
  return { allowed: false, reason: 'too_many', retryAfterSeconds: Math.ceil((SEND_WINDOW_MS - (now.getTime() - oldest)) / 1000) };
}

/** The history after a send, keeping only what still counts. */
export function recordSend(history: SendHistory, now: Date): SendHistory {
  return { sentAt: [...recentSends(history, now).map((t) => new Date(t)), now] };
}
