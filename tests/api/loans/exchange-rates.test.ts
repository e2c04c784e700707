/**
 * The FIX by day (docs/decisions/113): entered by hand through POST exchange_rate (checked), fetched
 * from Banxico SIE's range query and stored without overwriting a day entered by hand, and required by
 * a dollar complement on its payment day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banxicoFixRange } from '../../../server/adapters/rate-source.ts';
import { storeFixes } from '../../../server/invoicing/fix-feed.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { withoutDemoRates } from '../../helpers/demo-rates.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Starts without the demo's invented rates: these tests enter the rates they need (or none).
  await withoutDemoRates(t.database);
});
afterAll(async () => {
  await t?.close();
});

const enter = (fixed_on: string, rate: string) => apiCall(t.app, 'POST', '/api/exchange_rate', { fixed_on, rate });

describe('exchange_rate', () => {
  it('a day\'s FIX entered by hand is checked: above 0, one per day', async () => {
    expect((await enter('2026-01-05', '0')).status).toBe(422);
    const saved = await enter('2026-01-05', '18.0123');
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data).toMatchObject({ fixed_on: '2026-01-05', rate: '18.0123', source: 'manual' });
    expect([409, 422]).toContain((await enter('2026-01-05', '18.5')).status);
  });

  it('Banxico\'s range is read as it answers and stored; a day entered by hand is kept and reported when it differs', async () => {
    const seen: string[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      seen.push(`${url} ${(init.headers as Record<string, string>)['Bmx-Token']}`);
      const datos = [{ fecha: '05/01/2026', dato: '18.0200' }, { fecha: '06/01/2026', dato: '17.9876' }, { fecha: '07/01/2026', dato: 'N/E' }];
      return new Response(JSON.stringify({ bmx: { series: [{ idSerie: 'SF43718', titulo: 'FIX', datos }] } }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const fetched = await banxicoFixRange({ token: 'tok', from: '2026-01-01', to: '2026-01-07', fetchImpl });
    expect(seen).toEqual(['https://www.banxico.org.mx/SieAPIRest/service/v1/series/SF43718/datos/2026-01-01/2026-01-07 tok']);
    expect(fetched).toEqual([{ fixedOn: '2026-01-05', rate: '18.0200' }, { fixedOn: '2026-01-06', rate: '17.9876' }]);
    expect(await storeFixes(t.database.db, fetched)).toEqual({ added: ['2026-01-06'], differing: [{ fixedOn: '2026-01-05', stored: '18.0123', banxico: '18.0200' }] });
    const list = await apiCall(t.app, 'GET', '/api/exchange_rate?sort=fixed_on&order=asc');
    expect(list.body.data.result.map((r: Record<string, string>) => [r.fixed_on, r.rate, r.source])).toEqual([['2026-01-05', '18.0123', 'manual'], ['2026-01-06', '17.9876', 'banxico']]);
  });
});
