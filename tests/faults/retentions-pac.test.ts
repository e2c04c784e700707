/**
 * Investors' retention certificates (docs/decisions/142) against a misbehaving PAC, on the
 * bundled server `npm start` runs, with the stand-in's retentions API (written from Facturapi's
 * published openapi_v2.yaml). Three investors with a payment paid every month of 2025: the year's
 * batch run to its end twice stamps nothing new; a PAC that hangs on one certificate of a month leaves
 * the answer within the deadline and an intent the reconciler records once; a refusal names the PAC's
 * reason, records nothing and a retry works; a PAC that fails midway (a 5xx before or after stamping,
 * the XML download failing) is finished by the reconciler; a kill -9 while the PAC is answering, then a
 * restart, ends with exactly one certificate. Every certificate served validates against SAT's schema
 * and its seal verifies; each investor is told once per certificate.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { faults, startPacStandIn, type PacStandIn } from '../helpers/pac-stand-in/index.ts';
import { recordFaults } from './support/fault-report.ts';
import { eventually, PAC_TIMEOUT_MS, pacEnv, STALL_BOUND_MS, timed } from './support/invoicing.ts';
import { signIn, startServer, testDatabase, type HttpBrowser, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';
import { certificatesOf, type Certificate, enterInpc, expectValidCertificate, INVESTORS, issue, orphanRetentions, paidInvestment, retentionCreates, stampedForPeriod } from './support/retentions.ts';

const source = inject('testDatabase');
let pac: PacStandIn;
let database: TestDatabaseHandle;
let server: RealServer;
let root: HttpBrowser;
const servers: RealServer[] = [];
/** Each investor's payments paid in 2025 (February to December), in order. */
const paidDetails = new Map<string, number[]>();
const startedAt = new Date();

/**
 * The hung call is given up after one deadline: the next certificate's create reaches the PAC within
 * this of the hung one's. The whole answer (the hung call and two certificates stamped, sealed and
 * rendered on a shared 2-core machine) within the second bound.
 */
const HANG_GIVEN_UP_BOUND_MS = PAC_TIMEOUT_MS + 2 * STALL_BOUND_MS;
const HANG_ANSWER_BOUND_MS = 2 * PAC_TIMEOUT_MS + 6000;
/** The kill -9 case's deadline: long enough that the kill lands while the call is in flight (its lease: about 34 s). */
const KILL_DEADLINE_MS = '8000';

async function start(name: string, env: Record<string, string> = {}): Promise<RealServer> {
  const started = await startServer({ name, database, env: pacEnv(pac, env) });
  servers.push(started);
  return started;
}

/** Runs the period's issue until nothing remains (the screen's loop); the answers. */
async function issueAll(body: Record<string, unknown>): Promise<{ status: number; json: any }[]> {
  const answers = [];
  for (let call = 0; call < 10; call++) {
    const answer = await issue(server, root, body);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    answers.push(answer);
    if (answer.json.data.remaining === 0) break;
  }
  return answers;
}

/** The month's certificates: one live per investor, each the one retention the PAC holds for it (no duplicate at the PAC). */
async function expectOncePerInvestor(month: number | undefined): Promise<{ rows: number; atPac: number }> {
  const rows = (await certificatesOf(server, root, 2025, month)).filter((c) => c.status !== 'cancelled');
  const atPac = stampedForPeriod(pac, 2025, month).filter((r) => r.status === 'valid');
  expect(new Set(rows.map((c) => c.user_id)).size).toBe(rows.length);
  for (const row of rows) await expectValidCertificate(pac, server, root, row);
  return { rows: rows.length, atPac: atPac.length };
}

/** On PostgreSQL: the month's retention intents by state (the route committed one before calling the PAC). */
async function intentStates(month: number): Promise<string[]> {
  if (!database.databaseUrl) return [];
  // The claim is freed when an intent closes: the period is read from its payload.
  const rows = await database.query<{ state: string }>(
    `select state from invoicing_intent where kind = 'retention' and payload::jsonb #>> '{source,period,year}' = '2025' and payload::jsonb #>> '{source,period,fromMonth}' = $1 and payload::jsonb #>> '{source,period,toMonth}' = $1 order by id`,
    [String(month)],
  );
  return rows.map((r) => r.state);
}

