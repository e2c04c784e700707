/**
 * Cancellation rules (docs/decisions/114), against the PAC stand-in: what a cancellation's motive does to its period (02
 * frees it to be invoiced again, 03 keeps it), a pending cancellation refreshed by the reconciler until
 * the receiver answers, a substitute UUID that must be a CFDI of this firm, an invoice with live
 * complements refused before the PAC is asked, SAT's cancellation deadline at the cancel route and at a
 * recalculation, and the PAC's error codes in the person's language.
 */
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { faults, type PacStandIn } from '../../helpers/pac-stand-in/index.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { loanDetails } from './loan-fixtures.ts';
import { dueDetails, generate, usePacTestApp, reconcile } from './outbox-fixtures.ts';

let pac: PacStandIn;
let t: TestApp;
usePacTestApp((suite) => ({ pac, t } = suite));

const cancel = (id: number, body: unknown) => apiCall(t.app, 'POST', `/api/invoices/${id}/cancel`, body);
const due = async () => (await apiCall(t.app, 'GET', '/api/loan_detail/toInvoice?take=9999')).body.data.result.map((row: { id: number }) => row.id);

async function stampedInvoice(intelisisId: string) {
  const [detail] = await dueDetails(t, intelisisId);
  const answer = await generate(t, [detail.id]);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { detail, invoice: answer.body.data.result[0] };
}

async function asEnglish<T>(work: () => Promise<T>): Promise<T> {
  await t.database.query(`update users set language = 'en' where id = (select user_id from session order by id desc limit 1)`);
  try {
    return await work();
  } finally {
    await t.database.query(`update users set language = 'es' where id = (select user_id from session order by id desc limit 1)`);
  }
}

