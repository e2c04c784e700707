/**
 * Declared defaults through the API: a create that omits a field declared with a defaultValue is a 201
 * that stores the default (it was "Value is required"), and a reference's declared lookupLabel is the
 * label its list answers beside the id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currency } from '../../schemas/currency.ts';
import { defineEntity } from '../../schemas/framework/define-entity.ts';
import { field } from '../../schemas/framework/field.ts';
import { apiCall } from '../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const defaulted = defineEntity({
  name: 'test_defaulted',
  access: { module: '/administrador/listas/moneda' },
  fields: {
    name: field.text({ maxLength: 80 }),
    active: field.boolean({ defaultValue: true }),
    tier: field.select(['basic', 'premium'], { defaultValue: 'premium' }),
    currency_id: field.reference(() => currency, { lookupLabel: 'code', lookupSort: { field: 'code' } }),
  },
});

let t: TestApp;
let currencyId: number;
let currencyCode: string;

beforeAll(async () => {
  t = await createTestApp({ extraEntities: { test_defaulted: defaulted } });
  const currencies = await apiCall(t.app, 'GET', '/api/currency?take=1');
  ({ id: currencyId, code: currencyCode } = currencies.body.data.result[0]);
});
afterAll(async () => {
  await t?.close();
});

describe('a create without the defaulted fields', () => {
  it('is a 201 that stores and answers the declared defaults', async () => {
    const created = await apiCall(t.app, 'POST', '/api/test_defaulted', { name: 'sin valores', currency_id: currencyId });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ active: true, tier: 'premium' });
    const [row] = await t.database.query<{ active: boolean; tier: string }>('select active, tier from test_defaulted where id = $1', [created.body.data.id]);
    expect(row).toEqual({ active: true, tier: 'premium' });
  });

  it('keeps a value the payload gives, and still refuses a null on a required field', async () => {
    const given = await apiCall(t.app, 'POST', '/api/test_defaulted', { name: 'con valores', active: false, tier: 'basic', currency_id: currencyId });
    expect(given.body.data).toMatchObject({ active: false, tier: 'basic' });
    const nulled = await apiCall(t.app, 'POST', '/api/test_defaulted', { name: 'nulo', active: null, currency_id: currencyId });
    expect(nulled.status).toBe(422);
    expect(Object.keys(nulled.body.errors)).toEqual(['active']);
  });

  it("answers the reference's declared label (the currency's code, not its name)", async () => {
    const list = await apiCall(t.app, 'GET', '/api/test_defaulted');
    expect(list.status).toBe(200);
    expect(list.body.data.result[0].currency_id_label).toBe(currencyCode);
  });
});
