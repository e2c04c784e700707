import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { businessDate, formatDate, instant, isInstant, formatDateTime, formatDecimal, formatMoney, formatPercent, formatPhone, isBusinessDate, parseServerDate, todayInMexicoCity, type BusinessDate, type Instant } from '../../../src/framework/format.ts';

/** Text as the API writes a date column, given to formatDate as such (the type check keeps unchecked text out of production code). */
const asWritten = (text: string) => text as BusinessDate;
/** Text as the API writes a moment, given to formatDateTime as such. */
const asMoment = (text: string) => text as Instant;

describe('dates (es-MX, America/Mexico_City)', () => {
  it('reads a server date as its first 10 characters at noon in Mexico City', () => {
    expect(parseServerDate('2026-01-15')?.toISOString()).toBe('2026-01-15T18:00:00.000Z');
    expect(parseServerDate('2026-01-15T00:00:00.000Z')?.toISOString()).toBe('2026-01-15T18:00:00.000Z');
    expect(parseServerDate('not a date')).toBeUndefined();
    expect(parseServerDate(null)).toBeUndefined();
  });

  it('formats business dates short and medium', () => {
    expect(formatDate(asWritten('2026-01-15'))).toBe('15/01/2026');
    expect(formatDate(asWritten('2026-01-15'), 'medium')).toBe('15 ene 2026');
    expect(formatDate(asWritten('2026-12-31'), 'medium')).toBe('31 dic 2026');
    expect(formatDate(asWritten(''))).toBe('');
  });

  it('reads text as a business date only when it is a day as the API writes one', () => {
    expect(isBusinessDate('2026-12-06')).toBe(true);
    expect(isBusinessDate('2026-12-07T01:29:32.612Z')).toBe(false);
    expect(isBusinessDate('06/12/2026')).toBe(false);
    expect(isBusinessDate(null)).toBe(false);
    expect(businessDate('2026-12-06')).toBe('2026-12-06');
    // An instant is no business date: its UTC day (the 7th) is never said as Mexico City's (the 6th).
    expect(formatDate(businessDate('2026-12-07T01:29:32.612Z'))).toBe('');
    expect(isInstant('2026-12-07T01:29:32.612Z')).toBe(true);
    expect(isInstant('2026-12-07 01:29:32+00')).toBe(true);
    expect(isInstant('2026-12-06')).toBe(false);
    // A moment without its zone names no instant.
    expect(instant('2026-12-07T01:29:32')).toBeUndefined();
  });

  it('does not shift a date near midnight by a day', () => {
    // Midnight UTC is the evening before in Mexico City: read naively it would show 31/12/2025.
    expect(formatDate(asWritten('2026-01-01T00:00:00.000Z'))).toBe('01/01/2026');
    // Late in the day UTC-6 is already the next day in UTC.
    expect(formatDate(asWritten('2026-01-01T23:59:59-06:00'))).toBe('01/01/2026');
    expect(formatDate(asWritten('2026-03-01'))).toBe('01/03/2026');
  });

  it('formats instants in Mexico City time', () => {
    expect(formatDateTime(asMoment('2026-01-15T05:30:00Z'))).toBe('14/01/2026 23:30');
    expect(formatDateTime(asMoment('2026-07-01T18:00:00Z'))).toBe('01/07/2026 12:00');
    expect(formatDateTime(asMoment('garbage'))).toBe('');
  });

  it("gives today's business date in Mexico City", () => {
    expect(todayInMexicoCity(new Date('2026-01-16T03:00:00Z'))).toBe('2026-01-15');
  });
});

describe('money and rates from decimal strings', () => {
  it.each([
    ['1234567.5', '$1,234,567.50'],
    ['0', '$0.00'],
    ['100000', '$100,000.00'],
    ['999.995', '$1,000.00'],
    ['-1234.5', '-$1,234.50'],
    ['-0.001', '$0.00'],
    ['12345678901234567.89', '$12,345,678,901,234,567.89'],
  ])('%s -> %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('keeps digits a JavaScript number would lose', () => {
    expect(formatDecimal('9007199254740993.01')).toBe('9,007,199,254,740,993.01');
    expect(formatMoney(new Decimal('0.105'))).toBe('$0.11');
  });

  it('leaves empty values empty and shows unreadable ones as they came', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('abc');
  });

  it('formats percentages', () => {
    expect(formatPercent('12.5')).toBe('12.50%');
    expect(formatPercent('0.9', 4)).toBe('0.9000%');
  });
});

describe('the fast paths write what date-fns-tz writes (an export formats a million cells)', () => {
  it('formatDateTime: every 7h13m over four years, across the old daylight-saving changes and midnight', async () => {
    const { formatInTimeZone } = await import('date-fns-tz');
    const { formatDateTime, APP_TIME_ZONE } = await import('../../../src/framework/format.ts');
    let checked = 0;
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2024, 0, 1); t += (7 * 60 + 13) * 60_000) {
      const date = new Date(t);
      expect(formatDateTime(asMoment(date.toISOString()))).toBe(formatInTimeZone(date, APP_TIME_ZONE, 'dd/MM/yyyy HH:mm'));
      checked++;
    }
    expect(checked).toBeGreaterThan(4000);
    expect(formatDateTime(asMoment('2026-01-01 05:59:59.999999+00'))).toBe('31/12/2025 23:59');
  });

  it('formatDate: the short style of a business date is its own day, as before', async () => {
    const { formatInTimeZone, fromZonedTime } = await import('date-fns-tz');
    const { formatDate, APP_TIME_ZONE } = await import('../../../src/framework/format.ts');
    for (const day of ['2026-01-15', '2024-02-29', '1999-12-31', '2026-04-05T00:00:00Z']) {
      expect(formatDate(asWritten(day))).toBe(formatInTimeZone(fromZonedTime(`${day.slice(0, 10)}T12:00:00`, APP_TIME_ZONE), APP_TIME_ZONE, 'dd/MM/yyyy'));
    }
    expect(formatDate(asWritten('not a day'))).toBe('');
  });
});

