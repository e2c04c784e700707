/**
 * A version on every write, as a rule routes declare rather than remember (docs/decisions/201). Every
 * POST, PUT, PATCH and DELETE under /api says in its config what it changes:
 * - `writes: { entity, ids }`: records a person read (a loan to recalculate, the details to invoice).
 *   The version read comes as If-Match or body `version` (one record) or body `versions` ({ id: version },
 *   several); a stale one is a 409 with the current version, before the route runs, so nothing is
 *   written or sent. Transitions check it again under the record's lock (`assertReadVersion`), so a
 *   change landing between the two is caught too. Without a version, the versions read by that early check
 *   stand for the caller's: the write goes ahead over older changes (last write wins, docs/decisions/100), but
 *   the loser of a race is a 409 all the same (docs/decisions/203).
 * - `writes: 'repository'`: the generic CRUD, whose repository compares the version in its UPDATE.
 * - `writes: comparesVersion(entity, bodySchema)` / `comparesVersion(entity, 'if-match')`: the route
 *   compares the version itself, under the record's lock (a payout run's decisions, a machine account's
 *   rotation, the fiscal identity, PUT investment). The body's zod schema is the one the route parses: it
 *   must hold `version` (else the start stops) and it is what the OpenAPI document shows as the body, so
 *   the document says the version is taken where the route reads it.
 * - `writes: 'own'`: the route decides its own precondition otherwise (the profile request's decision, one
 *   conditional write on its status; an import's rows, with the versions its preview read).
 * - `writes: 'none'`: nothing a person read is changed (sign-in, new records, uploads, simulations).
 * A route without the declaration stops the server at start, naming it; the OpenAPI document says,
 * per operation, which record's version it takes.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import { readPrecondition, staleVersion } from './versions.ts';
import { IF_MATCH_HEADER } from './openapi-schemas.ts';
import { msg } from '../i18n/localized.ts';
import { unprocessable } from '../http/errors.ts';

export interface WritesRecords {
  /** The entity (schemas/) whose rows the route changes. */
  entity: string;
  /** The ids of those rows, from the request; [] when the request does not name them (the route answers that). */
  ids(request: FastifyRequest): number[];
}

/** The route compares the version read itself: in the body its zod schema parses, or in If-Match. */
export interface ComparesVersion {
  /** The record whose version it compares (an entity or a table: payout_run, service_account). */
  compares: string;
  takes: 'if-match' | z.ZodObject;
}

export type WritesDeclaration = WritesRecords | ComparesVersion | 'repository' | 'own' | 'none';

/** How a write route declared what it changes, as the server collected it (`app.writeDeclarations`). */
export type WritesKind = 'records' | 'compares' | 'repository' | 'own' | 'none';

export interface CollectedWrite {
  /** POST, PUT, PATCH or DELETE (one entry per method of a route). */
  method: string;
  /** The route as registered, prefix included: `/api/payout_runs/:id/approve`. */
  url: string;
  kind: WritesKind;
  /** The entity or table whose version it takes (records, compares). */
  record?: string;
}

/** The kinds that change a record a person read: every such route is a transition raced on two servers, or an edit said to be one (tests/api/versions/transition-registry.test.ts). */
export const RECORD_WRITES: ReadonlySet<WritesKind> = new Set(['records', 'compares', 'own']);

/**
 * `writes` of a route that compares the version itself. `body`: the zod object the route parses its
 * body with, which must hold `version`; the OpenAPI document shows it as the operation's body.
 */
export function comparesVersion(record: string, takes: 'if-match' | z.ZodObject): ComparesVersion {
  return { compares: record, takes };
}

const comparesItself = (declared: WritesDeclaration): declared is ComparesVersion => typeof declared === 'object' && 'compares' in declared;

/** The OpenAPI body of a route's zod schema (its input: what a caller sends). */
function documentedBody(schema: z.ZodObject): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
}

/** Records read for their versions when a request names none (a bulk write names the ones it read). */
const IMPLICIT_VERSIONS_MAX = 500;

