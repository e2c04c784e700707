/**
 * What each row of an import would do (docs/decisions/240), decided with the API's own checks
 * (checkPayload: the schema, identifier formats, per-field access and the entity's check hook) against
 * the records as they are: create, update (the fields that change, old -> new), unchanged, or refused
 * with the reason in both languages. Nothing is written here; apply (import-apply.ts) writes what the
 * plan found, checking again under each record's lock.
 */
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { fourEyesFields } from '../../schemas/framework/four-eyes.ts';
import { MESSAGES } from '../../schemas/framework/messages.ts';
import type { BothLanguages, ImportOutcome } from '../../schemas/import-tables.ts';
import { profileRequest } from '../../schemas/profile-tables.ts';
import { unusablePassword } from '../auth/passwords.ts';
import type { Actor } from '../crud/audit.ts';
import type { EntityHooks } from '../crud/hooks.ts';
import { checkPayload } from '../crud/payload.ts';
import type { Row } from '../crud/repository.ts';
import type { Db } from '../db/client.ts';
import { HttpError, type FieldErrors } from '../http/errors.ts';
import { msg, textIn, type Language, type Localized } from '../i18n/localized.ts';
import { fieldLabel } from './import-columns.ts';
import { labelsOf, ReferenceResolver } from './import-references.ts';
import { turnTaker } from '../http/sliced-work.ts';

export interface ImportRights {
  create: boolean;
  update: boolean;
}

export interface ImportSetting {
  entity: Entity;
  hooks: EntityHooks;
  actor: Actor;
  rights: ImportRights;
  db: Db;
  /** The password policy's company words (PASSWORD_COMPANY_WORDS): a drawn secret must pass the policy. */
  companyWords: readonly string[];
}

/** A row as read: its number, its cells as written (by heading) and its values by field. */
export interface ReadRow {
  rowNumber: number;
  cells: Record<string, string>;
  values: Row;
}

/** A field's change; a reference's also names both records as the list shows them (`from_label`, `to_label`). */
export interface FieldChange {
  from: unknown;
  to: unknown;
  from_label?: string;
  to_label?: string;
}

export interface PlannedRow extends ReadRow {
  key: string | null;
  outcome: ImportOutcome;
  /** An update's changes; a create's references (from null), so the preview names the records it points at. */
  changes?: Record<string, FieldChange>;
  recordId?: number;
  recordVersion?: number;
  reason?: BothLanguages;
}

const LANGUAGES: readonly Language[] = ['es', 'en'];

const both = (message: string | Localized): BothLanguages => ({ es: textIn(message, 'es'), en: textIn(message, 'en') });

/** A refusal's words: each field's label and message, or the refusal's own message. */
export function reasonOf(entity: Entity, error: unknown): BothLanguages {
  if (!(error instanceof HttpError)) throw error;
  const errors: FieldErrors = error.errors ?? {};
  const entries = Object.entries(errors);
  const say = (language: Language) =>
    entries.length > 0
      ? entries.map(([field, messages]) => `${field in entity.fields || field === 'id' ? fieldLabel(entity, field, language) : field}: ${messages.map((m) => textIn(m, language)).join(', ')}`).join('; ')
      : error.localized
        ? error.localized.in(language)
        : error.message;
  return { es: say('es'), en: say('en') };
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Whether a file's value is the stored one, by the field's kind ("1500" is "1500.00"). */
export function sameValue(meta: FieldMeta, stored: unknown, given: unknown): boolean {
  if (isEmpty(stored) || isEmpty(given)) return isEmpty(stored) && isEmpty(given);
  switch (meta.kind) {
    case 'numeric':
    case 'money':
    case 'percent':
      try {
        return new Decimal(String(stored)).eq(new Decimal(String(given)));
      } catch {
        return false;
      }
    case 'integer':
    case 'reference':
      return Number(stored) === Number(given);
    case 'boolean':
      return stored === given;
    case 'date':
      return String(stored).slice(0, 10) === String(given).slice(0, 10);
    default:
      return String(stored) === String(given);
  }
}


function requiredSecrets(entity: Entity): string[] {
  return Object.entries(entity.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.writeOnly && !meta.optional && !meta.generated).map(([name]) => name);
}

/**
 * The row with a drawn password in each required write-only field (a person created by import sets
 * theirs by recovery, docs/decisions/242), drawn for this row's person so the policy the check hook
 * runs accepts it.
 */
export function withSecrets(entity: Entity, data: Row, companyWords: readonly string[]): Row {
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : null);
  const identity = { username: text('username'), email: text('email'), name: text('name'), rfc: text('rfc') };
  return { ...data, ...Object.fromEntries(requiredSecrets(entity).map((name) => [name, unusablePassword(identity, companyWords)])) };
}

