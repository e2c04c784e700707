/**
 * Wire names (docs/decisions/270): a field's name on the API may differ from its name in code
 * (`usd_mxn_rate` in code, `exchange_rate` on the wire, by `apiName`). Only the HTTP boundary speaks
 * wire names: the server's generic routes, list parameters, OpenAPI and export, and the browser's data
 * provider translate; the repository, hooks, imports, labels, forms and screens speak code names.
 *
 * A key translates with its suffixes: a reference's label (`<field>_label`) and a range (`<field>_gte`,
 * `<field>_lte`). A renamed field's code name is no name on the wire: sent there, it is an unknown field.
 */
import type { FieldMeta } from './field.ts';
import { VERSION_COLUMN } from './version-column.ts';

type Row = Record<string, unknown>;
type Fields = Readonly<Record<string, FieldMeta>>;

interface NameMaps {
  /** code -> wire, renamed fields only. */
  toWire: ReadonlyMap<string, string>;
  /** wire -> code, renamed fields only. */
  toCode: ReadonlyMap<string, string>;
}

const SUFFIXES = ['_label', '_gte', '_lte'] as const;
const EMPTY: NameMaps = { toWire: new Map(), toCode: new Map() };
const cache = new WeakMap<Fields, NameMaps>();

function mapsOf(fields: Fields): NameMaps {
  let maps = cache.get(fields);
  if (maps) return maps;
  const renamed = Object.entries(fields).filter(([name, meta]) => meta.apiName !== undefined && meta.apiName !== name);
  maps = renamed.length === 0 ? EMPTY : { toWire: new Map(renamed.map(([name, meta]) => [name, meta.apiName!])), toCode: new Map(renamed.map(([name, meta]) => [meta.apiName!, name])) };
  cache.set(fields, maps);
  return maps;
}

/** Whether any field of the entity has a wire name of its own. */
export const hasWireNames = (entity: { fields: Fields }) => mapsOf(entity.fields).toWire.size > 0;

function translate(map: ReadonlyMap<string, string>, key: string): string | undefined {
  const whole = map.get(key);
  if (whole !== undefined) return whole;
  for (const suffix of SUFFIXES) {
    if (!key.endsWith(suffix)) continue;
    const base = map.get(key.slice(0, -suffix.length));
    if (base !== undefined) return base + suffix;
  }
  return undefined;
}

/** A key as the API names it (a field, `<field>_label`, `<field>_gte`...); any other key unchanged. */
export function wireKey(entity: { fields: Fields }, key: string): string {
  return translate(mapsOf(entity.fields).toWire, key) ?? key;
}

/**
 * A key the API received, as the code names it; `undefined` for a renamed field's code name (and its
 * suffixed keys), which is not a name on the wire.
 */
export function codeKey(entity: { fields: Fields }, key: string): string | undefined {
  const maps = mapsOf(entity.fields);
  const code = translate(maps.toCode, key);
  if (code !== undefined) return code;
  return translate(maps.toWire, key) === undefined ? key : undefined;
}

/** A record as the API answers it: renamed fields (and their labels) under their wire names. */
export function rowToWire(entity: { fields: Fields }, row: Row): Row {
  if (!hasWireNames(entity)) return row;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [wireKey(entity, key), value]));
}

/** A record the API answered, in code names (the browser's data provider reads it so). */
export function rowFromWire(entity: { fields: Fields }, row: Row): Row {
  if (!hasWireNames(entity)) return row;
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) out[codeKey(entity, key) ?? key] = value;
  return out;
}

/**
 * A payload or query in code names, and the keys it used that are not names on the wire (a renamed
 * field's code name), which the caller refuses as unknown fields. Not an object: passed through.
 */
export function fromWire(entity: { fields: Fields }, body: unknown): { body: unknown; foreign: string[] } {
  if (!hasWireNames(entity) || !body || typeof body !== 'object' || Array.isArray(body)) return { body, foreign: [] };
  // No prototype: a key named "constructor" or "__proto__" stays an ordinary entry for the schema to refuse.
  const out: Row = Object.create(null);
  const foreign: string[] = [];
  for (const [key, value] of Object.entries(body as Row)) {
    const code = codeKey(entity, key);
    if (code === undefined) foreign.push(key);
    else out[code] = value;
  }
  return { body: out, foreign };
}

/** Field errors (or any map by field) under the wire names. */
export function keysToWire<V>(entity: { fields: Fields }, errors: Record<string, V>): Record<string, V> {
  if (!hasWireNames(entity)) return errors;
  const out: Record<string, V> = Object.create(null);
  for (const [key, value] of Object.entries(errors)) out[wireKey(entity, key)] = value;
  return out;
}

/** Field errors from the API, under the code names the form's inputs have. */
export function keysFromWire<V>(entity: { fields: Fields }, errors: Record<string, V>): Record<string, V> {
  if (!hasWireNames(entity)) return errors;
  return Object.fromEntries(Object.entries(errors).map(([key, value]) => [codeKey(entity, key) ?? key, value]));
}

/** A declaration's wire names, checked once: none may be another field's name, a computed column's or the framework's. */
export function checkWireNames(entityName: string, fields: Fields, computed: Readonly<Record<string, unknown>>): void {
  const taken = new Map<string, string>();
  for (const name of Object.keys(fields)) taken.set(name, name);
  for (const [name, meta] of Object.entries(fields)) {
    const wire = meta.apiName;
    if (wire === undefined || wire === name) continue;
    const other = taken.get(wire);
    if (other !== undefined || wire in computed || wire === 'id' || wire === VERSION_COLUMN || ['created_at', 'updated_at', 'deleted_at'].includes(wire)) {
      throw new Error(`${entityName}: apiName ${wire} of ${name} is already a name of the entity${other ? ` (${other})` : ''}`);
    }
    if (!/^[a-z][a-z0-9_]*$/.test(wire)) throw new Error(`${entityName}: apiName ${wire} of ${name} must be snake_case`);
    taken.set(wire, name);
  }
}
