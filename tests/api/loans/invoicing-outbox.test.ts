/**
 * Stamping exactly once from the firm's side (docs/decisions/101), against the PAC
 * stand-in: a double click stamps each detail once; a batch refused at its 3rd detail keeps the 2
 * stamped before it, recorded, and sends nothing after; a PAC failing after N calls, an XML download
 * that fails, a PAC that hangs
 * and a 202 `pending` answer leave the intent open, and the reconciler records the CFDI the PAC holds
 * under the key (no second one); a CFDI nobody wants any more is cancelled at the PAC. Every test ends
 * with 0 stamped CFDIs the product does not know.
 */
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { faults, startPacStandIn, type PacStandIn } from '../../helpers/pac-stand-in/index.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { loanDetails } from './loan-fixtures.ts';
import { dueDetails, generate, intentsOfDetail, orphanCount, PAC_TIMEOUT_MS, pacTestApp, usePacTestApp, reconcile } from './outbox-fixtures.ts';

let pac: PacStandIn;
let t: TestApp;
usePacTestApp((suite) => ({ pac, t } = suite));

const stampedFor = (detailIds: number[]) => pac.ledger().filter((e) => e.status !== 'failed' && detailIds.includes(Number(e.folio_number)));

describe('PATCH loan_detail/generate/invoices through the outbox', () => {
  it('a double click stamps each detail once: one request records, the other is a 409 before any call', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const details = (await dueDetails(t, `T-DOUBLE-${trial}`)).slice(0, 2);
      const ids = details.map((d) => d.id);
      pac.faults(faults.slow(150));
      const answers = await Promise.all([generate(t, ids), generate(t, ids)]);
      expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([200, 409]);
      const refused = answers.find((a) => a.status === 409)!;
      expect(refused.body.message).toBe(`Las facturas de los detalles ${ids.join(', ')} ya se están generando; espera a que se confirmen`);
      expect(stampedFor(ids)).toHaveLength(2);
      expect((await loanDetails(t, details[0].loan_id)).slice(0, 2).every((d) => d.status_id === STATUS.invoiced)).toBe(true);
    }
  });

  it('a batch refused at its 3rd detail keeps the 2 stamped before it, recorded, and says so; the 3rd goes alone later', async () => {
    const [first, second, third] = await dueDetails(t, 'T-BATCH-REFUSED');
    pac.faults(faults.refuseFrom(3, 'El RFC del receptor no existe'));
    const answer = await generate(t, [first.id, second.id, third.id]);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(`Detalle ${third.id}: El RFC del receptor no existe. Las facturas de los detalles ${first.id}, ${second.id} sí se emitieron y quedaron registradas`);
    expect(answer.body.errors.ids).toHaveLength(2);
    const invoices = await apiCall(t.app, 'GET', `/api/invoices?loan_detail_id=${first.id},${second.id},${third.id}`);
    expect(invoices.body.data.result.map((i: { loan_detail_id: number }) => i.loan_detail_id).sort()).toEqual([first.id, second.id]);
    expect((await intentsOfDetail(t, third.id)).map((i) => [i.state, i.claim])).toEqual([['failed', null]]);
    expect(stampedFor([first.id, second.id, third.id])).toHaveLength(2);

    pac.faults(faults.ok());
    expect((await generate(t, [third.id])).status).toBe(200);
    expect(stampedFor([first.id, second.id, third.id])).toHaveLength(3);
  });

  it('an XML download that fails leaves the stamped CFDI known by its intent; the reconciler records that same CFDI', async () => {
    const [detail] = await dueDetails(t, 'T-XML-500');
    pac.faults(faults.xmlDownloadFails());
    const answer = await generate(t, [detail.id]);
    expect(answer.status).toBe(202);
    expect(answer.body.data).toMatchObject({ result: [], in_process: [detail.id], not_sent: [] });
    expect(answer.body.data.message).toContain(`detalles ${detail.id}: quedó en proceso`);
    const [intent] = await intentsOfDetail(t, detail.id);
    const [stamped] = stampedFor([detail.id]);
    expect(intent).toMatchObject({ state: 'sent', provider_ref: stamped.id, claim: `detail:${detail.id}` });
    // In process with the PAC: not offered for invoicing again until the reconciler settles it.
    const listed = async () => (await apiCall(t.app, 'GET', '/api/loan_detail/toInvoice?take=9999')).body.data.result.map((r: { id: number }) => r.id);
    expect(await listed()).not.toContain(detail.id);

    pac.faults(faults.ok());
    expect(await reconcile(t)).toMatchObject({ done: 1 });
    const invoices = await apiCall(t.app, 'GET', `/api/invoices?loan_detail_id=${detail.id}`);
    expect(invoices.body.data.result.map((i: { uuid: string }) => i.uuid)).toEqual([stamped.uuid!.toUpperCase()]);
    expect(stampedFor([detail.id])).toHaveLength(1);
    expect((await intentsOfDetail(t, detail.id)).map((i) => [i.state, i.claim])).toEqual([['done', null]]);
  });

  it('a PAC that fails after 3 calls mid-batch: the 1st recorded, the 2nd (stamped, XML lost) in process, the 3rd not sent', async () => {
    const [first, second, third] = await dueDetails(t, 'T-FAIL-AFTER');
    pac.faults(faults.failAfter(3));
    const answer = await generate(t, [first.id, second.id, third.id]);
    expect(answer.status).toBe(202);
    expect(answer.body.data).toMatchObject({ total: 1, in_process: [second.id], not_sent: [third.id] });
    expect(answer.body.data.message).toContain(`No se enviaron los detalles ${third.id}`);
    expect(stampedFor([first.id, second.id, third.id])).toHaveLength(2);
    pac.faults(faults.ok());
    expect(await reconcile(t)).toMatchObject({ done: 1 });
    const recorded = (await apiCall(t.app, 'GET', `/api/invoices?loan_detail_id=${first.id},${second.id},${third.id}`)).body.data.result;
    expect(recorded.map((i: { loan_detail_id: number }) => i.loan_detail_id).sort()).toEqual([first.id, second.id]);
  });

  it('a PAC that hangs answers 202 within the deadline, other requests are served meanwhile, and the reconciler records what it stamped', async () => {
    const [detail] = await dueDetails(t, 'T-HANG');
    pac.faults(faults.hang());
    const started = Date.now();
    const pending = generate(t, [detail.id]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const neighbourStarted = Date.now();
    expect((await apiCall(t.app, 'GET', '/api/loan?take=5')).status).toBe(200);
    // Served while the PAC still hangs: it does not wait for the invoicing call's deadline.
    expect(Date.now() - neighbourStarted).toBeLessThan(PAC_TIMEOUT_MS / 2);
    const answer = await pending;
    expect(answer.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(PAC_TIMEOUT_MS + 3000);

    pac.faults(faults.ok());
    expect(await reconcile(t)).toMatchObject({ done: 1 });
    expect(stampedFor([detail.id])).toHaveLength(1);
    expect((await loanDetails(t, detail.loan_id))[0].status_id).toBe(STATUS.invoiced);
  });

  it('a batch leases each of its intents for one lease at a time: a dead server\'s intents are taken over within one lease of its death', async () => {
    const details = await dueDetails(t, 'T-BATCH-LEASE');
    const ids = details.map((d) => d.id);
    pac.faults(faults.slow(600));
    const leaseMs = PAC_TIMEOUT_MS * 4 + 2000;
    const running = generate(t, ids);
    let longest = 0;
    let done = false;
    void running.finally(() => (done = true));
    while (!done) {
      const [row] = await t.database.query<{ ms: number | null }>(`select max(extract(epoch from (lease_until - now())) * 1000)::float as ms from invoicing_intent where loan_detail_id = any($1) and state in ('pending', 'sent') and lease_owner is not null`, [ids]);
      longest = Math.max(longest, row.ms ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await running).status).toBe(200);
    expect(longest).toBeGreaterThan(0);
    expect(longest).toBeLessThanOrEqual(leaseMs + 500);
  });

  it('a 202 "pending" from the PAC stays in process until it is stamped, then is recorded', async () => {
    const [detail] = await dueDetails(t, 'T-PENDING');
    pac.faults(faults.pending());
    expect((await generate(t, [detail.id])).status).toBe(202);
    pac.faults(faults.ok());
    expect(await reconcile(t)).toMatchObject({ in_process: 1, done: 0 });
    pac.settlePending(pac.ledger().at(-1)!.id, 'valid');
    expect(await reconcile(t)).toMatchObject({ done: 1 });
    expect((await intentsOfDetail(t, detail.id))[0].state).toBe('done');
  });

  it('a refusal stamps nothing and frees the detail', async () => {
    const [detail] = await dueDetails(t, 'T-REFUSED');
    const before = pac.ledger().length;
    pac.faults(faults.refuseFrom(1, 'El régimen fiscal no corresponde al RFC'));
    const answer = await generate(t, [detail.id]);
    expect(answer.status).toBe(422);
    expect(answer.body.errors.ids[0]).toBe(`Detalle ${detail.id}: El régimen fiscal no corresponde al RFC`);
    expect(pac.ledger().length).toBe(before);
    const candidates = (await apiCall(t.app, 'GET', '/api/loan_detail/toInvoice?take=9999')).body.data.result;
    expect(candidates.some((c: { id: number }) => c.id === detail.id)).toBe(true);
  });

  it('a CFDI whose detail changed before it could be recorded is cancelled at the PAC (motive 02), not recorded', async () => {
    const [detail] = await dueDetails(t, 'T-UNWANTED');
    pac.faults(faults.hang());
    expect((await generate(t, [detail.id])).status).toBe(202);
    await t.database.query('update loan_detail set amount = amount + 1 where id = $1', [detail.id]);
    pac.faults(faults.ok());
    expect(await reconcile(t)).toMatchObject({ cancelled: 1 });
    expect(stampedFor([detail.id]).map((e) => [e.status, e.cancellation_motive])).toEqual([['canceled', '02']]);
    expect((await apiCall(t.app, 'GET', `/api/invoices?loan_detail_id=${detail.id}`)).body.data.result).toEqual([]);
    expect((await intentsOfDetail(t, detail.id)).map((i) => [i.state, i.claim])).toEqual([['cancelled', null]]);
  });

  it('a request that outlives its lease: the reconciler takes over, records the CFDI once, and the late answer changes nothing', async () => {
    const [detail] = await dueDetails(t, 'T-TAKEOVER');
    pac.faults(faults.slow(PAC_TIMEOUT_MS - 500));
    const posted = pac.requests.filter((r) => r.method === 'POST').length;
    const inFlight = generate(t, [detail.id]);
    // The intent is committed and its create is at the PAC (a fixed pause raced a busy machine).
    await expect.poll(() => pac.requests.filter((r) => r.method === 'POST').length, { timeout: PAC_TIMEOUT_MS, interval: 20 }).toBeGreaterThan(posted);
    // As if the request had stalled past its lease (a long pause of its process): anyone may take it over.
    await t.database.query(`update invoicing_intent set lease_until = now() - interval '1 second' where loan_detail_id = $1`, [detail.id]);
    expect(await reconcile(t)).toMatchObject({ done: 1 });
    const late = await inFlight;
    expect(late.status).toBe(202);
    expect(stampedFor([detail.id])).toHaveLength(1);
    expect((await apiCall(t.app, 'GET', `/api/invoices?loan_detail_id=${detail.id}`)).body.data.result).toHaveLength(1);
    expect((await intentsOfDetail(t, detail.id)).map((i) => i.state)).toEqual(['done']);
  });

  it('a PAC that answers a used key with 409 instead of the first invoice: found by external_id, not stamped twice', async () => {
    const conflicting = await startPacStandIn({ duplicateKey: 'conflict' });
    // One retry: the first create stamps but answers 500, the retry with the same key meets the 409.
    const other = await pacTestApp(conflicting, { OUTBOUND_RETRIES: '1' });
    try {
      const [detail] = await dueDetails(other, 'T-KEY-409');
      conflicting.faults([{ op: 'create', times: 1, action: { kind: 'fail', status: 500, stampFirst: true } }]);
      const answer = await generate(other, [detail.id]);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(conflicting.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
      expect(conflicting.ledger()).toHaveLength(1);
      expect(answer.body.data.result[0].uuid).toBe(conflicting.ledger()[0].uuid!.toUpperCase());
      expect(await orphanCount(other, conflicting)).toBe(0);
    } finally {
      await other.close();
      await conflicting.close();
    }
  });
});
