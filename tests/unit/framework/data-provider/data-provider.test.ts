import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { createDataProvider } from '../../../../src/framework/data-provider/data-provider.ts';
import { getLastUpdate } from '../../../../src/framework/data-provider/last-update.ts';
import { writableFields } from '../../../../src/framework/data-provider/writable-fields.ts';
import { dismissError, getShownError } from '../../../../src/framework/feedback/error-bus.ts';
import { staleWriteVersion } from '../../../../src/framework/http/api-error.ts';
import { defineEntity } from '../../../../schemas/framework/define-entity.ts';
import { field } from '../../../../schemas/framework/field.ts';
import { entities } from '../../../../schemas/index.ts';
import { json, mockFetch } from '../helpers.ts';

/** A fixture with every kind of field the update rule distinguishes. */
const investment = defineEntity({
  name: 'investment',
  access: { module: '/inversiones/inversiones' },
  softDelete: true,
  timestamps: true,
  fields: {
    key: field.text({ readOnlyOnUpdate: true }),
    amount: field.money(),
    days: field.integer({ generated: true }),
    status_id: field.integer({ filterable: true }),
  },
});

const provider = createDataProvider({ entities: { ...entities, investment }, emptyListOnFailure: ['investment'] });
const listParams = { pagination: { page: 2, perPage: 25 }, sort: { field: 'name', order: 'DESC' as const }, filter: {} };
const page = (result: unknown[], total = result.length) => json(200, { data: { result, total } });

beforeEach(() => dismissError());
afterEach(() => vi.unstubAllGlobals());

describe('getList', () => {
  it('maps paging, sorting and filters to the list grammar and unwraps { result, total }', async () => {
    const { calls } = mockFetch(page([{ id: 1, name: 'MXN' }], 40));
    const result = await provider.getList('currency', { ...listParams, filter: { q: 'mx', status_id: [1, 2], empty: '', trashed: 'with' } });
    expect(result).toEqual({ data: [{ id: 1, name: 'MXN' }], total: 40 });
    const url = new URL(calls[0]!.url, 'http://host');
    expect(url.pathname).toBe('/api/currency');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'mx', status_id: '1,2', trashed: 'with', take: '25', page: '2', sort: 'name', order: 'desc' });
  });

  it('sends an entity served by its own routes to its declared path (forward_constant -> forwards/const)', async () => {
    const { calls } = mockFetch(page([]), json(201, { data: { id: 9 } }));
    const byDefault = createDataProvider();
    await byDefault.getList('forward_constant', { ...listParams, filter: { isCurrent: 'true' } });
    await byDefault.create('forward_constant', { data: { instrumentId: 1, value: '0.0615' } });
    expect(calls.map((call) => new URL(call.url, 'http://host').pathname)).toEqual(['/api/forwards/const', '/api/forwards/const']);
  });

  it('forwards the abort signal and tells react-admin it does', async () => {
    const { calls } = mockFetch(page([]));
    const controller = new AbortController();
    await provider.getList('currency', { ...listParams, signal: controller.signal });
    expect(calls[0]!.init.signal).toBe(controller.signal);
    expect(provider.supportAbortSignal).toBe(true);
  });

  it('fails silently (no Oops dialog), rethrows, and still refreshes the last-update time', async () => {
    mockFetch(json(500, { message: 'Internal server error' }));
    expect(getLastUpdate('role')).toBeUndefined();
    const error = await provider.getList('role', listParams).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, message: 'Internal server error' });
    expect(getShownError()).toBeNull();
    expect(getLastUpdate('role')).toBeInstanceOf(Date);
  });

  it('stamps the last-update time on success too', async () => {
    mockFetch(page([]));
    await provider.getList('status', listParams);
    expect(getLastUpdate('status')).toBeInstanceOf(Date);
  });

  it('shows an empty list with total 0 when a list named by the spec fails', async () => {
    mockFetch(json(500, { message: 'boom' }));
    expect(await provider.getList('investment', listParams)).toEqual({ data: [], total: 0 });
  });

  it('an outage (503) is no empty list, even for those: it fails with its status, silently, for the screen to say so', async () => {
    mockFetch(json(503, { message: 'Servicio no disponible: la base de datos no responde.' }));
    const error = await provider.getList('investment', listParams).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503 });
    expect(getShownError()).toBeNull();
  });

  it('getManyReference filters by the target', async () => {
    const { calls } = mockFetch(page([]));
    await provider.getManyReference('module', { ...listParams, target: 'application_id', id: 3 });
    expect(new URL(calls[0]!.url, 'http://host').searchParams.get('application_id')).toBe('3');
  });
});