beforeAll(async () => {
  pac = await startPacStandIn();
  database = await testDatabase(source);
  server = await start('retentions-pac');
  root = await signIn(server, 'root@caudal.mx');
  await enterInpc(server, root);
  for (const email of INVESTORS) paidDetails.set(email, await paidInvestment(server, root, email, '2025-01-15', '2026-01-01'));
});

afterAll(async () => {
  for (const running of servers.splice(0)) await running.killAll();
  await database?.drop();
  await pac?.close();
});

describe(`retention certificates against a misbehaving PAC, on the bundled server (${source.kind})`, () => {
  it("the year's batch, run to its end twice: the second run issues nothing and sends nothing to the PAC", async () => {
    const first = await issueAll({ year: 2025, batch: 2 });
    expect(first.map((a) => a.json.data.issued_now)).toEqual([2, 1]);
    expect(first.at(-1)!.json.data).toMatchObject({ investors: 3, issued: 3, remaining: 0, in_process: 0, problems: [] });
    const createsBefore = retentionCreates(pac);
    const rowsBefore = (await certificatesOf(server, root, 2025)).map((c) => c.id).sort();
    const second = await issueAll({ year: 2025, batch: 2 });
    const issuedAgain = second.reduce((sum, a) => sum + a.json.data.issued_now, 0);
    const sentAgain = retentionCreates(pac) - createsBefore;
    expect(second.at(-1)!.json.data).toMatchObject({ investors: 3, issued: 3, remaining: 0, in_process: 0 });
    expect((await certificatesOf(server, root, 2025)).map((c) => c.id).sort()).toEqual(rowsBefore);
    const { rows, atPac } = await expectOncePerInvestor(undefined);
    const orphans = await orphanRetentions(pac, server, root);
    recordFaults(`retentions: year's batch run twice (${source.kind})`, { trials: 2, lostWrites: 0, orphanCfdis: orphans, stalls: 0, detail: `second run: ${issuedAgain} issued, ${sentAgain} sent to the PAC; ${rows} certificates, ${atPac} at the PAC` });
    expect([issuedAgain, sentAgain, rows, atPac, orphans]).toEqual([0, 0, 3, 3, 0]);
  });

  it('the PAC hangs on the 2nd certificate of a month (stamping it, or losing the request): the answer comes within the deadline, an intent is left, the reconciler records it once', async () => {
    const trials = [{ month: 3, stampFirst: true }, { month: 4, stampFirst: false }];
    const answerMs: number[] = [];
    const givenUpMs: number[] = [];
    let lost = 0;
    let duplicates = 0;
    for (const trial of trials) {
      pac.faults([{ op: 'create', from: 2, times: 1, action: { kind: 'hang', stampFirst: trial.stampFirst } }]);
      const createsBefore = retentionCreates(pac);
      const answer = await timed(() => issue(server, root, { year: 2025, month: trial.month }));
      answerMs.push(answer.ms);
      const [, hung, next] = pac.requests.filter((r) => r.method === 'POST' && r.path === '/v2/retentions').slice(createsBefore);
      givenUpMs.push(next.at - hung.at);
      expect(answer.value.status, JSON.stringify(answer.value.json)).toBe(200);
      expect(answer.value.json.data).toMatchObject({ issued_now: 2, in_process: 1, remaining: 0, problems: [] });
      if (database.databaseUrl) expect((await intentStates(trial.month)).sort()).toEqual(['done', 'done', 'sent']);
      pac.faults(faults.ok());
      await eventually(async () => (await certificatesOf(server, root, 2025, trial.month)).length === 3, 30_000, `the reconciler records the hung certificate of month ${trial.month}`);
      // A few more reconciler passes: nothing is recorded or stamped twice.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const { rows, atPac } = await expectOncePerInvestor(trial.month);
      lost += 3 - rows;
      duplicates += atPac - 3;
      if (database.databaseUrl) expect(await intentStates(trial.month)).toEqual(['done', 'done', 'done']);
      expect((await issue(server, root, { year: 2025, month: trial.month })).json.data).toMatchObject({ issued: 3, issued_now: 0, in_process: 0 });
    }
    const stalls = answerMs.filter((ms) => ms > HANG_ANSWER_BOUND_MS).length + givenUpMs.filter((ms) => ms > HANG_GIVEN_UP_BOUND_MS).length;
    const orphans = await orphanRetentions(pac, server, root);
    recordFaults(`retentions: hung PAC during a stamp (${source.kind})`, { trials: trials.length, lostWrites: lost, orphanCfdis: orphans, stalls, detail: `hung call given up after ${givenUpMs.join(', ')} ms (deadline ${PAC_TIMEOUT_MS}); answers in ${answerMs.map(Math.round).join(', ')} ms; ${duplicates} duplicates at the PAC` });
    expect([lost, duplicates, stalls, orphans]).toEqual([0, 0, 0, 0]);
  });

  it("the PAC refuses: the person reads the PAC's reason in their language, nothing is recorded as stamped, a retry issues it", async () => {
    const reason = 'El RFC del receptor no está en la lista de RFC inscritos no cancelados del SAT';
    pac.faults(faults.refuseFrom(2, reason));
    const refused = await issue(server, root, { year: 2025, month: 5 }, { 'x-screen-language': 'en' });
    expect(refused.status, JSON.stringify(refused.json)).toBe(200);
    expect(refused.json.data).toMatchObject({ issued_now: 1, in_process: 0 });
    expect(refused.json.data.problems).toHaveLength(2);
    for (const problem of refused.json.data.problems) expect(problem.reason).toMatch(/^The invoicing provider could not complete the request: .*El RFC del receptor no está en la lista/);
    const recordedAfterRefusal = (await certificatesOf(server, root, 2025, 5)).length;
    expect([recordedAfterRefusal, stampedForPeriod(pac, 2025, 5).length]).toEqual([1, 1]);
    pac.faults(faults.ok());
    expect((await issue(server, root, { year: 2025, month: 5 })).json.data).toMatchObject({ issued: 3, issued_now: 2, problems: [] });

    // A correction refused: a 422 with the PAC's reason; the certificate stays as it was; the retry corrects it.
    const [yearly] = (await certificatesOf(server, root, 2025)).filter((c) => c.receiver_rfc === 'CAVS880923P45' && c.status === 'stamped');
    // Its February payment deleted: the certificate no longer matches its payments.
    const deleted = await root.call(server, 'DELETE', `/api/investment_detail/${paidDetails.get(INVESTORS[0])![0]}`);
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    const createsBefore = retentionCreates(pac);
    pac.faults(faults.refuseFrom(1, reason));
    const refusedCorrection = await root.call(server, 'POST', `/api/retention_certificates/${yearly.id}/correct`, undefined);
    expect(refusedCorrection.status, JSON.stringify(refusedCorrection.json)).toBe(422);
    expect(refusedCorrection.json.message).toMatch(/^El proveedor de facturación no pudo completar la solicitud: .*El RFC del receptor no está en la lista/);
    expect((await root.call(server, 'GET', `/api/retention_certificate/${yearly.id}`)).json.data).toMatchObject({ status: 'stamped', outdated: true });
    expect((await certificatesOf(server, root, 2025)).filter((c) => c.receiver_rfc === 'CAVS880923P45')).toHaveLength(1);
    pac.faults(faults.ok());
    const corrected = await root.call(server, 'POST', `/api/retention_certificates/${yearly.id}/correct`, undefined);
    expect(corrected.status, JSON.stringify(corrected.json)).toBe(201);
    expect(retentionCreates(pac) - createsBefore).toBe(2);
    expect((await root.call(server, 'GET', `/api/retention_certificate/${yearly.id}`)).json.data).toMatchObject({ status: 'cancelled', cancellation_motive: '01' });
    expect(pac.retentions().find((r) => r.uuid.toUpperCase() === yearly.uuid)).toMatchObject({ status: 'canceled', cancellation_motive: '01' });

    const month = await expectOncePerInvestor(5);
    const year = await expectOncePerInvestor(undefined);
    const orphans = await orphanRetentions(pac, server, root);
    recordFaults(`retentions: PAC refuses (${source.kind})`, { trials: 2, lostWrites: 0, orphanCfdis: orphans, stalls: 0, detail: `${recordedAfterRefusal} of 3 recorded after 2 refusals, ${month.rows} after the retry; the correction refused then issued` });
    expect([month.rows, month.atPac, year.rows, year.atPac, orphans]).toEqual([3, 3, 3, 3, 0]);
  });

  it('the PAC fails midway (a 500 before stamping, a 503 after it, its XML download a 500): the answer says in process, the reconciler finishes all three, once', async () => {
    pac.faults([
      { op: 'create', from: 1, times: 1, action: { kind: 'fail', status: 500 } },
      { op: 'create', from: 2, times: 1, action: { kind: 'fail', status: 503, stampFirst: true } },
      // The first XML download fails: the 3rd's, stamped and answered (the reconciler retries the others 2 s later at the earliest).
      { op: 'xml', from: 1, times: 1, action: { kind: 'fail', status: 500 } },
    ]);
    const answer = await issue(server, root, { year: 2025, month: 6 });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.data).toMatchObject({ issued_now: 0, in_process: 3, problems: [] });
    pac.faults(faults.ok());
    await eventually(async () => (await certificatesOf(server, root, 2025, 6)).length === 3, 30_000, 'the reconciler finishes the failed ones');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const { rows, atPac } = await expectOncePerInvestor(6);
    const orphans = await orphanRetentions(pac, server, root);
    recordFaults(`retentions: PAC fails midway (${source.kind})`, { trials: 3, lostWrites: 3 - rows, orphanCfdis: orphans, stalls: 0, detail: `${atPac} retentions at the PAC for 3 certificates` });
    expect([rows, atPac, orphans]).toEqual([3, 3, 0]);
  });

  it('kill -9 while the PAC is answering, then a restart: exactly one certificate, none stamped twice, the others issued meanwhile', async () => {
    // One server per database folder on PGlite: this one stops, the next runs with a longer deadline.
    expect(await server.stop('SIGTERM')).toBe(0);
    server = await start('retentions-before-kill', { INVOICING_PAC_TIMEOUT_MS: KILL_DEADLINE_MS });
    pac.faults(faults.slow(40_000));
    const inFlight = issue(server, root, { year: 2025, month: 7, batch: 1 }).catch((error: Error) => ({ status: 0, json: { error: error.message } }));
    await eventually(async () => stampedForPeriod(pac, 2025, 7).length === 1, 15_000, 'the PAC received the call');
    expect(await server.stop('SIGKILL')).toBe('SIGKILL');
    expect((await inFlight).status).toBe(0);
    pac.faults(faults.ok());

    server = await start('retentions-after-kill');
    const [inFlightRfc] = stampedForPeriod(pac, 2025, 7).map((r) => r.customer.tax_id);
    // Issuing the month again meanwhile: the dead request's investor is in process, the others are issued.
    const meanwhile = await issue(server, root, { year: 2025, month: 7 });
    expect(meanwhile.json.data).toMatchObject({ issued_now: 2, in_process: 1, problems: [] });
    // The dead request's lease runs out first (about 4 deadlines of the PAC).
    await eventually(async () => (await certificatesOf(server, root, 2025, 7)).some((c) => c.receiver_rfc === inFlightRfc), 90_000, 'the reconciler records the certificate stamped during the kill');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const { rows, atPac } = await expectOncePerInvestor(7);
    const orphans = await orphanRetentions(pac, server, root);
    recordFaults(`retentions: kill -9 mid-call, restart (${source.kind})`, { trials: 1, lostWrites: 3 - rows, orphanCfdis: orphans, stalls: 0, detail: `${atPac} retentions at the PAC for 3 certificates` });
    expect([rows, atPac, orphans]).toEqual([3, 3, 0]);
  });

  it('every certificate the product serves is the one the PAC stamped, valid against SAT’s schema, its seal verifying, with its PDF; each investor told once per certificate', async () => {
    const all = await root.call(server, 'GET', '/api/retention_certificate?take=9999');
    const certificates: Certificate[] = all.json.data.result;
    for (const certificate of certificates) {
      await expectValidCertificate(pac, server, root, certificate);
      const pdf = await root.call(server, 'GET', certificate.pdf_location);
      expect([pdf.status, pdf.bytes.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    }
    // The year (3 and a correction), months 3 to 7 (3 each).
    expect(certificates).toHaveLength(4 + 5 * 3);
    expect(await orphanRetentions(pac, server, root)).toBe(0);
    // The SMS after each recording (every server's log driver), and on PostgreSQL the bell's rows: one per certificate.
    const sms = servers.flatMap((s) => s.output().split('\n')).filter((line) => line.startsWith('[sms:sms] ') && /intereses de 2025|2025 certificate/.test(line));
    expect(sms).toHaveLength(certificates.length);
    if (database.databaseUrl) {
      const bell = await database.query<{ n: number }>(`select count(*)::int as n from user_notification where title in ('Tu constancia de retenciones', 'Your tax withholding certificate') and created_at >= $1`, [startedAt]);
      expect(bell[0].n).toBe(certificates.length);
    }
  });
});

