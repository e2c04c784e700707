/**
 * List filters from the filterable fields, plus the text search when the entity has searchable fields.
 * Lookups fetch all options (take=9999); option values are ids, labelled with the record's name.
 */
import { DateInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import type { ReactElement } from 'react';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import { filterableFields, searchableFields } from '../../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { LOOKUP_PAGE_SIZE } from './EntityInput.tsx';
import { useOptionChoices } from './option-choices.ts';

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
      const target = meta.reference!();
      return (
        <ReferenceInput key={source} source={source} reference={target.name} perPage={LOOKUP_PAGE_SIZE} sort={{ field: 'id', order: 'ASC' }}>
          <SelectInput optionText={target.recordRepresentation} />
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

/** Soft-deleting lists can show their deleted records too, to reactivate them (the API's `trashed`). */
const TRASHED = [
  { id: 'with', name: 'caudal.list.trashed.with' },
  { id: 'only', name: 'caudal.list.trashed.only' },
];

export function entityFilters(entity: Entity): ReactElement[] {
  const filters: ReactElement[] = [];
  if (searchableFields(entity).length > 0) filters.push(<SearchInput key="q" source="q" alwaysOn />);
  if (entity.softDelete) filters.push(<SelectInput key="trashed" source="trashed" label="caudal.list.trashed.label" choices={TRASHED} />);
  for (const name of filterableFields(entity)) {
    const meta = (entity.fields as Record<string, FieldMeta>)[name];
    if (!meta.hidden) filters.push(filterInput(entity, name, meta));
  }
  return filters;
}
