/**
 * kill -9 in the middle of writes: creating an investment writes the investment, its
 * twelve payments and an audit row for each in one transaction. While several people create them at
 * once, the server is killed outright (no drain), then started again on the same database (the same
 * PGlite folder, or PostgreSQL). Every investment the server acknowledged (201) is there with its whole
 * schedule, and no investment is there without it: a write is all or nothing, and an answered one stays.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { tinyPdf } from '../../server/db/demo-files.ts';
import { recordFaults } from './support/fault-report.ts';
import { signIn, startServer, testDatabase, type HttpBrowser, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';

const source = inject('testDatabase');
const TRIALS = 3;
const WRITERS = 6;
let database: TestDatabaseHandle | undefined;
let server: RealServer | undefined;

afterAll(async () => {
  await server?.killAll();
  await database?.drop();
});

async function contract(root: HttpBrowser, on: RealServer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(tinyPdf('Contrato', ['Firmado']))], { type: 'application/pdf' }), 'contrato.pdf');
  const uploaded = await root.call(on, 'POST', '/api/file?entity=investment&field=contract', form);
  expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
  return uploaded.json.data[0].url;
}

/** Creates investments one after another until the server stops answering; returns the acknowledged keys. */
async function writer(root: HttpBrowser, on: RealServer, prefix: string, body: Record<string, unknown>, acknowledged: Set<string>): Promise<number> {
  let sent = 0;
  for (;;) {
    const key = `${prefix}-${sent++}`;
    try {
      const answer = await root.call(on, 'POST', '/api/investment', { ...body, key });
      if (answer.status === 201) acknowledged.add(key);
      else if (answer.status >= 500) return sent;
    } catch {
      return sent; // The connection died with the server.
    }
  }
}

describe(`kill -9 while investments are being written (${source.kind})`, () => {
  it(`keeps every acknowledged write whole and leaves no half-written one (${TRIALS} kills)`, async () => {
    database = await testDatabase(source);
    let lost = 0;
    let partial = 0;
    let acknowledgedTotal = 0;
    let root: HttpBrowser | undefined;
    for (let trial = 0; trial < TRIALS; trial++) {
      server = await startServer({ name: `kill-${trial}`, database });
      // One sign-in for the whole test: the session is a row, so it outlives every kill and restart.
      root ??= await signIn(server, 'admin@caudal.mx');
      const investor = await root.call(server, 'GET', '/api/user?email=inversionista@caudal.mx');
      const body = { intelisis_id: 'ITL-K', amount: '250000', emission: '2026-03-01', duration: '12', currency_id: 1, user_id: investor.json.data.result[0].id };
      const acknowledged = new Set<string>();
      const contracts = await Promise.all(Array.from({ length: WRITERS }, () => contract(root!, server!)));
      const writing = contracts.map((url, i) => writer(root!, server!, `KILL${trial}-${i}`, { ...body, contract: url }, acknowledged));
      // Let the writes run, then pull the plug in the middle of them.
      await new Promise((resolve) => setTimeout(resolve, 1200 + Math.floor(Math.random() * 800)));
      await server.stop('SIGKILL');
      await Promise.all(writing);
      acknowledgedTotal += acknowledged.size;

      server = await startServer({ name: `after-kill-${trial}`, database });
      const reader = root;
      const listed = await reader.call(server, 'GET', `/api/investment?q=KILL${trial}-&take=9999`);
      expect(listed.status).toBe(200);
      const found = new Map<string, number>(listed.json.data.result.map((r: { key: string; id: number }) => [r.key, r.id]));
      for (const key of acknowledged) if (!found.has(key)) lost++;
      for (const [, id] of found) {
        const shown = await reader.call(server, 'GET', `/api/investment/${id}`);
        if (shown.json.data.dates.length !== 12) partial++;
      }
      await server.stop('SIGTERM');
    }
    recordFaults(`kill -9 mid-write, ${WRITERS} writers`, { trials: TRIALS, lostWrites: lost + partial, orphanCfdis: 0, stalls: 0, detail: `${source.kind}; ${acknowledgedTotal} acknowledged, ${lost} lost, ${partial} half-written` });
    expect(acknowledgedTotal).toBeGreaterThan(0);
    expect({ lost, partial }).toEqual({ lost: 0, partial: 0 });
  });
});
