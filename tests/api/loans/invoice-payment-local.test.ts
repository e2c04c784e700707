/**
 * POST invoices/{id}/payment with the local provider: its invoices are sealed but not stamped, so
 * they have no folio fiscal for a complement to cite (docs/decisions/025). The payment is recorded
 * (the detail is paid), no complement is issued and the answer says why; a partial payment, which
 * only a complement could record, is refused and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { STATUS } from '../../../schemas/status.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { auditTrail, writeCounts } from '../../helpers/database-state.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createLoan, loanDetails } from './loan-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const pay = (id: number, body: unknown) => apiCall(t.app, 'POST', `/api/invoices/${id}/payment`, body);

describe('POST invoices/{id}/payment (local, not stamped)', () => {
  it('records the payment without a complement and says the invoice has no folio fiscal', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-PAY-LOCAL', customer_id: 4, emission: '2025-01-10', expiration: '2025-04-10' });
    const [detail] = await loanDetails(t, loan.id);
    const invoice = (await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [detail.id] })).body.data.result[0];
    expect(invoice).toMatchObject({ status: 'not_stamped', uuid: null, total: '8990.00' });

    const before = await writeCounts(t.database, entities.invoices);
    const partial = await pay(invoice.id, { paid_at: '2025-03-01', form: '03', amount: '100.00' });
    expect(partial.status).toBe(422);
    expect(partial.body.errors.amount[0]).toContain('Una factura sin folio fiscal solo puede cobrarse completa (8990.00)');
    expect(await writeCounts(t.database, entities.invoices)).toEqual(before);
    expect((await loanDetails(t, loan.id))[0].status_id).toBe(STATUS.invoiced);

    const answer = await pay(invoice.id, { paid_at: '2025-03-01', form: '03' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      invoice_id: invoice.id, amount: '8990.00', balance: '0.00', detail_status_id: STATUS.paid, complement: null, complement_issued: false, no_complement_reason: 'not_stamped',
      message: 'Cobro registrado, pero no se emitió complemento de pago: la factura no está timbrada y no tiene folio fiscal (UUID) que el complemento deba citar',
    });
    // No invoice row of type P; the detail's change is audited as a payment.
    const after = await writeCounts(t.database, entities.invoices);
    expect(after.rows).toBe(before.rows);
    expect((await loanDetails(t, loan.id))[0].status_id).toBe(STATUS.paid);
    expect((await auditTrail(t.database, 'loan_detail', detail.id)).map((a) => a.action)).toContain('payment');

    const again = await pay(invoice.id, { paid_at: '2025-03-02', form: '03' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La factura ya está pagada por completo');
    expect(await writeCounts(t.database, entities.invoices)).toEqual(after);
  });
});
