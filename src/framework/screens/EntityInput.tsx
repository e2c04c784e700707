/**
 * One input per field kind. Decimal kinds stay strings end to end (never a JavaScript number).
 */
import {
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';
import type { RaRecord } from 'ra-core';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { referenceLabelField, referenceSort } from '../../../schemas/framework/reference-labels.ts';
import { DayInput } from './DayInput.tsx';
import { FileUploadInput } from './FileUploadInput.tsx';
import { InstantInput } from './InstantInput.tsx';
import { LOOKUP_PAGE_SIZE } from './lookup.ts';
import { useOptionChoices } from './option-choices.ts';
import { useCatalogueWord } from './use-catalogue-word.ts';


interface Props {
  entityName: string;
  source: string;
  meta: FieldMeta;
  disabled?: boolean;
}

/** An optional select's empty choice says what empty means when the entity's texts say it (resources.<entity>.empty.<field>). */
function SelectFieldInput({ entityName, source, meta, disabled }: Props) {
  const translate = useTranslate();
  const choices = useOptionChoices(entityName, source, meta.options ?? []);
  return <SelectInput source={source} choices={choices} disabled={disabled} emptyText={translate(`resources.${entityName}.empty.${source}`, { _: '' })} fullWidth />;
}

export function EntityInput({ entityName, source, meta, disabled }: Props) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const word = useCatalogueWord();
  const common = { source, disabled, fullWidth: true } as const;
  switch (meta.kind) {
    case 'text':
      return <TextInput {...common} multiline={meta.multiline} minRows={meta.multiline ? 3 : undefined} />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="off" />;
    case 'numeric':
    case 'money':
    case 'percent':
    case 'integer':
      return <TextInput {...common} slotProps={{ htmlInput: { inputMode: meta.kind === 'integer' ? 'numeric' : 'decimal' } }} />;
    case 'date':
      return <DayInput {...common} />;
    case 'datetime':
      return <InstantInput {...common} />;
    case 'boolean':
      return <BooleanInput source={source} disabled={disabled} />;
    case 'select':
      return <SelectFieldInput entityName={entityName} source={source} meta={meta} disabled={disabled} />;
    case 'reference': {
      const target = meta.reference!();
      // A required reference offers no empty choice ("Ninguno"): there is nothing valid to go back to.
      // Its label is given as an element so that it reads like every other field's, without the asterisk
      // react-admin adds to a required one (the forms mark no required field).
      const label = <span>{translateLabel({ source, resource: entityName })}</span>;
      return (
        <ReferenceInput source={source} reference={target.name} perPage={LOOKUP_PAGE_SIZE} sort={referenceSort(meta)} filter={meta.lookupFilter}>
          <SelectInput label={label} optionText={(option: RaRecord) => word(target.name, option.id, referenceLabelField(meta, target), option[referenceLabelField(meta, target)])} disabled={disabled} isRequired={!meta.optional} emptyText={translate('caudal.form.none')} fullWidth />
        </ReferenceInput>
      );
    }
    case 'file':
      return <FileUploadInput entityName={entityName} source={source} accept={meta.accept ?? []} alsoKeptIn={Object.values(meta.uploadTargets ?? {})} disabled={disabled} />;
  }
}
