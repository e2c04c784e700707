import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/** Rates are annual percentages; `_pm` rates apply to legal entities (personas morales). */
export const currency = defineEntity({
  name: 'currency',
  // Other screens show and pick these (investors' dashboards, forms): any signed-in user may read them.
  access: { module: { route: '/administrador/listas/moneda', icon: 'AttachMoney' }, lookup: true },
  fields: {
    name: field.text({ maxLength: 120, sortable: true, filterable: true, searchable: true }),
    description: field.text({ searchable: true }),
    code: field.text({ maxLength: 8, sortable: true, filterable: true, searchable: true }),
    interests: field.percent({ sortable: true }),
    retentions: field.percent({ sortable: true }),
    interests_pm: field.percent({ sortable: true }),
    retentions_pm: field.percent({ sortable: true }),
    min_inv: field.money({ sortable: true }),
  },
});