const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An id given as a number or a numeric string (path params, JSON bodies), else none. */
export function idOf(value: unknown): number[] {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? [id] : [];
}

/** `field` of the JSON body: one id, or an array of them. */
export const bodyIds = (field: string) => (request: FastifyRequest): number[] => {
  const value = (request.body as Record<string, unknown> | null | undefined)?.[field];
  return Array.isArray(value) ? [...new Set(value.flatMap(idOf))] : idOf(value);
};

/** `:id` of the path. */
export const pathId = (request: FastifyRequest): number[] => idOf((request.params as Record<string, unknown> | undefined)?.id);

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** body `versions`: { "12": 3, "13": 1 }; taken out of the body like `version`. */
function takeVersions(request: FastifyRequest): Map<number, number> | undefined {
  const body = request.body;
  if (!isPlainObject(body) || !('versions' in body)) return undefined;
  const { versions, ...rest } = body;
  request.body = rest;
  if (!isPlainObject(versions)) throw unprocessable({ versions: [msg('http.versionsInvalid')] });
  const read = new Map<number, number>();
  for (const [key, version] of Object.entries(versions)) {
    const [id] = idOf(key);
    if (id === undefined || typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) throw unprocessable({ versions: [msg('http.versionsInvalid')] });
    read.set(id, version);
  }
  return read;
}

function preconditionCheck(app: FastifyInstance, entities: Record<string, Entity>, declared: WritesRecords, route: string) {
  const entity = entities[declared.entity];
  if (!entity) throw new Error(`${route} declares writes on ${declared.entity}, which is no entity`);
  const table = entity.table;
  const version: PgColumn | undefined = table.version;
  if (!version) throw new Error(`${route} declares writes on ${declared.entity}, which has no version column`);
  return async (request: FastifyRequest) => {
    const { expectedVersion, body } = readPrecondition(request);
    request.body = body;
    const several = takeVersions(request);
    const ids = declared.ids(request);
    const read = new Map(several);
    if (expectedVersion !== undefined) {
      if (ids.length !== 1) throw unprocessable({ version: [msg('http.versionOfOne')] });
      read.set(ids[0]!, expectedVersion);
    }
    const named = [...read.keys()].filter((id) => ids.includes(id));
    // No version named: the versions as they are now stand for what the caller read, so a transition that
    // another request changes before this one holds the lock is a 409 too (the loser of every race).
    const checked = named.length > 0 ? named : ids.slice(0, IMPLICIT_VERSIONS_MAX);
    if (checked.length === 0) {
      request.readVersions = new Map();
      return;
    }
    // Within the person's row scope: a record they cannot see answers as the route would (404/422), never its version.
    const rows = (await app.database.db
      .select({ id: table.id, version })
      .from(table)
      .where(and(checked.length === 1 ? eq(table.id, checked[0]!) : inArray(table.id, checked), app.rowScope(request, entity)))) as { id: number; version: number }[];
    if (named.length === 0) {
      request.readVersions = new Map(rows.map((row) => [row.id, row.version]));
      return;
    }
    request.readVersions = new Map(named.map((id) => [id, read.get(id)!]));
    for (const row of rows) {
      if (row.version !== read.get(row.id)) throw staleVersion(row.version);
    }
  };
}

const VERSIONS_BODY_NOTE = 'several records: body `versions` ({ "<id>": <version read> })';

function addNote(schema: Record<string, unknown>, note: string): void {
  schema.description = schema.description ? `${String(schema.description)}\n\n${note}` : note;
}

function addIfMatch(schema: Record<string, unknown>): void {
  const headers = (schema.headers as { properties?: Record<string, unknown> } | undefined) ?? { type: 'object', properties: {} };
  schema.headers = { ...headers, type: 'object', properties: { ...headers.properties, ...(IF_MATCH_HEADER as { properties: Record<string, unknown> }).properties } };
}

