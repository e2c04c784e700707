/**
 * The PAC's answers are input from another party (docs/decisions/210): a document is an intent's only
 * when its external_id is the key the intent sent; anything else is refused as "unavailable" (never
 * recorded, never cancelled), and of several valid documents under one key the first stamped is kept.
 * End to end through the stand-in: tests/faults/invoicing-pac-answers.test.ts and
 * tests/api/retentions/retention-pac-answers.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ProviderUnavailable } from '../../server/adapters/invoicing.ts';
import { ownAnswer, sortOutKeyed } from '../../server/adapters/pac-answers.ts';

describe('whose answer is it', () => {
  it('believes a document only under the key sent', () => {
    const mine = { id: 'a', status: 'valid', external_id: 'key-1' };
    expect(ownAnswer('key-1', mine)).toBe(mine);
    for (const other of [{ id: 'b', status: 'valid', external_id: 'key-2' }, { id: 'c', status: 'valid', external_id: null }, { id: 'd', status: 'valid' }]) {
      expect(() => ownAnswer('key-1', other)).toThrow(ProviderUnavailable);
      expect(() => ownAnswer('key-1', other)).toThrow(/another document .* not recorded, not cancelled/);
    }
  });

  it('keeps the first stamped of several valid documents under one key, and names the others to cancel; others\' documents are never among them', () => {
    const found = [
      { id: 'z2', status: 'valid', external_id: 'key-1', created_at: '2026-12-07T10:00:02Z' },
      { id: 'z1', status: 'valid', external_id: 'key-1', created_at: '2026-12-07T10:00:01Z' },
      { id: 'x', status: 'valid', external_id: 'key-9', created_at: '2026-12-07T09:00:00Z' },
      { id: 'c', status: 'canceled', external_id: 'key-1', created_at: '2026-12-07T09:59:00Z' },
    ];
    const { keep, extras } = sortOutKeyed('key-1', found);
    expect(keep?.id).toBe('z1');
    expect(extras.map((e) => e.id)).toEqual(['z2']);
    expect(sortOutKeyed('key-1', [found[2]])).toEqual({ keep: undefined, extras: [] });
  });
});
