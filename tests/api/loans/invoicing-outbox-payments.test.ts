/**
 * Payment complements and cancellations through the outbox (docs/decisions/101), against the PAC
 * stand-in: the PAC is never called inside the collection's transaction, so a hung PAC answers 202 and
 * the reconciler records the complement (and pays the detail); a second collection of that invoice
 * meanwhile is a 409; a cancellation that gets no answer is recorded once the PAC says it happened;
 * a recalculation whose cancellation the PAC refuses is left for Admin's attention. Only Admin (and
 * Root) may run the reconciler on demand. Every test ends with 0 stamped CFDIs the product does not know.
 */
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { faults, type PacStandIn } from '../../helpers/pac-stand-in/index.ts';
import { signIn } from '../../helpers/sign-in.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { loanDetails } from './loan-fixtures.ts';
import { dueDetails, generate, intentsOfDetail, usePacTestApp, reconcile } from './outbox-fixtures.ts';

let pac: PacStandIn;
let t: TestApp;
usePacTestApp((suite) => ({ pac, t } = suite));

/** A stamped invoice of a new loan's first period: 8,990.00. */
async function stampedInvoice(intelisisId: string) {
  const [detail] = await dueDetails(t, intelisisId);
  const answer = await generate(t, [detail.id]);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { detail, invoice: answer.body.data.result[0] };
}

const pay = (id: number, body: unknown) => apiCall(t.app, 'POST', `/api/invoices/${id}/payment`, body);
const cancel = (id: number, body: unknown) => apiCall(t.app, 'POST', `/api/invoices/${id}/cancel`, body);

