/**
 * Invoicing against a misbehaving PAC, on the real server (the bundle `npm start` runs) with the PAC
 * stand-in (docs/decisions/101). Found before: a batch refused at its 3rd
 * left 2 CFDIs the product never recorded, an XML download failure left 1, and one hung PAC call froze
 * PGlite for everyone. Now: a double click stamps once, a refused batch keeps what was stamped before,
 * recorded, a failed download is finished by the reconciler, and a hung PAC stalls nobody else.
 */
import { describe, expect, inject, it } from 'vitest';
import { faults, type PacStandIn } from '../helpers/pac-stand-in/index.ts';
import { recordFaults } from './support/fault-report.ts';
import { dueDetailIds, eventually, generate, orphanCfdis, productInvoices, STALL_BOUND_MS, stampedFor, timed, usePacServer } from './support/invoicing.ts';
import { signIn, type HttpBrowser, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';

let pac: PacStandIn;
let database: TestDatabaseHandle;
let server: RealServer;
let root: HttpBrowser;
const kind = inject('testDatabase').kind;
usePacServer('pac-faults', (suite) => ({ pac, database, server, root } = suite));

describe(`invoicing against a misbehaving PAC (${kind})`, () => {
  it('double click: two generate calls for the same details stamp each detail once', async () => {
    const trials = 5;
    let duplicates = 0;
    let lost = 0;
    for (let trial = 0; trial < trials; trial++) {
      const ids = await dueDetailIds(server, root, `F-DOUBLE-${trial}`, 2);
      pac.faults(faults.slow(300));
      const answers = await Promise.all([generate(server, root, ids), generate(server, root, ids)]);
      expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.json))).toEqual([200, 409]);
      duplicates += stampedFor(pac, ids).length - ids.length;
      const recorded = new Set((await productInvoices(server, root)).map((i) => i.loan_detail_id));
      lost += ids.filter((id) => !recorded.has(id)).length;
    }
    pac.faults(faults.ok());
    const orphans = await orphanCfdis(pac, server, root);
    recordFaults(`invoicing: double click (${kind})`, { trials, lostWrites: lost, orphanCfdis: orphans, stalls: 0, detail: `${duplicates} duplicate CFDIs` });
    expect([duplicates, lost, orphans]).toEqual([0, 0, 0]);
  });

  it('a batch of 3 refused at the 3rd: the 2 stamped before it are recorded, nothing is orphaned, a retry stamps only the 3rd', async () => {
    const trials = 3;
    let lost = 0;
    for (let trial = 0; trial < trials; trial++) {
      const ids = await dueDetailIds(server, root, `F-BATCH-${trial}`, 3);
      pac.faults(faults.refuseFrom(3));
      const answer = await generate(server, root, ids);
      expect(answer.status, JSON.stringify(answer.json)).toBe(422);
      const recorded = new Set((await productInvoices(server, root)).map((i) => i.loan_detail_id));
      lost += ids.slice(0, 2).filter((id) => !recorded.has(id)).length;
      pac.faults(faults.ok());
      expect((await generate(server, root, [ids[2]])).status).toBe(200);
      expect(stampedFor(pac, ids)).toHaveLength(3);
    }
    const orphans = await orphanCfdis(pac, server, root);
    recordFaults(`invoicing: batch refused at the 3rd (${kind})`, { trials, lostWrites: lost, orphanCfdis: orphans, stalls: 0 });
    expect([lost, orphans]).toEqual([0, 0]);
  });

  it('an XML download failure: the CFDI is known by its intent and the scheduled reconciler records it', async () => {
    const ids = await dueDetailIds(server, root, 'F-XML-500', 1);
    pac.faults(faults.xmlDownloadFails(3));
    const answer = await generate(server, root, ids);
    expect(answer.status, JSON.stringify(answer.json)).toBe(202);
    await eventually(async () => (await productInvoices(server, root)).some((i) => i.loan_detail_id === ids[0]), 30_000, 'the reconciler records the CFDI');
    pac.faults(faults.ok());
    const orphans = await orphanCfdis(pac, server, root);
    recordFaults(`invoicing: XML download 500 (${kind})`, { trials: 1, lostWrites: 0, orphanCfdis: orphans, stalls: 0, detail: `${stampedFor(pac, ids).length} CFDI stamped` });
    expect([orphans, stampedFor(pac, ids).length]).toEqual([0, 1]);
  });

  it('a hung PAC call stalls nobody else: another user\'s reads and /readyz answer at once', async () => {
    const gestor = await signIn(server, 'gestor@caudal.mx');
    const ids = await dueDetailIds(server, root, 'F-HANG-NEIGHBOUR', 1);
    pac.faults(faults.hang());
    const hung = generate(server, root, ids);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const samples: number[] = [];
    let notReady = 0;
    for (let i = 0; i < 8; i++) {
      const read = await timed(() => gestor.call(server, 'GET', '/api/loan?take=5'));
      expect(read.value.status).toBe(200);
      samples.push(read.ms);
      const ready = await timed(() => fetch(`${server.url}/readyz`));
      if (ready.value.status !== 200) notReady++;
      samples.push(ready.ms);
    }
    const answer = await hung;
    expect(answer.status).toBe(202);
    pac.faults(faults.ok());
    await eventually(async () => (await productInvoices(server, root)).some((i) => i.loan_detail_id === ids[0]), 30_000, 'the reconciler records the hung CFDI');
    const stalls = samples.filter((ms) => ms > STALL_BOUND_MS).length + notReady;
    const orphans = await orphanCfdis(pac, server, root);
    recordFaults(`invoicing: hung PAC, neighbours (${kind})`, { trials: samples.length, lostWrites: 0, orphanCfdis: orphans, stalls, detail: `slowest ${Math.round(Math.max(...samples))} ms` });
    expect([stalls, orphans, stampedFor(pac, ids).length]).toEqual([0, 0, 1]);
  });

  it('a hung PAC while collecting an invoice holds no transaction: no connection idle in transaction, nobody stalled', async () => {
    const gestor = await signIn(server, 'gestor@caudal.mx');
    const ids = await dueDetailIds(server, root, 'F-PAY-HANG', 1);
    expect((await generate(server, root, ids)).status).toBe(200);
    const invoice = (await productInvoices(server, root)).find((i) => i.loan_detail_id === ids[0])!;
    pac.faults(faults.hang());
    const hung = root.call(server, 'POST', `/api/invoices/${invoice.id}/payment`, { paid_at: '2025-03-01', form: '03' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Found before: on PostgreSQL the collection's connection sat "idle in transaction" for minutes, holding its locks.
    const idleInTransaction = database.databaseUrl ? Number((await database.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'idle in transaction'`))[0].n) : 0;
    const read = await timed(() => gestor.call(server, 'GET', `/api/invoices/${invoice.id}`));
    const answer = await hung;
    expect(answer.status).toBe(202);
    pac.faults(faults.ok());
    await eventually(async () => (await productInvoices(server, root)).some((i) => i.loan_detail_id === ids[0] && i.id !== invoice.id), 30_000, 'the reconciler records the complement');
    const orphans = await orphanCfdis(pac, server, root);
    const stalls = (read.ms > STALL_BOUND_MS ? 1 : 0) + idleInTransaction;
    recordFaults(`invoicing: hung PAC during a collection (${kind})`, { trials: 1, lostWrites: 0, orphanCfdis: orphans, stalls, detail: `${idleInTransaction} idle in transaction, neighbour ${Math.round(read.ms)} ms` });
    expect([stalls, orphans]).toEqual([0, 0]);
  });
});
