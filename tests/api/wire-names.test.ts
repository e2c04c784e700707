/**
 * Wire names (docs/decisions/270): an entity whose fields are renamed in code (`usd_mxn_rate`,
 * `money_id`, `code`) keeps their API names (`exchange_rate`, `currency_id`, `clave`) in payloads,
 * answers, 422s, list parameters, the OpenAPI and the export; the code names are unknown on the wire.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { wireNameEntities, wireNameEntity } from '../helpers/wire-name-entity.ts';
import { recordFactory } from '../helpers/record-factory/record-factory.ts';

const base = `/api/${wireNameEntity.name}`;
let t: TestApp;
let currencyId: number;
let currencyName: string;

beforeAll(async () => {
  t = await createTestApp({ extraEntities: wireNameEntities });
  const { currency } = await import('../../schemas/currency.ts');
  currencyId = await recordFactory(t.database).idOf(currency);
  const [row] = await t.database.query<{ name: string }>('select name from currency where id = $1', [currencyId]);
  currencyName = row.name;
});

afterAll(async () => {
  await t?.close();
});

let sequence = 0;
const wirePayload = (overrides: Record<string, unknown> = {}) => ({ name: `Tipo ${++sequence}`, clave: `W${Date.now() % 100000}${sequence}`, exchange_rate: '17.2500', currency_id: currencyId, ...overrides });

describe('a field whose API name differs from its name in code', () => {
  it('is written, answered and read back by its wire name; the table keeps the code name', async () => {
    const payload = wirePayload();
    const created = await apiCall(t.app, 'POST', base, payload);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const record = created.body.data;
    expect(record).toMatchObject({ name: payload.name, clave: payload.clave, exchange_rate: '17.2500', currency_id: currencyId, currency_id_label: currencyName, note: null });
    for (const code of ['usd_mxn_rate', 'money_id', 'money_id_label', 'code']) expect(record).not.toHaveProperty(code);

    const [stored] = await t.database.query<{ usd_mxn_rate: string; money_id: number; code: string }>('select usd_mxn_rate::text, money_id, code from test_wire where id = $1', [record.id]);
    expect(stored).toEqual({ usd_mxn_rate: '17.2500', money_id: currencyId, code: payload.clave });

    const one = await apiCall(t.app, 'GET', `${base}/${record.id}`);
    expect(one.body.data).toEqual(record);

    const updated = await apiCall(t.app, 'PUT', `${base}/${record.id}`, { exchange_rate: '18.1' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ exchange_rate: '18.1000', clave: payload.clave });
  });

  it('refuses the code name as an unknown field and names every problem by its wire name, in the caller\'s language', async () => {
    const { exchange_rate: _rate, ...withoutRate } = wirePayload();
    const refused = await apiCall(t.app, 'POST', base, { ...withoutRate, usd_mxn_rate: '17.25', currency_id: 'x' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      usd_mxn_rate: ['Campo desconocido'],
      exchange_rate: ['El valor es obligatorio'],
      currency_id: [expect.any(String)],
    });

    const english = await t.app.inject({ method: 'POST', url: base, payload: wirePayload({ exchange_rate: 'abc' }), headers: { 'x-screen-language': 'en' } });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({ exchange_rate: ['Value must be numeric'] });

    const created = await apiCall(t.app, 'POST', base, wirePayload());
    const readOnly = await apiCall(t.app, 'PUT', `${base}/${created.body.data.id}`, { clave: 'OTRA' });
    expect(readOnly.status).toBe(422);
    expect(readOnly.body.errors).toEqual({ clave: ['El valor no se puede cambiar'] });
    const byCode = await apiCall(t.app, 'PUT', `${base}/${created.body.data.id}`, { usd_mxn_rate: '1' });
    expect(byCode.status).toBe(422);
    expect(byCode.body.errors).toEqual({ usd_mxn_rate: ['Campo desconocido'] });
  });

  it('filters, ranges and sorts by the wire names; the code names are unknown parameters', async () => {
    const low = (await apiCall(t.app, 'POST', base, wirePayload({ exchange_rate: '10.5' }))).body.data;
    const high = (await apiCall(t.app, 'POST', base, wirePayload({ exchange_rate: '99.5' }))).body.data;

    const exact = await apiCall(t.app, 'GET', `${base}?exchange_rate=10.5`);
    expect(exact.status, JSON.stringify(exact.body)).toBe(200);
    expect(exact.body.data.result.map((r: { id: number }) => r.id)).toEqual([low.id]);

    const ranged = await apiCall(t.app, 'GET', `${base}?exchange_rate_gte=99&sort=exchange_rate&order=desc&currency_id=${currencyId}`);
    expect(ranged.status, JSON.stringify(ranged.body)).toBe(200);
    expect(ranged.body.data.result[0]).toMatchObject({ id: high.id, exchange_rate: '99.5000' });

    const byLabel = await apiCall(t.app, 'GET', `${base}?sort=currency_id_label&clave=${encodeURIComponent(low.clave)}`);
    expect(byLabel.status, JSON.stringify(byLabel.body)).toBe(200);
    expect(byLabel.body.data.total).toBe(1);

    const codeSort = await apiCall(t.app, 'GET', `${base}?sort=usd_mxn_rate`);
    expect(codeSort.status).toBe(422);
    expect(codeSort.body.errors.sort[0]).toContain('exchange_rate');
    expect(codeSort.body.errors.sort[0]).not.toContain('usd_mxn_rate,');

    const codeFilter = await apiCall(t.app, 'GET', `${base}?usd_mxn_rate_gte=1&money_id=1`);
    expect(codeFilter.status).toBe(422);
    expect(Object.keys(codeFilter.body.errors).sort()).toEqual(['money_id', 'usd_mxn_rate_gte']);

    const badValue = await apiCall(t.app, 'GET', `${base}?exchange_rate=abc`);
    expect(badValue.status).toBe(422);
    expect(Object.keys(badValue.body.errors)).toEqual(['exchange_rate']);
  });

  it('is described by its wire name in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const text = JSON.stringify(document.paths[base]) + JSON.stringify(document.paths[`${base}/{id}`]);
    expect(text).toContain('"exchange_rate"');
    expect(text).toContain('"currency_id_label"');
    expect(text).toContain('"clave"');
    expect(text).not.toContain('usd_mxn_rate');
    expect(text).not.toContain('money_id');
    const post = document.paths[base].post.requestBody.content['application/json'].schema;
    expect(post.required).toEqual(expect.arrayContaining(['exchange_rate', 'currency_id', 'clave']));
  });

  it('exports the columns named by their wire names, and refuses the code names', async () => {
    const created = (await apiCall(t.app, 'POST', base, wirePayload({ exchange_rate: '12.3456' }))).body.data;
    const file = await t.app.inject({ method: 'GET', url: `${base}/export?format=csv&clave=${encodeURIComponent(created.clave)}&columns=id,exchange_rate,currency_id,clave` });
    expect(file.statusCode, file.body.slice(0, 300)).toBe(200);
    const lines = file.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(String(created.id));
    expect(lines[1]).toContain('12.3456');
    expect(lines[1]).toContain(currencyName);
    expect(lines[1]).toContain(created.clave);

    const refused = await apiCall(t.app, 'GET', `${base}/export?format=csv&columns=id,usd_mxn_rate`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.columns[0]).toContain('usd_mxn_rate');
  });
});
