/**
 * Generic REST for an entity (DESIGN.md's contract): list, one, create, update, delete, and recovery
 * for soft-deleting entities. Each route names its permission module and action for the auth layer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import { toFieldErrors } from '../../schemas/framework/validation.ts';
import { HttpError, notFound, unprocessable } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import { parseListQuery } from './list-query.ts';
import { bodySchema, listQuerySchema, listResponse, recordSchema, responses, listRowSchema, updatedRecordSchema, versionedResponses, IF_MATCH_HEADER } from './openapi-schemas.ts';
import type { Db } from '../db/client.ts';
import { checkFileFields } from './file-fields.ts';
import { Repository, type Row } from './repository.ts';
import { MESSAGES } from '../../schemas/framework/messages.ts';
import type { EntityHooks, PendingChange } from './hooks.ts';
import { checkPayload, readableBy, unreadableFields } from './payload.ts';
import type { FieldErrors } from '../http/errors.ts';
import { textsIn } from '../i18n/localized.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { readPrecondition, tagWithVersion } from './versions.ts';
import { registerListExport } from './export/export-route.ts';
import { assertHandCreate, assertHandUpdate } from '../imports/firm-settings.ts';
import { registerEntityImport } from '../imports/import-routes.ts';
import { codeKey, fromWire, keysToWire, wireKey } from '../../schemas/framework/wire-names.ts';

const idParams = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] };

export function parseId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}

export function validate(schema: Entity['createSchema'], body: unknown): Row {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
  return parsed.data as Row;
}

/** Update payloads name what they change; read-only fields are refused by name (the wire's), not as unknown. */
function refuseReadOnly(entity: Entity, body: unknown): void {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const readOnly = Object.keys(body).filter((k) => (entity.fields as Record<string, { readOnlyOnUpdate: boolean }>)[codeKey(entity, k) ?? '']?.readOnlyOnUpdate);
    if (readOnly.length > 0) throw unprocessable(Object.fromEntries(readOnly.map((k) => [k, [MESSAGES.readOnly]])));
  }
}

/** Whether checking an update needs the stored record: identifier fields read their siblings, access and hooks compare. */
const checksReadCurrent = (entity: Entity, hooks: EntityHooks) =>
  hooks.check !== undefined ||
  // Declared constraints compare the record as the write leaves it; a lookupFilter skips a reference kept as it was.
  entity.constraints.length > 0 ||
  Object.values(entity.fields).some((meta) => meta.format !== undefined || meta.access?.change !== undefined || meta.lookupFilter !== undefined);

/** `{ data }`, plus `warnings` in the caller's language when an accepted value deserves a second look. */
const answerOf = (request: FastifyRequest, entity: Entity, data: Row, warnings: FieldErrors) =>
  Object.keys(warnings).length > 0 ? { data, warnings: textsIn(keysToWire(entity, warnings), requestLanguage(request)) } : { data };

/** Four-eyes changes held for approval (server/entities/four-eyes.ts): which request, which fields, said in the caller's language. */
function pendingAnswer(request: FastifyRequest, entity: Entity, pending: PendingChange[]) {
  const fields = pending.flatMap((change) => change.fields).map((name) => wireKey(entity, name));
  return { id: pending[0].id, fields, message: msg('fourEyes.pending', { fields: fields.join(', ') }).in(requestLanguage(request)) };
}

async function methodNotAllowed(_request: FastifyRequest, _reply: FastifyReply) {
  throw new HttpError(405, msg('http.methodNotAllowed'));
}

