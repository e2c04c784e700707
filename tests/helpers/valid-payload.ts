/**
 * A valid create or update payload for any entity, built from its field metadata alone, so the
 * contract tests cover every entity, present and future, without per-entity code.
 * `variant` makes payloads differ (booleans flip, options rotate) so filters and sorts have something to tell apart.
 */
import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import Decimal from 'decimal.js';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta, TextFormat } from '../../schemas/framework/field.ts';
import { DIGITS_ONLY, NUMERIC_KINDS, storedExtensions } from '../../schemas/framework/field.ts';
import { storedFile } from '../../schemas/stored-file.ts';
import { ROLE } from '../../schemas/role.ts';
import type { Database } from '../../server/db/client.ts';

export type Payload = Record<string, unknown>;

/** Random decimal digits, so unique columns of digits accept it. */
function randomDigits(length: number): string {
  return Array.from(randomBytes(length), (byte) => String(byte % 10)).join('');
}

function randomText(length: number): string {
  return randomBytes(length).toString('hex').slice(0, length);
}

function fieldsOf(entity: Entity): [string, FieldMeta][] {
  return Object.entries(entity.fields as Record<string, FieldMeta>);
}

/**
 * Texts with rules of their own (field.text({ format })): real check digits, E.164 phones. RFCs follow
 * the variant like a person_type select does (even: a person's 13 characters, odd: a company's 12).
 */
const FORMAT_EXAMPLES: Record<TextFormat, (variant: number) => string> = {
  rfc: (variant) => (variant % 2 === 0 ? 'GODE561231GR8' : 'EKU9003173C9'),
  curp: (variant) => ['HEGG560427MVZRRL04', 'BOXW310820HNERXN09'][variant % 2],
  clabe: (variant) => ['002010077777777771', '002000000000000008', '723010123456789019'][variant % 3],
  // Random, so the unique phone column accepts it.
  phone: () => `+52551${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`,
  'country-code': () => '+52',
  password: (variant) => `Kx9#mQ2w${variant}`,
};

/** A valid value of one field; `referenceId` is the id a reference field must point at. */
export function validValue(meta: FieldMeta, variant: number, referenceId?: number): unknown {
  // A unique column's value differs between records made with the same variant (a create test leaves its record).
  const unique = meta.unique ? randomBytes(2).readUInt16BE() : 0;
  switch (meta.kind) {
    case 'text':
      if (meta.format) return FORMAT_EXAMPLES[meta.format](variant);
      if (meta.pattern?.example) return meta.pattern.example(variant + unique);
      if (meta.pattern === DIGITS_ONLY) return `${variant}${randomDigits(9)}`.slice(0, meta.maxLength ?? 255);
      // Random, so unique columns accept it; the variant first, so short columns still differ.
      return `T${variant}${randomText(10)}`.slice(0, meta.maxLength ?? 255);
    case 'email':
      return `person${variant}.${randomText(8)}@example.com`;
    case 'numeric':
    case 'money':
    case 'percent': {
      const whole = String(variant + 1);
      return (meta.scale ?? 0) > 0 ? `${whole}.5` : whole;
    }
    case 'integer':
      return Math.min((meta.min ?? 0) + variant + 1, meta.max ?? 2147483647);
    case 'date':
      return meta.unique ? `${2100 + (unique % 800)}-0${1 + (variant % 9)}-${10 + (unique % 18)}` : `2026-0${1 + (variant % 9)}-15`;
    case 'datetime':
      return `2026-03-1${variant % 10}T12:30:00.000Z`;
    case 'boolean':
      return variant % 2 === 0;
    case 'select':
      return (meta.options ?? [])[variant % (meta.options ?? []).length];
    case 'reference':
      return referenceId;
    case 'file':
      return `/api/files/${randomText(32)}${meta.accept?.[0] ?? '.pdf'}`;
  }
}

/** The id of an existing row of the reference's target, inserting one when the table is empty. */
export async function existingId(database: Database, target: Entity): Promise<number> {
  const table = target.table as unknown as PgTable & { id: PgColumn };
  const [row] = await database.db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  if (row) return Number(row.id);
  return Number((await insertRecord(database, target, 0)).id);
}

