import { describe, expect, it } from 'vitest';
import { banxicoRateSource, managerRateSource, rateSourceFromEnv } from '../../../server/adapters/rate-source.ts';
import { quoteHistory } from '../../../server/db/seed/seed-forwards.ts';

const answer = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('rateSourceFromEnv', () => {
  it('defaults to the manager (nothing to fetch)', async () => {
    const source = rateSourceFromEnv({});
    expect(source).toBe(managerRateSource);
    expect(await source.fetchLatest()).toBeUndefined();
  });

  it('picks Banxico with a token and stops at boot without one or with an unknown source', () => {
    expect(rateSourceFromEnv({ RATE_SOURCE: 'banxico', BANXICO_TOKEN: 't' }).name).toBe('banxico');
    expect(() => rateSourceFromEnv({ RATE_SOURCE: 'banxico' })).toThrow('needs BANXICO_TOKEN');
    expect(() => rateSourceFromEnv({ RATE_SOURCE: 'yahoo' })).toThrow('RATE_SOURCE must be manual or banxico');
  });
});

describe('banxicoRateSource', () => {
  it('reads the latest FIX of the SIE answer as published at 12:00 Mexico City', async () => {
    const source = banxicoRateSource({ token: 't', fetchImpl: answer({ bmx: { series: [{ idSerie: 'SF43718', datos: [{ fecha: '20/11/2026', dato: '18.4512' }] }] } }) });
    expect(await source.fetchLatest()).toEqual({ rate: '18.4512', quotedAt: new Date('2026-11-20T18:00:00.000Z') });
  });

  it('fails loudly on an HTTP error, an unexpected shape or an unreadable figure', async () => {
    await expect(banxicoRateSource({ token: 't', fetchImpl: answer({}, 401) }).fetchLatest()).rejects.toThrow('HTTP 401');
    await expect(banxicoRateSource({ token: 't', fetchImpl: answer({ bmx: {} }) }).fetchLatest()).rejects.toThrow('unexpected shape');
    await expect(banxicoRateSource({ token: 't', fetchImpl: answer({ bmx: { series: [{ datos: [{ fecha: '20/11/2026', dato: 'N/E' }] }] } }) }).fetchLatest()).rejects.toThrow('unreadable FIX');
  });
});

describe('the seeded quote history', () => {
  it('is the same every time, business days only, before the seed day, in a realistic band', () => {
    const history = quoteHistory('2026-11-23');
    expect(quoteHistory('2026-11-23')).toEqual(history);
    expect(history).toHaveLength(130);
    expect(history.at(-1)!.date).toBe('2026-11-20');
    for (const { date, rate } of history) {
      expect([0, 6]).not.toContain(new Date(`${date}T12:00:00Z`).getUTCDay());
      expect(Number(rate)).toBeGreaterThan(17.5);
      expect(Number(rate)).toBeLessThan(19.5);
    }
  });
});
