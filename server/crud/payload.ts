/**
 * A write's payload, checked as one: the entity's zod schema, its identifier fields (normalised,
 * with warnings), per-field access and the entity's `check` hook. Every field's problem is answered
 * in one 422: when the schema refuses a field, the other checks still run on the fields it accepted.
 */
import type { Entity } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { checkFormats, type FieldMessage } from '../../schemas/framework/formats.ts';
import { MESSAGES } from '../../schemas/framework/messages.ts';
import { toFieldErrors } from '../../schemas/framework/validation.ts';
import { fromWire, keysToWire, rowToWire } from '../../schemas/framework/wire-names.ts';
import { OWNER_SCOPED_ROLES } from '../auth/access.ts';
import { unprocessable, type FieldErrors } from '../http/errors.ts';
import { isServerMessageKey, msg, type Localized, type MessageParams } from '../i18n/localized.ts';
import type { Actor } from './audit.ts';
import type { EntityHooks } from './hooks.ts';
import type { Db } from '../db/client.ts';
import { declaredCheckErrors } from './declared-checks.ts';

type Row = Record<string, unknown>;

export interface CheckedPayload {
  data: Row;
  warnings: FieldErrors;
}

/** Whether the actor is held to a field's `staff` access: investors and clients. */
export const ownerScoped = (actor: Actor) => actor.roleId !== undefined && OWNER_SCOPED_ROLES.has(actor.roleId);

/** A shared field message in the server's catalogue (an RFC's `kind` parameter is itself a message). */
export function localizedOf(message: FieldMessage): Localized | string {
  if (!isServerMessageKey(message.key)) return message.key;
  const { kind, ...rest } = message.params ?? {};
  const params: MessageParams = kind === 'person' || kind === 'company' ? { ...rest, kind: msg(`identifiers.kind_${kind}`) } : { ...rest, ...(kind ? { kind } : {}) };
  return msg(message.key, params);
}

const localizedAll = (messages: Record<string, FieldMessage[]>): FieldErrors =>
  Object.fromEntries(Object.entries(messages).map(([field, list]) => [field, list.map(localizedOf)]));

/** The identifier fields of `data`, normalised; their problems as a 422, their warnings returned. */
export function checkIdentifierFields(entity: Entity, data: Row, current?: Row): CheckedPayload {
  const formats = checkFormats(entity.fields, data, current);
  if (Object.keys(formats.errors).length > 0) throw unprocessable(localizedAll(formats.errors));
  return { data: formats.out, warnings: localizedAll(formats.warnings) };
}

/** Fields an owner-scoped actor may not change, refused by name when the change differs from the record. */
function accessErrors(entity: Entity, data: Row, actor: Actor, current?: Row): FieldErrors {
  const errors: FieldErrors = {};
  if (!current || !ownerScoped(actor)) return errors;
  for (const [name, meta] of Object.entries(entity.fields as Record<string, FieldMeta>)) {
    if (meta.access?.change === 'staff' && name in data && data[name] !== current[name]) errors[name] = [MESSAGES.readOnly];
  }
  return errors;
}

/** The fields the schema did not refuse, as sent (non-blank strings): what the other checks can still judge. */
function acceptedFields(body: unknown, refused: Record<string, unknown>): Row {
  const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as Row) : {};
  return Object.fromEntries(Object.entries(raw).filter(([name, value]) => !(name in refused) && typeof value === 'string' && value.trim() !== ''));
}

/**
 * `wire`: the body came over the API, in wire names (docs/decisions/270): it is read in code names, a
 * renamed field's code name is an unknown field, and the 422 names the fields as the API does. The data
 * and warnings returned are in code names either way (imports pass code names). `db`: the declared
 * checks that read other records run too (lookupFilter, declared constraints: declared-checks.ts).
 */
export async function checkPayload(
  entity: Entity,
  mode: 'create' | 'update',
  sent: unknown,
  context: { actor: Actor; current?: Row; hooks?: EntityHooks; wire?: boolean; db?: Db },
): Promise<CheckedPayload> {
  const { body, foreign } = context.wire ? fromWire(entity, sent) : { body: sent, foreign: [] as string[] };
  const schema = mode === 'create' ? entity.createSchema : entity.updateSchema;
  const parsed = schema.safeParse(body ?? {});
  const schemaErrors = parsed.success ? {} : toFieldErrors(parsed.error);
  const data = parsed.success ? (parsed.data as Row) : acceptedFields(body, schemaErrors);
  const formats = checkFormats(entity.fields, data, context.current);
  const hookErrors = (await context.hooks?.check?.(formats.out, { actor: context.actor, current: context.current })) ?? {};
  // What only the database can tell (a lookupFilter, a declared constraint): on values the schema accepted.
  const declared = context.db && parsed.success ? await declaredCheckErrors(context.db, entity, formats.out, context.current) : {};
  // The schema's message wins on a field several checks name: it is the more basic one ("Value is required").
  const errors: FieldErrors = { ...declared, ...hookErrors, ...localizedAll(formats.errors), ...accessErrors(entity, data, context.actor, context.current), ...schemaErrors };
  const unknown: FieldErrors = Object.fromEntries(foreign.map((key) => [key, [MESSAGES.unknownField]]));
  if (Object.keys(errors).length + foreign.length > 0) throw unprocessable(context.wire ? { ...keysToWire(entity, errors), ...unknown } : errors);
  return { data: formats.out, warnings: localizedAll(formats.warnings) };
}

/** The fields this actor may not read (`read: 'staff'` ones, for owner-scoped roles): nor filter, sort or search by. */
export function unreadableFields(entity: Entity, actor: Actor): ReadonlySet<string> {
  if (!ownerScoped(actor)) return new Set();
  return new Set(Object.entries(entity.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.access?.read === 'staff').map(([name]) => name));
}

/**
 * The record as this actor may read it on the API: `read: 'staff'` fields left out for owner-scoped
 * roles, renamed fields under their wire names (docs/decisions/270).
 */
export function readableBy(entity: Entity, actor: Actor): (row: Row) => Row {
  const hidden = [...unreadableFields(entity, actor)];
  if (hidden.length === 0) return (row) => rowToWire(entity, row);
  return (row) => rowToWire(entity, Object.fromEntries(Object.entries(row).filter(([name]) => !hidden.includes(name))));
}
