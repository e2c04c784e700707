/**
 * List filters from the filterable fields, plus the text search when the entity has searchable fields.
 * The search box (always on) is drawn with the list; every other filter is drawn only when the person adds it, so
 * its input (selects, lookups, date pickers: filter-inputs.tsx) loads then, not with the first screen
 *. The owner is no filter for who sees only their own.
 */
import type { ReactElement } from 'react';
import { hiddenOwnerField } from './own-records.ts';
import { canAccessResource } from '../../auth/resource-access.ts';
import { storedPermissions } from '../../auth/session-storage.ts';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import { filterableFields, searchableFields } from '../../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import type { FilterKind } from './filter-inputs.tsx';
import { lazyComponent } from './lazy-component.tsx';
import { ListSearchBox } from './list/ListSearchBox.tsx';

/** The inputs' code, asked for when a filter is first drawn or the "add filter" button is reached for. */
const FilterInput = lazyComponent(() => import('./filter-inputs.tsx').then((module) => module.FilterInput));

export function preloadFilterInputs(): void {
  FilterInput.preload();
}

const filterInput = (source: string, filter: FilterKind, label?: string) => <FilterInput key={source} source={source} label={label} filter={filter} />;

/**
 * Whether the reader may list a reference filter's choices: the target's own list (its module's read
 * flag, a screen sharing it, or a lookup catalogue), or the path the reference declares for them
 * (`lookup`, which its route decides). A filter whose options would answer 403 is not offered
 * (docs/decisions/273). Before the permissions are known, the server alone decides.
 */
function choicesReadable(meta: FieldMeta): boolean {
  if (meta.kind !== 'reference' || meta.lookup || !meta.reference) return true;
  const permissions = storedPermissions();
  if (!permissions) return true;
  return canAccessResource(meta.reference() as Entity, 'list', permissions);
}

/**
 * `fixed`: fields the screen always filters on (no filter to offer); `readOnly`: no deleted records to
 * reactivate; `hidden`: hidden filterable fields the screen offers all the same. An instant offers two
 * filters, "from" and "to" (labels `resources.<entity>.fields.<field>_gte` and `_lte`).
 */
export function entityFilters(entity: Entity, screen: { readOnly?: boolean; fixed?: readonly string[]; hidden?: readonly string[] } = {}): ReactElement[] {
  const filters: ReactElement[] = [];
  if (searchableFields(entity).length > 0) filters.push(<ListSearchBox key="q" source="q" alwaysOn />);
  if (entity.softDelete && !screen.readOnly) filters.push(filterInput('trashed', { type: 'trashed' }, 'caudal.list.trashed.label'));
  const owner = hiddenOwnerField(entity);
  for (const name of filterableFields(entity)) {
    const meta = (entity.fields as Record<string, FieldMeta>)[name];
    if ((meta.hidden && !screen.hidden?.includes(name)) || name === owner || screen.fixed?.includes(name) || !choicesReadable(meta)) continue;
    if (meta.kind === 'datetime') filters.push(filterInput(`${name}_gte`, { type: 'instant', bound: 'gte' }), filterInput(`${name}_lte`, { type: 'instant', bound: 'lte' }));
    else filters.push(filterInput(name, { type: 'field', entity, meta }));
  }
  return filters;
}
