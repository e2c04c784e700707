/**
 * Investors' retention certificates (docs/decisions/140-142) with the `pac` provider against the PAC stand-in's retentions API (written from Facturapi's
 * published description): stamped certificates valid against SAT's schema with a seal that verifies;
 * exactly once under a double click and when the PAC does not answer (the reconciler records the very
 * retention the PAC holds under the key); cancellation at the PAC; a correction cancels the old one
 * with motive 01 naming the new one; past SAT's cancellation deadline neither is asked of the PAC.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../helpers/api-call.ts';
import { faults, startPacStandIn, type PacStandIn } from '../../helpers/pac-stand-in/index.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { pacTestApp, reconcile } from '../loans/outbox-fixtures.ts';
import { certificatesOf, EMAILS, enterInpc, expectValidCertificate, fileText, issue, paidInvestment, paidSums } from './support.ts';

let pac: PacStandIn;
let t: TestApp;

/** What the firm knows it issued vs what the PAC stamped: no live retention at the PAC the product does not know. */
async function orphans(): Promise<number> {
  const known = new Set((await t.database.query<{ uuid: string }>(`select uuid from retention_certificate where uuid is not null and status <> 'cancelled'`)).map((r) => r.uuid.toUpperCase()));
  return pac.retentions().filter((r) => r.status === 'valid' && !known.has(r.uuid.toUpperCase())).length;
}

const withoutStamp = (xml: string) => xml.replace(/<tfd:TimbreFiscalDigital\b[^>]*\/>/, '');

beforeAll(async () => {
  pac = await startPacStandIn();
  // A longer deadline than the invoices' outbox tests: two cores shared; a hang costs 5 s per investor.
  t = await pacTestApp(pac, { INVOICING_PAC_TIMEOUT_MS: '5000' });
  await enterInpc(t);
  await paidInvestment(t, EMAILS.investor, '2025-07-15', 3);
  await paidInvestment(t, EMAILS.otherInvestor, '2025-09-20', 2);
});
afterEach(async () => {
  pac.faults(faults.ok());
  expect(await orphans()).toBe(0);
});
afterAll(async () => {
  await t?.close();
  await pac?.close();
});

