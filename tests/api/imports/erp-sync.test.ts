/**
 * The demo's ERP stand-in (demo/erp-sync.ts): its export of 1,000 customers, companies and agents goes
 * through the JSON import as the script sends it, in batches of 500; every row is accepted (the RFCs
 * and fiscal data it makes are valid), the same export again changes nothing, and the ERP's own edits
 * come in as updates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpExport } from '../../../demo/erp-sync.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function push(data: ReturnType<typeof erpExport>) {
  const totals: Record<string, Record<string, number>> = {};
  for (const entity of ['company', 'agent', 'customer'] as const) {
    totals[entity] = { create: 0, update: 0, unchanged: 0, refused: 0 };
    for (let at = 0; at < data[entity].length; at += 500) {
      const answer = await apiCall(t.app, 'POST', `/api/${entity}/import`, { rows: data[entity].slice(at, at + 500) });
      expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
      const refused = answer.body.data.rows.filter((row: { outcome: string }) => row.outcome === 'refused');
      expect(refused.slice(0, 3)).toEqual([]);
      for (const [key, value] of Object.entries(answer.body.data.counts as Record<string, number>)) totals[entity]![key]! += value;
    }
  }
  return totals;
}

describe('the ERP stand-in', () => {
  it('pushes 1,000 customers, 8 companies and 30 agents; again nothing changes; its edits come in as updates', async () => {
    const first = await push(erpExport({ customers: 1000, companies: 8, agents: 30 }));
    expect(first).toEqual({
      company: { create: 8, update: 0, unchanged: 0, refused: 0 },
      agent: { create: 30, update: 0, unchanged: 0, refused: 0 },
      customer: { create: 1000, update: 0, unchanged: 0, refused: 0 },
    });
    const again = await push(erpExport({ customers: 1000, companies: 8, agents: 30 }));
    expect(again.customer).toEqual({ create: 0, update: 0, unchanged: 1000, refused: 0 });
    const edited = await push(erpExport({ customers: 1000, companies: 8, agents: 30 }, true));
    expect(edited.customer).toEqual({ create: 0, update: 20, unchanged: 980, refused: 0 });
    const audits = await t.database.query<{ n: number }>("select count(*)::int as n from audit_log where entity = 'customer' and action = 'update'");
    expect(audits[0]!.n).toBe(20);
  }, 240_000);
});
