/**
 * Whether what the API stored means what a test sent: decimals by value, instants by time, texts
 * trimmed (the payloads come from the record factory, tests/helpers/record-factory/).
 */
import Decimal from 'decimal.js';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { NUMERIC_KINDS } from '../../schemas/framework/field.ts';

type Payload = Record<string, unknown>;

/** Does the stored (serialised) value mean what was sent? Decimals by value, instants by time. */
export function sameValue(meta: FieldMeta, sent: unknown, stored: unknown): boolean {
  if (sent === null || sent === undefined) return stored === null;
  if (stored === null || stored === undefined) return false;
  if (NUMERIC_KINDS.has(meta.kind)) return new Decimal(String(sent)).equals(new Decimal(String(stored)));
  if (meta.kind === 'datetime') return Date.parse(String(sent)) === Date.parse(String(stored));
  if (meta.kind === 'text' || meta.kind === 'email' || meta.kind === 'file') return String(sent).trim() === stored;
  return sent === stored;
}

/** Field names whose stored value differs from the payload's (writeOnly fields are never returned). */
export function mismatches(entity: Entity, payload: Payload, record: Payload): string[] {
  return Object.entries(entity.fields)
    .filter(([name, meta]) => name in payload && !meta.writeOnly && !sameValue(meta, payload[name], record[name]))
    .map(([name]) => name);
}
