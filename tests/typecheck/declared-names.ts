/**
 * Part of `npm run typecheck` (docs/decisions/275): the names a declaration writes beside its fields are
 * its own: defaultSort, indexes, uniqueTogether, constraints. Each @ts-expect-error below fails the type
 * check the day its line compiles.
 */
import { defineEntity } from '../../schemas/framework/define-entity.ts';
import { field } from '../../schemas/framework/field.ts';

const access = { module: '/administrador/listas/moneda' };
const fields = { code: field.text({ maxLength: 8, sortable: true }), opens_on: field.date(), closes_on: field.date({ optional: true }) };
const message = { es: 'x', en: 'x' };

export const named = defineEntity({
  name: 'typecheck_named',
  access,
  timestamps: true,
  fields,
  defaultSort: { field: 'created_at', order: 'DESC' },
  indexes: [['code', 'id']],
  uniqueTogether: [['code', 'opens_on']],
  constraints: [
    { kind: 'unique', name: 'code', fields: ['code'], ignoreCase: true, message },
    { kind: 'compare', name: 'dates', left: 'opens_on', op: '<=', right: 'closes_on', message },
  ],
});

// @ts-expect-error: defaultSort names no such field
export const badSort = defineEntity({ name: 'typecheck_bad_sort', access, fields, defaultSort: { field: 'cdoe', order: 'ASC' } });

// @ts-expect-error: an index names no such field
export const badIndex = defineEntity({ name: 'typecheck_bad_index', access, fields, indexes: [['code', 'opens']] });

// @ts-expect-error: uniqueTogether names no such field
export const badUnique = defineEntity({ name: 'typecheck_bad_unique', access, fields, uniqueTogether: [['cod']] });

// @ts-expect-error: a constraint names no such field
export const badConstraint = defineEntity({ name: 'typecheck_bad_constraint', access, fields, constraints: [{ kind: 'compare', name: 'dates', left: 'opens', op: '<=', right: 'closes_on', message }] });
