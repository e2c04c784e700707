/**
 * JSON Schema for the OpenAPI document, from the same field metadata that drives validation.
 * (Validation itself is zod, in the handlers: these describe, they do not validate.)
 */
import type { Entity } from '../../schemas/framework/define-entity.ts';
import { filterableFields } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { fourEyesFields } from '../../schemas/framework/four-eyes.ts';
import { listSortKeys, referenceLabels } from '../../schemas/framework/reference-labels.ts';
import { MAX_DECIMAL_CHARS, MAX_DATETIME_CHARS } from '../../schemas/framework/sizes.ts';
import { MAX_TAKE } from './list-query.ts';
import { wireKey } from '../../schemas/framework/wire-names.ts';

type JsonSchema = Record<string, unknown>;

export function fieldJsonSchema(meta: FieldMeta): JsonSchema {
  switch (meta.kind) {
    case 'text':
      return { type: 'string', maxLength: meta.maxLength };
    case 'email':
      return { type: 'string', format: 'email', maxLength: meta.maxLength };
    case 'file':
      return { type: 'string', format: 'uri-reference', maxLength: meta.maxLength };
    case 'numeric':
    case 'money':
    case 'percent':
      return {
        type: 'string',
        maxLength: MAX_DECIMAL_CHARS,
        pattern: `^\\d{1,${(meta.precision ?? 18) - (meta.scale ?? 4)}}(\\.\\d{1,${meta.scale ?? 4}})?$`,
        description: `decimal(${meta.precision},${meta.scale}) as a string: at most ${(meta.precision ?? 18) - (meta.scale ?? 4)} integer digits and ${meta.scale} decimals`,
      };
    case 'integer':
      return { type: 'integer', minimum: meta.min, maximum: meta.max };
    case 'reference':
      return { type: 'integer', minimum: 1, maximum: 2147483647, description: `id of a ${meta.reference?.().name}` };
    case 'date':
      return { type: 'string', format: 'date', maxLength: 10 };
    case 'datetime':
      return { type: 'string', format: 'date-time', maxLength: MAX_DATETIME_CHARS };
    case 'boolean':
      return { type: 'boolean' };
    case 'select':
      return { type: 'string', enum: [...(meta.options ?? [])], maxLength: meta.maxLength };
  }
}

function nullable(schema: JsonSchema, meta: FieldMeta): JsonSchema {
  return meta.optional ? { ...schema, type: [schema.type as string, 'null'] } : schema;
}

/** Every record's version (docs/decisions/100): answered, sent back as a write's precondition, never written. */
const VERSION_PROPERTY: JsonSchema = {
  type: 'integer',
  minimum: 1,
  readOnly: true,
  description: 'The record\'s version, raised by one on every change; also its ETag, W/"<version>". A write sends back the version it read (or If-Match) and gets a 409 when the record changed meanwhile.',
};

export function recordSchema(entity: Entity): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { type: 'integer' }, version: VERSION_PROPERTY };
  for (const [name, meta] of Object.entries(entity.fields)) {
    if (!meta.writeOnly) properties[wireKey(entity, name)] = nullable(fieldJsonSchema(meta), meta);
  }
  if (entity.timestamps) {
    properties.created_at = { type: 'string', format: 'date-time' };
    properties.updated_at = { type: 'string', format: 'date-time' };
  }
  if (entity.softDelete) properties.deleted_at = { type: ['string', 'null'], format: 'date-time' };
  return { type: 'object', properties };
}

/**
 * What PUT answers: the record, and for an entity with four-eyes fields the change it held for someone
 * else's approval instead of writing it (`pending_change`, present only then).
 */
export function updatedRecordSchema(entity: Entity): JsonSchema {
  const record = recordSchema(entity);
  if (fourEyesFields(entity).length === 0) return record;
  const pending: JsonSchema = {
    type: 'object',
    description: `Four-eyes fields (${fourEyesFields(entity).map((name) => wireKey(entity, name)).join(', ')}) are never written by one person: a change of them is held as this pending change request until someone other than the requester and the person approves it (PATCH /api/profile/requests/{id}); the record answered keeps their current values.`,
    properties: { id: { type: 'integer' }, fields: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } },
  };
  return { ...record, properties: { ...(record.properties as Record<string, JsonSchema>), pending_change: pending } };
}

