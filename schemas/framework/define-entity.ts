/**
 * defineEntity: one declaration gives the table, the create and update validation and the field
 * metadata that the generic API and the generated screens read. Pure: zod and drizzle only.
 */
import { z } from 'zod';
import type { FieldMeta, ReferenceTarget } from './field.ts';
import { fieldSchema } from './validation.ts';
import { buildTable } from './table.ts';

export type Action = 'read' | 'create' | 'update' | 'destroy' | 'root';

export interface EntityConfig<F extends Record<string, FieldMeta>> {
  /** Resource name and API path (spec section 7), e.g. `currency`, `sms_log`. */
  name: string;
  /** SQL table; defaults to the name. */
  table?: string;
  /** The permission module (by its `route` in the module table) whose flags govern this entity. */
  module: string;
  fields: F;
  /** The field that names a record in lookups and titles. */
  recordRepresentation?: keyof F & string;
  /** created_at and updated_at, set by the server. */
  timestamps?: boolean;
  /** DELETE sets deleted_at; PATCH {name}/{id}/recovery clears it. */
  softDelete?: boolean;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Composite indexes by field names, for the filter + sort pairs a screen uses. */
  indexes?: readonly (readonly string[])[];
  /** Field combinations no two records may share (a unique index named `<table>_<fields>_unique`). */
  uniqueTogether?: readonly (readonly string[])[];
  /** Which generic operations the API exposes (spec section 7 lists some entities as read-only). */
  operations?: readonly ('list' | 'one' | 'create' | 'update' | 'delete')[];
  /**
   * Operations a domain route implements instead of the generic one (creating an investment computes its
   * schedule): the generic layer leaves their paths free, and screens still offer them.
   */
  routesByDomain?: readonly ('list' | 'one' | 'create' | 'update' | 'delete')[];
  /**
   * The field naming the user a record belongs to (`user_id`; `id` for the user itself): investors and
   * clients reach only their own records (docs/decisions/006).
   */
  owner?: (keyof F & string) | 'id';
  /**
   * A reference field: the record belongs to whoever owns the record it references (a loan belongs to
   * the client account of its customer). Chains (detail -> loan -> customer); see owner-scope.ts.
   */
  ownedThrough?: keyof F & string;
  /** Other screens (module routes) that work on these records: their flags grant the same actions. */
  sharedWith?: readonly string[];
  /** A catalogue other screens pick values from (statuses, currencies): any signed-in user may read it. */
  lookup?: boolean;
}

const ALL_OPERATIONS = ['list', 'one', 'create', 'update', 'delete'] as const;

export function defineEntity<const F extends Record<string, FieldMeta>>(config: EntityConfig<F>) {
  const fields = config.fields;
  const tableName = config.table ?? config.name;
  const softDelete = config.softDelete ?? false;
  const timestamps = config.timestamps ?? false;
  const table = buildTable(tableName, fields, { timestamps, softDelete, indexes: config.indexes ?? [], uniqueTogether: config.uniqueTogether ?? [] });

  const writable = Object.entries(fields).filter(([, meta]) => !meta.generated);
  const createShape: Record<string, z.ZodType> = {};
  const updateShape: Record<string, z.ZodType> = {};
  for (const [name, meta] of writable) {
    createShape[name] = fieldSchema(meta);
    if (!meta.readOnlyOnUpdate) updateShape[name] = fieldSchema(meta).optional();
  }

  const entity = {
    name: config.name,
    tableName,
    module: config.module,
    fields,
    table,
    recordRepresentation: config.recordRepresentation ?? ('name' in fields ? 'name' : 'id'),
    timestamps,
    softDelete,
    defaultSort: config.defaultSort ?? { field: 'id', order: 'DESC' as const },
    operations: config.operations ?? ALL_OPERATIONS,
    routesByDomain: config.routesByDomain ?? [],
    owner: config.owner as string | undefined,
    ownedThrough: config.ownedThrough as string | undefined,
    sharedWith: config.sharedWith ?? [],
    lookup: config.lookup ?? false,
    uniqueTogether: config.uniqueTogether ?? [],
    /** Create payloads: required fields present, unknown fields refused. */
    createSchema: z.strictObject(createShape),
    /** Update payloads: any subset of the writable fields; read-only-on-update fields refused. */
    updateSchema: z.strictObject(updateShape),
  };
  return entity satisfies ReferenceTarget;
}

export type Entity = ReturnType<typeof defineEntity>;

/** Field names a list may be sorted by (id always). */
export function sortableFields(entity: Entity): string[] {
  const names = Object.entries(entity.fields).filter(([, m]) => m.sortable).map(([n]) => n);
  if (entity.timestamps) names.push('created_at');
  return ['id', ...names];
}

export function filterableFields(entity: Entity): string[] {
  return Object.entries(entity.fields).filter(([, m]) => m.filterable).map(([n]) => n);
}

export function searchableFields(entity: Entity): string[] {
  return Object.entries(entity.fields).filter(([, m]) => m.searchable).map(([n]) => n);
}
