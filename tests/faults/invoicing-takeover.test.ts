/**
 * A dead server's invoicing intent is taken over within one lease of its death:
 * server A holds an intent mid-flight (the PAC stamped it and is slow to answer) and is killed with -9;
 * the other server on the same PostgreSQL, or A started again, records the CFDI within one lease (plus one
 * reconciler round), and exactly one CFDI exists at the PAC and in the product, none orphaned.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { intentTiming } from '../../server/invoicing/context.ts';
import { faults, startPacStandIn, type PacStandIn } from '../helpers/pac-stand-in/index.ts';
import { recordFaults } from './support/fault-report.ts';
import { dueDetailIds, eventually, generateOnce, orphanCfdis, PAC_TIMEOUT_MS, pacEnv, productInvoices, stampedFor } from './support/invoicing.ts';
import { signIn, startServer, testDatabase, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';

const source = inject('testDatabase');
let pac: PacStandIn | undefined;
let database: TestDatabaseHandle | undefined;
const servers: RealServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.killAll();
  await database?.drop();
  await pac?.close();
  database = pac = undefined;
});

/** The lease the servers give an intent (OUTBOUND_RETRIES 0, as pacEnv sets), and one reconciler round. */
const RECONCILE_MS = 1000;
const LEASE_MS = intentTiming(PAC_TIMEOUT_MS, 0, RECONCILE_MS).leaseMs;

async function start(name: string): Promise<RealServer> {
  const server = await startServer({ name, database: database!, env: pacEnv(pac!, { INVOICING_RECONCILE_INTERVAL_MS: String(RECONCILE_MS) }) });
  servers.push(server);
  return server;
}

describe.each(['the other server', 'the restarted server'] as const)(`kill -9 of the server holding an intent (${source.kind}): %s takes it over`, (who) => {
  it.skipIf(who === 'the other server' && source.kind !== 'postgres')(`within one lease (${LEASE_MS} ms) of the death, one CFDI, none orphaned`, async () => {
    pac = await startPacStandIn();
    database = await testDatabase(source);
    const holder = await start('holder');
    const other = who === 'the other server' ? await start('other') : undefined;
    const root = await signIn(holder, 'root@caudal.mx');
    const ids = await dueDetailIds(holder, root, `F-TAKE-${who === 'the other server' ? 'B' : 'R'}`, 1);
    // The PAC stamps at once and answers after 40 s: the holder is mid-flight when it dies.
    pac.faults(faults.slow(40_000));
    const inFlight = generateOnce(holder, root, ids).catch((error: Error) => ({ status: 0, json: { error: error.message } }));
    await eventually(async () => stampedFor(pac!, ids).length === 1, 10_000, 'the PAC received the call');
    await holder.stop('SIGKILL');
    const died = Date.now();
    await inFlight;
    pac.faults(faults.ok());

    const taker = other ?? (await start('restarted'));
    const browser = await signIn(taker, 'root@caudal.mx');
    await eventually(async () => (await productInvoices(taker, browser)).some((i) => i.loan_detail_id === ids[0]), LEASE_MS + 30_000, 'the CFDI is recorded');
    const took = Date.now() - died;
    // One reconciler round and the recording's own time beyond the lease.
    expect(took, `taken over ${took} ms after the death; lease ${LEASE_MS} ms`).toBeLessThanOrEqual(LEASE_MS + RECONCILE_MS + 3000);
    // Nothing more comes later: give the reconcilers a few rounds.
    await new Promise((resolve) => setTimeout(resolve, 3 * RECONCILE_MS));
    const rows = (await productInvoices(taker, browser)).filter((i) => i.loan_detail_id === ids[0]);
    const orphans = await orphanCfdis(pac, taker, browser);
    recordFaults(`invoicing: kill -9 mid-flight, ${who} takes over (${source.kind})`, { trials: 1, lostWrites: 0, orphanCfdis: orphans, stalls: took > LEASE_MS + RECONCILE_MS + 3000 ? 1 : 0, detail: `taken over ${took} ms after the death, lease ${LEASE_MS} ms` });
    expect([stampedFor(pac, ids).length, rows.length, orphans]).toEqual([1, 1, 0]);
  });
});