export function bodySchema(entity: Entity, mode: 'create' | 'update'): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, meta] of Object.entries(entity.fields)) {
    if (meta.generated || (mode === 'update' && meta.readOnlyOnUpdate)) continue;
    properties[wireKey(entity, name)] = nullable(fieldJsonSchema(meta), meta);
    if (mode === 'create' && !meta.optional) required.push(wireKey(entity, name));
  }
  if (mode === 'update') properties.version = VERSION_PRECONDITION;
  return { type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) };
}

export function listQuerySchema(entity: Entity): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    take: { type: 'integer', minimum: 1, maximum: MAX_TAKE, default: 25, description: 'page size' },
    page: { type: 'integer', minimum: 1, default: 1, description: '1-based page number' },
    sort: { type: 'string', enum: listSortKeys(entity).map((key) => wireKey(entity, key)) },
    order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
    q: { type: 'string', description: 'text search over the searchable fields' },
    ids: { type: 'string', description: 'comma-separated ids' },
  };
  if (entity.softDelete) properties.trashed = { type: 'string', enum: ['without', 'with', 'only'] };
  for (const name of filterableFields(entity)) {
    const meta = entity.fields[name] as FieldMeta;
    properties[wireKey(entity, name)] = { ...fieldJsonSchema(meta), description: 'filter' };
  }
  for (const [name, c] of Object.entries(entity.computed).filter(([, c]) => c.filterable)) {
    properties[name] = { ...fieldJsonSchema({ kind: c.kind, scale: c.scale } as FieldMeta), description: 'filter on a computed column; also <name>_gte and <name>_lte' };
  }
  for (const label of referenceLabels(entity).filter((l) => l.filterable)) {
    properties[wireKey(entity, label.key)] = { type: 'string', description: `filter: the ${label.target.name}'s ${label.target.recordRepresentation} contains this text` };
  }
  return { type: 'object', properties };
}

const VERSION_PRECONDITION: JsonSchema = {
  type: 'integer',
  minimum: 1,
  description: 'Precondition, not a value: the version this write was based on (as If-Match does). A stale one is a 409 and nothing changes; without it (and without If-Match) the write applies to whatever is stored.',
};

/** If-Match on the writes that take a version: one tag as GET one answered it, or `*`. */
export const IF_MATCH_HEADER: JsonSchema = {
  type: 'object',
  properties: {
    'if-match': {
      type: 'string',
      description: 'The ETag read (W/"3" or "3"): the write applies only to that version, else 409. `*` or absent: no version condition. A list of tags or anything else is a 422; so is a body `version` that differs.',
    },
  },
};

const errorSchema: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
};

export function responses(data: JsonSchema, success = 200): Record<number, JsonSchema> {
  return {
    [success]: { type: 'object', properties: { data } },
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    419: errorSchema,
    422: errorSchema,
  };
}

const staleSchema: JsonSchema = {
  type: 'object',
  description: 'The record changed since the version the write names: nothing was written. `version` is the current one.',
  properties: { message: { type: 'string' }, version: { type: 'integer', minimum: 1 } },
};

/**
 * The responses of an answer that carries one record: its ETag header on success (`tagged`, default
 * true) and, for a write that takes a version (`stale`), the 409 of a stale one.
 */
export function versionedResponses(data: JsonSchema, options: { stale?: boolean; tagged?: boolean } = {}): Record<number, JsonSchema> {
  const all = responses(data);
  if (options.tagged !== false) all[200] = { ...all[200], headers: { ETag: { type: 'string', description: 'W/"<version>": the record\'s version, for If-Match' } } };
  if (options.stale) all[409] = staleSchema;
  return all;
}

/** A list row (and GET one): the record, its references' labels (null when nothing is referenced) and its computed columns. */
export function listRowSchema(entity: Entity): JsonSchema {
  const row = recordSchema(entity);
  const labels = Object.fromEntries(referenceLabels(entity).map((l) => [wireKey(entity, l.key), { type: ['string', 'null'], description: `the ${l.target.name}'s ${l.target.recordRepresentation}` }]));
  const computed = Object.fromEntries(
    Object.entries(entity.computed).map(([name, c]) => [name, { ...fieldJsonSchema({ kind: c.kind, scale: c.scale } as FieldMeta), description: 'computed by the database, read-only' }]),
  );
  return { ...row, properties: { ...(row.properties as Record<string, JsonSchema>), ...labels, ...computed } };
}

export function listResponse(entity: Entity): JsonSchema {
  return { type: 'object', properties: { result: { type: 'array', items: listRowSchema(entity) }, total: { type: 'integer' } } };
}