describe('the period after a cancellation', () => {
  it('motive 02 frees the period: it is due again and a new CFDI can be issued for it', async () => {
    const { detail, invoice } = await stampedInvoice('T-CR-02');
    expect(await due()).not.toContain(detail.id);
    const answer = await cancel(invoice.id, { motive: '02' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [after] = await loanDetails(t, detail.loan_id);
    expect(after).toMatchObject({ cfdi_xml_location: null, cfdi_pdf_location: null, status_id: STATUS.pending });
    expect(await due()).toContain(detail.id);
    const again = await generate(t, [detail.id]);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.result[0].uuid).not.toBe(invoice.uuid);
  });

  it('motive 03 keeps the period with its cancelled CFDI: the operation did not take place', async () => {
    const { detail, invoice } = await stampedInvoice('T-CR-03');
    expect((await cancel(invoice.id, { motive: '03' })).status).toBe(200);
    const [after] = await loanDetails(t, detail.loan_id);
    expect(after.cfdi_xml_location).toBe(invoice.xml_location);
    expect(await due()).not.toContain(detail.id);
  });

  it('an invoice with a live complement is refused before the PAC is asked', async () => {
    const { invoice } = await stampedInvoice('T-CR-COMPLEMENT');
    const paid = await apiCall(t.app, 'POST', `/api/invoices/${invoice.id}/payment`, { paid_at: '2025-03-01', form: '03', amount: '100.00' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const requests = pac.requests.length;
    const answer = await cancel(invoice.id, { motive: '02' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(`Esta factura tiene complementos de pago vigentes (CP-${paid.body.data.complement.folio}): el SAT solo la cancela después de cancelarlos`);
    expect(pac.requests.length).toBe(requests);
    // The complement cancelled first, the invoice may go.
    expect((await cancel(paid.body.data.complement.id, { motive: '02' })).status).toBe(200);
    expect((await cancel(invoice.id, { motive: '02' })).status).toBe(200);
  });
});

describe('substitution (motive 01)', () => {
  it('issues the substitute with CfdiRelacionados 04, re-invoices the period with it, then cancels the invoice with 01 naming it', async () => {
    const { detail, invoice } = await stampedInvoice('T-CR-SUBSTITUTE');
    const answer = await apiCall(t.app, 'POST', `/api/invoices/${invoice.id}/substitute`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { substitute, replaced } = answer.body.data;
    expect(substitute).toMatchObject({ status: 'stamped', loan_detail_id: detail.id, total: invoice.total });
    expect(substitute.uuid).not.toBe(invoice.uuid);
    expect(replaced).toMatchObject({ id: invoice.id, status: 'cancelled', cancellation_motive: '01' });
    const xml = (await t.app.inject({ method: 'GET', url: substitute.xml_location })).body;
    expect(xml).toContain(`<cfdi:CfdiRelacionados TipoRelacion="04"><cfdi:CfdiRelacionado UUID="${invoice.uuid}"/></cfdi:CfdiRelacionados>`);
    const cancelRequest = pac.requests.filter((r) => r.method === 'DELETE').at(-1)!;
    expect(cancelRequest.path).toContain(`motive=01&substitution=${substitute.uuid}`);
    const [after] = await loanDetails(t, detail.loan_id);
    expect(after.cfdi_xml_location).toBe(substitute.xml_location);
    expect(await due()).not.toContain(detail.id);
    // The replaced one is gone; the substitute itself may be replaced in turn.
    expect((await apiCall(t.app, 'POST', `/api/invoices/${invoice.id}/substitute`)).status).toBe(409);
    expect((await apiCall(t.app, 'POST', `/api/invoices/${substitute.id}/substitute`)).status).toBe(200);
  });
});

describe('a cancellation the receiver must accept', () => {
  it('is refreshed by the reconciler until accepted, then the period follows the motive; a rejected one is stamped again', async () => {
    pac.cancellationsNeedAcceptance(true);
    const first = await stampedInvoice('T-CR-PENDING-A');
    const second = await stampedInvoice('T-CR-PENDING-R');
    for (const { invoice } of [first, second]) {
      const answer = await cancel(invoice.id, { motive: '02' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.status).toBe('cancellation_pending');
    }
    expect((await reconcile(t)).pending_cancellations).toMatchObject({ cancelled: 0, rejected: 0 });

    pac.answerCancellation(first.invoice.provider_ref, 'accepted');
    pac.answerCancellation(second.invoice.provider_ref, 'rejected');
    expect((await reconcile(t)).pending_cancellations).toMatchObject({ cancelled: 1, rejected: 1 });
    const read = async (id: number) => (await apiCall(t.app, 'GET', `/api/invoices/${id}`)).body.data;
    expect(await read(first.invoice.id)).toMatchObject({ status: 'cancelled', cancellation_motive: '02' });
    expect(await read(second.invoice.id)).toMatchObject({ status: 'stamped', cancellation_motive: null });
    expect(await due()).toContain(first.detail.id);
    expect(await due()).not.toContain(second.detail.id);
  });
});

describe('checks before the PAC is asked', () => {
  it('a substitute UUID must be a live CFDI of this firm to the same receiver', async () => {
    const { invoice } = await stampedInvoice('T-CR-SUBST');
    const requests = pac.requests.length;
    for (const substitution of ['00000000-0000-4000-8000-000000000000', invoice.uuid]) {
      const answer = await cancel(invoice.id, { motive: '01', substitution });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.substitution[0]).toContain('no es un CFDI vigente de esta empresa');
    }
    expect(pac.requests.length).toBe(requests);
  });

  it('motive 01 takes only an income CFDI of the same period that relates this one by 04: not another period\'s invoice, not a complement', async () => {
    const [first, second] = await dueDetails(t, 'T-CR-SUBST-PERIOD');
    const answer = await generate(t, [first.id, second.id]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [invoice, otherPeriod] = answer.body.data.result;
    const paid = await apiCall(t.app, 'POST', `/api/invoices/${otherPeriod.id}/payment`, { paid_at: '2025-03-01', form: '03', amount: '100.00' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const requests = pac.requests.length;
    for (const substitution of [otherPeriod.uuid, paid.body.data.complement.uuid]) {
      const refused = await cancel(invoice.id, { motive: '01', substitution });
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body.errors.substitution[0]).toBe(`El UUID ${substitution} no es una factura de ingreso del mismo periodo que relacione esta con el tipo 04 (sustitución): usa Sustituir, que la emite y cancela esta con el motivo 01`);
    }
    expect(pac.requests.length).toBe(requests);
    expect((await apiCall(t.app, 'GET', `/api/invoices/${invoice.id}`)).body.data.status).toBe('stamped');
    expect(await due()).not.toContain(first.id);
  });

  it('past SAT\'s deadline (the month of the annual return of the year it was issued: March for a company) a cancellation is a 422 that says why', async () => {
    const { invoice } = await stampedInvoice('T-CR-DEADLINE');
    await t.database.query(`update invoice set stamped_at = '2024-06-15T18:00:00Z', created_at = '2024-06-15T18:00:00Z' where id = $1`, [invoice.id]);
    const requests = pac.requests.length;
    const answer = await cancel(invoice.id, { motive: '02' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.message).toBe('Este CFDI de 2024 ya no puede cancelarse: el SAT permite cancelarlo a más tardar el 31/03/2025 (el mes de la declaración anual del ejercicio en que se emitió, CFF 29-A)');
    expect(pac.requests.length).toBe(requests);
    expect((await apiCall(t.app, 'GET', `/api/invoices/${invoice.id}`)).body.data.status).toBe('stamped');
  });

  it('a recalculation that would cancel a CFDI past SAT\'s deadline is refused the same way, before anything is written or sent', async () => {
    const { detail, invoice } = await stampedInvoice('T-CR-DEADLINE-RECALC');
    await t.database.query(`update invoice set stamped_at = '2024-06-15T18:00:00Z', created_at = '2024-06-15T18:00:00Z' where id = $1`, [invoice.id]);
    const requests = pac.requests.length;
    const [loanBefore] = await t.database.query('select * from loan where id = $1', [detail.loan_id]);
    const detailsBefore = await loanDetails(t, detail.loan_id);
    const answer = await apiCall(t.app, 'POST', '/api/loan/recalculate', { id: detail.loan_id, interests: '12' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.message).toBe(`No se puede recalcular: cancelaría el CFDI ${invoice.serie}-${invoice.folio} de 2024, que ya no puede cancelarse (el SAT lo permite a más tardar el 31/03/2025, CFF 29-A)`);
    expect(pac.requests.length).toBe(requests);
    expect((await apiCall(t.app, 'GET', `/api/invoices/${invoice.id}`)).body.data.status).toBe('stamped');
    expect((await t.database.query('select * from loan where id = $1', [detail.loan_id]))[0]).toEqual(loanBefore);
    expect(await loanDetails(t, detail.loan_id)).toEqual(detailsBefore);
    expect((await t.database.query<{ n: number }>(`select count(*)::int as n from invoicing_intent where invoice_id = $1 and kind = 'cancellation'`, [invoice.id]))[0]!.n).toBe(0);
  });

  it('the PAC\'s error codes read in the person\'s language', async () => {
    const [detail] = await dueDetails(t, 'T-CR-CODES');
    pac.faults(faults.refuseWithDetail('El RFC del receptor no se encuentra en la lista de RFC inscritos', { code: 'tax_id_not_found', path: 'customer.tax_id' }));
    const spanish = await generate(t, [detail.id]);
    expect(spanish.status).toBe(422);
    expect(spanish.body.errors.ids[0]).toBe(`Detalle ${detail.id}: el RFC del receptor no está en la lista de RFC inscritos del SAT`);
    const english = await asEnglish(() => generate(t, [detail.id]));
    expect(english.status).toBe(422);
    expect(english.body.errors.ids[0]).toBe(`Detail ${detail.id}: the receiver's RFC is not in SAT's list of registered RFCs`);

    pac.faults(faults.refuseFrom(1, 'Algo que el PAC no documenta'));
    const unknown = await asEnglish(() => generate(t, [detail.id]));
    expect(unknown.body.errors.ids[0]).toBe(`Detail ${detail.id}: the PAC refused it (code invalid_request; its own words, in Spanish: "Algo que el PAC no documenta")`);
  });
});
