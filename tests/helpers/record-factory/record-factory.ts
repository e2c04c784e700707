/**
 * The tests' one way to make records: `build(entities.user, { role_id: ROLE.investor })` gives a valid
 * create payload for any declared entity (build-payload.ts), with references pointing at records of
 * this database and file fields at files it stores; `insert` writes one straight into the table (for
 * entities the API does not create). One sequence for the whole test file keeps unique values apart.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import { storedExtensions, type FieldMeta } from '../../../schemas/framework/field.ts';
import { checkFormats } from '../../../schemas/framework/formats.ts';
import { ROLE } from '../../../schemas/role.ts';
import { storedFile } from '../../../schemas/stored-file.ts';
import type { Database } from '../../../server/db/client.ts';
import { buildPayload, type BuildOptions, type Payload } from './build-payload.ts';

export type { BuildOptions, Payload };

/**
 * Where the sequence starts: random, so records made by another run on a kept database (a real
 * PostgreSQL) or by the seed do not meet this run's unique values.
 */
let sequence = randomInt(1_000, 1_000_000_000);
export const nextNumber = () => sequence++;

export interface RecordFactory {
  /** A valid create payload (or, with `{ mode: 'update', current }`, a valid update's changes to `current`); `overrides` win. */
  build(entity: Entity, overrides?: Payload, options?: BuildOptions): Promise<Payload>;
  /** A valid record written straight into the table (no API, no hooks), as stored. */
  insert(entity: Entity, overrides?: Payload): Promise<Payload>;
  /** The id of an existing record of `target` (the first by id), inserting one when there is none. */
  idOf(target: Entity): Promise<number>;
}

/**
 * Rules the server keeps in hooks rather than in declarations (server/entities/index.ts), which need
 * other records to satisfy: the payload is brought in line with what it references.
 */
const SERVER_RULES: Record<string, (database: Database, payload: Payload) => Promise<Payload>> = {
  // A payment on the last day of its investment's term, for nothing: within the term, net = gross - retention.
  investment_detail: async (database, payload) => {
    if (payload.investment_id === undefined) return payload;
    const [investment] = await database.query<{ expiration: string }>('select expiration::text as expiration from investment where id = $1', [payload.investment_id]);
    const end = investment.expiration;
    return { ...payload, date_payment: end, expiration_payment: end, days: '1', interests: '0', retentions: '0', total_to_pay: '0' };
  },
};

/**
 * A valid payload without a database, for an entity whose references and files the overrides give (a
 * user's role_id): `build(entities.user, { role_id: ROLE.investor })`. Other references need
 * `recordFactory(database).build`.
 */
export function build(entity: Entity, overrides: Payload = {}, options: BuildOptions = {}): Payload {
  const needsDatabase = (name: string) => {
    throw new Error(`${entity.name}.${name}: give it in the overrides, or build with recordFactory(database), which finds one`);
  };
  return buildPayload(entity, overrides, { next: nextNumber, reference: needsDatabase, file: needsDatabase }, options);
}

type IdTable = PgTable & { id: PgColumn; deleted_at?: PgColumn };

export function recordFactory(database: Database): RecordFactory {
  async function idOf(target: Entity): Promise<number> {
    const table = target.table as unknown as IdTable;
    const live: SQL | undefined = target.softDelete && table.deleted_at ? isNull(table.deleted_at) : undefined;
    const [row] = await database.db.select({ id: table.id }).from(table).where(and(live)).orderBy(asc(table.id)).limit(1);
    return row ? Number(row.id) : Number((await insert(target)).id);
  }

  /**
   * A record among a reference's options (its `lookupFilter`, which the API holds it to): the first that
   * matches, or one inserted with the filter's values.
   */
  async function optionId(target: Entity, filter: Readonly<Record<string, string | number | boolean>>): Promise<number> {
    const table = target.table as unknown as IdTable & Record<string, PgColumn>;
    const live: SQL | undefined = target.softDelete && table.deleted_at ? isNull(table.deleted_at) : undefined;
    const matches = Object.entries(filter).map(([field, value]) => eq(table[field]!, value));
    const [row] = await database.db.select({ id: table.id }).from(table).where(and(live, ...matches)).orderBy(asc(table.id)).limit(1);
    return row ? Number(row.id) : Number((await insert(target, { ...filter })).id);
  }

  /** A reference in a unique-together group gets a new target each time (a second permission for role 1 and module 1 is refused). */
  async function referenceId(entity: Entity, name: string, meta: FieldMeta, forApi: boolean): Promise<number> {
    const target = meta.reference!() as Entity;
    const inUniqueGroup = entity.uniqueTogether.some((group) => group.includes(name));
    // A payload for the API follows the filter the API holds it to; a row written straight into the table need not.
    if (meta.lookupFilter && forApi) return inUniqueGroup ? Number((await insert(target, { ...meta.lookupFilter })).id) : optionId(target, meta.lookupFilter);
    return inUniqueGroup ? Number((await insert(target)).id) : idOf(target);
  }

  /**
   * A file field takes only files its writer uploaded (crud/file-fields.ts): one is recorded as the
   * first Root's, whom the test apps sign in as.
   */
  async function storedFileUrl(meta: FieldMeta): Promise<string> {
    const extension = storedExtensions(meta)[0] ?? '.pdf';
    const key = `${randomBytes(16).toString('hex')}${extension}`;
    const [root] = await database.query<{ id: number }>('select id from users where role_id = $1 and deleted_at is null order by id limit 1', [ROLE.root]);
    await database.db.insert(storedFile).values({ key, filename: `prueba${extension}`, mime: 'application/octet-stream', size: 1, uploaded_by: root ? Number(root.id) : null });
    return `/api/files/${key}`;
  }

  async function build(entity: Entity, overrides: Payload = {}, options: BuildOptions = {}, forApi = true): Promise<Payload> {
    // References and files need the database: found first, then handed to the pure builder.
    const found = new Map<string, unknown>();
    for (const [name, meta] of Object.entries(entity.fields)) {
      if (name in overrides || meta.generated || (options.mode === 'update' && meta.readOnlyOnUpdate)) continue;
      if (meta.kind === 'reference') found.set(name, await referenceId(entity, name, meta, forApi));
      if (meta.kind === 'file') found.set(name, await storedFileUrl(meta));
    }
    const payload = buildPayload(entity, overrides, { next: nextNumber, reference: (name) => found.get(name) as number, file: (name) => found.get(name) as string }, options);
    const rule = SERVER_RULES[entity.name];
    return rule ? { ...(await rule(database, payload)), ...overrides } : payload;
  }

  async function insert(entity: Entity, overrides: Payload = {}): Promise<Payload> {
    const parsed = entity.createSchema.parse(await build(entity, overrides, {}, false)) as Payload;
    const values = checkFormats(entity.fields, parsed).out;
    const [row] = await database.db.insert(entity.table as unknown as PgTable).values(values).returning();
    return row as Payload;
  }

  return { build, insert, idOf };
}
