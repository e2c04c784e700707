/** The time input's text (docs/decisions/285): HH:mm on the 24-hour clock typed, shown and kept. */
import { describe, expect, it } from 'vitest';
import { isoTime, maskTime, stepTime, timeProblem, timeText } from '../../../src/framework/screens/TimeInput.tsx';

describe('an hour of the day typed HH:mm, 24-hour', () => {
  it('places the colon as the digits come', () => {
    expect(maskTime('1')).toBe('1');
    expect(maskTime('17')).toBe('17');
    expect(maskTime('173')).toBe('17:3');
    expect(maskTime('1730')).toBe('17:30');
    expect(maskTime('17:301')).toBe('17:30');
    expect(maskTime('ab')).toBe('');
    expect(maskTime('')).toBe('');
  });

  it('reads an hour of one digit followed by a colon as 0 and that digit', () => {
    expect(maskTime('8:')).toBe('08');
    expect(maskTime('8:3')).toBe('08:3');
    expect(maskTime('8:30')).toBe('08:30');
    expect(maskTime('08:')).toBe('08');
  });

  it('reads a whole time that exists, and nothing else', () => {
    expect(isoTime('00:00')).toBe('00:00');
    expect(isoTime('09:05')).toBe('09:05');
    expect(isoTime('23:59')).toBe('23:59');
    expect(isoTime('24:00')).toBeUndefined();
    expect(isoTime('25:00')).toBeUndefined();
    expect(isoTime('12:60')).toBeUndefined();
    expect(isoTime('12:3')).toBeUndefined();
    expect(isoTime('9:30')).toBeUndefined();
  });

  it("shows the API's time as HH:mm, never 12-hour", () => {
    expect(timeText('17:30')).toBe('17:30');
    expect(timeText('17:30:00')).toBe('17:30');
    expect(timeText('5:30 PM')).toBe('');
    expect(timeText(null)).toBe('');
  });

  it('steps the hour or the minute round the clock, without carrying', () => {
    expect(stepTime('08:30', 'hour', 1)).toBe('09:30');
    expect(stepTime('23:30', 'hour', 1)).toBe('00:30');
    expect(stepTime('00:30', 'hour', -1)).toBe('23:30');
    expect(stepTime('08:59', 'minute', 1)).toBe('08:00');
    expect(stepTime('08:00', 'minute', -1)).toBe('08:59');
    expect(stepTime('25:00', 'hour', 1)).toBeUndefined();
    expect(stepTime('08:3', 'minute', 1)).toBeUndefined();
  });

  it('says a whole time that does not exist at once, and a part of one once the field is left', () => {
    expect(timeProblem('25:00', false)).toBe('impossibleTime');
    expect(timeProblem('12:60', false)).toBe('impossibleTime');
    expect(timeProblem('08:3', false)).toBeUndefined();
    expect(timeProblem('08:3', true)).toBe('partialTime');
    expect(timeProblem('08:30', true)).toBeUndefined();
    expect(timeProblem('', true)).toBeUndefined();
  });
});
