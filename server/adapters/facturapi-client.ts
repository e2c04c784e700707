/**
 * Facturapi's REST API v2, the calls the `pac` driver makes, over fetch with a deadline per attempt
 * (./outbound.ts). The official SDK is not used: it takes no timeout or AbortSignal per call, and as
 * CommonJS its default export is not a constructor in the bundled ESM server (docs/decisions/101).
 * Every answer is sorted into what it means for the caller: a result, a refusal (4xx: Facturapi did
 * nothing), or "unavailable" (timeout, broken connection, 5xx, 429: whether it acted is unknown).
 */
import { outboundCall, type OutboundPolicy } from './outbound.ts';

export const FACTURAPI_URL = 'https://www.facturapi.io/v2';

/** An Invoice object as the API answers it (the fields the driver reads). */
export interface PacInvoice {
  id: string;
  status: 'pending' | 'valid' | 'canceled' | 'draft' | 'failed';
  cancellation_status?: 'none' | 'pending' | 'accepted' | 'rejected' | 'expired' | 'verifying';
  uuid?: string | null;
  total?: number;
  external_id?: string | null;
  created_at?: string;
}

/** Facturapi refused the request (4xx): nothing was created or changed. */
export class PacRefusal extends Error {
  constructor(message: string, readonly status: number, readonly code?: string, readonly detail?: { code?: string; path?: string }) {
    super(message);
  }
}

/** No usable answer: the request may or may not have had its effect. */
export class PacUnavailable extends Error {}

/** A create whose idempotency_key was used before answered 409 instead of the first invoice. */
export class PacKeyConflict extends Error {}

export interface FacturapiSettings {
  token: string;
  url?: string;
  policy: OutboundPolicy;
  /** Aborts calls in flight when the server shuts down. */
  signal?: AbortSignal;
}

interface CallOptions {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  idempotent: boolean;
  retryOnTimeout?: boolean;
}

export function facturapiClient(settings: FacturapiSettings) {
  const base = (settings.url ?? FACTURAPI_URL).replace(/\/+$/, '');

  async function call(options: CallOptions): Promise<{ status: number; text: string; attempts: number }> {
    const query = new URLSearchParams(Object.entries(options.query ?? {}).filter((e): e is [string, string] => e[1] !== undefined)).toString();
    const headers: Record<string, string> = { authorization: `Bearer ${settings.token}`, accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let answer;
    try {
      answer = await outboundCall(
        { service: 'the PAC (Facturapi)', url: `${base}${options.path}${query ? `?${query}` : ''}`, method: options.method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), idempotent: options.idempotent, retryOnTimeout: options.retryOnTimeout, signal: settings.signal },
        settings.policy,
      );
    } catch (error) {
      throw new PacUnavailable((error as Error).message);
    }
    const text = answer.body.toString('utf8');
    if (answer.status >= 200 && answer.status < 300) return { status: answer.status, text, attempts: answer.attempts };
    let message = text.slice(0, 300);
    let code: string | undefined;
    let detail: { code?: string; path?: string } | undefined;
    try {
      const parsed = JSON.parse(text) as { message?: unknown; code?: unknown; errors?: { code?: unknown; path?: unknown }[] };
      if (typeof parsed.message === 'string') message = parsed.message;
      if (typeof parsed.code === 'string') code = parsed.code;
      const first = Array.isArray(parsed.errors) ? parsed.errors[0] : undefined;
      if (first) detail = { code: typeof first.code === 'string' ? first.code : undefined, path: typeof first.path === 'string' ? first.path : undefined };
    } catch {
      // Not Facturapi's JSON error (a proxy's page): keep the text.
    }
    if (answer.status === 409 && options.method === 'POST') throw new PacKeyConflict(message);
    if (answer.status >= 500 || answer.status === 429 || answer.status === 408) throw new PacUnavailable(`the PAC answered ${answer.status}: ${message}`);
    throw new PacRefusal(message, answer.status, code, detail);
  }

  const json = async <T>(options: CallOptions): Promise<{ status: number; value: T; attempts: number }> => {
    const { status, text, attempts } = await call(options);
    try {
      return { status, value: JSON.parse(text) as T, attempts };
    } catch {
      throw new PacUnavailable('the PAC answered something that is not JSON');
    }
  };

  return {
    ...retentionCalls(json, call),
    /**
     * POST /invoices. The body carries the idempotency_key, so a repeat cannot stamp twice: it is
     * retried on 5xx and broken connections, but not on a timeout (the answer may yet come; the
     * reconciler asks later). `accepted`: 202, Facturapi still stamping. `repeated`: the answer is to a
     * retry, so an earlier attempt may have stamped too (a PAC that ignores the key): the caller searches.
     */
    async createInvoice(body: Record<string, unknown>): Promise<{ accepted: boolean; invoice: PacInvoice; repeated: boolean }> {
      const { status, value, attempts } = await json<PacInvoice>({ method: 'POST', path: '/invoices', body, idempotent: true, retryOnTimeout: false });
      return { accepted: status === 202, invoice: value, repeated: attempts > 1 };
    },
    async retrieveInvoice(id: string): Promise<PacInvoice | undefined> {
      try {
        return (await json<PacInvoice>({ method: 'GET', path: `/invoices/${encodeURIComponent(id)}`, idempotent: true })).value;
      } catch (error) {
        if (error instanceof PacRefusal && error.status === 404) return undefined;
        throw error;
      }
    },
    /**
     * Every invoice with this external_id (exact match, as the list endpoint filters it), newest first.
     * Facturapi does not hold external_id unique: a PAC that stamped twice under one key answers both.
     */
    async findByExternalId(externalId: string): Promise<PacInvoice[]> {
      const { value } = await json<{ data?: PacInvoice[] }>({ method: 'GET', path: '/invoices', query: { external_id: externalId, limit: '50' }, idempotent: true });
      return (value.data ?? []).filter((invoice) => invoice.external_id === externalId);
    },
    async downloadXml(id: string): Promise<string> {
      return (await call({ method: 'GET', path: `/invoices/${encodeURIComponent(id)}/xml`, idempotent: true })).text;
    },
    /** DELETE /invoices/{id}?motive=&substitution=. Repeating it after a lost answer is a 409 (already cancelled), so it is sent once. */
    async cancelInvoice(id: string, motive: string, substitution?: string): Promise<PacInvoice> {
      return (await json<PacInvoice>({ method: 'DELETE', path: `/invoices/${encodeURIComponent(id)}`, query: { motive, substitution }, idempotent: false })).value;
    },
  };
}

