/** Questions the screens ask of an entity's field metadata. */
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';

export function fieldsOf(entity: Entity): [string, FieldMeta][] {
  return Object.entries(entity.fields as Record<string, FieldMeta>);
}

/** Fields a create or update form shows and sends. */
export function writableFields(entity: Entity, mode: 'create' | 'update'): string[] {
  return fieldsOf(entity)
    .filter(([, m]) => !m.generated && !m.hidden && !(mode === 'update' && m.readOnlyOnUpdate))
    .map(([name]) => name);
}

/** Fields shown read-only in an edit form (set on create, not editable after). */
export function readOnlyOnUpdateFields(entity: Entity): string[] {
  return fieldsOf(entity).filter(([, m]) => m.readOnlyOnUpdate && !m.hidden).map(([name]) => name);
}

export function listColumns(entity: Entity): string[] {
  return fieldsOf(entity).filter(([, m]) => m.list).map(([name]) => name);
}

export function canDo(entity: Entity, operation: 'create' | 'update' | 'delete'): boolean {
  return (entity.operations as readonly string[]).includes(operation);
}
