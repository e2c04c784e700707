/**
 * PostgreSQL resetting its connections while transactions are in flight (a restart, a failover, a
 * proxy cut): a real server process reaches its database through a proxy that sends TCP resets on
 * every open connection, at least 20 times, while writes run in transactions. The same process must
 * answer every call with 201 or 503 (never a 500, never an exit) during the resets, and 200 after each.
 */
import { afterEach, expect, inject, it } from 'vitest';
import { recordFaults } from './support/fault-report.ts';
import { postgresBehindProxy, type ProxiedDatabase } from './support/database-behind-proxy.ts';
import { signIn, startServer, type RealServer } from './support/real-server.ts';

let server: RealServer | undefined;
let proxied: ProxiedDatabase | undefined;

afterEach(async () => {
  await server?.killAll();
  await proxied?.close();
  server = proxied = undefined;
});

const RESETS = 24;
/** Writes in flight when each reset comes. */
const WRITES_PER_RESET = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('survives PostgreSQL resetting its connections mid-transaction: 503 during, 200 after, the same process', async () => {
  proxied = await postgresBehindProxy(inject('testDatabase'));
  server = await startServer({ name: 'reset', database: proxied.database, env: { DATABASE_CONNECT_TIMEOUT_SECONDS: '2', DATABASE_QUERY_TIMEOUT_SECONDS: '5' } });
  const root = await signIn(server, 'root@caudal.mx');
  const pid = server.child.pid;
  const statuses = new Map<number, number>();
  let cut = 0;
  let acknowledged: string[] = [];

  for (let round = 1; round <= RESETS; round++) {
    const writes = Array.from({ length: WRITES_PER_RESET }, (_, index) => {
      const name = `Reinicio ${round}.${index}`;
      // A process that died answers nothing: status 0, with its last words in the message.
      return root
        .call(server!, 'POST', '/api/status', { name, description: 'escrito durante un reinicio' })
        .catch((error: Error) => ({ status: 0, json: { error: error.message, output: server!.output().slice(-1500) } }))
        .then((answer) => ({ name, answer }));
    });
    // Somewhere inside the transactions: after the first statements, before most commit.
    await sleep(3 + ((round * 7) % 25));
    cut += proxied.proxy.resetConnections();
    for (const { name, answer } of await Promise.all(writes)) {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect([201, 503], `${name}: ${answer.status} ${JSON.stringify(answer.json)}`).toContain(answer.status);
      if (answer.status === 201) acknowledged.push(name);
    }
    expect(server.child.exitCode, `the server exited after reset ${round}:\n${server.output().slice(-2000)}`).toBeNull();
    let last: { status: number; json: unknown } | undefined;
    await expect
      .poll(async () => (last = await root.call(server!, 'GET', '/api/status?take=5')).status, { timeout: 20_000, interval: 200, message: `after reset ${round}: ${JSON.stringify(last?.json)}\n${server.output().slice(-3000)}` })
      .toBe(200);
  }

  expect(server.child.pid).toBe(pid);
  expect(server.child.exitCode).toBeNull();
  expect(cut).toBeGreaterThanOrEqual(RESETS);
  const written = await proxied.database.query<{ name: string }>("select name from status where name like 'Reinicio %'");
  const stored = new Set(written.map((row) => row.name));
  const lost = acknowledged.filter((name) => !stored.has(name));
  expect(lost).toEqual([]);
  acknowledged = [];

  recordFaults('database connections reset mid-transaction', {
    trials: RESETS * WRITES_PER_RESET,
    lostWrites: lost.length,
    orphanCfdis: 0,
    stalls: 0,
    detail: `postgres; ${RESETS} resets cutting ${cut} connections; answers ${JSON.stringify(Object.fromEntries(statuses))}; same process throughout`,
  });
});
