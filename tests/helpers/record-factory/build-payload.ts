/**
 * A valid payload for any entity, from its declaration alone: every writable field gets a value of its
 * kind that passes its pattern, format and validators, read against the record being built (an RFC's
 * length follows the person type, a CFDI use the tax regime). Pure: references and files are asked of
 * the caller (record-factory.ts finds them in the database; a unit test may answer any id).
 */
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { candidateValue, type Payload } from './field-values.ts';

export type { Payload };

export interface PayloadSources {
  /** The next number of the sequence that keeps unique values apart. */
  next(): number;
  /** The id of a record the reference may point at. */
  reference(name: string, meta: FieldMeta): number;
  /** The address of a stored file the field may hold. */
  file(name: string, meta: FieldMeta): string;
}

export interface BuildOptions {
  /** create (default): every writable field; update: those an update may change. */
  mode?: 'create' | 'update';
  /** On create, a field with a declared default: left out for the server to fill (default), or sent with it. */
  defaults?: 'omit' | 'send';
  /** On update, the stored record: the fields an update leaves alone still judge the ones it changes (a regime the RFC's). */
  current?: Payload;
}

/** Candidates tried for a field before the factory gives up on it (validators refusing all of them). */
const ATTEMPTS = 60;

/** Fields whose valid value depends on others of the record: they are made after the rest. */
function readsOthers(meta: FieldMeta): boolean {
  return Boolean(meta.personKindField) || meta.format === 'password' || (meta.validators ?? []).some((validator) => validator.reads);
}

function passesValidators(meta: FieldMeta, value: unknown, record: Payload): boolean {
  return (meta.validators ?? []).every((validator) => validator.check(value, validator.params ?? {}, record) === null);
}

function valueOf(entity: Entity, name: string, meta: FieldMeta, record: Payload, sources: PayloadSources): unknown {
  if (meta.kind === 'reference') return sources.reference(name, meta);
  if (meta.kind === 'file') return sources.file(name, meta);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const value = candidateValue(meta, sources.next(), record);
    if (value !== undefined && passesValidators(meta, value, record)) return value;
  }
  throw new Error(`${entity.name}.${name}: no value of ${ATTEMPTS} candidates passes the field's validators`);
}

function writable(meta: FieldMeta, options: BuildOptions): boolean {
  if (meta.generated) return false;
  return options.mode === 'update' ? !meta.readOnlyOnUpdate : true;
}

/** Rounds of the dependent fields tried afresh when one finds no value (a tax regime no CFDI use fits). */
const ROUNDS = 20;

function fill(entity: Entity, record: Payload, fields: [string, FieldMeta][], sources: PayloadSources, options: BuildOptions): void {
  for (const [name, meta] of fields) {
    if (options.mode !== 'update' && meta.defaultValue !== undefined) {
      if (options.defaults === 'send') record[name] = meta.defaultValue;
      continue;
    }
    record[name] = valueOf(entity, name, meta, { ...options.current, ...record }, sources);
  }
}

/** `overrides` win and are read by the fields made after them; a key given as undefined stays undefined. */
export function buildPayload(entity: Entity, overrides: Payload, sources: PayloadSources, options: BuildOptions = {}): Payload {
  const record: Payload = { ...overrides };
  const fields = Object.entries(entity.fields).filter(([name, meta]) => writable(meta, options) && !(name in overrides));
  fill(entity, record, fields.filter(([, meta]) => !readsOthers(meta)), sources, options);
  const dependent = fields.filter(([, meta]) => readsOthers(meta));
  for (let round = 1; ; round++) {
    const attempt = { ...record };
    try {
      fill(entity, attempt, dependent, sources, options);
      Object.assign(record, attempt);
      break;
    } catch (error) {
      if (round === ROUNDS) throw error;
    }
  }
  // In the declaration's order, as a person would fill the form.
  const order = Object.keys(entity.fields);
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)));
}
