/**
 * react-admin's DataProvider over the API (DESIGN.md's contract). Resource name = entity name = API
 * path. Envelopes are unwrapped, updates carry only writable fields, 422s become form field errors,
 * react-admin's abort signals reach fetch, and list loads fail silently (spec section 8), except an
 * outage (503), which the list screen shows as such.
 */
import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import { declaredEntities } from '../../../schemas/index.ts';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import { ApiError, isServiceUnavailable } from '../http/api-error.ts';
import { hasWireNames, keysFromWire, keysToWire, rowFromWire, rowToWire, wireKey } from '../../../schemas/framework/wire-names.ts';
import { apiData, type HttpMethod, type Query } from '../http/http-client.ts';
import { markListLoad } from './last-update.ts';
import { listQuery, MAX_TAKE, type ListParams } from './list-params.ts';
import { toReactAdminError } from './react-admin-errors.ts';
import { pickWritable, type WriteMode } from './writable-fields.ts';

export interface CallOptions {
  query?: Query;
  signal?: AbortSignal;
  formData?: FormData;
  silent?: boolean;
  /** A screen's own data: it says a refusal itself, while the Oops dialog keeps the global classes and a 403 reloads. */
  callerSaysRefusals?: boolean;
  /** The caller's form shows a 422's field errors under its fields: no Oops dialog for them. */
  formShowsFieldErrors?: boolean;
  /** The caller shows a stale write's 409 itself and offers to reload: no Oops dialog for it. */
  formShowsStaleWrite?: boolean;
  /**
   * An action that sends something (a request, an SMS): the call carries a new Idempotency-Key, so the
   * server takes it once however often it arrives (server/http/idempotency.ts).
   */
  idempotent?: boolean;
}

export interface CaudalDataProvider extends DataProvider {
  /** PATCH /{resource}/{id}/recovery: brings back a soft-deleted record (spec section 4). */
  recover: <R extends RaRecord = RaRecord>(resource: string, params: { id: Identifier; meta?: { path?: string } }) => Promise<{ data: R }>;
  /** Any other endpoint (`call('PATCH', 'investment/4/close', { date_payment })`); returns the envelope's data. */
  call: <T = unknown>(method: HttpMethod, path: string, body?: unknown, options?: CallOptions) => Promise<T>;
}

export interface DataProviderOptions {
  /** Default: every declared entity, so one served by its own routes (forwards/const) is sent to its path too. */
  entities?: Readonly<Record<string, Entity>>;
  /**
   * Resources whose failed list load shows an empty list with total 0 instead of failing (spec
   * section 8: users, investments and expenses). Named as their API paths in spec section 7.
   */
  emptyListOnFailure?: readonly string[];
}

interface ListPage<R> {
  result: R[];
  total: number;
}

type Meta = { path?: string; query?: Query } | undefined;

/** `{ version }` of the record as it was read, when it has one (a bulk change names only ids: last write wins). */
export function versionRead(record: Partial<RaRecord> | undefined): { version?: number } {
  const version: unknown = record?.version;
  return typeof version === 'number' ? { version } : {};
}

/**
 * `entity`: a 422's field errors come back under the code names the form's inputs have (the API names
 * renamed fields by their wire names, docs/decisions/270).
 */
async function guard<T>(work: Promise<T>, entity?: Entity): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw toReactAdminError(entity && error instanceof ApiError && error.errors ? withCodeNames(entity, error) : error);
  }
}

/** The API error with its field errors keyed by code names. */
function withCodeNames(entity: Entity, error: ApiError): ApiError {
  if (!hasWireNames(entity)) return error;
  const body = error.body && typeof error.body === 'object' ? { ...(error.body as Record<string, unknown>), errors: keysFromWire(entity, error.errors ?? {}) } : error.body;
  return new ApiError(error.status, error.message, body, error.path);
}

