/** The date input's text: dd/mm/aaaa typed and shown, YYYY-MM-DD kept. */
import { describe, expect, it } from 'vitest';
import { dayText, isoDay, maskDay } from '../../../src/framework/screens/DayInput.tsx';

describe('a day typed as es-MX writes it', () => {
  it('places the slashes as the digits come', () => {
    expect(maskDay('1')).toBe('1');
    expect(maskDay('150')).toBe('15/0');
    expect(maskDay('15012026')).toBe('15/01/2026');
    expect(maskDay('15/01/20261')).toBe('15/01/2026');
    expect(maskDay('ab')).toBe('');
  });

  it('reads a whole day that exists, and nothing else', () => {
    expect(isoDay('15/01/2026')).toBe('2026-01-15');
    expect(isoDay('29/02/2028')).toBe('2028-02-29');
    expect(isoDay('29/02/2026')).toBeUndefined();
    expect(isoDay('15/13/2026')).toBeUndefined();
    expect(isoDay('15/01/20')).toBeUndefined();
  });

  it('shows the API\'s day as dd/mm/aaaa', () => {
    expect(dayText('2026-12-06')).toBe('06/12/2026');
    expect(dayText(null)).toBe('');
  });
});
