/**
 * A newcomer's first dollar invoice and first retention certificate on a fresh demo (docs/decisions/246):
 * the seed brought the FIX and the INPC up to its day, marked as demo values, so neither is refused
 * for a missing rate; and the Banxico SIE feed, tried against a stand-in that answers as SIE's REST API
 * does, stores the FIX and the INPC it publishes without overwriting what is stored.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banxicoSeriesFromEnv } from '../../../server/adapters/rate-source.ts';
import { DEMO_INPC_SOURCE, demoInpcMonths } from '../../../server/db/seed/seed-rates.ts';
import { addDays, todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { feedRates } from '../../../server/invoicing/fix-feed.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { withoutDemoRates } from '../../helpers/demo-rates.ts';

let t: TestApp;
const today = todayInMexicoCity(new Date());

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the fresh demo', () => {
  it('has the FIX of the days before today and the INPC of the published months, marked as demo values', async () => {
    const fix = await apiCall(t.app, 'GET', `/api/exchange_rate?sort=fixed_on&order=desc&take=5`);
    expect(fix.body.data.result[0].source).toBe('demo');
    expect(fix.body.data.result.some((r: { fixed_on: string }) => r.fixed_on >= addDays(today, -3))).toBe(true);
    const inpc = await apiCall(t.app, 'GET', '/api/inpc?sort=month&order=desc&take=1');
    expect(inpc.body.data.result[0]).toMatchObject({ month: demoInpcMonths(today).at(-1)!.month, source: DEMO_INPC_SOURCE });
    // The months checked at INEGI stay as they were, in Spanish.
    const checked = await apiCall(t.app, 'GET', '/api/inpc?month=2025-08');
    expect(checked.body.data.result[0]).toMatchObject({ value: '140.867', source: 'INEGI, INPC agosto 2025 (publicado el 09/09/2025)' });
  });

  it('issues its dollar loan’s first invoice with the demo FIX of the day', async () => {
    const candidates = (await apiCall(t.app, 'GET', '/api/loan_detail/toInvoice?take=9999')).body.data.result as { id: number; loan_id: number }[];
    const loans = (await apiCall(t.app, 'GET', '/api/loan?currency_id=2&take=100')).body.data.result as { id: number }[];
    const dollar = candidates.find((c) => loans.some((l) => l.id === c.loan_id));
    expect(dollar, 'the demo has a dollar detail to invoice').toBeDefined();
    const answer = await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [dollar!.id] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const xml = (await t.app.inject({ method: 'GET', url: answer.body.data.result[0].xml_location })).body;
    expect(xml).toContain('Moneda="USD"');
    expect(xml).toMatch(/TipoCambio="1[78]\.\d{4}"/);
  });

  it('issues the first retention certificates, of last year, with the demo INPC (without it they are refused)', async () => {
    const year = Number(today.slice(0, 4)) - 1;
    const bare = await createTestApp();
    try {
      await withoutDemoRates(bare.database);
      const refused = await apiCall(bare.app, 'POST', '/api/retention_certificates/issue', { year });
      expect(refused.status === 422 || refused.body.data.problems.length > 0, JSON.stringify(refused.body)).toBe(true);
    } finally {
      await bare.close();
    }
    const answer = await apiCall(t.app, 'POST', '/api/retention_certificates/issue', { year });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.problems).toEqual([]);
    expect(answer.body.data.issued).toBeGreaterThan(0);
  });
});

describe('the Banxico SIE feed, against a stand-in of SIE’s REST API', () => {
  let server: Server;
  let base: string;
  const asked: { path: string; token: string | undefined }[] = [];

  beforeAll(async () => {
    // /SieAPIRest/service/v1/series/{ids}/datos/{from}/{to}, token in Bmx-Token, as SIE publishes it.
    server = createServer((request, response) => {
      asked.push({ path: request.url ?? '', token: request.headers['bmx-token'] as string | undefined });
      const match = /^\/SieAPIRest\/service\/v1\/series\/([A-Z0-9,]+)\/datos\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/.exec(request.url ?? '');
      if (!match || request.headers['bmx-token'] !== 'sie-token') {
        response.writeHead(match ? 401 : 404, { 'content-type': 'application/json' }).end('{"error":{"mensaje":"no"}}');
        return;
      }
      const [, id, , to] = match;
      const [y, m] = to!.split('-');
      const datos = id === 'SF43718'
        ? [{ fecha: `${to!.slice(8)}/${m}/${y}`, dato: '17.7777' }, { fecha: '01/01/1990', dato: 'N/E' }]
        : [{ fecha: '01/07/2025', dato: '140.780' }, { fecha: `01/${m}/${y}`, dato: '199.123' }];
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ bmx: { series: [{ idSerie: id, titulo: 'stand-in', datos }] } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/SieAPIRest/service/v1`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads the FIX and the INPC series configured, adds what is missing and keeps what is stored', async () => {
    await t.database.query('delete from exchange_rate where fixed_on = $1', [today]);
    await t.database.query(`delete from inpc where month = $1`, [today.slice(0, 7)]);
    const series = banxicoSeriesFromEnv({ BANXICO_SIE_URL: base });
    expect(series).toEqual({ baseUrl: base, fix: 'SF43718', inpc: 'SP1' });
    const result = await feedRates(t.database.db, { token: 'sie-token', series, today });
    expect(result.fix).toMatchObject({ status: 'fulfilled', value: { added: [today] } });
    expect(result.inpc).toMatchObject({ status: 'fulfilled', value: { added: [today.slice(0, 7)], differing: [] } });
    expect(asked.map((a) => a.token)).toEqual(['sie-token', 'sie-token']);
    expect(asked.map((a) => a.path.split('/datos/')[0]).sort()).toEqual(['/SieAPIRest/service/v1/series/SF43718', '/SieAPIRest/service/v1/series/SP1']);

    const [fix] = await t.database.query<{ rate: string; source: string }>('select rate::text, source from exchange_rate where fixed_on = $1', [today]);
    expect(fix).toEqual({ rate: '17.7777', source: 'banxico' });
    const [month] = await t.database.query<{ value: string; source: string }>('select value::text, source from inpc where month = $1', [today.slice(0, 7)]);
    expect(month).toEqual({ value: '199.123', source: 'Banxico SIE, serie SP1' });
    // July 2025 was stored already, with the same figure: kept, not reported.
    const [july] = await t.database.query<{ source: string }>(`select source from inpc where month = '2025-07'`);
    expect(july!.source).toBe('INEGI, INPC julio 2025 (publicado el 07/08/2025)');
  });

  it('a series id from the environment is asked for instead; a bad one stops the start', async () => {
    asked.length = 0;
    const series = banxicoSeriesFromEnv({ BANXICO_SIE_URL: base, BANXICO_INPC_SERIES: 'SP30577' });
    const result = await feedRates(t.database.db, { token: 'sie-token', series, today });
    expect(asked.some((a) => a.path.startsWith('/SieAPIRest/service/v1/series/SP30577/datos/'))).toBe(true);
    expect(result.inpc.status).toBe('fulfilled');
    expect(() => banxicoSeriesFromEnv({ BANXICO_FIX_SERIES: 'SF43718; drop' })).toThrow('BANXICO_FIX_SERIES');
    const wrongToken = await feedRates(t.database.db, { token: 'other', series, today });
    expect(wrongToken.fix.status).toBe('rejected');
    expect(wrongToken.inpc.status).toBe('rejected');
  });
});