describe('single records', () => {
  it('getOne and getMany unwrap the envelope; getMany asks by ids, with deleted records for soft-deleting entities', async () => {
    const { calls } = mockFetch(json(200, { data: { id: 7, name: 'Root' } }), page([{ id: 1 }, { id: 2 }]));
    expect(await provider.getOne('role', { id: 7 })).toEqual({ data: { id: 7, name: 'Root' } });
    expect(calls[0]!.url).toBe('/api/role/7');
    expect(await provider.getMany('investment', { ids: [1, 2] })).toEqual({ data: [{ id: 1 }, { id: 2 }] });
    expect(Object.fromEntries(new URL(calls[1]!.url, 'http://host').searchParams)).toEqual({ ids: '1,2', take: '2', trashed: 'with' });
  });

  it('update sends only the writable fields of the entity', async () => {
    const { calls } = mockFetch(json(200, { data: { id: 5 } }));
    const record = { id: 5, key: 'INV-1', amount: '150000.00', days: 30, status_id: 1, created_at: '2026-01-01T00:00:00Z', updated_at: null, deleted_at: null, user: { name: 'Ana' } };
    await provider.update('investment', { id: 5, data: record, previousData: record });
    expect(calls[0]!.init.method).toBe('PUT');
    expect(calls[0]!.url).toBe('/api/investment/5');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ amount: '150000.00', status_id: 1 });
    expect(writableFields(investment, 'create')).toEqual(['key', 'amount', 'status_id']);
  });

  it('update sends back the version the form was read at (previousData), never the form’s own value of it', async () => {
    const { calls } = mockFetch(json(200, { data: { id: 5, version: 4 } }));
    const read = { id: 5, key: 'INV-1', amount: '150000.00', status_id: 1, version: 3 };
    await provider.update('investment', { id: 5, data: { ...read, amount: '175000.00', version: 99 }, previousData: read });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ amount: '175000.00', status_id: 1, version: 3 });
  });

  it('create strips what the server would refuse; delete and recover call their routes', async () => {
    const { calls } = mockFetch(json(201, { data: { id: 9 } }));
    expect(await provider.create('investment', { data: { key: 'K', amount: '1', status_id: 1, id: 3, days: 4 } })).toEqual({ data: { id: 9 } });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ key: 'K', amount: '1', status_id: 1 });
    await provider.delete('investment', { id: 9 });
    await provider.recover('investment', { id: 9 });
    expect(calls.slice(1).map((c) => `${c.init.method} ${c.url}`)).toEqual(['DELETE /api/investment/9', 'PATCH /api/investment/9/recovery']);
  });

  it('updateMany and deleteMany return the ids; a bulk change names no version', async () => {
    const { calls } = mockFetch(json(200, { data: {} }));
    expect(await provider.updateMany('investment', { ids: [1, 2], data: { status_id: 2 } })).toEqual({ data: [1, 2] });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ status_id: 2 });
    expect(await provider.deleteMany('investment', { ids: [3] })).toEqual({ data: [3] });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(['PUT /api/investment/1', 'PUT /api/investment/2', 'DELETE /api/investment/3']);
  });
});

