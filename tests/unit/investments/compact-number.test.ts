/**
 * The chart's phone axis labels (src/pages/investments/compact-number.ts) write what Intl's compact
 * notation writes for es-MX and en-US, without building that formatter.
 */
import { describe, expect, it } from 'vitest';
import { compactNumber } from '../../../src/pages/investments/compact-number.ts';
import { niceTicks } from '../../../src/pages/investments/chart-ticks.ts';

const intl = (language: 'es' | 'en') => new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-MX', { notation: 'compact', maximumFractionDigits: 1 });

/** Every value an axis can show: 1 to 999 times each power of ten, and niceTicks' ticks over the same range. */
function axisValues(): number[] {
  const values = new Set<number>([0]);
  for (let power = 0; power <= 13; power++) for (let mantissa = 1; mantissa < 1000; mantissa++) values.add(mantissa * 10 ** power);
  for (let power = 0; power <= 13; power++) for (const lead of [1, 1.2, 2.5, 3.3, 4.9, 7.77, 9.9]) for (const tick of niceTicks(lead * 10 ** power)) values.add(tick);
  return [...values];
}

describe('compactNumber', () => {
  it.each(['es', 'en'] as const)('writes what Intl writes in %s for every value an axis can show', (language) => {
    const format = intl(language);
    const different = axisValues().filter((value) => compactNumber(value, language) !== format.format(value));
    expect(different.slice(0, 5).map((value) => [value, compactNumber(value, language), format.format(value)])).toEqual([]);
  });

  it.each(['es', 'en'] as const)('rounds to one decimal and carries into the next unit as Intl does (%s)', (language) => {
    const format = intl(language);
    for (const value of [999.96, 999_950, 1_250_000, 1_350_000, 12_345, 999_949, -1_500, -2_750_000]) expect(compactNumber(value, language)).toBe(format.format(value));
  });

  it('names the spec examples', () => {
    expect(compactNumber(1_200_000, 'es')).toBe('1.2\u00a0M');
    expect(compactNumber(350_000, 'es')).toBe('350\u00a0k');
    expect(compactNumber(350_000, 'en')).toBe('350K');
  });
});