/** What the OpenAPI says of an operation declared with `writes: { entity, ids }`. */
function documentPrecondition(route: RouteOptions, declared: WritesRecords): void {
  const schema = (route.schema ??= {}) as Record<string, unknown>;
  if (schema.hide) return;
  addNote(schema, `Takes the version of the ${declared.entity} record(s) it changes, as read: If-Match or body \`version\` (one record), or ${VERSIONS_BODY_NOTE}; a stale one is a 409 with the current version, and nothing is written.`);
  addIfMatch(schema);
  (route.config as Record<string, unknown>).versionedEntity = declared.entity;
}

/**
 * What the OpenAPI says of an operation that compares the version itself. The body is documented only
 * (`config.documentedBody`, read by server/http/openapi-document.ts): the route's zod schema validates it,
 * in the person's language, so Fastify must not validate it again with a JSON schema of its own.
 */
function documentOwnComparison(route: RouteOptions, declared: ComparesVersion, name: string): void {
  const schema = (route.schema ??= {}) as Record<string, unknown>;
  const config = route.config as Record<string, unknown>;
  config.versionedEntity = declared.compares;
  if (declared.takes === 'if-match') {
    if (schema.hide) return;
    addNote(schema, `Takes the version of the ${declared.compares} record it changes, as read: If-Match (or body \`version\`); a stale one is a 409 with the current version, and nothing is written.`);
    addIfMatch(schema);
    return;
  }
  if (!('version' in declared.takes.shape)) throw new Error(`${name} declares it compares the ${declared.compares} version of its body, but its body schema has no \`version\``);
  if (schema.hide) return;
  addNote(schema, `Takes the version of the ${declared.compares} record it changes, as read, in the body's \`version\`; a stale one is a 409 with the current version, and nothing is written.`);
  config.documentedBody = documentedBody(declared.takes);
}

/** Registers the rule on `app` (before any route): routes registered after it are checked and documented. */
export function requireWriteDeclarations(app: FastifyInstance, entities: Record<string, Entity>): void {
  // Refused at onReady, as the access declarations are (server/auth/auth-plugin.ts): every one named at once.
  const undeclared: string[] = [];
  // Every write route's declaration, for the registry of transitions (a route with a record write is raced or said to be an edit).
  const collected: CollectedWrite[] = [];
  app.decorate('writeDeclarations', collected);
  app.addHook('onReady', async () => {
    if (undeclared.length > 0) {
      throw new Error(`${undeclared.join(', ')}: no \`writes\` in the route's config; say which record's version it takes (server/crud/record-preconditions.ts)`);
    }
  });
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    if (!methods.some((m) => WRITING_METHODS.has(m)) || !route.url.startsWith('/api/')) return;
    const name = `${methods.join('|')} ${route.url}`;
    const declared = (route.config as { writes?: WritesDeclaration } | undefined)?.writes;
    if (declared === undefined) {
      undeclared.push(name);
      return;
    }
    const kind: WritesKind = typeof declared === 'string' ? declared : comparesItself(declared) ? 'compares' : 'records';
    const record = typeof declared === 'string' ? undefined : comparesItself(declared) ? declared.compares : declared.entity;
    for (const method of methods.filter((m) => WRITING_METHODS.has(m))) collected.push({ method, url: route.url, kind, ...(record ? { record } : {}) });
    if (typeof declared === 'string') return;
    if (comparesItself(declared)) {
      documentOwnComparison(route, declared, name);
      return;
    }
    documentPrecondition(route, declared);
    const check = preconditionCheck(app, entities, declared, name);
    // preValidation: after the auth layer (onRequest), before the route's JSON schema, which would drop
    // or refuse `version` and `versions` as unknown fields.
    const existing = route.preValidation;
    route.preValidation = [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), check] as RouteOptions['preValidation'];
  });
}

/**
 * Inside the route's transaction, once it holds the record's lock: the version the person read must
 * still be the record's. Two people deciding the same transition at once both pass the early check;
 * the one that locks second finds the version moved on and gets the 409, with nothing written.
 */
export function assertReadVersion(request: FastifyRequest, row: { id: unknown; version: unknown } | undefined): void {
  if (!row || typeof row.id !== 'number' || typeof row.version !== 'number') return;
  const read = request.readVersions?.get(row.id);
  if (read !== undefined && read !== row.version) throw staleVersion(row.version);
}
