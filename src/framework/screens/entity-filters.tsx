/**
 * List filters from the filterable fields, plus the text search when the entity has searchable fields.
 * Lookups fetch all options (take=9999), or ask the path a reference declares (`lookup`); option
 * values are ids, labelled with the record's name. The owner is no filter for who sees only their own.
 */
import { DateInput, ReferenceInput, SearchInput, SelectInput, TextInput, useDataProvider } from 'react-admin';
import { useEffect, useState, type ReactElement } from 'react';
import type { CaudalDataProvider } from '../data-provider/data-provider.ts';
import { hiddenOwnerField } from './own-records.ts';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import { filterableFields, searchableFields } from '../../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { LOOKUP_PAGE_SIZE } from './EntityInput.tsx';
import { useOptionChoices } from './option-choices.ts';
import { referenceLabelField, referenceSort } from '../../../schemas/framework/reference-labels.ts';
import { dayBoundInstant, dayOfInstant } from '../format.ts';

/** Spec section 9: filter option values are the id as a string, labelled with the name. */
function LookupFilter({ source, path }: { source: string; path: string; alwaysOn?: boolean }) {
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [choices, setChoices] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    dataProvider
      .call<{ id: number; name: string }[]>('GET', path, undefined, { silent: true, signal: controller.signal })
      .then((options) => setChoices(options.map((o) => ({ id: String(o.id), name: o.name }))))
      // Spec section 8: a failed lookup is silent; the filter offers nothing.
      .catch(() => undefined);
    return () => controller.abort();
  }, [dataProvider, path]);
  return <SelectInput source={source} choices={choices} />;
}

function SelectFilter({ entityName, source, options }: { entityName: string; source: string; options: readonly string[]; alwaysOn?: boolean }) {
  const choices = useOptionChoices(entityName, source, options);
  return <SelectInput source={source} choices={choices} />;
}

const YES_NO = [
  { id: 'true', name: 'caudal.form.yes' },
  { id: 'false', name: 'caudal.form.no' },
];

function filterInput(entity: Entity, source: string, meta: FieldMeta): ReactElement {
  switch (meta.kind) {
    case 'reference': {
      if (meta.lookup) return <LookupFilter key={source} source={source} path={meta.lookup} />;
      const target = meta.reference!();
      return (
        <ReferenceInput key={source} source={source} reference={target.name} perPage={LOOKUP_PAGE_SIZE} sort={referenceSort(meta)}>
          <SelectInput optionText={referenceLabelField(meta, target)} />
        </ReferenceInput>
      );
    }
    case 'select':
      return <SelectFilter key={source} entityName={entity.name} source={source} options={meta.options ?? []} />;
    case 'boolean':
      return <SelectInput key={source} source={source} choices={YES_NO} />;
    case 'date':
      return <DateInput key={source} source={source} />;
    default:
      return <TextInput key={source} source={source} />;
  }
}

/**
 * An instant is filtered by the days it falls between (Mexico City): "from" and "to" pick a day and send
 * its first or last moment as `<field>_gte` / `<field>_lte` (labels `resources.<entity>.fields.<field>_gte`).
 */
function instantRange(source: string): ReactElement[] {
  return (['gte', 'lte'] as const).map((bound) => (
    <DateInput
      key={`${source}_${bound}`}
      source={`${source}_${bound}`}
      format={dayOfInstant}
      parse={(day: string) => (day ? dayBoundInstant(day, bound === 'gte' ? 'start' : 'end') ?? null : null)}
    />
  ));
}

/** Soft-deleting lists can show their deleted records too, to reactivate them (the API's `trashed`). */
const TRASHED = [
  { id: 'with', name: 'caudal.list.trashed.with' },
  { id: 'only', name: 'caudal.list.trashed.only' },
];

/**
 * `fixed`: fields the screen always filters on (no filter to offer); `readOnly`: no deleted records to
 * reactivate; `hidden`: hidden filterable fields the screen offers all the same.
 */
export function entityFilters(entity: Entity, screen: { readOnly?: boolean; fixed?: readonly string[]; hidden?: readonly string[] } = {}): ReactElement[] {
  const filters: ReactElement[] = [];
  if (searchableFields(entity).length > 0) filters.push(<SearchInput key="q" source="q" alwaysOn />);
  if (entity.softDelete && !screen.readOnly) filters.push(<SelectInput key="trashed" source="trashed" label="caudal.list.trashed.label" choices={TRASHED} />);
  const owner = hiddenOwnerField(entity);
  for (const name of filterableFields(entity)) {
    const meta = (entity.fields as Record<string, FieldMeta>)[name];
    if ((meta.hidden && !screen.hidden?.includes(name)) || name === owner || screen.fixed?.includes(name)) continue;
    if (meta.kind === 'datetime') filters.push(...instantRange(name));
    else filters.push(filterInput(entity, name, meta));
  }
  return filters;
}
