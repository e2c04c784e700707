/**
 * Create and Edit of a generated screen, as a dialog over its list (the spec lists no form routes).
 * Validated by the entity's zod schema (and the screen's own checks) as fields are left and before
 * sending; `noValidate` keeps the browser's own bubbles from replacing those messages. The server's
 * 422 messages land on the same fields; a stale save is said inside the edit form (EntityEditForm.tsx).
 */
import { Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery, type Theme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  CreateBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetOne,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { Identifier } from 'ra-core';
import { useState } from 'react';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { entityResolver } from './entity-resolver.ts';
import { createDefaults, readOnlyOnUpdateFields, writableFields } from './entity-meta.ts';
import { EntityEditForm } from './EntityEditForm.tsx';
import { EntityInput } from './EntityInput.tsx';
import { FormDirtiness } from './FormDirtiness.tsx';
import { FormSections } from './FormSections.tsx';
import { useUnsavedChanges } from './use-unsaved-changes.tsx';
import { useFirmSettings } from './imports/use-firm-settings.ts';
import { errorText, messagesOutside } from './error-text.ts';
import type { ListScreen, ScreenForm } from './screen-types.ts';

export type FormDialogState = { mode: 'create'; defaults?: Record<string, unknown> } | { mode: 'edit'; id: Identifier } | null;

interface Props {
  entity: Entity;
  state: FormDialogState;
  onClose: () => void;
  /** The screen's own inputs, when it declares them. */
  form?: ScreenForm;
  /** The create dialog's title key, when the screen names its create button (ListScreen.createLabel). */
  createTitle?: string;
  /** The screen's own success toasts (ListScreen.toasts). */
  toasts?: ListScreen['toasts'];
}

function FormFields({ entity, mode, form }: { entity: Entity; mode: 'create' | 'update'; form?: ScreenForm }) {
  if (form) return <form.inputs mode={mode} />;
  const fields = entity.fields as Record<string, FieldMeta>;
  // The ERP's fields of its records are shown, not changed, while the firm keeps editing by hand off (docs/decisions/241).
  const settings = useFirmSettings(entity.externalSource !== undefined);
  const erpLocked = entity.externalSource && settings?.erp_hand_edits !== true ? Object.keys(fields).filter((name) => !entity.externalSource!.handEditable.includes(name)) : [];
  const locked = mode === 'update' ? [...new Set([...readOnlyOnUpdateFields(entity), ...erpLocked])] : [];
  const editable = writableFields(entity, mode);
  const shown = Object.keys(fields).filter((name) => editable.includes(name) || locked.includes(name));
  const input = (name: string) => <EntityInput key={name} entityName={entity.name} source={name} meta={fields[name]} disabled={locked.includes(name)} />;
  if (entity.formSections.length > 0) return <FormSections entityName={entity.name} sections={entity.formSections} shown={shown} render={input} />;
  return <>{shown.map(input)}</>;
}

/**
 * A new record's Save stays enabled on an empty form: pressing it is how a person learns which fields
 * are required ("Value is required"). An edit's Save waits for a change, as react-admin's does.
 */
function FormToolbar({ mode }: { mode: 'create' | 'update' }) {
  return (
    <Toolbar sx={{ justifyContent: 'flex-end' }}>
      <SaveButton alwaysEnable={mode === 'create' ? true : undefined} />
    </Toolbar>
  );
}

/**
 * An edit dialog names the record it edits ("Usuario: Gabriela Ortiz Núñez"), by the entity's
 * recordRepresentation; the record comes from react-admin's cache, the same query the form reads.
 */
function useEditTitle(entity: Entity, id: Identifier | undefined): string {
  const translate = useTranslate();
  const { data } = useGetOne(entity.name, { id: id ?? '' }, { enabled: id !== undefined });
  const name = translate(`resources.${entity.name}.name`, { smart_count: 1 });
  const label = entity.recordRepresentation !== 'id' ? data?.[entity.recordRepresentation] : undefined;
  return typeof label === 'string' && label.trim() !== '' ? translate('caudal.form.editTitle', { name, record: label }) : name;
}

/** The fields the server held for approval instead of saving (PUT's `pending_change`). */
function heldFields(record: Record<string, unknown> | undefined): string[] {
  const pending = record?.pending_change as { fields?: unknown } | undefined;
  return Array.isArray(pending?.fields) ? pending.fields.filter((field): field is string => typeof field === 'string') : [];
}

export function EntityFormDialog({ entity, state, onClose, form, createTitle, toasts }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const editTitle = useEditTitle(entity, state?.mode === 'edit' ? state.id : undefined);
  // On a phone a form takes the whole screen: no page behind it to scroll sideways.
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Closing a form with changes in it asks first; a save closes it without asking.
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(state !== null && dirty);
  if (!state) return null;

  const closeFormAndForget = () => {
    setDirty(false);
    onClose();
  };
  const askThenClose = () => unsaved.confirmLeave(closeFormAndForget);
  const done = (key: string) => () => {
    notify(key, { type: 'success' });
    closeFormAndForget();
    refresh();
  };
  // A change of four-eyes fields was held for someone else's approval (the rest saved): said, not "updated".
  const saved = (key: string) => (record?: Record<string, unknown>) => {
    const held = heldFields(record);
    if (held.length === 0) return done(key)();
    const fields = held.map((field) => translate(`resources.${entity.name}.fields.${field}`)).join(', ');
    notify(translate('caudal.fourEyes.pending', { fields }), { type: 'info', autoHideDuration: 8000 });
    closeFormAndForget();
    refresh();
  };
  // A 422 naming the form's own fields is shown under them, once; only the rest reaches a toast.
  const failed = (key: string, mode: 'create' | 'update') => (error: unknown) => {
    const shown = [...writableFields(entity, mode), ...(form?.hiddenFields ?? [])];
    const elsewhere = messagesOutside(error, shown);
    if (elsewhere === null) notify(errorText(translate, key, error), { type: 'error' });
    else if (elsewhere.length > 0) notify(errorText(translate, key, elsewhere[0]), { type: 'error' });
  };
  const entityName = translate(`resources.${entity.name}.name`, { smart_count: 1 });
  const title =
    state.mode === 'create'
      ? createTitle
        ? translate(createTitle)
        : translate('ra.page.create', { name: entityName, recordRepresentation: '' })
      : editTitle;

  return (
    <>
      <Dialog open onClose={askThenClose} fullWidth fullScreen={onPhone} maxWidth={entity.formSections.length > 0 ? 'md' : 'sm'} aria-labelledby="entity-form-title">
        <DialogTitle id="entity-form-title" sx={{ pr: 6 }}>
          {title}
          <IconButton aria-label={translate('ra.action.close')} onClick={askThenClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent sx={{ p: 0 }}>
          {state.mode === 'create' ? (
            <CreateBase
              resource={entity.name}
              redirect={false}
              record={{ ...createDefaults(entity), ...state.defaults }}
              mutationOptions={{ onSuccess: done(toasts?.created ?? 'caudal.toast.created'), onError: failed('caudal.toast.createError', 'create') }}
            >
              <SimpleForm resolver={entityResolver(entity, 'create', form?.hiddenFields, form?.check)} toolbar={<FormToolbar mode="create" />} mode="onTouched" noValidate>
                <FormDirtiness onChange={setDirty} />
                <FormFields entity={entity} mode="create" form={form} />
              </SimpleForm>
            </CreateBase>
          ) : (
            <EntityEditForm
              resource={entity.name}
              id={state.id}
              resolver={entityResolver(entity, 'update', form?.hiddenFields, form?.check)}
              toolbar={<FormToolbar mode="update" />}
              onSaved={saved(toasts?.updated ?? 'caudal.toast.updated')}
              onFailed={failed('caudal.toast.updateError', 'update')}
            >
              <FormDirtiness onChange={setDirty} />
              <FormFields entity={entity} mode="update" form={form} />
            </EntityEditForm>
          )}
        </DialogContent>
      </Dialog>
      {unsaved.dialog}
    </>
  );
}
