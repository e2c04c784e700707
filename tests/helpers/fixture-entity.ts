/**
 * An entity declared only here, never in schemas/index.ts nor in a migration: tests pass it as
 * `extraEntities` to prove that one declaration is enough for validated CRUD routes.
 * It uses every field kind and every flag a real entity may use, a declared pattern and an identifier format.
 */
import { currency } from '../../schemas/currency.ts';
import { defineEntity } from '../../schemas/framework/define-entity.ts';
import { field } from '../../schemas/framework/field.ts';

export const fixtureEntity = defineEntity({
  name: 'test_fixture',
  access: { module: '/administrador/listas/moneda' },
  timestamps: true,
  softDelete: true,
  fields: {
    name: field.text({ maxLength: 80, sortable: true, filterable: true, searchable: true }),
    code: field.text({ maxLength: 16, readOnlyOnUpdate: true, filterable: true, unique: true }),
    contact_email: field.email({ filterable: true }),
    factor: field.numeric({ precision: 10, scale: 4, sortable: true }),
    amount: field.money({ sortable: true, filterable: true }),
    rate: field.percent({ optional: true }),
    quantity: field.integer({ min: 1, max: 1000, sortable: true, filterable: true }),
    starts_on: field.date({ sortable: true, filterable: true }),
    reviewed_at: field.datetime({ optional: true, sortable: true }),
    active: field.boolean({ filterable: true }),
    kind: field.select(['basic', 'premium'], { filterable: true }),
    currency_id: field.reference(() => currency, { filterable: true }),
    contract: field.file(['.pdf'], { optional: true }),
    notes: field.text({ optional: true, multiline: true, maxLength: 500, searchable: true }),
    internal_ref: field.text({ hidden: true, maxLength: 40 }),
    // A declared pattern with its example, and an identifier format: the record factory fills both.
    postal_code: field.text({ maxLength: 5, optional: true, filterable: true, pattern: { regex: /^\d{5}$/, message: 'notValid', example: (n: number) => String(10000 + (n % 90000)) } }),
    tax_id: field.rfc({ optional: true, searchable: true }),
  },
});

export const fixtureEntities = { [fixtureEntity.name]: fixtureEntity };
