/**
 * The invoicing outbox under test (docs/decisions/101): the app with the `pac` provider pointed at the
 * PAC stand-in, a short PAC deadline (2 s, no retries) so a hang costs little, and no scheduled
 * reconciler (the tests run it on demand, as Admin can); and the figures the tests count. The deadline
 * leaves room for the stand-in, which stamps in the test's own process, on a busy machine.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { apiCall } from '../../helpers/api-call.ts';
import { faults, startPacStandIn, type PacStandIn } from '../../helpers/pac-stand-in/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createLoan, loanDetails } from './loan-fixtures.ts';

export const PAC_TIMEOUT_MS = 2000;

/**
 * A test file's app on the PAC stand-in: started once, both closed at the end, and after every test
 * the stand-in back to answering normally and no CFDI stamped that the product does not know.
 */
export function usePacTestApp(made: (suite: { pac: PacStandIn; t: TestApp }) => void, env: Record<string, string> = {}): void {
  let suite: { pac: PacStandIn; t: TestApp } | undefined;
  beforeAll(async () => {
    const pac = await startPacStandIn();
    suite = { pac, t: await pacTestApp(pac, env) };
    made(suite);
  });
  afterEach(async () => {
    if (!suite) return;
    suite.pac.faults(faults.ok());
    suite.pac.cancellationsNeedAcceptance(false);
    expect(await orphanCount(suite.t, suite.pac)).toBe(0);
  });
  afterAll(async () => {
    await suite?.t.close();
    await suite?.pac.close();
  });
}

export function pacTestApp(pac: PacStandIn, env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({
    env: { INVOICING_PROVIDER: 'pac', INVOICING_PAC_TOKEN: 'sk_test_caudal', INVOICING_PAC_URL: pac.url, INVOICING_PAC_TIMEOUT_MS: String(PAC_TIMEOUT_MS), OUTBOUND_RETRIES: '0', INVOICING_RECONCILE_INTERVAL_MS: '0', ...env },
  });
}

/** The UUIDs of the product's live invoice rows: what the firm knows it issued. */
export async function knownUuids(t: TestApp): Promise<string[]> {
  const rows = await t.database.query<{ uuid: string }>(`select uuid from invoice where uuid is not null and status in ('stamped', 'cancellation_pending')`);
  return rows.map((r) => r.uuid);
}

/** Stamped at the PAC, not cancelled, unknown to the product's invoice rows. */
export async function orphanCount(t: TestApp, pac: PacStandIn): Promise<number> {
  return pac.orphans(await knownUuids(t)).length;
}

export async function intentsOfDetail(t: TestApp, detailId: number): Promise<Record<string, any>[]> {
  return t.database.query('select * from invoicing_intent where loan_detail_id = $1 order by id', [detailId]);
}

export async function reconcile(t: TestApp) {
  const answer = await apiCall(t.app, 'POST', '/api/invoicing/reconcile');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** The due details of a new loan for customer 4, disbursed in 2025 so every cut-off has passed (3 by default). */
export async function dueDetails(t: TestApp, intelisisId: string, expiration = '2025-04-10') {
  const loan = await createLoan(t, { intelisis_id: intelisisId, customer_id: 4, emission: '2025-01-10', expiration });
  return loanDetails(t, loan.id);
}

export const generate = (t: TestApp, ids: number[]) => apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids });
