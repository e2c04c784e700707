import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/** Status ids other code relies on; the rows are seeded with these ids. */
export const STATUS = {
  active: 1,
  inactive: 2,
  inProcess: 3,
  concluded: 4,
  pending: 5,
  paid: 6,
  expired: 7,
  chargeGenerated: 8,
  invoiced: 9,
  cancelled: 10,
} as const;

export const status = defineEntity({
  name: 'status',
  // Other screens show and pick these (investors' dashboards, forms): any signed-in user may read them.
  access: { module: { route: '/administrador/listas/estatus', icon: 'Flag' }, lookup: true },
  fields: {
    name: field.text({ maxLength: 120, sortable: true, filterable: true, searchable: true }),
    description: field.text({ searchable: true }),
  },
  defaultSort: { field: 'id', order: 'ASC' },
});