export type FacturapiClient = ReturnType<typeof facturapiClient>;

/** The published search answers at most page 30 (SearchPage): 1,500 retentions of one receiver at 50 a page. */
const RETENTION_SEARCH_PAGES = 30;

/** A Retention object as the API answers it (the fields the driver reads). */
export interface PacRetention {
  id: string;
  status: 'draft' | 'pending' | 'valid' | 'canceled';
  uuid?: string | null;
  external_id?: string | null;
  created_at?: string;
  totales?: { monto_tot_operacion?: number; monto_tot_ret?: number };
}

type Json = <T>(options: CallOptions) => Promise<{ status: number; value: T; attempts: number }>;
type Raw = (options: CallOptions) => Promise<{ status: number; text: string; attempts: number }>;

/** The retentions API (POST/GET /retentions, GET /retentions/{id}/xml, DELETE /retentions/{id}), as the invoices'. */
function retentionCalls(json: Json, call: Raw) {
  return {
    /** POST /retentions with the idempotency_key: retried on 5xx and broken connections, not on a timeout; `repeated` as createInvoice's. */
    async createRetention(body: Record<string, unknown>): Promise<{ retention: PacRetention; repeated: boolean }> {
      const { value, attempts } = await json<PacRetention>({ method: 'POST', path: '/retentions', body, idempotent: true, retryOnTimeout: false });
      return { retention: value, repeated: attempts > 1 };
    },
    async retrieveRetention(id: string): Promise<PacRetention | undefined> {
      try {
        return (await json<PacRetention>({ method: 'GET', path: `/retentions/${encodeURIComponent(id)}`, idempotent: true })).value;
      } catch (error) {
        if (error instanceof PacRefusal && error.status === 404) return undefined;
        throw error;
      }
    },
    /**
     * The retentions with this external_id, newest first. The published search filters by `q` (the
     * customer's RFC or name), not by external_id: the receiver's recent retentions are searched, and
     * the key matched here; a repeated stamp lands beside the first, so the page it is found on and the
     * next are read whole.
     */
    async findRetentionByExternalId(externalId: string, receiverRfc: string): Promise<PacRetention[]> {
      // Newest first, page by page: a firm issuing monthly for years has more than one page per investor.
      const found: PacRetention[] = [];
      for (let page = 1; page <= RETENTION_SEARCH_PAGES; page++) {
        const { value } = await json<{ data?: PacRetention[]; total_pages?: number }>({ method: 'GET', path: '/retentions', query: { q: receiverRfc, limit: '50', page: String(page) }, idempotent: true });
        const foundBefore = found.length > 0;
        found.push(...(value.data ?? []).filter((retention) => retention.external_id === externalId));
        if (foundBefore || page >= (value.total_pages ?? 1)) return found;
      }
      return found;
    },
    async downloadRetentionXml(id: string): Promise<string> {
      return (await call({ method: 'GET', path: `/retentions/${encodeURIComponent(id)}/xml`, idempotent: true })).text;
    },
    /** DELETE /retentions/{id}?motive=&substitution=: immediate, no receiver's acceptance. Sent once. */
    async cancelRetention(id: string, motive: string, substitution?: string): Promise<PacRetention> {
      return (await json<PacRetention>({ method: 'DELETE', path: `/retentions/${encodeURIComponent(id)}`, query: { motive, substitution }, idempotent: false })).value;
    },
  };
}
