/**
 * A local stand-in of Facturapi, written from its published API (shared/facturapi/openapi_v2.yaml),
 * not from the product's driver, so a test can catch the driver being wrong:
 *
 *   POST   /v2/invoices           validates as the spec says (400 GenericError with `errors`), honours
 *                                 `idempotency_key` (the same key answers the same invoice and stamps
 *                                 nothing new), keeps `external_id`; 202 `pending` in that fault mode
 *   GET    /v2/invoices           search: external_id, uuid, type, q (exact id or uuid), page, limit
 *   GET    /v2/invoices/{id}      the Invoice object
 *   GET    /v2/invoices/{id}/xml  the stamped CFDI
 *   DELETE /v2/invoices/{id}      cancellation: motive 01-04 required, 01 needs substitution; a
 *                                 cancelled one answers 409
 *
 * Every route needs `Authorization: Bearer <token>` (401 otherwise). Fault modes (./faults.ts) are set
 * per test; the ledger keeps every CFDI stamped and its status, so a test counts the orphans: stamped,
 * not cancelled, and unknown to the product's invoice rows.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { FaultPlan, type FaultAction, type FaultRule, type PacOperation, type RepeatedKey } from './faults.ts';
import type { PaidDocument } from './pagos.ts';
import { stampedXml } from './stamp.ts';
import { invoiceCreateProblems } from './validation.ts';
import { retentionsApi, type RetentionEntry } from './retentions.ts';

export { faults, type FaultRule, type RepeatedKey } from './faults.ts';

export interface LedgerEntry {
  id: string;
  uuid: string | null;
  status: 'pending' | 'valid' | 'canceled' | 'failed';
  cancellation_status: 'none' | 'pending' | 'accepted' | 'rejected';
  cancellation_motive: string | null;
  type: string;
  total: number;
  series: string;
  folio_number: number | null;
  external_id: string | null;
  idempotency_key: string | null;
  created_at: string;
  customer: { legal_name: string; tax_id: string };
  xml: string | null;
  body: any;
}

export interface PacStandInOptions {
  token?: string;
  /** What a second create with a used idempotency_key gets (./faults.ts RepeatedKey): the first invoice (default), a 409, or a misbehaving PAC's answer. */
  duplicateKey?: RepeatedKey;
  /** A cancellation the receiver must accept (cancellation_status "pending") instead of an immediate one. */
  cancellationNeedsAcceptance?: boolean;
}

export interface PacStandIn {
  /** The API base to configure (INVOICING_PAC_URL), ending in /v2. */
  url: string;
  /** Every request received, `at` when it arrived (Date.now()). */
  requests: { method: string; path: string; auth?: string; body: any; at: number }[];
  /** Sets the fault rules (an empty list: everything ok); call counts start again. */
  faults(rules: FaultRule[]): void;
  ledger(): LedgerEntry[];
  /** The retentions it stamped (POST /v2/retentions), with their status. */
  retentions(): RetentionEntry[];
  /** Stamped CFDIs still valid at the PAC whose UUID is not among `known` (the product's live invoice rows). */
  orphans(known: Iterable<string | null>): LedgerEntry[];
  /** Whether later cancellations wait for the receiver's answer (cancellation_status "pending"). */
  cancellationsNeedAcceptance(on: boolean): void;
  /** What later creates (invoices and retentions) under a used idempotency_key get. */
  repeatedKey(mode: RepeatedKey): void;
  /** The receiver's answer to a pending cancellation: accepted (cancelled) or rejected (valid again). */
  answerCancellation(id: string, answer: 'accepted' | 'rejected'): void;
  /** Finishes a 202 `pending` invoice: stamped (valid) or given up (failed). */
  settlePending(id: string, outcome: 'valid' | 'failed'): void;
  close(): Promise<void>;
}

type Reply = (status: number, value: unknown) => void;

const errorBody = (status: number, message: string, code: string, errors?: unknown[]) => ({ message, status, ok: false, code, ...(errors ? { errors } : {}) });

async function bodyOf(request: IncomingMessage): Promise<any> {
  let text = '';
  for await (const chunk of request) text += chunk;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return Symbol.for('malformed');
  }
}

function publicInvoice(entry: LedgerEntry) {
  const { xml: _xml, body: _body, cancellation_motive: _motive, ...visible } = entry;
  return { ...visible, livemode: false, date: entry.created_at };
}