export function registerEntityRoutes(app: FastifyInstance, entity: Entity, hooks: EntityHooks = {}): Repository {
  const repo = new Repository(entity, app.database, hooks);
  // A write, what its hooks do about it (in the repository) and the answer read back commit together, or not at all.
  const write = (work: (tx: Db) => Promise<Row>) => app.database.db.transaction(work);
  const base = `/${entity.path}`;
  const ops = new Set(entity.operations);
  // A domain route serves these (the entity's routesByDomain); registering them here would clash.
  const custom = new Set<string>(entity.routesByDomain);
  const tags = [entity.path];
  const config = (action: string) => ({ module: entity.module, action, entity: entity.name, writes: 'repository' as const });
  const scopeOf = (request: FastifyRequest) => app.rowScope(request, entity);

  if (!custom.has('list')) app.get(base, { config: config('read'), schema: { tags, querystring: listQuerySchema(entity), response: responses(listResponse(entity)) } }, async (request) => {
    if (!ops.has('list')) throw new HttpError(405, msg('http.methodNotAllowed'));
    const query = parseListQuery(entity, request.query as Record<string, unknown>, unreadableFields(entity, request.actor));
    const { result, total } = await repo.list(query, scopeOf(request));
    return { data: { result: result.map(readableBy(entity, request.actor)), total } };
  });

  // The whole list as a file, beside the list it exports (registered before `/:id`'s siblings read it as an id).
  if (!custom.has('list') && ops.has('list')) registerListExport(app, { path: base, entity, repo, config: config('read'), scope: scopeOf, tags });

  if (!custom.has('one')) app.get(`${base}/:id`, { config: config('read'), schema: { tags, params: idParams, response: versionedResponses(listRowSchema(entity)) } }, async (request, reply) => {
    if (!ops.has('one')) throw new HttpError(405, msg('http.methodNotAllowed'));
    const row = await repo.getById(parseId(request), { scope: scopeOf(request) });
    tagWithVersion(reply, row);
    return { data: readableBy(entity, request.actor)(row) };
  });

  if (ops.has('create') && !custom.has('create')) {
    app.post(base, { config: config('create'), schema: { tags, body: bodySchema(entity, 'create'), response: responses(recordSchema(entity), 201) } }, async (request, reply) => {
      // The ERP's records: by hand only where the firm turns editing on (docs/decisions/241).
      await assertHandCreate(app.database.db, entity);
      const { data, warnings } = await checkPayload(entity, 'create', request.body, { actor: request.actor, hooks, wire: true, db: app.database.db });
      await checkFileFields(app.database.db, entity, data, { actor: request.actor });
      const created = await write(async (tx) => repo.asListed(await repo.create(data, request.actor, tx, warnings), tx));
      reply.code(201);
      return answerOf(request, entity, readableBy(entity, request.actor)(created), warnings);
    });
  } else if (!custom.has('create')) app.post(base, { config: config('create'), schema: { hide: true } }, methodNotAllowed);

  if (ops.has('update') && !custom.has('update')) {
    app.put(`${base}/:id`, { config: config('update'), schema: { tags, params: idParams, headers: IF_MATCH_HEADER, body: bodySchema(entity, 'update'), response: versionedResponses(updatedRecordSchema(entity), { stale: true }) } }, async (request, reply) => {
      const id = parseId(request);
      const { expectedVersion, body } = readPrecondition(request);
      refuseReadOnly(entity, body);
      const current = checksReadCurrent(entity, hooks) || entity.externalSource ? await repo.getById(id, { scope: scopeOf(request) }) : undefined;
      // The ERP's records: what the ERP keeps changes by hand only where the firm turns editing on (docs/decisions/241).
      if (current) await assertHandUpdate(app.database.db, entity, fromWire(entity, body).body, current);
      const { data, warnings } = await checkPayload(entity, 'update', body, { actor: request.actor, current, hooks, wire: true, db: app.database.db });
      // An empty change would be an UPDATE with nothing to set (a database error): refuse it as input.
      if (Object.keys(data).length === 0) throw unprocessable({ _: [msg('http.nothingToChange')] });
      await checkFileFields(app.database.db, entity, data, { actor: request.actor, id });
      const pending: PendingChange[] = [];
      const updated = await write(async (tx) => repo.asListed(await repo.update(id, data, request.actor, { scope: scopeOf(request), tx, warnings, expectedVersion, pending }), tx));
      tagWithVersion(reply, updated);
      const record = readableBy(entity, request.actor)(updated);
      return answerOf(request, entity, pending.length > 0 ? { ...record, pending_change: pendingAnswer(request, entity, pending) } : record, warnings);
    });
  } else if (!custom.has('update')) app.put(`${base}/:id`, { config: config('update'), schema: { hide: true } }, methodNotAllowed);

  if (ops.has('delete') && !custom.has('delete')) {
    app.delete(`${base}/:id`, { config: config('destroy'), schema: { tags, params: idParams, headers: IF_MATCH_HEADER, response: versionedResponses(recordSchema(entity), { stale: true, tagged: false }) } }, async (request) => {
      const id = parseId(request);
      const { expectedVersion } = readPrecondition(request);
      const removed = await repo.remove(id, request.actor, { scope: scopeOf(request), expectedVersion });
      return { data: readableBy(entity, request.actor)(removed) };
    });
  } else if (!custom.has('delete')) app.delete(`${base}/:id`, { config: config('destroy'), schema: { hide: true } }, methodNotAllowed);

  // Changes go through PUT; a PATCH on a record answers 405 like any other method the API does not offer
  // (not the 404 of an unknown address, which would read as "no such record").
  app.patch(`${base}/:id`, { config: config('update'), schema: { hide: true } }, methodNotAllowed);

  // A CSV or xlsx, or JSON rows, previewed then applied (docs/decisions/240).
  if (entity.importable && !entity.domainImport) registerEntityImport(app, { entity, repo, hooks, tags });

  if (entity.softDelete) {
    app.patch(`${base}/:id/recovery`, { config: config('update'), schema: { tags, params: idParams, headers: IF_MATCH_HEADER, response: versionedResponses(recordSchema(entity), { stale: true }) } }, async (request, reply) => {
      const id = parseId(request);
      const { expectedVersion } = readPrecondition(request);
      const recovered = await write(async (tx) => repo.asListed(await repo.recover(id, request.actor, { scope: scopeOf(request), tx, expectedVersion }), tx));
      tagWithVersion(reply, recovered);
      return { data: readableBy(entity, request.actor)(recovered) };
    });
  }
  return repo;
}
