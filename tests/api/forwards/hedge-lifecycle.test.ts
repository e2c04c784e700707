/**
 * A hedge from simulation to conclusion through the API: forward/graph prices it as DOMAIN.md says,
 * forward/notify creates it, forward/partial and forward/exit close it in parts, forward/liquidate
 * settles a window forward, and the closed parts are listed with their profit. Every refusal leaves the
 * database as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientRate, closedProfit, exitDifferential, forwardRate } from '../../../server/domain/forward-pricing.ts';
import { daysBetween, todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { auditActions, closedParts, hedgeOwners, openForward } from './support.ts';

type Body = { data: any; message?: string; errors?: Record<string, string[]> };

let t: TestApp;
let owners: { client: number; investor: number };
let market: { spot: string; quotedAt: string; rateMXN: string; rateUSD: string; spread: string };

beforeAll(async () => {
  t = await createTestApp();
  owners = await hedgeOwners(t.database);
  const [quote] = await t.database.query<{ rate: string; quotedAt: Date }>('select rate, "quotedAt" from forex_quote order by "quotedAt" desc, id desc limit 1');
  const constants = await t.database.query<{ instrumentId: number; value: string }>('select "instrumentId", value from forward_constant where "isCurrent"');
  const value = (id: number) => constants.find((c) => c.instrumentId === id)!.value;
  market = { spot: quote.rate, quotedAt: new Date(quote.quotedAt).toISOString(), spread: value(1), rateMXN: value(2), rateUSD: value(3) };
});

afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) => apiCall<Body>(t.app, method, `/api${url}`, body);
const terms = { amountUSD: '100000', side: 'buy', months: 3 };

describe('POST forward/graph', () => {
  it('answers the forward curve by month, the client rate with the current spread, and the spot used with its time', async () => {
    const answer = await call('POST', '/forward/graph', terms);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const sim = answer.body.data;
    expect(sim).toMatchObject({ spot: market.spot, spotAt: market.quotedAt, spread: market.spread, months: 3, side: 'buy', amountUSD: '100000.00' });
    expect(sim.curve).toHaveLength(3);
    for (const point of sim.curve) {
      expect(point.forward).toBe(forwardRate(market.spot, market.rateMXN, market.rateUSD, point.days));
      expect(point.clientRate).toBe(clientRate(point.forward, market.spread, 'buy'));
    }
    expect(sim.K).toBe(sim.curve[2].clientRate);
    expect(sim.days).toBe(daysBetween(todayInMexicoCity(new Date()), sim.maturity));
  });

  it('gives a seller the forward minus the spread', async () => {
    const answer = await call('POST', '/forward/graph', { ...terms, side: 'sell' });
    expect(answer.body.data.K).toBe(clientRate(answer.body.data.forwardRate, market.spread, 'sell'));
  });

  it.each([
    [{ ...terms, amountUSD: '0' }, 'amountUSD'],
    [{ ...terms, amountUSD: '-5' }, 'amountUSD'],
    [{ ...terms, amountUSD: '10.001' }, 'amountUSD'],
    [{ ...terms, months: 13 }, 'months'],
    [{ ...terms, months: 0 }, 'months'],
    [{ ...terms, side: 'hold' }, 'side'],
    [{ amountUSD: '100' }, 'side'],
    [{ ...terms, spot: '1.00' }, 'spot'],
  ])('refuses %j with a 422 on %s', async (body, field) => {
    const answer = await call('POST', '/forward/graph', body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toContain(field);
  });
});

describe('requesting and closing a fixed-date forward', () => {
  let id: number;
  let K: string;

  it('POST forward/notify creates the open forward at the server price, flagged as requested, with an audit row', async () => {
    const answer = await call('POST', '/forward/notify', { ...terms, instrumentId: 4, userId: owners.client });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const hedge = answer.body.data;
    id = hedge.id;
    K = hedge.K;
    const sim = (await call('POST', '/forward/graph', terms)).body.data;
    expect(hedge).toMatchObject({
      userId: owners.client, instrumentId: 4, instrument: 'Forward USD/MXN', statusId: 1, status: { id: 1, name: 'Activo' },
      amountUSD: '100000.00', pendingAmountUSD: '100000.00', pendingAmountMXN: sim.amountMXN, K: sim.K, spot: market.spot,
      requestGenerated: true, canBeLiquidate: false, maturity: sim.maturity,
    });
    expect(hedge.user.id).toBe(owners.client);
    expect(hedge.user.name).not.toBe('');
    expect(await auditActions(t.database, 'forward_open', id)).toEqual(['create']);
  });

  it('refuses a request without an owner, for a non-client owner, or on a constant instrument', async () => {
    expect((await call('POST', '/forward/notify', { ...terms, instrumentId: 4 })).body.errors).toHaveProperty('userId');
    expect((await call('POST', '/forward/notify', { ...terms, instrumentId: 4, userId: 999999 })).body.errors).toHaveProperty('userId');
    const onWidget = await call('POST', '/forward/notify', { ...terms, instrumentId: 1, userId: owners.client });
    expect(onWidget.status).toBe(422);
    expect(onWidget.body.errors).toHaveProperty('instrumentId');
  });

  it('lists it in forward_open, filtered by user, instrument and status', async () => {
    const mine = await call('GET', `/forward_open?userId=${owners.client}&instrumentId=4&statusId=1&take=100`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.result.map((r: { id: number }) => r.id)).toContain(id);
    expect(mine.body.data.result.every((r: { userId: number; instrumentId: number }) => r.userId === owners.client && r.instrumentId === 4)).toBe(true);
    expect((await call('GET', `/forward_open?userId=${owners.investor}&take=100`)).body.data.result.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call('GET', '/forward_open?owner=1')).status).toBe(422);
  });

  it('lists it with its references\' names and canBeLiquidate computed in SQL, as the rule for one hedge has it', async () => {
    const listed = (await call('GET', `/forward_open?userId=${owners.client}&take=100`)).body.data.result.find((r: { id: number }) => r.id === id);
    const one = (await call('GET', `/forward/${id}`)).body.data;
    expect(listed).toMatchObject({ instrumentId_label: 'Forward USD/MXN', statusId_label: 'Activo', userId_label: one.user.name, canBeLiquidate: false });
    expect(one.canBeLiquidate).toBe(false);
  });

  it('refuses a partial exit above the pending amount and changes nothing', async () => {
    const answer = await call('POST', '/forward/partial', { id, amountUSD: '100000.01' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.amountUSD?.[0]).toContain('El monto no puede superar lo pendiente, 100000.00 USD');
    expect(await closedParts(t.database, id)).toEqual([]);
    expect((await openForward(t.database, id)).pendingAmountUSD).toBe('100000.00');
  });

  it('refuses to liquidate a fixed-date forward before maturity (canBeLiquidate false)', async () => {
    const answer = await call('PATCH', `/forward/liquidate/${id}`);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('canBeLiquidate');
    expect(await closedParts(t.database, id)).toEqual([]);
  });

  it('POST forward/partial closes part at K against today\'s quote: a closed forward whose parentId is the open one', async () => {
    const answer = await call('POST', '/forward/partial', { id, amountUSD: '40000' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.forward).toMatchObject({ id, pendingAmountUSD: '60000.00', statusId: 1 });
    expect(answer.body.data.closed).toMatchObject({ parentId: id, kind: 'partial', amountUSD: '40000.00', referenceRate: market.spot, profit: closedProfit('40000', K, market.spot, 'buy') });
    const parts = await closedParts(t.database, id);
    expect(parts).toHaveLength(1);
    expect(await auditActions(t.database, 'forward_open', id)).toEqual(['create', 'update']);
    expect(await auditActions(t.database, 'forward_closed', parts[0].id as number)).toEqual(['create']);
  });

  it('POST forward/exit closes the rest at the differential value (DOMAIN.md) and concludes the hedge', async () => {
    const hedge = (await call('GET', `/forward/${id}`)).body.data;
    const remainingDays = Math.max(0, daysBetween(todayInMexicoCity(new Date()), hedge.maturity));
    const forwardNow = forwardRate(market.spot, market.rateMXN, market.rateUSD, remainingDays);
    const expected = exitDifferential({ remainingUsd: '60000.00', K, forwardNow, rMxn: market.rateMXN, remainingDays, side: 'buy' });

    const answer = await call('POST', '/forward/exit', { id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ forwardNow, remainingDays, differential: expected.differential, presentValue: expected.presentValue });
    expect(answer.body.data.closed).toMatchObject({ parentId: id, kind: 'differential', amountUSD: '60000.00', profit: expected.presentValue });
    expect(answer.body.data.forward).toMatchObject({ pendingAmountUSD: '0.00', pendingAmountMXN: '0.00', statusId: 4, canBeLiquidate: false });
    expect((await call('POST', '/forward/exit', { id })).status).toBe(409);
  });

  it('lists both parts among the concluded, one by id, and under forward/{id}', async () => {
    const closed = await call('GET', `/forward_closed?parentId=${id}&sort=id&order=asc`);
    expect(closed.body.data.total).toBe(2);
    expect(closed.body.data.result.map((r: { kind: string }) => r.kind)).toEqual(['partial', 'differential']);
    expect(closed.body.data.result[0]).toMatchObject({ instrument: 'Forward USD/MXN', user: { id: owners.client }, status: { id: 4, name: 'Concluida' } });
    const one = await call('GET', `/forward_closed/${closed.body.data.result[1].id}`);
    expect(one.body.data).toMatchObject({ parentId: id, kind: 'differential' });
    const detail = await call('GET', `/forward/${id}`);
    expect(detail.body.data.closed.map((r: { kind: string }) => r.kind)).toEqual(['partial', 'differential']);
    expect((await call('GET', '/forward_closed/999999')).status).toBe(404);
  });
});

describe('a window forward', () => {
  it('can be liquidated before maturity: everything pending against today\'s quote', async () => {
    const created = await call('POST', '/forward/notify', { amountUSD: '25000.50', side: 'sell', months: 6, instrumentId: 5, userId: owners.investor });
    expect(created.body.data.canBeLiquidate).toBe(true);
    const { id, K } = created.body.data;
    // The list's SQL agrees: a window forward may be liquidated before maturity.
    const listed = (await call('GET', `/forward_open?instrumentId=5&take=9999`)).body.data.result.find((r: { id: number }) => r.id === id);
    expect(listed.canBeLiquidate).toBe(true);
    const answer = await call('PATCH', `/forward/liquidate/${id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.closed).toMatchObject({ kind: 'liquidation', amountUSD: '25000.50', profit: closedProfit('25000.50', K, market.spot, 'sell') });
    expect(answer.body.data.forward).toMatchObject({ statusId: 4, pendingAmountUSD: '0.00', canBeLiquidate: false });
    expect((await call('PATCH', `/forward/liquidate/${id}`)).status).toBe(409);
  });

  it('answers 404 for a hedge that does not exist and for a malformed id', async () => {
    expect((await call('PATCH', '/forward/liquidate/999999')).status).toBe(404);
    expect((await call('PATCH', '/forward/liquidate/abc')).status).toBe(404);
    expect((await call('POST', '/forward/exit', { id: 'abc' })).status).toBe(422);
  });
});
