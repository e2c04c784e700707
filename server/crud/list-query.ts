/**
 * The one list grammar (DESIGN.md): take, page, sort, order, q, one parameter per filterable field,
 * `<field>_gte` / `<field>_lte` ranges on dates and numbers, `ids` for lookups of several records,
 * `trashed` on soft-deleting entities. Anything else is a 422, never a silent ignore.
 */
import type { Entity } from '../../schemas/framework/define-entity.ts';
import { filterableFields } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { NUMERIC_KINDS } from '../../schemas/framework/field.ts';
import { listSortKeys, referenceLabels } from '../../schemas/framework/reference-labels.ts';
import { valueSchema } from '../../schemas/framework/validation.ts';
import { unprocessable, type FieldErrors, type Message } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import { codeKey, fromWire, keysToWire, wireKey } from '../../schemas/framework/wire-names.ts';

export const MAX_TAKE = 9999;
export const DEFAULT_TAKE = 25;

export type FilterOperator = 'eq' | 'contains' | 'gte' | 'lte' | 'in';

export interface Filter {
  field: string;
  operator: FilterOperator;
  value: unknown;
  /** On a computed column (an expression, not a column): never a prepared statement's placeholder. */
  computed?: boolean;
}

export interface ListQuery {
  take: number;
  page: number;
  sort: string;
  order: 'asc' | 'desc';
  q?: string;
  filters: Filter[];
  ids?: number[];
  trashed: 'without' | 'with' | 'only';
  /** Fields the reader may not read: `q` does not search them (a match would tell their value). */
  unsearchable?: ReadonlySet<string>;
}

const RESERVED = new Set(['take', 'page', 'sort', 'order', 'q', 'ids', 'trashed']);

function single(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.length > 0 ? String(value[value.length - 1]) : undefined;
  return value === undefined ? undefined : String(value);
}

/**
 * A whole number from 1 to `max` as a query gives it, or undefined. As many digits as `max` has, so the
 * limit the message names ("from 1 to {max}") is itself accepted.
 */
export function wholeNumberUpTo(raw: string, max: number): number | undefined {
  if (!/^\d+$/.test(raw) || raw.length > String(max).length || Number(raw) < 1 || Number(raw) > max) return undefined;
  return Number(raw);
}

function positiveInt(raw: string | undefined, fallback: number, max: number, name: string, errors: FieldErrors): number {
  if (raw === undefined || raw === '') return fallback;
  const value = wholeNumberUpTo(raw, max);
  if (value === undefined) {
    errors[name] = [msg('validation.wholeNumberRange', { max })];
    return fallback;
  }
  return value;
}

/** The filterable computed columns, each as the field metadata its values are parsed by. */
const computedMetas = new WeakMap<Entity, Map<string, FieldMeta>>();
function computedFilterMetas(entity: Entity): Map<string, FieldMeta> {
  let metas = computedMetas.get(entity);
  if (!metas) {
    const filterableComputed = Object.entries(entity.computed).filter(([, c]) => c.filterable);
    metas = new Map(filterableComputed.map(([name, c]) => [name, { kind: c.kind, scale: c.scale } as FieldMeta]));
    computedMetas.set(entity, metas);
  }
  return metas;
}

function rangeable(meta: FieldMeta): boolean {
  return NUMERIC_KINDS.has(meta.kind) || ['date', 'datetime', 'integer'].includes(meta.kind);
}

/** A field's filter schema, made once: building a zod schema costs more than using it. */
const filterSchemas = new WeakMap<FieldMeta, ReturnType<typeof valueSchema>>();

function filterSchemaOf(meta: FieldMeta) {
  let schema = filterSchemas.get(meta);
  if (!schema) filterSchemas.set(meta, (schema = valueSchema({ ...meta, optional: false })));
  return schema;
}

function parseFilterValue(meta: FieldMeta, raw: string): { value?: unknown; error?: Message } {
  const parsed = filterSchemaOf(meta).safeParse(raw);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? msg('validation.notValid') };
  return { value: parsed.data };
}

/**
 * `unreadable`: fields this reader may not read (payload.ts unreadableFields): filtering or sorting by
 * one is refused as by an unknown field, and `q` leaves them out, so no answer depends on their values.
 */