describe('Intl writes what date-fns and date-fns-tz wrote (no date library on the first screens)', () => {
  const days = (from: number, to: number) => {
    const out: string[] = [];
    for (let t = Date.UTC(from, 0, 1); t < Date.UTC(to, 0, 1); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
    return out;
  };

  it('midday, first and last moment of every day of the daylight-saving years (1996-2022), and days no calendar has', async () => {
    const { fromZonedTime } = await import('date-fns-tz');
    const { APP_TIME_ZONE, dayBoundInstant } = await import('../../../src/framework/format.ts');
    const iso = (date: Date) => (Number.isNaN(date.getTime()) ? undefined : date.toISOString());
    for (const day of [...days(1995, 2024), '2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '2024-02-29']) {
      expect(parseServerDate(day)?.toISOString(), day).toBe(iso(fromZonedTime(`${day}T12:00:00`, APP_TIME_ZONE)));
      expect(dayBoundInstant(day, 'start'), day).toBe(iso(fromZonedTime(`${day}T00:00:00.000`, APP_TIME_ZONE)));
      expect(dayBoundInstant(day, 'end'), day).toBe(iso(fromZonedTime(`${day}T23:59:59.999`, APP_TIME_ZONE)));
    }
  }, 60_000);

  it("an instant's day and time, and instants given as Date, every 5h17m over six years", async () => {
    const { formatInTimeZone } = await import('date-fns-tz');
    const { APP_TIME_ZONE, dayOfInstant, formatInstantDay } = await import('../../../src/framework/format.ts');
    const { es } = await import('date-fns/locale/es');
    for (let t = Date.UTC(1995, 0, 1); t < Date.UTC(2001, 0, 1); t += (5 * 60 + 17) * 60_000 + 1234) {
      const date = new Date(t);
      expect(dayOfInstant(date.toISOString())).toBe(formatInTimeZone(date, APP_TIME_ZONE, 'yyyy-MM-dd'));
      expect(todayInMexicoCity(date)).toBe(formatInTimeZone(date, APP_TIME_ZONE, 'yyyy-MM-dd'));
      // A Date is an instant: formatDate refuses it (tests/typecheck/instants.ts); its day is formatInstantDay's.
      expect(formatInstantDay(date)).toBe(formatInTimeZone(date, APP_TIME_ZONE, 'dd/MM/yyyy', { locale: es }));
      expect(formatDate(businessDate(dayOfInstant(date.toISOString())), 'medium')).toBe(formatInTimeZone(date, APP_TIME_ZONE, 'd MMM yyyy', { locale: es }));
    }
    expect(dayOfInstant('garbage')).toBe('');
    expect(dayOfInstant(undefined)).toBe('');
  }, 30_000);

  it('business dates in the medium style and API months, in both languages', async () => {
    const { format } = await import('date-fns');
    const { formatInTimeZone, fromZonedTime } = await import('date-fns-tz');
    const { enUS } = await import('date-fns/locale/en-US');
    const { es } = await import('date-fns/locale/es');
    const { APP_TIME_ZONE, formatMonth } = await import('../../../src/framework/format.ts');
    for (const day of days(2023, 2027)) {
      expect(formatDate(asWritten(day), 'medium')).toBe(formatInTimeZone(fromZonedTime(`${day}T12:00:00`, APP_TIME_ZONE), APP_TIME_ZONE, 'd MMM yyyy', { locale: es }));
    }
    for (let year = 1999; year <= 2031; year++) {
      for (let month = 1; month <= 13; month++) {
        const api = `${year}-${String(month).padStart(2, '0')}`;
        const local = new Date(year, month - 1, 15);
        expect(formatMonth(api, 'es')).toBe(format(local, 'MMM yyyy', { locale: es }));
        expect(formatMonth(api, 'en')).toBe(format(local, 'MMM yyyy', { locale: enUS }));
      }
    }
  });
});

describe('an instant\'s day', () => {
  it('is the day Mexico City\'s clock showed, not the UTC day', async () => {
    const { formatInstantDay } = await import('../../../src/framework/format.ts');
    type Instant = import('../../../src/framework/format.ts').Instant;
    expect(formatInstantDay('2026-12-07T01:30:00.000Z' as Instant)).toBe('06/12/2026');
    expect(formatInstantDay('2026-12-07T06:30:00.000Z' as Instant)).toBe('07/12/2026');
    expect(formatInstantDay(null)).toBe('');
  });
});

describe('phones', () => {
  it('writes a Mexican E.164 number in groups, by the length of its area code', () => {
    expect(formatPhone('+525510000007')).toBe('+52 55 1000 0007');
    expect(formatPhone('+523312345678')).toBe('+52 33 1234 5678');
    expect(formatPhone('+522221234567')).toBe('+52 222 123 4567');
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatPhone('+12025550123')).toBe('+12025550123');
    expect(formatPhone('+52******0007')).toBe('+52******0007');
    expect(formatPhone(null)).toBe('');
  });
});
