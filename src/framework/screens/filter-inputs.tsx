/**
 * The list filters' inputs, loaded when a person first shows one (entity-filters.tsx): lookups fetch
 * all options (take=9999) or ask the path a reference declares (`lookup`); option values are ids,
 * labelled with the record's name. An instant is filtered by the days it falls between (Mexico City).
 */
import { ReferenceInput, SelectInput, TextInput, useDataProvider } from 'react-admin';
import { useEffect, useState, type ReactElement } from 'react';
import type { CaudalDataProvider } from '../data-provider/data-provider.ts';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { referenceLabelField, referenceSort } from '../../../schemas/framework/reference-labels.ts';
import { dayBoundInstant, dayOfInstant } from '../format.ts';
import { DayInput } from './DayInput.tsx';
import { LOOKUP_PAGE_SIZE } from './lookup.ts';
import { useOptionChoices } from './option-choices.ts';
import { useCatalogueWord } from './use-catalogue-word.ts';

/** Spec section 9: filter option values are the id as a string, labelled with the name. */
function LookupFilter({ source, path, ...rest }: { source: string; path: string }) {
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
  return <SelectInput {...rest} source={source} choices={choices} />;
}

/** A reference filter's options, named in the screen's language where they are catalogue words. */
function ReferenceOptions({ target, field, ...rest }: { target: string; field: string }) {
  const word = useCatalogueWord();
  return <SelectInput {...rest} optionText={(option: { id: unknown } & Record<string, unknown>) => word(target, option.id, field, option[field])} />;
}

function SelectFilter({ entityName, source, options, ...rest }: { entityName: string; source: string; options: readonly string[] }) {
  const choices = useOptionChoices(entityName, source, options);
  return <SelectInput {...rest} source={source} choices={choices} />;
}

const YES_NO = [
  { id: 'true', name: 'caudal.form.yes' },
  { id: 'false', name: 'caudal.form.no' },
];

/** Soft-deleting lists can show their deleted records too, to reactivate them (the API's `trashed`). */
const TRASHED = [
  { id: 'with', name: 'caudal.list.trashed.with' },
  { id: 'only', name: 'caudal.list.trashed.only' },
];

/** Which input a filter is: a field's, the deleted records', or one bound of an instant's range of days. */
export type FilterKind = { type: 'field'; entity: Entity; meta: FieldMeta } | { type: 'trashed' } | { type: 'instant'; bound: 'gte' | 'lte' };

/** The props react-admin's filter form gives an input (resource, size, record...), passed on as they came. */
export interface FilterInputProps {
  source: string;
  label?: string;
  filter: FilterKind;
}

function fieldInput(entity: Entity, source: string, meta: FieldMeta, rest: object): ReactElement {
  switch (meta.kind) {
    case 'reference': {
      if (meta.lookup) return <LookupFilter {...rest} source={source} path={meta.lookup} />;
      const target = meta.reference!();
      return (
        <ReferenceInput {...rest} source={source} reference={target.name} perPage={LOOKUP_PAGE_SIZE} sort={referenceSort(meta)}>
          <ReferenceOptions target={target.name} field={referenceLabelField(meta, target)} />
        </ReferenceInput>
      );
    }
    case 'select':
      return <SelectFilter {...rest} entityName={entity.name} source={source} options={meta.options ?? []} />;
    case 'boolean':
      return <SelectInput {...rest} source={source} choices={YES_NO} />;
    case 'date':
      return <DayInput {...rest} source={source} />;
    default:
      return <TextInput {...rest} source={source} />;
  }
}

export function FilterInput({ filter, ...props }: FilterInputProps) {
  const { source } = props;
  switch (filter.type) {
    case 'trashed':
      return <SelectInput {...props} choices={TRASHED} />;
    case 'instant':
      // "from" and "to" pick a day and send its first or last moment as `<field>_gte` / `<field>_lte`.
      return (
        <DayInput
          {...props}
          format={dayOfInstant}
          parse={(day: string) => (day ? dayBoundInstant(day, filter.bound === 'gte' ? 'start' : 'end') ?? null : null)}
        />
      );
    case 'field':
      return fieldInput(filter.entity, source, filter.meta, props);
  }
}
