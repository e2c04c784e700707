/**
 * Whose answer is it (docs/decisions/210), on the real server with the PAC stand-in answering a
 * retried create (same idempotency key, after a connection reset once it had stamped) the wrong way:
 * with the newest other document it holds, or with a second document stamped under the same key.
 * Found before: the product compared the other document's total, cancelled THAT document at the PAC
 * (motive 02) and left its own CFDI orphaned; a second stamp under the key left two valid CFDIs, one
 * recorded. Now: an answer is believed only when its external_id is the key sent; the extras a search
 * finds under one key are cancelled with motive 02 and noted on the intent.
 */
import { describe, expect, inject, it } from 'vitest';
import { faults, type PacStandIn } from '../helpers/pac-stand-in/index.ts';
import { recordFaults } from './support/fault-report.ts';
import { dueDetailIds, eventually, generate, orphanCfdis, productInvoices, stampedFor, usePacServer } from './support/invoicing.ts';
import type { HttpBrowser, RealServer } from './support/real-server.ts';

let pac: PacStandIn;
let server: RealServer;
let root: HttpBrowser;
const kind = inject('testDatabase').kind;
// One retry of a create after a broken connection, as production's default allows.
usePacServer('pac-answers', (suite) => ({ pac, server, root } = suite), { OUTBOUND_RETRIES: '1' });

const valid = (entries: ReturnType<PacStandIn['ledger']>) => entries.filter((e) => e.status === 'valid');
const recordedFor = async (detailId: number) => (await productInvoices(server, root)).filter((i) => i.loan_detail_id === detailId && i.status === 'stamped');

describe(`a PAC that answers a repeated key wrongly (${kind})`, () => {
  it('answered with another document: that document is neither recorded nor cancelled; the intent asks by its key and records its own CFDI', async () => {
    const [other] = await dueDetailIds(server, root, 'F-ANOTHER-OTHER', 1);
    expect((await generate(server, root, [other])).status).toBe(200);
    const othersCfdi = stampedFor(pac, [other])[0];
    const [mine] = await dueDetailIds(server, root, 'F-ANOTHER-MINE', 1);
    pac.repeatedKey('another');
    pac.faults(faults.resetAfterStamping(1));
    const answer = await generate(server, root, [mine]);
    expect([200, 202], JSON.stringify(answer.json)).toContain(answer.status);
    pac.faults(faults.ok());
    await eventually(async () => (await recordedFor(mine)).length === 1, 30_000, 'the reconciler records the detail\'s own CFDI');
    pac.repeatedKey('replay');
    const [recorded] = await recordedFor(mine);
    const own = stampedFor(pac, [mine]);
    const orphans = await orphanCfdis(pac, server, root);
    const othersCancelled = pac.ledger().filter((e) => e.status === 'canceled').length;
    recordFaults(`invoicing: another document under a repeated key (${kind})`, { trials: 1, lostWrites: 0, orphanCfdis: orphans, stalls: 0, detail: `${othersCancelled} documents of others cancelled` });
    expect(own).toHaveLength(1);
    expect(recorded.uuid).toBe(own[0].uuid!.toUpperCase());
    expect(pac.ledger().find((e) => e.id === othersCfdi.id)?.status).toBe('valid');
    expect([orphans, othersCancelled]).toEqual([0, 0]);
  });

  it('a payment complement answered with another document: its own complement is recorded, the other untouched', async () => {
    const [detail] = await dueDetailIds(server, root, 'F-ANOTHER-PAYMENT', 1);
    expect((await generate(server, root, [detail])).status).toBe(200);
    const [invoice] = await recordedFor(detail);
    const before = pac.ledger().length;
    pac.repeatedKey('another');
    pac.faults(faults.resetAfterStamping(1));
    const paid = await root.call(server, 'POST', `/api/invoices/${invoice.id}/payment`, { paid_at: '2025-03-01', form: '03', amount: '100.00' });
    expect([200, 202], JSON.stringify(paid.json)).toContain(paid.status);
    pac.faults(faults.ok());
    const complements = async () => (await productInvoices(server, root)).filter((i) => i.status === 'stamped' && i.uuid && pac.ledger().slice(before).some((e) => e.uuid?.toUpperCase() === i.uuid));
    await eventually(async () => (await complements()).length === 1, 30_000, 'the reconciler records the complement');
    pac.repeatedKey('replay');
    const made = pac.ledger().slice(before);
    expect(made).toHaveLength(1);
    expect(pac.ledger().filter((e) => e.status === 'canceled')).toHaveLength(0);
    expect(await orphanCfdis(pac, server, root)).toBe(0);
  });

  it('a second stamp under the same key: the first is kept and recorded, the second cancelled with motive 02', async () => {
    const [detail] = await dueDetailIds(server, root, 'F-RESTAMP', 1);
    pac.repeatedKey('restamp');
    pac.faults(faults.resetAfterStamping(1));
    const answer = await generate(server, root, [detail]);
    pac.faults(faults.ok());
    pac.repeatedKey('replay');
    expect([200, 202], JSON.stringify(answer.json)).toContain(answer.status);
    await eventually(async () => (await recordedFor(detail)).length === 1, 30_000, 'the CFDI is recorded');
    const stamped = stampedFor(pac, [detail]);
    const orphans = await orphanCfdis(pac, server, root);
    recordFaults(`invoicing: a second stamp under a repeated key (${kind})`, { trials: 1, lostWrites: 0, orphanCfdis: orphans, stalls: 0, detail: `${stamped.length} stamped, ${valid(stamped).length} valid` });
    expect(stamped).toHaveLength(2);
    expect(valid(stamped)).toHaveLength(1);
    const [first, second] = [...stamped].sort((a, b) => a.created_at.localeCompare(b.created_at));
    expect(second).toMatchObject({ status: 'canceled', cancellation_motive: '02' });
    expect((await recordedFor(detail))[0].uuid).toBe(first.uuid!.toUpperCase());
    expect(orphans).toBe(0);
  });
});