export async function startPacStandIn(options: PacStandInOptions = {}): Promise<PacStandIn> {
  const token = options.token ?? 'sk_test_caudal';
  const entries = new Map<string, LedgerEntry>();
  const byKey = new Map<string, string>();
  const documents = new Map<string, PaidDocument>();
  const plan = new FaultPlan();
  const requests: PacStandIn['requests'] = [];
  const retentions = retentionsApi(() => options.duplicateKey ?? 'replay');

  function stamp(entry: LedgerEntry): void {
    const uuid = randomUUID();
    const { xml, total } = stampedXml(entry.body, uuid, documents);
    documents.set(uuid.toUpperCase(), { serie: entry.series, folio: String(entry.folio_number ?? 1), currency: entry.body.currency ?? 'MXN' });
    Object.assign(entry, { uuid, xml, status: 'valid', total: entry.type === 'P' ? 0 : Number(total) });
  }

  function create(body: any, reply: Reply, action: FaultAction | undefined, response: ServerResponse): void {
    const problems = invoiceCreateProblems(body);
    if (problems.length > 0) return reply(400, errorBody(400, problems[0].message, 'invalid_request', problems));
    const key = typeof body.idempotency_key === 'string' && body.idempotency_key !== '' ? body.idempotency_key : null;
    const existing = key ? byKey.get(key) : undefined;
    if (existing && options.duplicateKey !== 'restamp') {
      if (options.duplicateKey === 'conflict') return reply(409, errorBody(409, 'Ya existe una factura con este idempotency_key', 'idempotency_key_conflict'));
      const newestOther = [...entries.values()].filter((e) => e.id !== existing).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      const entry = options.duplicateKey === 'another' && newestOther ? newestOther : entries.get(existing)!;
      return reply(entry.status === 'pending' ? 202 : 200, publicInvoice(entry));
    }
    if (action?.kind === 'refuse') return reply(action.status ?? 400, errorBody(action.status ?? 400, action.message ?? 'Solicitud rechazada', action.code ?? 'invalid_request', action.errors));
    if (action?.kind === 'fail' && !action.stampFirst) return reply(action.status ?? 500, errorBody(action.status ?? 500, 'Error inesperado', 'unexpected_error'));
    if (action?.kind === 'hang' && action.stampFirst === false) return; // lost on the way: nothing stamped, no answer
    const entry: LedgerEntry = {
      id: randomBytes(12).toString('hex'), uuid: null, status: 'pending', cancellation_status: 'none', cancellation_motive: null, type: body.type ?? 'I', total: 0,
      series: body.series ?? 'F', folio_number: body.folio_number ?? null, external_id: body.external_id ?? null, idempotency_key: key, created_at: new Date().toISOString(),
      customer: { legal_name: body.customer?.legal_name, tax_id: body.customer?.tax_id }, xml: null, body,
    };
    try {
      if (action?.kind !== 'pending') stamp(entry);
    } catch (error) {
      return reply(400, errorBody(400, (error as Error).message, 'invalid_request'));
    }
    entries.set(entry.id, entry);
    if (key) byKey.set(key, entry.id);
    if (action?.kind === 'pending') return reply(202, publicInvoice(entry));
    if (action?.kind === 'fail') return reply(action.status ?? 500, errorBody(action.status ?? 500, 'Error inesperado', 'unexpected_error'));
    if (action?.kind === 'hang') return void response; // stamped; the answer never comes
    if (action?.kind === 'reset') return void response.socket?.resetAndDestroy(); // stamped; the connection reset
    if (action?.kind === 'slow') return void setTimeout(() => reply(200, publicInvoice(entry)), action.ms);
    reply(200, publicInvoice(entry));
  }

  function search(url: URL, reply: Reply): void {
    const q = url.searchParams;
    const limit = Math.min(100, Math.max(1, Number(q.get('limit') ?? 100)));
    const page = Math.min(30, Math.max(1, Number(q.get('page') ?? 1)));
    const found = [...entries.values()]
      .filter((e) => (q.get('external_id') ? e.external_id === q.get('external_id') : true))
      .filter((e) => (q.get('uuid') ? e.uuid?.toLowerCase() === q.get('uuid')!.toLowerCase() : true))
      .filter((e) => (q.get('type') ? e.type === q.get('type') : true))
      .filter((e) => (q.get('q') ? e.id === q.get('q') || e.uuid === q.get('q') : true))
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    reply(200, { page, total_pages: Math.max(1, Math.ceil(found.length / limit)), total_results: found.length, data: found.slice((page - 1) * limit, page * limit).map(publicInvoice) });
  }

  function cancel(entry: LedgerEntry, url: URL, reply: Reply): void {
    const motive = url.searchParams.get('motive');
    if (!['01', '02', '03', '04'].includes(motive ?? '')) return reply(400, errorBody(400, '"motive" debe ser 01, 02, 03 o 04', 'invalid_request'));
    if (motive === '01' && !url.searchParams.get('substitution')) return reply(400, errorBody(400, '"substitution" es requerido con el motivo 01', 'invalid_request'));
    if (entry.status === 'canceled') return reply(409, errorBody(409, 'La factura ya está cancelada', 'invoice_already_canceled'));
    if (entry.status !== 'valid') return reply(400, errorBody(400, 'Solo se cancela una factura timbrada', 'invalid_request'));
    entry.cancellation_motive = motive;
    if (options.cancellationNeedsAcceptance) entry.cancellation_status = 'pending';
    else Object.assign(entry, { status: 'canceled', cancellation_status: 'accepted' });
    reply(200, publicInvoice(entry));
  }

  const hanging = new Set<ServerResponse>();
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = await bodyOf(request);
    requests.push({ method: request.method ?? '', path: `${url.pathname}${url.search}`, auth: request.headers.authorization, body, at: Date.now() });
    const reply: Reply = (status, value) => {
      if (response.destroyed || response.writableEnded) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const [, version, resource, id, sub] = url.pathname.split('/');
    if (version !== 'v2' || (resource !== 'invoices' && resource !== 'retentions')) return reply(404, errorBody(404, 'Recurso no encontrado', 'not_found'));
    if (request.headers.authorization !== `Bearer ${token}`) return reply(401, errorBody(401, 'API key inválida', 'unauthenticated'));
    if (body === Symbol.for('malformed')) return reply(400, errorBody(400, 'El cuerpo no es JSON válido', 'invalid_request'));
    if (resource === 'retentions') {
      const retentionOp: PacOperation = request.method === 'POST' ? 'create' : request.method === 'DELETE' ? 'cancel' : !id ? 'list' : sub === 'xml' ? 'xml' : 'retrieve';
      const retentionAction = plan.next(retentionOp);
      if (retentionAction?.kind === 'hang') hanging.add(response);
      // A slow create stamps at once and answers late (./faults.ts), as invoices' do: retentions.handle waits.
      if (retentionAction?.kind === 'slow' && retentionOp !== 'create') await new Promise((resolve) => setTimeout(resolve, retentionAction.ms));
      return retentions.handle(request.method ?? '', id, sub, url, body, reply, retentionAction, (xml) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(xml);
      }, () => response.socket?.resetAndDestroy());
    }
    const op: PacOperation | undefined = request.method === 'POST' && !id ? 'create' : request.method === 'GET' && !id ? 'list' : request.method === 'GET' && sub === 'xml' ? 'xml' : request.method === 'GET' && !sub ? 'retrieve' : request.method === 'DELETE' && !sub ? 'cancel' : undefined;
    if (!op) return reply(405, errorBody(405, 'Método no permitido', 'method_not_allowed'));
    const action = plan.next(op);
    if (action?.kind === 'hang') hanging.add(response);
    if (op === 'create') return create(body, reply, action, response);
    if (action?.kind === 'hang') return;
    if (action?.kind === 'refuse') return reply(action.status ?? 400, errorBody(action.status ?? 400, action.message ?? 'Solicitud rechazada', 'invalid_request'));
    if (action?.kind === 'fail') return reply(action.status ?? 500, errorBody(action.status ?? 500, 'Error inesperado', 'unexpected_error'));
    if (action?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, action.ms));
    if (op === 'list') return search(url, reply);
    const entry = entries.get(id!);
    if (!entry) return reply(404, errorBody(404, 'No se encontró la factura', 'not_found'));
    if (op === 'retrieve') return reply(200, publicInvoice(entry));
    if (op === 'cancel') return cancel(entry, url, reply);
    if (!entry.xml) return reply(400, errorBody(400, 'La factura aún no está timbrada', 'invalid_request'));
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(entry.xml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}/v2`,
    requests,
    faults: (rules) => plan.set(rules),
    ledger: () => [...entries.values()],
    retentions: () => retentions.entries(),
    orphans(known) {
      const live = new Set([...known].filter((u): u is string => !!u).map((u) => u.toUpperCase()));
      return [...entries.values()].filter((e) => e.status === 'valid' && e.cancellation_status !== 'accepted' && !live.has(e.uuid!.toUpperCase()));
    },
    cancellationsNeedAcceptance(on) {
      options.cancellationNeedsAcceptance = on;
    },
    repeatedKey(mode) {
      options.duplicateKey = mode;
    },
    answerCancellation(id, answer) {
      const entry = entries.get(id);
      if (!entry || entry.cancellation_status !== 'pending') throw new Error(`no pending cancellation of ${id}`);
      if (answer === 'accepted') Object.assign(entry, { status: 'canceled', cancellation_status: 'accepted' });
      else entry.cancellation_status = 'rejected';
    },
    settlePending(id, outcome) {
      const entry = entries.get(id);
      if (!entry || entry.status !== 'pending') throw new Error(`no pending invoice ${id}`);
      if (outcome === 'valid') stamp(entry);
      else entry.status = 'failed';
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
