/**
 * What a create or update may send, from the entity's metadata: the server refuses unknown fields
 * with a 422, and react-admin's edit form hands over the whole record (id, timestamps, joined names).
 */
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';

export type WriteMode = 'create' | 'update';

export function writableFields(entity: Entity, mode: WriteMode): string[] {
  return Object.entries(entity.fields as Record<string, FieldMeta>)
    .filter(([, meta]) => !meta.generated && !(mode === 'update' && meta.readOnlyOnUpdate))
    .map(([name]) => name);
}

/** Only the writable fields the data carries; undefined values are left out. */
export function pickWritable(entity: Entity, data: Record<string, unknown>, mode: WriteMode): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of writableFields(entity, mode)) {
    if (data[name] !== undefined) picked[name] = data[name];
  }
  return picked;
}