export function parseListQuery(entity: Entity, wireQuery: Record<string, unknown>, unreadable: ReadonlySet<string> = new Set()): ListQuery {
  // No prototype: a parameter named "constructor" or "__proto__" must be reported, not inherited.
  const errors: FieldErrors = Object.create(null);
  // Parameters and the sort name the fields as the API does (docs/decisions/270); read here in code names.
  const translated = fromWire(entity, wireQuery);
  const query = translated.body as Record<string, unknown>;
  const wire = (names: Iterable<string>) => [...names].map((name) => wireKey(entity, name)).join(', ');
  const take = positiveInt(single(query.take), DEFAULT_TAKE, MAX_TAKE, 'take', errors);
  const page = positiveInt(single(query.page), 1, 1_000_000_000, 'page', errors);

  const labels = referenceLabels(entity);
  const sortable = listSortKeys(entity).filter((key) => !unreadable.has(key));
  const labelFilters = new Set(labels.filter((l) => l.filterable).map((l) => l.key));
  const sentSort = single(query.sort);
  const sort = (sentSort ? codeKey(entity, sentSort) : entity.defaultSort.field) ?? '';
  if (!sortable.includes(sort)) errors.sort = [msg('list.sortNotAllowed', { sort: sentSort ?? sort, fields: wire(sortable) })];

  const rawOrder = (single(query.order) ?? entity.defaultSort.order).toLowerCase();
  if (rawOrder !== 'asc' && rawOrder !== 'desc') errors.order = [msg('list.order')];

  const trashedRaw = single(query.trashed) ?? 'without';
  let trashed: ListQuery['trashed'] = 'without';
  if (trashedRaw !== 'without' && trashedRaw !== 'with' && trashedRaw !== 'only') errors.trashed = [msg('list.trashed')];
  else if (trashedRaw !== 'without' && !entity.softDelete) errors.trashed = [msg('list.noTrash')];
  else trashed = trashedRaw;

  let ids: number[] | undefined;
  const idsRaw = single(query.ids);
  if (idsRaw !== undefined) {
    const parts = idsRaw.split(',').filter(Boolean);
    if (parts.length > MAX_TAKE || parts.some((p) => !/^\d{1,9}$/.test(p))) errors.ids = [msg('list.ids')];
    else ids = parts.map(Number);
  }

  const q = single(query.q)?.trim().slice(0, 200) || undefined;

  const filterable = new Set(filterableFields(entity).filter((name) => !unreadable.has(name)));
  const computedFilters = computedFilterMetas(entity);
  const filters: Filter[] = [];
  for (const [key, rawValue] of Object.entries(query)) {
    if (RESERVED.has(key)) continue;
    // A reference filtered by its label's text (`currency_id_label=dól`): contains, like a text field.
    if (labelFilters.has(key)) {
      const text = single(rawValue)?.trim();
      if (text) filters.push({ field: key, operator: 'contains', value: text.slice(0, 255) });
      continue;
    }
    const range = /^(.+)_(gte|lte)$/.exec(key);
    const fieldName = range ? range[1] : key;
    const computed = computedFilters.get(fieldName);
    if (computed) {
      const raw = single(rawValue) ?? '';
      if (raw === '') continue;
      if (range && !rangeable(computed)) errors[key] = [msg('list.unknownFilter', { key, filters: wire([...filterable, ...computedFilters.keys()]) })];
      else {
        const { value, error } = parseFilterValue(computed, raw);
        if (error) errors[key] = [error];
        else filters.push({ field: fieldName, operator: range ? (range[2] as 'gte' | 'lte') : 'eq', value, computed: true });
      }
      continue;
    }
    const meta = entity.fields[fieldName] as FieldMeta | undefined;
    if (!meta || !filterable.has(fieldName) || (range && !rangeable(meta))) {
      errors[key] = [msg('list.unknownFilter', { key: wireKey(entity, key), filters: wire(filterable) || '-' })];
      continue;
    }
    const raw = single(rawValue) ?? '';
    if (raw === '') continue;
    if (range) {
      const { value, error } = parseFilterValue(meta, raw);
      if (error) errors[key] = [error];
      else filters.push({ field: fieldName, operator: range[2] as 'gte' | 'lte', value });
      continue;
    }
    if (meta.kind === 'text' || meta.kind === 'email') {
      filters.push({ field: fieldName, operator: meta.filterMatch === 'exact' ? 'eq' : 'contains', value: raw.slice(0, meta.maxLength ?? 255) });
      continue;
    }
    // Several values (`status_id=1,2` or repeated) mean any of them.
    const parts = Array.isArray(rawValue) ? rawValue.map(String) : raw.split(',');
    const values: unknown[] = [];
    for (const part of parts) {
      const { value, error } = parseFilterValue(meta, part);
      if (error) errors[key] = [error];
      else values.push(value);
    }
    if (!errors[key]) filters.push(values.length === 1 ? { field: fieldName, operator: 'eq', value: values[0] } : { field: fieldName, operator: 'in', value: values });
  }

  // A renamed field's code name is no parameter of the API: unknown, under the name it was sent by.
  const foreign = Object.fromEntries(translated.foreign.map((key) => [key, [msg('list.unknownFilter', { key, filters: wire(filterable) || '-' })]]));
  if (Object.keys(errors).length + translated.foreign.length > 0) throw unprocessable({ ...keysToWire(entity, errors), ...foreign });
  return { take, page, sort, order: rawOrder as 'asc' | 'desc', q, filters, ids, trashed, ...(unreadable.size > 0 ? { unsearchable: unreadable } : {}) };
}
