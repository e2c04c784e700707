import { describe, expect, it } from 'vitest';
import { canResend, generateCode, hashCode, issueCode, recordSend, verifyAttempt, type SendHistory } from '../../../server/domain/one-time-code.ts';

const secret = 'test-secret';
const t0 = new Date('2026-01-15T12:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('generateCode and hashCode', () => {
  it('gives 6 digits, keeping leading zeros', () => {
    expect(generateCode(() => 4217)).toBe('004217');
    expect(generateCode(() => 999_999)).toBe('999999');
    expect(generateCode((max) => max - 1)).toMatch(/^\d{6}$/);
  });

  it('refuses a random source out of range', () => {
    expect(() => generateCode(() => 1_000_000)).toThrow('got: 1000000');
  });

  it('hashes with the secret: same code and secret agree, another secret does not', () => {
    expect(hashCode('123456', secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode('123456', secret)).toBe(hashCode('123456', secret));
    expect(hashCode('123456', 'other')).not.toBe(hashCode('123456', secret));
    expect(issueCode('123456', secret, t0).codeHash).not.toContain('123456');
  });
});

describe('verifyAttempt', () => {
  const issued = issueCode('123456', secret, t0);

  it('accepts the right code within 5 minutes', () => {
    const result = verifyAttempt(issued, '123456', at(299), secret);
    expect(result.outcome).toBe('accepted');
    expect(result.state.usedAt).toEqual(at(299));
  });

  it('expires after 5 minutes', () => {
    expect(verifyAttempt(issued, '123456', at(300), secret).outcome).toBe('expired');
  });

  it('is single use: a reuse fails', () => {
    const used = verifyAttempt(issued, '123456', at(10), secret).state;
    expect(verifyAttempt(used, '123456', at(20), secret).outcome).toBe('used');
  });

  it('five wrong codes invalidate it: the sixth attempt is locked even with the right code', () => {
    let state = issued;
    const attemptsLeft: number[] = [];
    for (let i = 0; i < 5; i++) {
      const result = verifyAttempt(state, '000000', at(10 + i), secret);
      expect(result.outcome).toBe('wrong');
      attemptsLeft.push(result.attemptsLeft);
      state = result.state;
    }
    expect(attemptsLeft).toEqual([4, 3, 2, 1, 0]);
    expect(verifyAttempt(state, '000000', at(20), secret).outcome).toBe('locked');
    expect(verifyAttempt(state, '123456', at(21), secret).outcome).toBe('locked');
  });

  it('four wrong codes still leave the right one usable', () => {
    let state = issued;
    for (let i = 0; i < 4; i++) state = verifyAttempt(state, '654321', at(i), secret).state;
    expect(verifyAttempt(state, '123456', at(5), secret).outcome).toBe('accepted');
  });
});

describe('sending', () => {
  const sendAt = (seconds: number[]): SendHistory => seconds.reduce<SendHistory>((history, s) => recordSend(history, at(s)), { sentAt: [] });

  it('allows the first send', () => {
    expect(canResend({ sentAt: [] }, t0)).toEqual({ allowed: true });
  });

  it('refuses a resend before 60 seconds, allows it at 60', () => {
    const history = sendAt([0]);
    expect(canResend(history, at(59))).toEqual({ allowed: false, reason: 'wait', retryAfterSeconds: 1 });
    expect(canResend(history, at(60))).toEqual({ allowed: true });
  });

  it('refuses a sixth send within 10 minutes, allows it once the first falls out', () => {
    const history = sendAt([0, 60, 120, 180, 240]);
    expect(canResend(history, at(300))).toEqual({ allowed: false, reason: 'too_many', retryAfterSeconds: 300 });
    expect(canResend(history, at(599))).toMatchObject({ allowed: false, reason: 'too_many' });
    expect(canResend(history, at(600))).toEqual({ allowed: true });
  });

  it('forgets sends older than the window', () => {
    expect(sendAt([0, 60, 700]).sentAt).toEqual([at(700)]);
  });
});
