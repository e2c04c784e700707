/**
 * The invoicing fault tests' shared pieces (docs/decisions/101): a real server whose `pac` provider
 * talks to the PAC stand-in with a short deadline and a reconciler every second, loans with due
 * details made through the API, and the counts: CFDIs the stand-in stamped that the product's invoice
 * rows do not know (read through the API: a PGlite folder belongs to its server).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { EXAMPLE_LOAN } from '../../api/loans/loan-fixtures.ts';
import { startPacStandIn, type PacStandIn } from '../../helpers/pac-stand-in/index.ts';
import { signIn, startServer, testDatabase, type HttpBrowser, type RealServer, type TestDatabaseHandle } from './real-server.ts';

export const PAC_TIMEOUT_MS = 2000;

/** A request slower than this while a neighbour's PAC call hangs counts as a stall. */
export const STALL_BOUND_MS = 1000;

export function pacEnv(pac: PacStandIn, extra: Record<string, string> = {}): Record<string, string> {
  return {
    INVOICING_PROVIDER: 'pac', INVOICING_PAC_TOKEN: 'sk_test_caudal', INVOICING_PAC_URL: pac.url, INVOICING_PAC_TIMEOUT_MS: String(PAC_TIMEOUT_MS),
    OUTBOUND_RETRIES: '0', INVOICING_RECONCILE_INTERVAL_MS: '1000', ...extra,
  };
}

export interface PacServer {
  pac: PacStandIn;
  database: TestDatabaseHandle;
  server: RealServer;
  /** Root, signed in. */
  root: HttpBrowser;
}

/**
 * A test file's bundled server on its own copy of the test database, its `pac` provider on a
 * stand-in, with Root signed in; all three stopped and dropped at the end.
 */
export function usePacServer(name: string, made: (suite: PacServer) => void, env: Record<string, string> = {}): void {
  let suite: Partial<PacServer> = {};
  beforeAll(async () => {
    suite.pac = await startPacStandIn();
    suite.database = await testDatabase(inject('testDatabase'));
    suite.server = await startServer({ name, database: suite.database, env: pacEnv(suite.pac, env) });
    suite.root = await signIn(suite.server, 'root@caudal.mx');
    made(suite as PacServer);
  });
  afterAll(async () => {
    await suite.server?.killAll();
    await suite.database?.drop();
    await suite.pac?.close();
    suite = {};
  });
}

/**
 * A new loan for customer 4 disbursed in 2025 (every cut-off passed): the ids of its first `count`
 * details. `loan` changes the loan's fields (its IVA treatment, its amounts and dates).
 */
export async function dueDetailIds(server: RealServer, browser: HttpBrowser, intelisisId: string, count = 1, loan: Record<string, unknown> = {}): Promise<number[]> {
  const created = await browser.call(server, 'POST', '/api/loan', { ...EXAMPLE_LOAN, intelisis_id: intelisisId, customer_id: 4, emission: '2025-01-10', expiration: '2025-04-10', ...loan });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const details = await browser.call(server, 'GET', `/api/loan_detail?loan_id=${created.json.data.id}&sort=date_doc&order=asc&take=100`);
  return details.json.data.result.slice(0, count).map((d: { id: number }) => d.id);
}

export const generate = (server: RealServer, browser: HttpBrowser, ids: number[]) => browser.call(server, 'PATCH', '/api/loan_detail/generate/invoices', { ids });

/**
 * The same call on a connection of its own that closes after the answer (no keep-alive), as the
 * signals test sends its request in flight: a kept-alive connection would hold the server's drain
 * open after the answer (Fastify waits for it), which is the drain's concern, not invoicing's.
 */
export function generateOnce(server: RealServer, browser: HttpBrowser, ids: number[]): Promise<{ status: number; json: any }> {
  const text = JSON.stringify({ ids });
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), cookie, 'x-xsrf-token': decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? '') };
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path: '/api/loan_detail/generate/invoices', method: 'PATCH', agent: false, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: body ? JSON.parse(body) : undefined }));
    });
    req.on('error', reject);
    req.end(text);
  });
}

/** The product's live invoice rows (their UUIDs), through the API. */
export async function productInvoices(server: RealServer, browser: HttpBrowser): Promise<{ id: number; uuid: string | null; loan_detail_id: number; status: string }[]> {
  const answer = await browser.call(server, 'GET', '/api/invoices?take=9999');
  expect(answer.status).toBe(200);
  return answer.json.data.result;
}

/** Stamped at the PAC, not cancelled, and unknown to the product's live invoice rows. */
export async function orphanCfdis(pac: PacStandIn, server: RealServer, browser: HttpBrowser): Promise<number> {
  const live = (await productInvoices(server, browser)).filter((i) => i.status === 'stamped' || i.status === 'cancellation_pending');
  return pac.orphans(live.map((i) => i.uuid)).length;
}

/** CFDIs the stand-in stamped (and did not fail) for these details: the folio is the detail's id. */
export const stampedFor = (pac: PacStandIn, detailIds: number[]) => pac.ledger().filter((e) => e.status !== 'failed' && e.status !== 'pending' && detailIds.includes(Number(e.folio_number)));

/** Polls until `check` holds (the scheduled reconciler runs every second), or fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`not within ${timeoutMs} ms: ${what}`);
}

/** How long one call takes, in ms. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}
