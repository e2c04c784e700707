/**
 * The form's validation is the entity's own zod schema (the server runs the same one). Only the
 * writable fields are validated: react-admin keeps the whole record (id, timestamps) in the form.
 * Messages come from toFieldErrors, as the API's 422 does: zodResolver would show the inner message of
 * a union (numeric fields accept a string or a number), "Invalid input: expected string, received
 * undefined", where the schema says "Value is required".
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import { writableFields } from './entity-meta.ts';

export function entityResolver(
  entity: Entity,
  mode: 'create' | 'update',
  hiddenFields: readonly string[] = [],
  check: (values: Record<string, unknown>) => Record<string, string[]> = () => ({}),
): Resolver<FieldValues> {
  const schema = (mode === 'create' ? entity.createSchema : entity.updateSchema) as unknown as z.ZodType<FieldValues>;
  const shown = writableFields(entity, mode);
  // A hidden field an upload lands in (a loan detail's cfdi_xml_location) is sent like the one shown.
  const uploadTargets = shown.flatMap((name) => Object.values((entity.fields as Record<string, FieldMeta>)[name].uploadTargets ?? {}));
  const names = [...shown, ...uploadTargets, ...hiddenFields.filter((name) => name in entity.fields)];
  return async (values, _context, options) => {
    const picked: FieldValues = {};
    for (const name of names) if (name in values) picked[name] = values[name];
    const result = await schema.safeParseAsync(picked);
    // Every problem at once: the schema's and the cross-field rules'.
    const found = { ...check(values), ...(result.success ? {} : toFieldErrors(result.error)) };
    if (Object.keys(found).length === 0 && result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(found)) {
      errors[field] = { type: 'validate', message: messages[0] };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