describe('errors', () => {
  it('turns a save’s 422 into react-admin field errors (first message per field), left to the form: no Oops text as well', async () => {
    mockFetch(json(422, { message: 'name: Value is required', errors: { name: ['Value is required', 'Value is too long'], code: ['Value already exists'] } }));
    const error = await provider.create('currency', { data: { name: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    expect((error as HttpError).body.errors).toEqual({ name: 'Value is required', code: 'Value already exists' });
    expect(getShownError()).toBeNull();
    mockFetch(json(422, { message: 'name: Value is required', errors: { name: ['Value is required'] } }));
    await provider.update('currency', { id: 1, data: { name: '' }, previousData: { id: 1 } }).catch(() => undefined);
    expect(getShownError()).toBeNull();
  });

  it('leaves a save\'s refusal to the form\'s toast (said once), and shows the Oops text for a call no screen says', async () => {
    mockFetch(json(422, { message: 'Los datos no son válidos' }));
    await provider.create('currency', { data: { name: 'x' } }).catch(() => undefined);
    expect(getShownError()).toBeNull();
    mockFetch(json(422, { message: 'amount: x', errors: { amount: ['El monto debe ser mayor que 0'] } }));
    await provider.call('POST', 'payments', { amount: '0' }).catch(() => undefined);
    expect(getShownError()).toMatchObject({ key: 'caudal.errors.validation', params: { message: 'El monto debe ser mayor que 0' } });
  });

  it('leaves a stale save’s 409 to the edit form (no Oops text) with the current version; another 409 to its toast', async () => {
    const stale = { message: 'El registro cambió mientras lo editabas: vuelve a cargarlo para ver los cambios.', version: 4 };
    mockFetch(json(409, stale));
    const error = await provider.update('currency', { id: 1, data: { name: 'x' }, previousData: { id: 1, version: 3 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, body: stale });
    expect(staleWriteVersion(error)).toBe(4);
    expect(getShownError()).toBeNull();
    mockFetch(json(409, { message: 'La inversión tiene pagos realizados' }));
    const rule = await provider.update('currency', { id: 1, data: { name: 'x' }, previousData: { id: 1, version: 3 } }).catch((e: unknown) => e);
    expect(staleWriteVersion(rule)).toBeUndefined();
    expect(rule).toMatchObject({ status: 409, message: 'La inversión tiene pagos realizados' });
    expect(getShownError()).toBeNull();
  });

  it('keeps the status on other errors, so the auth provider can read it', async () => {
    mockFetch(json(401, { message: 'Not signed in' }));
    await expect(provider.getOne('role', { id: 1 })).rejects.toMatchObject({ status: 401, message: 'Not signed in' });
  });
});

describe('call', () => {
  it('calls any endpoint and returns the envelope data', async () => {
    const { calls } = mockFetch(json(200, { data: { closed: true } }));
    expect(await provider.call('PATCH', 'investment/4/close', { date_payment: '2026-01-15' })).toEqual({ closed: true });
    expect(calls[0]!.url).toBe('/api/investment/4/close');
    expect(calls[0]!.init.method).toBe('PATCH');
  });
});

describe('wire names (docs/decisions/270)', () => {
  it('sends sort, filters and payloads by their wire names and reads answers and 422s back in code names', async () => {
    const { wireNameEntity } = await import('../../../helpers/wire-name-entity.ts');
    const wired = createDataProvider({ entities: { test_wire: wireNameEntity } });
    const { calls } = mockFetch(
      page([{ id: 1, exchange_rate: '17.0000', currency_id: 2, currency_id_label: 'Peso', clave: 'A' }]),
      json(201, { data: { id: 2, exchange_rate: '18.0000', clave: 'B' } }),
      json(422, { message: 'Invalid', errors: { exchange_rate: ['Value must be numeric'] } }),
    );
    const listed = await wired.getList('test_wire', { ...listParams, sort: { field: 'usd_mxn_rate', order: 'ASC' }, filter: { money_id: 2, usd_mxn_rate_gte: '1' } });
    expect(listed.data).toEqual([{ id: 1, usd_mxn_rate: '17.0000', money_id: 2, money_id_label: 'Peso', code: 'A' }]);
    expect(Object.fromEntries(new URL(calls[0]!.url, 'http://host').searchParams)).toMatchObject({ sort: 'exchange_rate', currency_id: '2', exchange_rate_gte: '1' });

    const created = await wired.create('test_wire', { data: { name: 'x', code: 'B', usd_mxn_rate: '18', money_id: 2 } });
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ name: 'x', clave: 'B', exchange_rate: '18', currency_id: 2 });
    expect(created.data).toEqual({ id: 2, usd_mxn_rate: '18.0000', code: 'B' });

    const refused = await wired.create('test_wire', { data: { name: 'x', code: 'C', usd_mxn_rate: 'abc', money_id: 2 } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).body.errors).toEqual({ usd_mxn_rate: 'Value must be numeric' });
  });
});
