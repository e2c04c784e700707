/**
 * kill -9 in the middle of settling a payout run (docs/decisions/251): the bank's result of a
 * run of 40 periods is uploaded and the server is killed outright while it settles them, one transaction
 * per line. Started again on the same database, the same result is uploaded again: every period ends
 * paid exactly once (its line paid with the tracking key, the period in the payments list once, and on
 * PostgreSQL one payment in the audit trail per period), whatever the kill interrupted.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { tinyPdf } from '../../server/db/demo-files.ts';
import { recordFaults } from './support/fault-report.ts';
import { signIn, startServer, testDatabase, type HttpBrowser, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';

const source = inject('testDatabase');
const PERIODS = 40;
let database: TestDatabaseHandle | undefined;
let server: RealServer | undefined;

afterAll(async () => {
  await server?.killAll();
  await database?.drop();
});

async function contract(who: HttpBrowser, on: RealServer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(tinyPdf('Contrato', ['Firmado']))], { type: 'application/pdf' }), 'contrato.pdf');
  const uploaded = await who.call(on, 'POST', '/api/file?entity=investment&field=contract', form);
  expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
  return uploaded.json.data[0].url;
}

describe(`kill -9 while a payout run is being settled (${source.kind})`, () => {
  it('pays every period exactly once after the restart and the same result again', async () => {
    database = await testDatabase(source);
    server = await startServer({ name: 'settle', database });
    const admin = await signIn(server, 'admin@caudal.mx');
    const gestor = await signIn(server, 'gestor@caudal.mx');
    const investor = (await admin.call(server, 'GET', '/api/user?email=inversionista@caudal.mx')).json.data.result[0].id;
    for (let i = 0; i < PERIODS; i++) {
      const url = await contract(admin, server);
      const created = await admin.call(server, 'POST', '/api/investment', { key: `KSET-${i}`, intelisis_id: 'ITL-K', amount: String(200000 + i * 1000), emission: '2036-01-10', duration: '3', currency_id: 1, user_id: investor, contract: url });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
    }
    const prepared = await gestor.call(server, 'POST', '/api/payout_runs', { from: '2036-02-01', to: '2036-02-29' });
    expect(prepared.status, JSON.stringify(prepared.json)).toBe(201);
    const run = prepared.json.data;
    expect(run.lines).toHaveLength(PERIODS);
    expect((await admin.call(server, 'POST', `/api/payout_runs/${run.id}/approve`, { version: run.version })).status).toBe(200);
    const file = await gestor.call(server, 'POST', `/api/payout_runs/${run.id}/export`, { format: 'spei-csv' });
    expect(file.status).toBe(200);
    const rows = file.bytes.toString('utf8').trim().split('\r\n').slice(1);
    const content = ['referencia,clabe_beneficiario,importe,estado,clave_rastreo,fecha,motivo', ...rows.map((row) => {
      const [reference, clabe, , , amount] = row.split(',');
      return `${reference},${clabe},${amount},LIQUIDADA,K${reference}RASTREO,2036-02-11,`;
    })].join('\r\n');

    // Settle, and pull the plug while it runs.
    const settling = gestor.call(server, 'POST', `/api/payout_runs/${run.id}/settle`, { content }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 150 + Math.floor(Math.random() * 250)));
    await server.stop('SIGKILL');
    const first = await settling;
    const paidBefore = first?.status === 200 ? first.json.data.paid : undefined;

    server = await startServer({ name: 'settle-again', database });
    const again = await gestor.call(server, 'POST', `/api/payout_runs/${run.id}/settle`, { content });
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    const after = (await gestor.call(server, 'GET', `/api/payout_runs/${run.id}`)).json.data;
    const paidLines = after.lines.filter((l: { status: string }) => l.status === 'paid');
    expect(paidLines).toHaveLength(PERIODS);
    expect(after.status).toBe('settled');
    const payments = await admin.call(server, 'GET', '/api/payments?paid_at=2036-02-11&take=1');
    expect(payments.json.data.total).toBe(PERIODS);
    let audited = 'not read (PGlite)';
    if (database.databaseUrl) {
      const counts = await database.query<{ n: string }>(
        `select count(*)::text as n from audit_log where entity = 'investment_detail' and action = 'update' and after->>'paid_at' is not null and entity_id = any($1) group by entity_id`,
        [after.lines.map((l: { investment_detail_id: number }) => String(l.investment_detail_id))],
      );
      expect(counts.map((c) => c.n)).toEqual(after.lines.map(() => '1'));
      audited = 'one payment per period';
    }
    recordFaults('payout settlement killed mid-way', {
      trials: 1, lostWrites: PERIODS - paidLines.length, orphanCfdis: 0, stalls: 0,
      detail: `${PERIODS} periods; paid before the kill: ${paidBefore ?? 'unanswered'}; after the same result again: ${again.json.data.paid} paid, ${again.json.data.unchanged} unchanged; audit: ${audited}`,
    });
    await server.stop('SIGTERM');
  }, 300_000);
});
