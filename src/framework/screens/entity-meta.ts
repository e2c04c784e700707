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

/** What a create form starts with: the declared `defaultValue` of each field it shows (a switch declared on starts on). */
export function createDefaults(entity: Entity): Record<string, unknown> {
  const fields = Object.fromEntries(fieldsOf(entity));
  return Object.fromEntries(writableFields(entity, 'create').flatMap((name) => (fields[name].defaultValue === undefined ? [] : [[name, fields[name].defaultValue]])));
}

/** Fields shown read-only in an edit form (set on create, not editable after). */
export function readOnlyOnUpdateFields(entity: Entity): string[] {
  return fieldsOf(entity).filter(([, m]) => m.readOnlyOnUpdate && !m.hidden).map(([name]) => name);
}

/** A list's columns: the listed fields, then the computed columns. */
export function listColumns(entity: Entity): string[] {
  return [...fieldsOf(entity).filter(([, m]) => m.list).map(([name]) => name), ...Object.keys(entity.computed)];
}

/** How a column shows: its field's metadata, or a computed column's as a read-only field of its kind. */
export function columnMeta(entity: Entity, name: string): FieldMeta {
  const field = (entity.fields as Record<string, FieldMeta>)[name];
  if (field) return field;
  // The server's stamps, when the entity keeps them: a list may show when a record was made (a closed hedge's date).
  if (entity.timestamps && (name === 'created_at' || name === 'updated_at')) return { kind: 'datetime', sortable: name === 'created_at', generated: true, list: true } as FieldMeta;
  const computed = entity.computed[name];
  if (!computed) throw new Error(`${entity.name} has no column ${name}`);
  return { kind: computed.kind, scale: computed.scale, sortable: computed.sortable ?? false, generated: true, list: true } as FieldMeta;
}

/** Columns a list may sort by: id, the sortable fields and the sortable computed columns. */
export function sortableColumns(entity: Entity): Set<string> {
  const computed = Object.entries(entity.computed).filter(([, c]) => c.sortable).map(([name]) => name);
  const timestamps = entity.timestamps ? ['created_at'] : [];
  return new Set(['id', ...fieldsOf(entity).filter(([, m]) => m.sortable).map(([n]) => n), ...timestamps, ...computed]);
}

export function canDo(entity: Entity, operation: 'create' | 'update' | 'delete'): boolean {
  return (entity.operations as readonly string[]).includes(operation);
}
