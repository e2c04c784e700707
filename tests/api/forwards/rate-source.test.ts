/**
 * The quotes table fed by a pluggable rate source: with RATE_SOURCE=banxico, GET app/forex-quoutes/last
 * stores the newer FIX the source offers and answers it; when the source fails, it answers the stored
 * quote (never an error). Banxico's API is played by a stubbed fetch.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** Today in Mexico City: newer than any seeded quote (those end the day before the seed). */
const today = todayInMexicoCity(new Date());
const [year, month, day] = today.split('-');

let t: TestApp;
let banxico: 'up' | 'down' = 'up';
const requests: { url: string; token: string | null }[] = [];

beforeAll(async () => {
  vi.stubEnv('RATE_SOURCE', 'banxico');
  vi.stubEnv('BANXICO_TOKEN', 'token-de-prueba');
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({ url: String(url), token: new Headers(init?.headers).get('Bmx-Token') });
    if (banxico === 'down') throw new TypeError('fetch failed');
    return new Response(JSON.stringify({ bmx: { series: [{ idSerie: 'SF43718', datos: [{ fecha: `${day}/${month}/${year}`, dato: '18.3321' }] }] } }));
  });
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('GET app/forex-quoutes/last with the Banxico source', () => {
  it('stores the FIX the source offers when the stored quote is stale, and answers it', async () => {
    const answer = await apiCall(t.app, 'GET', '/api/app/forex-quoutes/last');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ rate: '18.3321', quotedAt: `${today}T18:00:00.000Z`, source: 'banxico' });
    expect(requests.at(-1)).toEqual({ url: expect.stringContaining('/series/SF43718/datos/oportuno'), token: 'token-de-prueba' });
    const [{ n }] = await t.database.query<{ n: number }>(`select count(*)::int as n from forex_quote where source = 'banxico'`);
    expect(Number(n)).toBe(1);
  });

  it('answers the stored quote when the source is down', async () => {
    await t.database.query(`delete from forex_quote where source = 'banxico'`);
    banxico = 'down';
    const [stored] = await t.database.query<{ rate: string }>('select rate from forex_quote order by "quotedAt" desc limit 1');
    const answer = await apiCall(t.app, 'GET', '/api/app/forex-quoutes/last');
    expect(answer.status).toBe(200);
    expect(answer.body.data.rate).toBe(stored.rate);
  });
});
