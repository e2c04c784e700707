/** One request through an inject (never a port): createTestApp makes app.inject the signed-in one. JSON body parsed. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

interface Injector {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function apiCall<T = any>(target: Injector, method: InjectOptions['method'], url: string, payload?: unknown): Promise<ApiAnswer<T>> {
  const response = await target.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
  let body: unknown = response.body;
  if (String(response.headers['content-type'] ?? '').includes('json')) body = response.json();
  return { status: response.statusCode, body: body as T, headers: response.headers };
}

/** Query string from a record, values URL-encoded. */
export function queryString(params: Record<string, string | number | boolean>): string {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A GET that must answer 200: its `data`, or the test fails showing the body it got. */
export async function apiData<T = any>(target: Injector, url: string): Promise<T> {
  const answer = await apiCall(target, 'GET', url);
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}
