/**
 * Whose answer is it, for retention certificates (docs/decisions/210): the stand-in stamps, resets the
 * connection, and answers the retry under the same idempotency key with the newest other retention it
 * holds, or stamps a second one. Found before: the product compared the other retention's operation
 * ("the PAC states an operation of 10000, not 15500.00"), cancelled THAT retention with motive 02 and
 * left its own orphaned. Now the answer is believed only by its external_id; extras are cancelled (02).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { faults, startPacStandIn, type PacStandIn } from '../../helpers/pac-stand-in/index.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { pacTestApp, reconcile } from '../loans/outbox-fixtures.ts';
import { certificatesOf, EMAILS, enterInpc, issue, paidInvestment } from './support.ts';

let pac: PacStandIn;
let t: TestApp;

async function orphans(): Promise<number> {
  const known = new Set((await t.database.query<{ uuid: string }>(`select uuid from retention_certificate where uuid is not null and status <> 'cancelled'`)).map((r) => r.uuid.toUpperCase()));
  return pac.retentions().filter((r) => r.status === 'valid' && !known.has(r.uuid.toUpperCase())).length;
}

beforeAll(async () => {
  pac = await startPacStandIn();
  // One retry of a create after a broken connection, as production's default allows.
  t = await pacTestApp(pac, { INVOICING_PAC_TIMEOUT_MS: '5000', OUTBOUND_RETRIES: '1' });
  await enterInpc(t);
  await paidInvestment(t, EMAILS.investor, '2025-07-15', 3);
  await paidInvestment(t, EMAILS.otherInvestor, '2025-09-20', 2);
});
afterEach(async () => {
  pac.faults(faults.ok());
  pac.repeatedKey('replay');
  expect(await orphans()).toBe(0);
});
afterAll(async () => {
  await t?.close();
  await pac?.close();
});

/** Issues the period, the PAC misbehaving on its first create; the reconciler finishes what is left. */
async function issueMisbehaving(body: Record<string, unknown>, mode: 'another' | 'restamp') {
  const before = pac.retentions().length;
  pac.repeatedKey(mode);
  pac.faults(faults.resetAfterStamping(1));
  const answer = await issue(t, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  pac.faults(faults.ok());
  pac.repeatedKey('replay');
  await reconcile(t);
  return pac.retentions().slice(before);
}

describe('a PAC that answers a repeated key wrongly, for retention certificates', () => {
  it('answered with another retention: that one is neither recorded nor cancelled; its own is recorded', async () => {
    expect((await issue(t, { year: 2025, month: 8 })).status).toBe(200);
    const others = pac.retentions().map((r) => ({ id: r.id, status: r.status }));
    expect(others.length).toBeGreaterThan(0);
    const made = await issueMisbehaving({ year: 2025, month: 9 }, 'another');
    expect(made.length).toBeGreaterThan(0);
    for (const other of others) expect(pac.retentions().find((r) => r.id === other.id)?.status).toBe('valid');
    expect(pac.retentions().filter((r) => r.status === 'canceled')).toEqual([]);
    const recorded = new Set((await certificatesOf(t, '&year=2025')).filter((c) => c.status === 'stamped').map((c) => c.uuid));
    for (const retention of made) expect(recorded.has(retention.uuid.toUpperCase())).toBe(true);
  });

  it('a second retention stamped under the key: the first is kept and recorded, the second cancelled with motive 02', async () => {
    const made = await issueMisbehaving({ year: 2025, month: 10 }, 'restamp');
    const byKey = new Map<string | null, typeof made>();
    for (const retention of made) byKey.set(retention.idempotency_key, [...(byKey.get(retention.idempotency_key) ?? []), retention]);
    const twice = [...byKey.values()].find((group) => group.length === 2)!;
    expect(twice).toBeDefined();
    const [first, second] = [...twice].sort((a, b) => a.created_at.localeCompare(b.created_at));
    expect(first.status).toBe('valid');
    expect(second).toMatchObject({ status: 'canceled', cancellation_motive: '02' });
    const recorded = (await certificatesOf(t, '&year=2025')).map((c) => c.uuid);
    expect(recorded).toContain(first.uuid.toUpperCase());
    expect(recorded).not.toContain(second.uuid.toUpperCase());
  });
});
