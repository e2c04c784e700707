/**
 * What hedges are priced from and when they may be closed: the constants (a new value becomes current,
 * the old one history, and the next simulation uses it), the USD/MXN quotes, the close-coverage
 * configuration (exits and liquidations refused while closing is off), and the lookups and calendar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { closedParts, hedgeOwners } from './support.ts';

type Body = { data: any; message?: string; errors?: Record<string, string[]> };
let t: TestApp;
let owners: { client: number; investor: number };

beforeAll(async () => {
  t = await createTestApp();
  owners = await hedgeOwners(t.database);
});

afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) => apiCall<Body>(t.app, method, `/api${url}`, body);

describe('forwards/const', () => {
  it('GET isCurrent=1 answers one current value per constant instrument, with its name', async () => {
    const answer = await call('GET', '/forwards/const?isCurrent=1');
    expect(answer.status).toBe(200);
    expect(answer.body.data.result.map((r: { instrument: string }) => r.instrument).sort()).toEqual(['Constante widget', 'Tasa MXN', 'Tasa USD']);
    expect(answer.body.data.result.every((r: { isCurrent: boolean }) => r.isCurrent)).toBe(true);
  });

  it('answers the generic list its query (isCurrent=true, newest first) with the instrument label column', async () => {
    const answer = await call('GET', '/forwards/const?isCurrent=true&sort=id&order=desc&take=25&page=1');
    expect(answer.status).toBe(200);
    expect(answer.body.data.result.map((r: { instrumentId_label: string }) => r.instrumentId_label).sort()).toEqual(['Constante widget', 'Tasa MXN', 'Tasa USD']);
  });

  it('misc lists the constant instruments under data.instruments', async () => {
    const answer = await call('GET', '/forwards/const/misc');
    expect(answer.body.data.instruments.map((i: { name: string }) => i.name)).toEqual(['Constante widget', 'Tasa MXN', 'Tasa USD']);
  });

  it('POST makes the new value current, keeps the old one as history, and the next simulation uses it', async () => {
    const [old] = (await call('GET', '/forwards/const?isCurrent=1&instrumentId=1')).body.data.result;
    const created = await call('POST', '/forwards/const', { instrumentId: 1, value: '0.0725' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ instrumentId: 1, instrument: 'Constante widget', value: '0.072500', isCurrent: true });
    const current = (await call('GET', '/forwards/const?isCurrent=1&instrumentId=1')).body.data.result;
    expect(current.map((r: { id: number }) => r.id)).toEqual([created.body.data.id]);
    expect((await call('GET', `/forwards/const/${old.id}`)).body.data).toMatchObject({ id: old.id, isCurrent: false });
    expect((await call('GET', '/forwards/const?isCurrent=0&instrumentId=1')).body.data.result.map((r: { id: number }) => r.id)).toContain(old.id);
    const actions = await t.database.query<{ action: string; entity_id: string }>(`select action, entity_id from audit_log where entity = 'forward_constant' order by id`);
    expect(actions).toEqual([{ action: 'update', entity_id: String(old.id) }, { action: 'create', entity_id: String(created.body.data.id) }]);
    const simulation = (await call('POST', '/forward/graph', { amountUSD: '1000', side: 'buy', months: 1 })).body.data;
    expect(simulation.spread).toBe('0.072500');
  });

  it.each([
    [{ instrumentId: 4, value: '1' }, 'instrumentId'],
    [{ instrumentId: 1, value: '6' }, 'value'],
    [{ instrumentId: 2, value: '101' }, 'value'],
    [{ instrumentId: 2, value: '-1' }, 'value'],
    [{ instrumentId: 2, value: '1.1234567' }, 'value'],
    [{ value: '1' }, 'instrumentId'],
  ])('refuses %j on %s', async (body, field) => {
    const answer = await call('POST', '/forwards/const', body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty(field);
  });

  it('answers 404 for a constant that does not exist', async () => {
    expect((await call('GET', '/forwards/const/999999')).status).toBe(404);
  });
});

describe('app/forex-quoutes', () => {
  it('last answers the newest quote; a typed quote becomes the spot of the next simulation', async () => {
    const created = await call('POST', '/app/forex-quoutes', { rate: '18.7777' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const last = await call('GET', '/app/forex-quoutes/last');
    expect(last.body.data).toMatchObject({ id: created.body.data.id, rate: '18.7777', source: 'manual' });
    expect((await call('POST', '/forward/graph', { amountUSD: '1000', side: 'sell', months: 2 })).body.data.spot).toBe('18.7777');
  });

  it.each([
    [{ rate: '1850' }, 'rate'],
    [{ rate: '0' }, 'rate'],
    [{ rate: 'abc' }, 'rate'],
    [{ rate: '18.5', quotedAt: '2099-01-01T00:00:00Z' }, 'quotedAt'],
    [{ rate: '18.5', quotedAt: 'yesterday' }, 'quotedAt'],
  ])('refuses %j on %s', async (body, field) => {
    const answer = await call('POST', '/app/forex-quoutes', body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty(field);
  });

  it('lists the history newest first', async () => {
    const page = (await call('GET', '/app/forex-quoutes?take=5')).body.data;
    expect(page.result).toHaveLength(5);
    const times = page.result.map((q: { quotedAt: string }) => q.quotedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.total).toBeGreaterThan(100);
  });
});

describe('closeCoverageConfig', () => {
  const terms = { amountUSD: '5000', side: 'buy', months: 3, instrumentId: 5 };

  it('refuses exits, partial exits and liquidations while closing is off, storing nothing', async () => {
    const id = (await call('POST', '/forward/notify', { ...terms, userId: owners.client })).body.data.id;
    const off = await call('GET', '/closeCoverageConfig/toggle');
    expect(off.body.data.enabled).toBe(false);
    expect((await call('GET', '/closeCoverageConfig/check')).body.data).toMatchObject({ canClose: false, enabled: false });
    for (const [method, url, body] of [['POST', '/forward/exit', { id }], ['POST', '/forward/partial', { id, amountUSD: '100' }], ['PATCH', `/forward/liquidate/${id}`, undefined]] as const) {
      const answer = await call(method, url, body);
      expect(answer.status).toBe(422);
      expect(answer.body.errors?.closeCoverageConfig).toEqual(['El cierre de coberturas está desactivado']);
    }
    expect(await closedParts(t.database, id)).toEqual([]);
    await call('GET', '/closeCoverageConfig/toggle');
    expect((await call('POST', '/forward/partial', { id, amountUSD: '100' })).status).toBe(200);
  });

  it('PUT changes the window; outside it closing is refused with the reason', async () => {
    const id = (await call('POST', '/forward/notify', { ...terms, userId: owners.client })).body.data.id;
    const put = await call('PUT', '/closeCoverageConfig', { startTime: '00:00', endTime: '00:00' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const check = (await call('GET', '/closeCoverageConfig/check')).body.data;
    // Only the minute 00:00 Mexico City time is inside; the test is not run then.
    expect(check.canClose).toBe(check.localTime === '00:00');
    if (!check.canClose) expect((await call('POST', '/forward/exit', { id })).body.errors?.closeCoverageConfig?.[0]).toContain('de 00:00 a 00:00');
    expect((await call('PUT', '/closeCoverageConfig', { startTime: '00:00', endTime: '23:59', weekdaysOnly: false })).status).toBe(200);
  });

  it.each([
    [{ startTime: '25:00' }, 'startTime'],
    [{ startTime: '14:00', endTime: '09:00' }, 'endTime'],
    [{ endTime: '23:60' }, 'endTime'],
    [{ enabled: 'maybe' }, 'enabled'],
    [{}, '_'],
    [{ colour: 'red' }, 'colour'],
  ])('refuses %j on %s', async (body, field) => {
    const before = (await call('GET', '/closeCoverageConfig')).body.data;
    const answer = await call('PUT', '/closeCoverageConfig', body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty(field);
    expect((await call('GET', '/closeCoverageConfig')).body.data).toEqual(before);
  });
});

describe('forward/misc and forward/calendar', () => {
  it('misc offers the hedge owners, the hedge instruments and the hedge statuses', async () => {
    const misc = (await call('GET', '/forward/misc')).body.data;
    expect(misc.users.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([owners.client, owners.investor]));
    expect(misc.instruments.map((i: { name: string }) => i.name)).toEqual(['Forward USD/MXN', 'Forward ventana USD/MXN']);
    expect(misc.status).toEqual([{ id: 1, name: 'Activo' }, { id: 4, name: 'Concluida' }]);
    expect((await call('GET', '/forward/misc/instruments')).body.data).toEqual(misc.instruments);
    expect((await call('GET', '/forward/misc/status')).body.data).toEqual(misc.status);
    expect((await call('GET', '/forward/misc/users')).body.data).toEqual(misc.users);
  });

  it('calendar groups the open hedges by maturity date: data.record and data.total', async () => {
    const calendar = (await call('GET', '/forward/calendar')).body.data;
    const open = (await call('GET', '/forward_open?statusId=1&take=9999')).body.data;
    expect(calendar.total).toBe(open.total);
    const dates = calendar.record.map((d: { date: string }) => d.date);
    expect([...dates].sort()).toEqual(dates);
    for (const day of calendar.record) {
      expect(day.count).toBe(day.forwards.length);
      expect(open.result.filter((r: { maturity: string }) => r.maturity === day.date)).toHaveLength(day.count);
    }
    const first = dates[0];
    expect((await call('GET', `/forward/calendar?from=${first}&to=${first}`)).body.data.record.map((d: { date: string }) => d.date)).toEqual([first]);
    expect((await call('GET', '/forward/calendar?from=2026-02-30')).status).toBe(422);
  });
});
