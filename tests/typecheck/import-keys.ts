/**
 * Part of `npm run typecheck` (docs/decisions/240): an entity's natural key names one of its own
 * fields. Each @ts-expect-error below fails the type check the day its line compiles.
 */
import { defineEntity } from '../../schemas/framework/define-entity.ts';
import { field } from '../../schemas/framework/field.ts';

const access = { module: '/administrador/listas/moneda' };

export const keyed = defineEntity({ name: 'typecheck_keyed', access, fields: { code: field.text({ maxLength: 8, unique: true }) }, importKey: 'code' });

export const misspelt = defineEntity({
  name: 'typecheck_misspelt',
  access,
  fields: { code: field.text({ maxLength: 8, unique: true }) },
  // @ts-expect-error: no such field
  importKey: 'cdoe',
});

export const handEditableOfAnother = defineEntity({
  name: 'typecheck_erp',
  access,
  fields: { code: field.text({ maxLength: 8, unique: true }) },
  importKey: 'code',
  // @ts-expect-error: a hand-editable field is one of the entity's own
  externalSource: { handEditable: ['name'] },
});
