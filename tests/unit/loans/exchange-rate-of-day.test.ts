/** The FIX a dollar CFDI takes on a day (server/domain/exchange-rate-of-day.ts, docs/decisions/113). */
import { describe, expect, it } from 'vitest';
import { rateOfDay } from '../../../server/domain/exchange-rate-of-day.ts';

// Newest first, as the query reads them: Banxico determined these on Wednesday 3 to Friday 5 June 2026.
const rows = [
  { fixed_on: '2026-06-05', rate: '17.3000' },
  { fixed_on: '2026-06-04', rate: '17.2000' },
  { fixed_on: '2026-06-03', rate: '17.1000' },
];
const newerThan = (day: string) => rows.filter((r) => r.fixed_on < day);

describe('rateOfDay', () => {
  it('day D takes the FIX determined before D (the one the DOF publishes on D), never D\'s own', () => {
    expect(rateOfDay('2026-06-05', newerThan('2026-06-05'))).toEqual({ ok: true, rate: '17.2000', fixedOn: '2026-06-04' });
  });
  it('Saturday, Sunday and Monday take Friday\'s; Tuesday after a holiday Monday too', () => {
    for (const day of ['2026-06-06', '2026-06-07', '2026-06-08', '2026-06-09']) expect(rateOfDay(day, newerThan(day))).toMatchObject({ ok: true, fixedOn: '2026-06-05' });
  });
  it('no rate is guessed across a longer gap or when there is none', () => {
    expect(rateOfDay('2026-06-11', newerThan('2026-06-11'))).toEqual({ ok: false, latest: '2026-06-05' });
    expect(rateOfDay('2026-06-03', newerThan('2026-06-03'))).toEqual({ ok: false, latest: undefined });
  });
});
