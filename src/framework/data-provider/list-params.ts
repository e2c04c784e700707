/**
 * react-admin's list parameters in the API's list grammar (DESIGN.md): take, page (1-based), sort,
 * order (asc/desc), q, one parameter per filter (several values comma-separated), ids, trashed.
 */
import type { Query, QueryValue } from '../http/http-client.ts';

/** The server's ceiling for `take`; lookups ask for this many (spec section 9). */
export const MAX_TAKE = 9999;

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
  /** `meta.query` adds raw parameters the filter form does not hold. */
  meta?: { query?: Query };
}

function filterValue(value: unknown): QueryValue {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.filter((v) => v !== undefined && v !== null && v !== '').map((v) => String(v));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  // The API has no nested filters; sent as JSON so the server refuses it by name instead of it vanishing.
  return JSON.stringify(value);
}

export function listQuery(params: ListParams): Query {
  const query: Query = {};
  for (const [name, value] of Object.entries(params.filter ?? {})) query[name] = filterValue(value);
  if (params.pagination) {
    query.take = Math.min(Math.max(Math.trunc(params.pagination.perPage), 1), MAX_TAKE);
    query.page = Math.max(Math.trunc(params.pagination.page), 1);
  }
  if (params.sort?.field) {
    query.sort = params.sort.field;
    query.order = params.sort.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  }
  return { ...query, ...params.meta?.query };
}
