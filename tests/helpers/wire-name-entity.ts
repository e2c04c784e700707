/**
 * An entity whose fields are renamed in code while the API keeps their names (docs/decisions/270):
 * `usd_mxn_rate` is `exchange_rate` on the wire, `money_id` is `currency_id`, `code` is `clave`.
 * Declared only here; tests pass it as `extraEntities`.
 */
import { currency } from '../../schemas/currency.ts';
import { defineEntity } from '../../schemas/framework/define-entity.ts';
import { field } from '../../schemas/framework/field.ts';

export const wireNameEntity = defineEntity({
  name: 'test_wire',
  access: { module: '/administrador/listas/moneda' },
  timestamps: true,
  fields: {
    name: field.text({ maxLength: 80, sortable: true, filterable: true, searchable: true }),
    code: field.text({ maxLength: 16, apiName: 'clave', readOnlyOnUpdate: true, filterable: true, unique: true }),
    usd_mxn_rate: field.numeric({ precision: 12, scale: 4, apiName: 'exchange_rate', sortable: true, filterable: true }),
    money_id: field.reference(() => currency, { apiName: 'currency_id', sortable: true, filterable: true }),
    note: field.text({ optional: true, maxLength: 40 }),
  },
});

export const wireNameEntities = { [wireNameEntity.name]: wireNameEntity };
