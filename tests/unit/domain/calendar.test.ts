import { describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped, compareDates, daysBetween, daysInMonth, isIsoDate, todayInMexicoCity } from '../../../server/domain/calendar.ts';

describe('addMonthsClamped', () => {
  it('anchors every period on the start day and clamps to month end', () => {
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsClamped('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonthsClamped('2026-01-31', 3)).toBe('2026-04-30');
  });

  it('knows leap years and crosses years', () => {
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonthsClamped('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonthsClamped('2026-01-15', 0)).toBe('2026-01-15');
  });

  it('refuses impossible dates, naming them', () => {
    expect(() => addMonthsClamped('2026-02-30', 1)).toThrow('expected a date as YYYY-MM-DD, got: "2026-02-30"');
    expect(() => addMonthsClamped('15/01/2026', 1)).toThrow('"15/01/2026"');
  });
});

describe('day arithmetic', () => {
  it('counts actual days', () => {
    expect(daysBetween('2026-01-15', '2026-02-15')).toBe(31);
    expect(daysBetween('2026-02-15', '2026-03-15')).toBe(28);
    expect(daysBetween('2026-03-15', '2026-01-15')).toBe(-59);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('adds days across a daylight-saving change and a year end', () => {
    expect(addDays('2026-04-04', 1)).toBe('2026-04-05');
    expect(addDays('2026-12-28', 5)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('compares', () => {
    expect(compareDates('2026-01-01', '2026-01-02')).toBe(-1);
    expect(compareDates('2026-01-02', '2026-01-02')).toBe(0);
    expect(compareDates('2027-01-01', '2026-12-31')).toBe(1);
  });

  it('validates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(daysInMonth(2026, 2)).toBe(28);
  });
});

describe('todayInMexicoCity', () => {
  it('is still yesterday in Mexico City just after midnight UTC', () => {
    // Mexico City is UTC-6 all year since 2022 (no daylight saving).
    expect(todayInMexicoCity(new Date('2026-01-16T05:59:00Z'))).toBe('2026-01-15');
    expect(todayInMexicoCity(new Date('2026-01-16T06:00:00Z'))).toBe('2026-01-16');
    expect(todayInMexicoCity(new Date('2026-07-01T03:00:00Z'))).toBe('2026-06-30');
  });
});