export function createDataProvider(options: DataProviderOptions = {}): CaudalDataProvider {
  const known: Readonly<Record<string, Entity>> = options.entities ?? declaredEntities;
  const emptyOnFailure = new Set(options.emptyListOnFailure ?? ['user', 'investment', 'expenses']);

  /** The entity's API path (its name unless declared apart); `meta.path` points at another endpoint (e.g. `user/type/cliente`). */
  const pathOf = (resource: string, meta: Meta) => `/${meta?.path ?? known[resource]?.path ?? resource}`;
  const payload = (resource: string, data: Record<string, unknown>, mode: WriteMode) => {
    const entity = known[resource];
    return entity ? rowToWire(entity, pickWritable(entity, data, mode)) : data;
  };
  /** What the API answered, in code names: the screens read records as their declarations name the fields. */
  const codeNamed = <R,>(resource: string, row: R): R => {
    const entity = known[resource];
    return entity && row && typeof row === 'object' ? (rowFromWire(entity, row as Record<string, unknown>) as R) : row;
  };
  /** react-admin's sort and filters, in wire names (`meta.query` is raw: already the API's). */
  const wireParams = <P extends ListParams>(resource: string, params: P): P => {
    const entity = known[resource];
    if (!entity || !hasWireNames(entity)) return params;
    return {
      ...params,
      sort: params.sort ? { ...params.sort, field: wireKey(entity, params.sort.field) } : params.sort,
      filter: params.filter ? keysToWire(entity, params.filter) : params.filter,
    };
  };

  async function loadList<R>(resource: string, params: ListParams & { signal?: AbortSignal }, extra: Query = {}) {
    try {
      const query = { ...listQuery(wireParams(resource, params)), ...extra };
      const page = await apiData<ListPage<R>>(pathOf(resource, params.meta), { query, signal: params.signal, silent: true });
      return { data: page.result.map((row) => codeNamed(resource, row)), total: page.total };
    } catch (error) {
      // An outage is no empty list: it fails, and the screen says the service is unavailable (decision 103).
      if (emptyOnFailure.has(resource) && !params.signal?.aborted && !isServiceUnavailable(error)) return { data: [] as R[], total: 0 };
      throw toReactAdminError(error);
    } finally {
      if (!params.signal?.aborted) markListLoad(resource);
    }
  }

  const provider: CaudalDataProvider = {
    supportAbortSignal: true,

    getList: (resource, params) => loadList(resource, params),

    getManyReference: (resource, params) =>
      loadList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    getOne: (resource, params) =>
      guard(apiData(`${pathOf(resource, params.meta)}/${encodeURIComponent(String(params.id))}`, { signal: params.signal })).then((data) => ({ data: codeNamed(resource, data) as never })),

    async getMany(resource, params) {
      if (params.ids.length === 0) return { data: [] };
      const query: Query = { ids: params.ids.map(String), take: Math.min(params.ids.length, MAX_TAKE) };
      // A reference to a soft-deleted record must still show its name.
      if (known[resource]?.softDelete) query.trashed = 'with';
      const page = await guard(apiData<ListPage<never>>(pathOf(resource, params.meta), { query, signal: params.signal }));
      return { data: page.result.map((row) => codeNamed(resource, row)) };
    },

    create: (resource, params) =>
      guard(apiData(pathOf(resource, params.meta), { method: 'POST', body: payload(resource, params.data, 'create'), formShowsFieldErrors: true, callerSaysRefusals: true }), known[resource]).then((data) => ({
        data: codeNamed(resource, data) as never,
      })),

    // The version the form was read at goes back with it: a record changed meanwhile is a 409 that the
    // edit dialog turns into "reload" instead of a silent overwrite (docs/decisions/100).
    update: (resource, params) =>
      guard(
        apiData(`${pathOf(resource, params.meta)}/${encodeURIComponent(String(params.id))}`, {
          method: 'PUT',
          body: { ...payload(resource, params.data, 'update'), ...versionRead(params.previousData) },
          formShowsFieldErrors: true,
          formShowsStaleWrite: true,
          callerSaysRefusals: true,
        }),
        known[resource],
      ).then((data) => ({ data: codeNamed(resource, data) as never })),

    async updateMany(resource, params) {
      await Promise.all(params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: { id }, meta: params.meta })));
      return { data: params.ids };
    },

    delete: (resource, params) =>
      guard(apiData(`${pathOf(resource, params.meta)}/${encodeURIComponent(String(params.id))}`, { method: 'DELETE', callerSaysRefusals: true })).then((data) => ({ data: codeNamed(resource, data) as never })),

    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => provider.delete(resource, { id, meta: params.meta })));
      return { data: params.ids };
    },

    recover: (resource, params) =>
      guard(apiData(`${pathOf(resource, params.meta)}/${encodeURIComponent(String(params.id))}/recovery`, { method: 'PATCH', callerSaysRefusals: true })).then((data) => ({
        data: codeNamed(resource, data) as never,
      })),

    call: (method, path, body, { idempotent, ...callOptions } = {}) =>
      guard(apiData(path, { method, body, ...callOptions, headers: idempotent ? { 'Idempotency-Key': crypto.randomUUID() } : undefined })),
  };
  return provider;
}

/** The app's data provider, over every entity of schemas/index.ts. */
export const dataProvider = createDataProvider();
