/**
 * Wire names (docs/decisions/270): the translation between the API's names and the code's, and the
 * declaration checks that keep them apart from every other name of the entity.
 */
import { describe, expect, it } from 'vitest';
import { defineEntity } from '../../../schemas/framework/define-entity.ts';
import { field } from '../../../schemas/framework/field.ts';
import { codeKey, fromWire, keysFromWire, keysToWire, rowFromWire, rowToWire, wireKey } from '../../../schemas/framework/wire-names.ts';
import { wireNameEntity } from '../../helpers/wire-name-entity.ts';

describe('wire names', () => {
  it('translate fields, reference labels and ranges both ways; other keys pass unchanged', () => {
    expect(wireKey(wireNameEntity, 'usd_mxn_rate')).toBe('exchange_rate');
    expect(wireKey(wireNameEntity, 'money_id_label')).toBe('currency_id_label');
    expect(wireKey(wireNameEntity, 'usd_mxn_rate_gte')).toBe('exchange_rate_gte');
    expect(wireKey(wireNameEntity, 'name')).toBe('name');
    expect(codeKey(wireNameEntity, 'exchange_rate_lte')).toBe('usd_mxn_rate_lte');
    expect(codeKey(wireNameEntity, 'currency_id')).toBe('money_id');
    expect(codeKey(wireNameEntity, 'sort')).toBe('sort');
  });

  it('take a renamed field\'s code name for no name on the wire', () => {
    expect(codeKey(wireNameEntity, 'usd_mxn_rate')).toBeUndefined();
    expect(codeKey(wireNameEntity, 'money_id_label')).toBeUndefined();
    expect(fromWire(wireNameEntity, { exchange_rate: '1', usd_mxn_rate: '2', name: 'x' })).toEqual({ body: { usd_mxn_rate: '1', name: 'x' }, foreign: ['usd_mxn_rate'] });
  });

  it('turn rows and errors round', () => {
    const row = { id: 1, usd_mxn_rate: '17.0000', money_id: 2, money_id_label: 'Peso', code: 'A' };
    const wire = rowToWire(wireNameEntity, row);
    expect(wire).toEqual({ id: 1, exchange_rate: '17.0000', currency_id: 2, currency_id_label: 'Peso', clave: 'A' });
    expect(rowFromWire(wireNameEntity, wire)).toEqual(row);
    expect(keysFromWire(wireNameEntity, keysToWire(wireNameEntity, { code: ['x'] }))).toEqual({ code: ['x'] });
  });

  it('are refused when they take another name of the entity', () => {
    const declare = (fields: Parameters<typeof defineEntity>[0]['fields']) => () => defineEntity({ name: 'clash', access: { module: '/administrador/listas/moneda' }, fields });
    expect(declare({ a: field.text({ apiName: 'b' }), b: field.text() })).toThrow(/apiName b of a/);
    expect(declare({ a: field.text({ apiName: 'id' }) })).toThrow(/apiName id/);
    expect(declare({ a: field.text({ apiName: 'x' }), b: field.text({ apiName: 'x' }) })).toThrow(/apiName x of b/);
    expect(declare({ a: field.text({ apiName: 'Not Snake' }) })).toThrow(/snake_case/);
    expect(declare({ a: field.text({ apiName: 'fine_name' }) })).not.toThrow();
  });
});
