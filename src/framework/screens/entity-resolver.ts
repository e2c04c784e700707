/**
 * The form's validation is the entity's own zod schema and identifier fields (the server runs the
 * same code), plus the screen's own checks (form-message.ts), all fields at once. Only the writable fields are validated:
 * react-admin keeps the whole record (id, timestamps) in the form. Messages come from toFieldErrors,
 * as the API's 422 does: zodResolver would show the inner message of a union (numeric fields accept a
 * string or a number), "Invalid input: expected string, received undefined", where the schema says
 * "Value is required". The i18n provider turns those shared texts into the person's language.
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { checkFormats } from '../../../schemas/framework/formats.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import { entitySchemas, type EntitySchemas } from '../../../schemas/framework/entity-validation.ts';
import { writableFields } from './entity-meta.ts';
import { fieldMessage, type FormCheck } from './form-message.ts';

function pickNames(values: FieldValues, names: readonly string[]): FieldValues {
  const picked: FieldValues = {};
  for (const name of names) if (name in values) picked[name] = values[name];
  return picked;
}

const built = new WeakMap<Entity, EntitySchemas>();

/**
 * The entity's payload schemas, built from its fields the first time a form needs them: the browser's
 * declarations carry none (decision 157), the server's are the same code (entity-validation.ts).
 */
export function formSchemas(entity: Entity): EntitySchemas {
  let schemas = built.get(entity);
  if (!schemas) built.set(entity, (schemas = entitySchemas(entity.fields)));
  return schemas;
}

export function entityResolver(entity: Entity, mode: 'create' | 'update', hiddenFields: readonly string[] = [], check?: FormCheck): Resolver<FieldValues> {
  const { createSchema, updateSchema } = formSchemas(entity);
  const schema: z.ZodType<FieldValues> = mode === 'create' ? createSchema : updateSchema;
  const shown = writableFields(entity, mode);
  // A hidden field an upload lands in (a loan detail's cfdi_xml_location) is sent like the one shown.
  const uploadTargets = shown.flatMap((name) => Object.values((entity.fields as Record<string, FieldMeta>)[name].uploadTargets ?? {}));
  const names = [...shown, ...uploadTargets, ...hiddenFields.filter((name) => name in entity.fields)];
  return async (values, _context, options) => {
    const picked = pickNames(values, names);
    const result = await schema.safeParseAsync(picked);
    // Identifier fields (RFC, CURP, CLABE, phone) check themselves as on the server, reading the other fields they need.
    const formats = Object.fromEntries(Object.entries(checkFormats(entity.fields, picked, values).errors).map(([field, [first]]) => [field, fieldMessage(first!)]));
    const checked = check?.(values, mode);
    const messages: Record<string, string> = { ...formats, ...(checked instanceof Promise ? await checked : checked) };
    // The schema's message wins on a field both name: it is the more basic one ("Value is required").
    if (!result.success) for (const [field, list] of Object.entries(toFieldErrors(result.error))) messages[field] = list[0];
    // Only what the form holds is sent: a hidden field's default (the constants' isCurrent) is the server's
    // to apply, and a domain route that takes an exact body (POST forwards/const) refuses any other field.
    if (result.success && Object.keys(messages).length === 0) return { values: pickNames(result.data, names), errors: {} };
    const errors: FieldErrors = {};
    for (const [field, message] of Object.entries(messages)) errors[field] = { type: 'validate', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