/** The changes a row would make to `current`, in the stored form the API's checks give. */
async function updatePlan(setting: ImportSetting, row: ReadRow, current: Row): Promise<Pick<PlannedRow, 'outcome' | 'changes' | 'reason'>> {
  const { entity } = setting;
  const fields = entity.fields as Record<string, FieldMeta>;
  const differing = (data: Row) => Object.entries(data).filter(([name]) => name !== 'id' && fields[name] && !fields[name].writeOnly && !sameValue(fields[name], current[name], data[name]));
  const first = differing(row.values);
  if (first.length === 0) return { outcome: 'unchanged' };
  const readOnly = first.filter(([name]) => fields[name]!.readOnlyOnUpdate);
  if (readOnly.length > 0) return { outcome: 'refused', reason: reasonOf(entity, new HttpError(422, MESSAGES.readOnly, Object.fromEntries(readOnly.map(([name]) => [name, [MESSAGES.readOnly]])))) };
  let data: Row;
  try {
    ({ data } = await checkPayload(entity, 'update', Object.fromEntries(first), { actor: setting.actor, current, hooks: setting.hooks, db: setting.db }));
  } catch (error) {
    return { outcome: 'refused', reason: reasonOf(entity, error) };
  }
  let changed = differing(data);
  // A four-eyes change this person already asked for, still pending, is no new change (the same file twice).
  if (changed.some(([name]) => fourEyesFields(entity).includes(name))) changed = await withoutPendingAlready(setting, current, changed);
  if (changed.length === 0) return { outcome: 'unchanged' };
  if (!entity.operations.includes('update')) return { outcome: 'refused', reason: both(msg('imports.noUpdates')) };
  if (!setting.rights.update) return { outcome: 'refused', reason: both(msg('imports.mayNotUpdate')) };
  return { outcome: 'update', changes: Object.fromEntries(changed.map(([name, to]) => [name, { from: current[name] ?? null, to }])) };
}

async function withoutPendingAlready(setting: ImportSetting, current: Row, changed: [string, unknown][]): Promise<[string, unknown][]> {
  const requester = setting.actor.userId;
  if (requester === null) return changed;
  const [pending] = await setting.db
    .select({ changes: profileRequest.changes })
    .from(profileRequest)
    .where(and(eq(profileRequest.user_id, Number(current.id)), eq(profileRequest.requested_by, requester), eq(profileRequest.status, 'pending')))
    .limit(1);
  const asked = (pending?.changes ?? {}) as Row;
  return changed.filter(([name, value]) => !(name in asked) || String(asked[name] ?? '') !== String(value ?? ''));
}

async function createPlan(setting: ImportSetting, row: ReadRow): Promise<Pick<PlannedRow, 'outcome' | 'reason' | 'values'>> {
  const { entity } = setting;
  if (!setting.rights.create) return { outcome: 'refused', reason: both(msg('imports.mayNotCreate')), values: row.values };
  const given = Object.fromEntries(Object.entries(row.values).filter(([name, value]) => name !== 'id' && !isEmpty(value)));
  try {
    const { data } = await checkPayload(entity, 'create', withSecrets(entity, given, setting.companyWords), { actor: setting.actor, hooks: setting.hooks, db: setting.db });
    for (const secret of requiredSecrets(entity)) delete data[secret];
    return { outcome: 'create', values: data };
  } catch (error) {
    return { outcome: 'refused', reason: reasonOf(entity, error), values: row.values };
  }
}

/** Reference labels as ids, or the row's refusal. */
function resolveReferences(entity: Entity, resolver: ReferenceResolver, values: Row): { values: Row } | { reason: BothLanguages } {
  const out: Row = { ...values };
  for (const [name, meta] of Object.entries(entity.fields as Record<string, FieldMeta>)) {
    if (meta.kind !== 'reference' || isEmpty(values[name])) continue;
    const answer = resolver.answer(name, values[name]);
    if ('id' in answer) out[name] = answer.id;
    else {
      const key = answer.problem === 'ambiguous' ? 'imports.referenceAmbiguous' : 'imports.referenceUnknown';
      const say = (language: Language) => msg(key, { column: fieldLabel(entity, name, language), value: String(values[name]) }).in(language);
      return { reason: { es: say('es'), en: say('en') } };
    }
  }
  return { values: out };
}

