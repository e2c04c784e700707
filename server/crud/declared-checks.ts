/**
 * What a declaration says and only the database can tell (docs/decisions/271, 272): a reference's
 * `lookupFilter` (the record chosen is one of the options the form offers) and the entity's declared
 * constraints (unique ignoring case, with exceptions, across fields; a comparison between two fields).
 * Run with the payload's other checks, so one 422 names every problem; the database's index or CHECK is
 * the net under a concurrent write (server/http/database-errors.ts answers it the same).
 */
import Decimal from 'decimal.js';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnyEntityTable, Entity } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { NUMERIC_KINDS } from '../../schemas/framework/field.ts';
import { comparedText, constraintField, isException, type CompareConstraint, type UniqueConstraint } from '../../schemas/framework/constraints.ts';
import type { Db } from '../db/client.ts';
import type { FieldErrors } from '../http/errors.ts';
import { declaredMessage, msg } from '../i18n/localized.ts';

type Row = Record<string, unknown>;

// Any entity's table is its columns by name (define-entity.ts AnyEntityTable).
const columnsOf = (table: AnyEntityTable): Record<string, AnyPgColumn> => table;

/** The value a write leaves in the field: the payload's, else the stored one. */
const after = (name: string, data: Row, current: Row | undefined): unknown => (name in data ? data[name] : current?.[name]);

const empty = (value: unknown) => value === null || value === undefined || value === '';

/** References outside their lookupFilter, each under its field with its message. */
async function lookupErrors(db: Db, entity: Entity, data: Row, current: Row | undefined): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [name, meta] of Object.entries(entity.fields as Record<string, FieldMeta>)) {
    if (meta.kind !== 'reference' || !meta.lookupFilter || !meta.reference || !(name in data) || empty(data[name])) continue;
    // A reference kept as it was is not chosen again: a record whose parent stopped being one may still be edited.
    if (current && current[name] === data[name]) continue;
    const target = meta.reference() as Entity;
    const columns = columnsOf(target.table);
    const conditions = Object.entries(meta.lookupFilter).map(([field, value]) => eq(columns[field]!, value));
    const [found] = await db
      .select({ id: columns.id! })
      .from(target.table)
      .where(and(eq(columns.id!, data[name] as number), ...conditions))
      .limit(1);
    // A record that does not exist at all is the foreign key's "Value does not exist"; this is the one outside the options.
    if (!found) {
      const [exists] = await db.select({ id: columns.id! }).from(target.table).where(eq(columns.id!, data[name] as number)).limit(1);
      if (exists) errors[name] = [meta.lookupMessage ? declaredMessage(meta.lookupMessage) : msg('validation.notAnOption')];
    }
  }
  return errors;
}

const TEXT_KINDS: ReadonlySet<string> = new Set(['text', 'email', 'select', 'file']);

/** Whether another record already holds the values a unique constraint keeps apart. */
async function duplicate(db: Db, entity: Entity, constraint: UniqueConstraint, values: Row, id: number | undefined): Promise<boolean> {
  const columns = columnsOf(entity.table);
  const conditions: SQL[] = constraint.fields.map((name) => {
    const column = columns[name]!;
    const meta = entity.fields[name]!;
    return constraint.ignoreCase && TEXT_KINDS.has(meta.kind) ? sql`lower(${column}) = ${comparedText(constraint, values[name])}` : eq(column, values[name]);
  });
  if (id !== undefined) conditions.push(ne(columns.id!, id));
  const [found] = await db.select({ id: columns.id! }).from(entity.table).where(and(...conditions)).limit(1);
  return found !== undefined;
}

async function uniqueErrors(db: Db, entity: Entity, constraint: UniqueConstraint, data: Row, current: Row | undefined): Promise<FieldErrors> {
  // Only a write that sets one of its fields can break it.
  if (current && !constraint.fields.some((name) => name in data)) return {};
  const values = Object.fromEntries(constraint.fields.map((name) => [name, after(name, data, current)]));
  if (Object.values(values).some(empty)) return {};
  if (constraint.fields.length === 1 && isException(constraint, values[constraint.fields[0]!])) return {};
  if (!(await duplicate(db, entity, constraint, values, current?.id as number | undefined))) return {};
  return { [constraintField(constraint)]: [declaredMessage(constraint.message)] };
}

/** -1, 0 or 1, as the field's kind orders its values. */
function compare(meta: FieldMeta, left: unknown, right: unknown): number {
  if (NUMERIC_KINDS.has(meta.kind)) return new Decimal(String(left)).comparedTo(new Decimal(String(right)));
  const a = left instanceof Date ? left.getTime() : left;
  const b = right instanceof Date ? right.getTime() : right;
  return (a as number | string) < (b as number | string) ? -1 : (a as number | string) > (b as number | string) ? 1 : 0;
}

const HOLDS: Record<CompareConstraint['op'], (order: number) => boolean> = {
  '<': (o) => o < 0,
  '<=': (o) => o <= 0,
  '>': (o) => o > 0,
  '>=': (o) => o >= 0,
  '<>': (o) => o !== 0,
};

function compareErrors(entity: Entity, constraint: CompareConstraint, data: Row, current: Row | undefined): FieldErrors {
  if (current && !(constraint.left in data) && !(constraint.right in data)) return {};
  const left = after(constraint.left, data, current);
  const right = after(constraint.right, data, current);
  if (empty(left) || empty(right)) return {};
  const order = compare(entity.fields[constraint.left]!, left, right);
  return HOLDS[constraint.op](order) ? {} : { [constraintField(constraint)]: [declaredMessage(constraint.message)] };
}

/**
 * The declared checks of a write whose data passed the schema (code names, as checkPayload has it):
 * `current` is the stored record on update. Fields already refused are not looked up.
 */
export async function declaredCheckErrors(db: Db, entity: Entity, data: Row, current?: Row): Promise<FieldErrors> {
  const errors: FieldErrors = await lookupErrors(db, entity, data, current);
  for (const constraint of entity.constraints) {
    const found = constraint.kind === 'unique' ? await uniqueErrors(db, entity, constraint, data, current) : compareErrors(entity, constraint, data, current);
    for (const [field, messages] of Object.entries(found)) (errors[field] ??= []).push(...messages);
  }
  return errors;
}