describe('retention certificates stamped by the PAC', () => {
  it('a double click stamps each investor once; the certificates are stamped, valid, sealed, with the sums of their payments', async () => {
    pac.faults(faults.slow(100));
    const answers = await Promise.all([issue(t, { year: 2025 }), issue(t, { year: 2025 })]);
    expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual(expect.arrayContaining([200]));
    pac.faults(faults.ok());
    expect((await issue(t, { year: 2025 })).body.data).toMatchObject({ investors: 2, issued: 2, remaining: 0 });
    expect(pac.retentions()).toHaveLength(2);
    const certificates = await certificatesOf(t, '&year=2025');
    expect(certificates).toHaveLength(2);
    for (const certificate of certificates) {
      expect(certificate).toMatchObject({ status: 'stamped', provider: 'pac' });
      expect(certificate.uuid).toMatch(/^[0-9A-F-]{36}$/);
      const xml = await fileText(t, certificate.xml_location);
      const atPac = pac.retentions().find((r) => r.uuid.toUpperCase() === certificate.uuid)!;
      expect(xml).toBe(atPac.xml);
      await expectValidCertificate(withoutStamp(xml));
      const sums = await paidSums(t, certificate.receiver_rfc === 'CAVS880923P45' ? EMAILS.investor : EMAILS.otherInvestor, 2025);
      expect(xml).toContain(`MontoTotOperacion="${sums.nominal}"`);
      expect(xml).toContain(`MontoTotRet="${sums.withheld}"`);
      expect(xml).toContain('<intereses:Intereses');
    }
    const body = pac.requests.find((r) => r.method === 'POST' && r.path === '/v2/retentions')!.body;
    expect(body).toMatchObject({ cve_retenc: '16', periodo: { mes_ini: 1, mes_fin: 12, ejerc: 2025 }, totales: { imp_retenidos: [expect.objectContaining({ impuesto: 'ISR', tipo_pago_ret: '04' })] } });
    expect(body.idempotency_key).toBe(body.external_id);
  });

  it('a PAC that stamps and never answers leaves the intent open; the reconciler records that same retention, no second one', async () => {
    pac.faults([{ op: 'create', action: { kind: 'hang' } }]);
    const answer = await issue(t, { year: 2025, month: 10 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ issued_now: 0, in_process: 2 });
    const stampedBefore = pac.retentions().length;
    pac.faults(faults.ok());
    const report = await reconcile(t);
    expect(report.done).toBe(2);
    expect(pac.retentions().length).toBe(stampedBefore);
    const monthly = (await certificatesOf(t, '&year=2025')).filter((c) => c.from_month === 10);
    expect(monthly.map((c) => c.status)).toEqual(['stamped', 'stamped']);
    expect((await issue(t, { year: 2025, month: 10 })).body.data).toMatchObject({ issued: 2, issued_now: 0, in_process: 0 });
  });

  it('cancels at the PAC; a correction cancels the old certificate with motive 01 naming the new one', async () => {
    const [certificate] = (await certificatesOf(t, '&year=2025')).filter((c) => c.receiver_rfc === 'HELD820506T16' && c.to_month === 12);
    const [payment] = await t.database.query<{ id: number }>(`select d.id from investment_detail d join investment i on i.id = d.investment_id join users u on u.id = i.user_id where u.email = $1 and d.paid_at >= '2025-01-01' and d.paid_at < '2026-01-01' order by d.id limit 1`, [EMAILS.otherInvestor]);
    await apiCall(t.app, 'DELETE', `/api/investment_detail/${payment.id}`);
    const corrected = await apiCall(t.app, 'POST', `/api/retention_certificates/${certificate.id}/correct`);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(201);
    const old = pac.retentions().find((r) => r.uuid.toUpperCase() === certificate.uuid)!;
    expect(old).toMatchObject({ status: 'canceled', cancellation_motive: '01' });
    const cancelRequest = pac.requests.find((r) => r.method === 'DELETE' && r.path.startsWith(`/v2/retentions/${old.id}`))!;
    expect(cancelRequest.path).toContain(`substitution=${corrected.body.data.uuid}`);
    expect((await apiCall(t.app, 'GET', `/api/retention_certificate/${certificate.id}`)).body.data).toMatchObject({ status: 'cancelled', cancellation_motive: '01' });

    const cancelled = await apiCall(t.app, 'POST', `/api/retention_certificates/${corrected.body.data.id}/cancel`, { motive: '02' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(pac.retentions().find((r) => r.uuid.toUpperCase() === corrected.body.data.uuid)!.status).toBe('canceled');
  });

  it('a cancellation the PAC never answered is 202; the reconciler asks the PAC, finds it live, cancels it and records it', async () => {
    const [certificate] = (await certificatesOf(t, '&year=2025')).filter((c) => c.from_month === 10 && c.status === 'stamped');
    pac.faults([{ op: 'cancel', action: { kind: 'hang' } }]);
    const answer = await apiCall(t.app, 'POST', `/api/retention_certificates/${certificate.id}/cancel`, { motive: '02' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body.data.message).toBe('Quedó en proceso con el proveedor de facturación; se confirmará automáticamente');
    // Someone else cancelling meanwhile is told it is in process.
    expect((await apiCall(t.app, 'POST', `/api/retention_certificates/${certificate.id}/cancel`, { motive: '02' })).status).toBe(409);
    pac.faults(faults.ok());
    await reconcile(t);
    expect((await apiCall(t.app, 'GET', `/api/retention_certificate/${certificate.id}`)).body.data).toMatchObject({ status: 'cancelled', cancellation_motive: '02' });
    const atPac = pac.retentions().find((r) => r.uuid.toUpperCase() === certificate.uuid)!;
    expect(atPac.status).toBe('canceled');
    // The lost request, then the reconciler's after it read the retention still valid (GET) at the PAC.
    const calls = pac.requests.filter((r) => r.path.startsWith(`/v2/retentions/${atPac.id}`) && !r.path.endsWith('/xml')).map((r) => r.method);
    expect(calls).toEqual(['DELETE', 'GET', 'DELETE']);
  });

  it('past SAT\'s deadline a certificate is neither cancelled nor corrected (which cancels it): 422 that says why, the PAC never asked', async () => {
    const [certificate] = (await certificatesOf(t, '&year=2025')).filter((c) => c.from_month === 10 && c.status === 'stamped');
    expect(certificate, 'a stamped monthly certificate').toBeDefined();
    await t.database.query(`update retention_certificate set stamped_at = '2024-06-15T18:00:00Z', created_at = '2024-06-15T18:00:00Z' where id = $1`, [certificate.id]);
    const requests = pac.requests.length;
    const intents = async () => (await t.database.query<{ n: number }>('select count(*)::int as n from invoicing_intent'))[0]!.n;
    const intentsBefore = await intents();
    const message = 'Este CFDI de 2024 ya no puede cancelarse: el SAT permite cancelarlo a más tardar el 31/03/2025 (el mes de la declaración anual del ejercicio en que se emitió, CFF 29-A)';
    const cancel = await apiCall(t.app, 'POST', `/api/retention_certificates/${certificate.id}/cancel`, { motive: '02' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(422);
    expect(cancel.body.message).toBe(message);
    // Outdated figures, so a correction would be due: it would cancel the old one, so it is refused too.
    await t.database.query(`update retention_certificate set withheld = '0.01' where id = $1`, [certificate.id]);
    const correct = await apiCall(t.app, 'POST', `/api/retention_certificates/${certificate.id}/correct`);
    expect(correct.status, JSON.stringify(correct.body)).toBe(422);
    expect(correct.body.message).toBe(message);
    expect(pac.requests.length).toBe(requests);
    expect((await apiCall(t.app, 'GET', `/api/retention_certificate/${certificate.id}`)).body.data.status).toBe('stamped');
    expect(await intents()).toBe(intentsBefore);
  });
});
