/**
 * A number as the chart's phone axes label it ("1.5 k", "1.3 M" in Spanish; "1.5K", "1.3M" in English):
 * what `Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })` writes for es-MX and
 * en-US, without building that formatter, which costs a phone about a quarter of a second the first time
 * (its compact patterns are loaded then, total blocking time). Tested against Intl.
 */
/** From `threshold` on, a value is written divided by `divisor`, followed by `suffix`. */
type Unit = readonly [threshold: number, divisor: number, suffix: string];

const UNITS: Readonly<Record<'es' | 'en', { units: readonly Unit[]; separator: string }>> = {
  // es-MX writes thousands of millions as millions up to 9999 ("1000 M"), then as "mil M" ("10.2 mil M").
  es: { units: [[1e3, 1e3, 'k'], [1e6, 1e6, 'M'], [1e10, 1e9, 'mil\u00a0M'], [1e12, 1e12, 'B']], separator: '\u00a0' },
  en: { units: [[1e3, 1e3, 'K'], [1e6, 1e6, 'M'], [1e9, 1e9, 'B'], [1e12, 1e12, 'T']], separator: '' },
};

/** One decimal at most, halves away from zero (Intl's rounding for these). */
function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export function compactNumber(value: number, language: string): string {
  const { units, separator } = UNITS[language === 'en' ? 'en' : 'es'];
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  let index = -1;
  for (let i = 0; i < units.length; i++) if (magnitude >= units[i]![0]) index = i;
  const divisor = (at: number) => (at < 0 ? 1 : units[at]![1]);
  let shown = oneDecimal(magnitude / divisor(index));
  // 999.96 rounds to 1000: written as the next unit's 1, as Intl does.
  const next = units[index + 1];
  if (next && shown * divisor(index) >= next[0]) {
    index += 1;
    shown = oneDecimal(magnitude / divisor(index));
  }
  return index < 0 ? `${sign}${shown}` : `${sign}${shown}${separator}${units[index]![2]}`;
}
