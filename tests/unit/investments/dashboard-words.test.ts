// @vitest-environment jsdom
/**
 * The investor screens' words: chart months as "abr 2026" / "Apr 2026", and "1 vigente de 1"
 * agreeing in number on the investors list; the chart's series say they are scheduled, not to date.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { formatMonth } from '../../../src/framework/format.ts';
import { createI18nProvider } from '../../../src/i18n/i18n-provider.ts';

describe('formatMonth', () => {
  it('writes an API month in the person language', () => {
    expect(formatMonth('2026-04', 'es')).toBe('abr 2026');
    expect(formatMonth('2026-04', 'en')).toBe('Apr 2026');
    expect(formatMonth('2026-12', 'es')).toBe('dic 2026');
    expect(formatMonth('2027-01', 'en')).toBe('Jan 2027');
  });

  it('leaves what is not a month as it came', () => {
    expect(formatMonth('abril', 'es')).toBe('abril');
  });
});

describe('the investors list counts', () => {
  beforeEach(() => localStorage.clear());

  it('agree in number in Spanish and English', async () => {
    const i18n = await createI18nProvider();
    const active = (count: number, total: number) => i18n.translate('caudal.investments.investors.active', { smart_count: count, total });
    expect(active(1, 1)).toBe('1 vigente de 1');
    expect(active(2, 3)).toBe('2 vigentes de 3');
    expect(active(0, 2)).toBe('0 vigentes de 2');
    await i18n.changeLocale('en');
    expect(active(1, 1)).toBe('1 active of 1');
    expect(active(2, 3)).toBe('2 active of 3');
  });

  it('names the chart series apart from the to-date figures', async () => {
    const i18n = await createI18nProvider();
    expect(i18n.translate('caudal.investments.dashboard.accumulatedInterest')).toBe('Interés programado acumulado');
    expect(i18n.translate('caudal.investments.dashboard.generatedPerformance')).toBe('Rendimiento generado');
  });
});
