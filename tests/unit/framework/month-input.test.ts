/** The month input's text (docs/decisions/279): mm/aaaa typed and shown, YYYY-MM kept. */
import { describe, expect, it } from 'vitest';
import { isoMonth, maskMonth, monthText } from '../../../src/framework/screens/MonthInput.tsx';

describe('a month typed as es-MX writes it', () => {
  it('places the slash as the digits come', () => {
    expect(maskMonth('0')).toBe('0');
    expect(maskMonth('042')).toBe('04/2');
    expect(maskMonth('042026')).toBe('04/2026');
    expect(maskMonth('04/20261')).toBe('04/2026');
    expect(maskMonth('ab')).toBe('');
  });

  it('reads a whole month that exists, and nothing else', () => {
    expect(isoMonth('04/2026')).toBe('2026-04');
    expect(isoMonth('12/2025')).toBe('2025-12');
    expect(isoMonth('13/2026')).toBeUndefined();
    expect(isoMonth('00/2026')).toBeUndefined();
    expect(isoMonth('04/20')).toBeUndefined();
  });

  it("shows the API's month as mm/aaaa", () => {
    expect(monthText('2026-04')).toBe('04/2026');
    expect(monthText('2026-04-01')).toBe('');
    expect(monthText(null)).toBe('');
  });
});