/** The plan of a batch of rows; `seenKeys` carries the keys of earlier batches (a key twice in a file is refused the second time). */
export async function planRows(setting: ImportSetting, rows: readonly ReadRow[], seenKeys: Map<string, number>): Promise<PlannedRow[]> {
  const { entity, db } = setting;
  const fields = entity.fields as Record<string, FieldMeta>;
  const resolver = new ReferenceResolver(db);
  for (const [name, meta] of Object.entries(fields)) {
    if (meta.kind === 'reference') await resolver.load(name, meta, rows.flatMap((row) => (isEmpty(row.values[name]) ? [] : [String(row.values[name])])));
  }
  const keyField = entity.importKey;
  // Cast: the key is a field of this entity (importKey is checked against its fields), so its column exists; the table's type knows no name given at run time.
  const keyColumn = (entity.table as unknown as Record<string, PgColumn>)[keyField]!;
  const keyOf = (row: ReadRow) => (isEmpty(row.values[keyField]) ? null : String(row.values[keyField]).trim());
  const keys = [...new Set(rows.map(keyOf).filter((key): key is string => key !== null))];
  const lookup = keyField === 'id' ? keys.filter((key) => /^\d{1,9}$/.test(key)).map(Number) : keys;
  const stored = lookup.length > 0 ? ((await db.select().from(entity.table).where(inArray(keyColumn, lookup))) as Row[]) : [];
  const byKey = new Map(stored.map((record) => [String(record[keyField]), record]));
  const label = (language: Language) => fieldLabel(entity, keyField, language);

  const planned: PlannedRow[] = [];
  const turn = turnTaker();
  for (const row of rows) {
    await turn();
    const key = keyOf(row);
    const base = { ...row, key };
    if (key === null && keyField !== 'id') {
      planned.push({ ...base, outcome: 'refused', reason: { es: msg('imports.keyBlank', { column: label('es') }).in('es'), en: msg('imports.keyBlank', { column: label('en') }).in('en') } });
      continue;
    }
    if (key !== null) {
      const earlier = seenKeys.get(key.toLowerCase());
      if (earlier !== undefined) {
        planned.push({ ...base, outcome: 'refused', reason: { es: msg('imports.keyRepeated', { column: label('es'), row: earlier }).in('es'), en: msg('imports.keyRepeated', { column: label('en'), row: earlier }).in('en') } });
        continue;
      }
      seenKeys.set(key.toLowerCase(), row.rowNumber);
    }
    const resolved = resolveReferences(entity, resolver, row.values);
    if ('reason' in resolved) {
      planned.push({ ...base, outcome: 'refused', reason: resolved.reason });
      continue;
    }
    const read = { ...row, values: resolved.values };
    const current = key === null ? undefined : byKey.get(key);
    if (!current) {
      if (keyField === 'id' && key !== null) planned.push({ ...base, outcome: 'refused', reason: both(msg('imports.notFoundById')) });
      else planned.push({ ...base, ...(await createPlan(setting, read)) });
      continue;
    }
    const identity = { recordId: Number(current.id), recordVersion: Number(current.version) };
    if (entity.softDelete && current.deleted_at) {
      planned.push({ ...base, ...identity, outcome: 'refused', reason: both(msg('imports.deletedRecord')) });
      continue;
    }
    const plan = await updatePlan(setting, read, current);
    planned.push({ ...base, ...identity, ...plan, values: plan.outcome === 'update' ? Object.fromEntries(Object.entries(plan.changes!).map(([name, change]) => [name, change.to])) : read.values });
  }
  await nameReferences(setting, planned);
  return planned;
}

const asId = (value: unknown): number | undefined => (value === null || value === undefined || value === '' || !Number.isInteger(Number(value)) ? undefined : Number(value));

/**
 * A preview speaks of references as the list does, by the referenced record's name or key, never by the
 * database's id: each reference an update changes gets the labels of both records, and a create lists its
 * references (from null). One statement per reference field for the whole batch.
 */
async function nameReferences(setting: ImportSetting, planned: PlannedRow[]): Promise<void> {
  const fields = setting.entity.fields as Record<string, FieldMeta>;
  const references = Object.entries(fields).filter(([, meta]) => meta.kind === 'reference' && meta.reference);
  if (references.length === 0) return;
  for (const row of planned) {
    if (row.outcome !== 'create') continue;
    const set = references.filter(([name]) => asId(row.values[name]) !== undefined);
    if (set.length > 0) row.changes = Object.fromEntries(set.map(([name]) => [name, { from: null, to: row.values[name] }]));
  }
  for (const [name, meta] of references) {
    const ids: number[] = [];
    for (const row of planned) {
      const change = row.changes?.[name];
      if (!change) continue;
      for (const value of [change.from, change.to]) if (asId(value) !== undefined) ids.push(asId(value)!);
    }
    if (ids.length === 0) continue;
    const labels = await labelsOf(setting.db, meta, ids);
    for (const row of planned) {
      const change = row.changes?.[name];
      if (!change) continue;
      const from = labels.get(asId(change.from) ?? -1);
      const to = labels.get(asId(change.to) ?? -1);
      if (from !== undefined) change.from_label = from;
      if (to !== undefined) change.to_label = to;
    }
  }
}

export { LANGUAGES };