describe('POST invoices/{id}/payment through the outbox', () => {
  it('a hung PAC answers 202 "in process"; a second collection meanwhile is a 409; the reconciler records the complement and pays the detail', async () => {
    const { detail, invoice } = await stampedInvoice('T-PAY-HANG');
    pac.faults(faults.hang());
    const answer = await pay(invoice.id, { paid_at: '2025-03-01', form: '03' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body.data).toMatchObject({ amount: '8990.00', balance: '0.00', complement: null, complement_issued: false, in_process: true });
    expect(answer.body.data.message).toContain('Cobro en proceso');
    expect((await loanDetails(t, detail.loan_id))[0].status_id).toBe(STATUS.invoiced);

    const again = await pay(invoice.id, { paid_at: '2025-03-02', form: '03', amount: '10.00' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Esta factura ya tiene una operación en proceso con el PAC; espera a que se confirme e intenta de nuevo');

    pac.faults(faults.ok());
    expect(await reconcile(t)).toMatchObject({ done: 1 });
    const complements = await apiCall(t.app, 'GET', `/api/invoices?loan_detail_id=${detail.id}&cfdi_type=P`);
    expect(complements.body.data.result.map((c: { related_invoice_id: number; total: string }) => [c.related_invoice_id, c.total])).toEqual([[invoice.id, '8990.00']]);
    expect((await loanDetails(t, detail.loan_id))[0].status_id).toBe(STATUS.paid);
    expect(pac.ledger().filter((e) => e.type === 'P')).toHaveLength(1);
  });

  it('a refused complement records nothing and leaves the invoice collectable', async () => {
    const { invoice } = await stampedInvoice('T-PAY-REFUSED');
    pac.faults(faults.refuseFrom(1, 'El UUID relacionado no existe'));
    const answer = await pay(invoice.id, { paid_at: '2025-03-01', form: '03', amount: '100.00' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('El proveedor de facturación no pudo completar la solicitud: El UUID relacionado no existe');
    pac.faults(faults.ok());
    expect((await pay(invoice.id, { paid_at: '2025-03-01', form: '03', amount: '100.00' })).status).toBe(200);
  });
});

describe('POST invoices/{id}/cancel through the outbox', () => {
  it('no answer from the PAC: 202, then the reconciler finds it cancelled and records it with its audit row', async () => {
    const { invoice } = await stampedInvoice('T-CANCEL-HANG');
    pac.faults([{ op: 'cancel', action: { kind: 'fail', status: 503 } }]);
    const answer = await cancel(invoice.id, { motive: '03' });
    expect(answer.status).toBe(202);
    expect(answer.body.data).toMatchObject({ id: invoice.id, status: 'stamped', in_process: true });
    expect((await cancel(invoice.id, { motive: '02' })).status).toBe(409);

    pac.faults(faults.ok());
    expect(await reconcile(t)).toMatchObject({ done: 1 });
    expect((await apiCall(t.app, 'GET', `/api/invoices/${invoice.id}`)).body.data).toMatchObject({ status: 'cancelled', cancellation_motive: '03' });
    expect(pac.ledger().find((e) => e.id === invoice.provider_ref)).toMatchObject({ status: 'canceled', cancellation_motive: '03' });
  });

  it('a refusal is a 422 that changes nothing', async () => {
    const { invoice } = await stampedInvoice('T-CANCEL-REFUSED');
    pac.faults([{ op: 'cancel', action: { kind: 'refuse', status: 400, message: 'El receptor rechazó la cancelación' } }]);
    const answer = await cancel(invoice.id, { motive: '02' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toContain('El receptor rechazó la cancelación');
    expect((await apiCall(t.app, 'GET', `/api/invoices/${invoice.id}`)).body.data.status).toBe('stamped');
  });
});

describe('recalculation and the reconciler on demand', () => {
  it('a recalculation is refused while an invoice of the loan is in process, and its refused cancellation waits for Admin', async () => {
    const [first] = await dueDetails(t, 'T-RECALC-OUTBOX');
    pac.faults(faults.hang());
    expect((await generate(t, [first.id])).status).toBe(202);
    const busy = await apiCall(t.app, 'POST', '/api/loan/recalculate', { id: first.loan_id, interests: '12' });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('El préstamo tiene facturas en proceso con el PAC; espera a que se confirmen e intenta de nuevo');
    pac.faults(faults.ok());
    expect(await reconcile(t)).toMatchObject({ done: 1 });

    pac.faults([{ op: 'cancel', action: { kind: 'refuse', status: 400, message: 'Plazo de cancelación vencido' } }]);
    const recalculated = await apiCall(t.app, 'POST', '/api/loan/recalculate', { id: first.loan_id, interests: '12' });
    expect(recalculated.status, JSON.stringify(recalculated.body)).toBe(200);
    expect(recalculated.body.data.invoices_cancelling).toBe(1);
    const report = await reconcile(t);
    expect(report.needs_attention.map((i: { loan_detail_id: number; kind: string }) => [i.loan_detail_id, i.kind])).toContainEqual([first.id, 'cancellation']);
    expect(report.message).toMatch(/requieren atención/);

    pac.faults(faults.ok());
    expect(await reconcile(t)).toMatchObject({ done: 1 });
    const invoices = (await apiCall(t.app, 'GET', `/api/invoices?loan_detail_id=${first.id}`)).body.data.result;
    expect(invoices.map((i: { status: string; cancellation_motive: string }) => [i.status, i.cancellation_motive])).toEqual([['cancelled', '02']]);
    expect((await intentsOfDetail(t, first.id)).every((i) => i.claim === null)).toBe(true);
  });

  it('runs for Admin and Root only', async () => {
    const admin = await signIn(t.app, 'admin@caudal.mx');
    const gestor = await signIn(t.app, 'gestor@caudal.mx');
    expect((await admin.call('POST', '/api/invoicing/reconcile')).status).toBe(200);
    expect((await gestor.call('POST', '/api/invoicing/reconcile')).status).toBe(403);
    const nothingLeft = await apiCall(t.app, 'POST', '/api/invoicing/reconcile');
    expect(nothingLeft.body.data).toMatchObject({ checked: 0, needs_attention: [] });
  });
});