/**
 * A reference to point at: the first existing row, or a new one when the field is part of a
 * unique-together group (a second permission for role 1 and module 1 would be refused).
 */
async function referenceFor(database: Database, entity: Entity, name: string, meta: FieldMeta, variant: number): Promise<number> {
  const target = meta.reference!() as Entity;
  const inUniqueGroup = entity.uniqueTogether.some((group) => group.includes(name));
  return inUniqueGroup ? Number((await insertRecord(database, target, variant)).id) : existingId(database, target);
}

/**
 * A file field holds the address of a file this server stored (crud/file-fields.ts): one is recorded
 * for it, as uploaded by the first Root (who the test apps sign in as), since a field takes only the
 * caller's own uploads.
 */
async function storedFileUrl(database: Database, extension: string): Promise<string> {
  const key = `${randomText(32)}${extension}`;
  const [root] = await database.query<{ id: number }>('select id from users where role_id = $1 and deleted_at is null order by id limit 1', [ROLE.root]);
  await database.db.insert(storedFile).values({ key, filename: `prueba${extension}`, mime: 'application/octet-stream', size: 1, uploaded_by: root ? Number(root.id) : null });
  return `/api/files/${key}`;
}

/**
 * Entities whose writes the server checks against other records (their afterChange hooks, server/entities/index.ts):
 * metadata alone cannot make their payload valid, so it is brought in line with what it references.
 */
const CONSISTENT_WITH_RULES: Record<string, (database: Database, payload: Payload) => Promise<Payload>> = {
  // A customer's regime must fit its RFC's kind of person, and its use its regime (c_UsoCFDI): RESICO
  // (626) is open to persons and companies alike, and G03 to RESICO, whatever RFC the record holds.
  customer: async (_database, payload) => ({ ...payload, ...('fiscal_regime' in payload ? { fiscal_regime: '626' } : {}), ...('cfdi_use' in payload ? { cfdi_use: 'G03' } : {}) }),
  // A payment on the last day of its investment's term, for nothing: within the term, net = gross - retention, no more than the term pays.
  investment_detail: async (database, payload) => {
    if (payload.investment_id === undefined) return payload;
    const [investment] = await database.query<{ expiration: string }>('select expiration::text as expiration from investment where id = $1', [payload.investment_id]);
    const end = investment.expiration;
    return { ...payload, date_payment: end, expiration_payment: end, days: '1', interests: '0', retentions: '0', total_to_pay: '0' };
  },
};

/** Every writable field with a valid value (create), or only the updatable ones (update). */
export async function validPayload(database: Database, entity: Entity, variant = 0, mode: 'create' | 'update' = 'create'): Promise<Payload> {
  const payload = await payloadFromMetadata(database, entity, variant, mode);
  const consistent = CONSISTENT_WITH_RULES[entity.name];
  return consistent ? consistent(database, payload) : payload;
}

async function payloadFromMetadata(database: Database, entity: Entity, variant: number, mode: 'create' | 'update'): Promise<Payload> {
  const payload: Payload = {};
  for (const [name, meta] of fieldsOf(entity)) {
    if (meta.generated || (mode === 'update' && meta.readOnlyOnUpdate)) continue;
    const referenceId = meta.kind === 'reference' ? await referenceFor(database, entity, name, meta, variant) : undefined;
    payload[name] = meta.kind === 'file' ? await storedFileUrl(database, storedExtensions(meta)[0] ?? '.pdf') : validValue(meta, variant, referenceId);
  }
  return payload;
}

/** Inserts a valid row straight into the table (for read-only entities, which have no POST). */
export async function insertRecord(database: Database, entity: Entity, variant: number): Promise<Payload> {
  const values = entity.createSchema.parse(await validPayload(database, entity, variant)) as Payload;
  const [row] = await database.db.insert(entity.table as unknown as PgTable).values(values).returning();
  return row as Payload;
}

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
  return fieldsOf(entity)
    .filter(([name, meta]) => name in payload && !meta.writeOnly && !sameValue(meta, payload[name], record[name]))
    .map(([name]) => name);
}
