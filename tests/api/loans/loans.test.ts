/**
 * POST loan computes the schedule (DOMAIN.md's worked example) in one transaction with its audit rows;
 * bad input is a 422 that writes nothing; PATCH loan/{id}/close and POST loan/recalculate.
 */
import { todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { renderMessage } from '../../../server/i18n/localized.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { STATUS } from '../../../schemas/status.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { auditTrail, writeCounts } from '../../helpers/database-state.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createLoan, EXAMPLE_LOAN, loanDetails } from './loan-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST loan', () => {
  it('computes the details of DOMAIN.md’s example, each with its audit row, in one transaction', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-EXAMPLE' });
    expect(loan).toMatchObject({ intelisis_id: 'T-EXAMPLE', amount: '500000.00', interests: '18.0000', days: '5', status_id: STATUS.inProcess });
    const details = await loanDetails(t, loan.id);
    expect(details.map((d) => [d.period, d.date_doc, d.expiration_doc, d.days, d.principal, d.interest, d.amount, d.status_id])).toEqual([
      [1, '2026-02-10', '2026-02-15', '31', '166666.67', '7750.00', '174416.67', STATUS.pending],
      [2, '2026-03-10', '2026-03-15', '28', '166666.67', '4666.67', '171333.34', STATUS.pending],
      [3, '2026-04-10', '2026-04-15', '31', '166666.66', '2583.33', '169249.99', STATUS.pending],
    ]);
    expect((await auditTrail(t.database, 'loan', loan.id)).map((a) => a.action)).toEqual(['create']);
    for (const detail of details) {
      const trail = await auditTrail(t.database, 'loan_detail', detail.id);
      expect(trail.map((a) => a.action)).toEqual(['create']);
      // The row as written, as every create records it (the schedule is written in one statement).
      expect(trail[0]!.after).toMatchObject({ id: detail.id, loan_id: loan.id, period: detail.period, amount: detail.amount, interest: detail.interest, status_id: detail.status_id });
    }
  });

  it('anchors cut-offs on a month-end disbursement and clamps them', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-MONTH-END', emission: '2026-01-31', expiration: '2026-04-30', days: '0' });
    expect((await loanDetails(t, loan.id)).map((d) => [d.date_doc, d.days])).toEqual([
      ['2026-02-28', '28'],
      ['2026-03-31', '31'],
      ['2026-04-30', '30'],
    ]);
  });

  it.each([
    ['an empty body', {}, 'intelisis_id', 'El valor es obligatorio'],
    ['letters as the amount', { amount: 'mil' }, 'amount', 'El valor debe ser numérico'],
    ['fractional grace days', { days: '5.5' }, 'days', 'El valor tiene demasiados decimales'],
    ['an expiration less than a month after the emission', { expiration: '2026-02-09' }, 'expiration', 'El vencimiento debe ser al menos un mes después de la emisión (10/01/2026); se recibió 09/02/2026'],
    ['an unknown customer', { customer_id: 9999 }, 'customer_id', 'El valor no existe'],
    ['an unknown field', { foo: 1 }, 'foo', 'Campo desconocido'],
  ])('refuses %s with a 422 and writes nothing', async (_case, change, field, message) => {
    const before = await writeCounts(t.database, entities.loan);
    const payload = Object.keys(change).length === 0 ? {} : { ...EXAMPLE_LOAN, intelisis_id: `T-BAD-${field}`, ...change };
    const answer = await apiCall(t.app, 'POST', '/api/loan', payload);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]?.[0]).toBeDefined();
    // The signed-in Root reads Spanish: every text is the es catalogue's, exactly.
    expect(answer.body.errors[field][0]).toBe(message);
    expect(await writeCounts(t.database, entities.loan)).toEqual(before);
  });

  it('keeps intelisis_id read-only on update', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-READONLY' });
    const answer = await apiCall(t.app, 'PUT', `/api/loan/${loan.id}`, { intelisis_id: 'OTHER' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['intelisis_id']);
    expect((await apiCall(t.app, 'PUT', `/api/loan/${loan.id}`, { mov: 'Refinanciamiento' })).body.data.mov).toBe('Refinanciamiento');
  });
});

describe('PATCH loan/{id}/close', () => {
  it('concludes the loan with its payment date and settles what it owed', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-CLOSE' });
    const closed = await apiCall(t.app, 'PATCH', `/api/loan/${loan.id}/close`, { date_payment: '2026-03-01' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data).toMatchObject({ id: loan.id, status_id: STATUS.concluded, date_payment: '2026-03-01' });
    expect((await loanDetails(t, loan.id)).every((d) => d.status_id === STATUS.paid)).toBe(true);
    expect((await auditTrail(t.database, 'loan', loan.id)).map((a) => a.action)).toEqual(['create', 'update']);

    const again = await apiCall(t.app, 'PATCH', `/api/loan/${loan.id}/close`, { date_payment: '2026-03-02' });
    expect(again.status).toBe(409);
  });

  it.each([
    [{}, 'date_payment'],
    [{ date_payment: '2026-02-30' }, 'date_payment'],
    [{ date_payment: '2025-12-31' }, 'date_payment'],
    [{ date_payment: '2999-01-01' }, 'date_payment'],
    [{ date_payment: '2026-03-01', extra: true }, 'extra'],
  ])('refuses %j', async (body, field) => {
    const loan = await createLoan(t, { intelisis_id: `T-CLOSE-BAD-${Math.random().toString(36).slice(2, 8)}` });
    const answer = await apiCall(t.app, 'PATCH', `/api/loan/${loan.id}/close`, body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
    expect((await apiCall(t.app, 'GET', `/api/loan/${loan.id}`)).body.data.status_id).toBe(STATUS.inProcess);
  });

  it('answers 404 for a loan that does not exist', async () => {
    expect((await apiCall(t.app, 'PATCH', '/api/loan/999999/close', { date_payment: '2026-03-01' })).status).toBe(404);
  });

  it('says a future date once, in the person\'s language, with the day it compares against', async () => {
    const loan = await createLoan(t, { intelisis_id: `T-CLOSE-FUTURE-${Math.random().toString(36).slice(2, 8)}` });
    const answer = await apiCall(t.app, 'PATCH', `/api/loan/${loan.id}/close`, { date_payment: '2999-01-01' });
    const today = todayInMexicoCity(new Date());
    expect(answer.body).toEqual({ message: renderMessage('loans.closeFutureDate', 'es', { today }), errors: { date_payment: [renderMessage('loans.closeFutureDate', 'es', { today })] } });
  });
});

describe('POST loan/recalculate', () => {
  it('keeps the paid detail, regenerates the others at the new terms and audits old and new terms', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-RECALC' });
    const [first, second, third] = await loanDetails(t, loan.id);
    expect((await apiCall(t.app, 'PUT', `/api/loan_detail/${first.id}`, { status_id: STATUS.paid })).status).toBe(200);

    const answer = await apiCall(t.app, 'POST', '/api/loan/recalculate', { id: loan.id, interests: '12', days: '10' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ kept: 1, regenerated: 2, outstanding: '333333.33', loan: { interests: '12.0000', days: '10' } });

    const details = await loanDetails(t, loan.id);
    expect(details[0]).toMatchObject({ id: first.id, status_id: STATUS.paid, date_doc: first.date_doc, interest: first.interest, amount: first.amount });
    // DOMAIN.md: 333,333.33 x 12 % x 28/360 = 3,111.11; then 166,666.66 x 12 % x 31/360 = 1,722.22.
    expect(details.slice(1).map((d) => [d.id, d.expiration_doc, d.principal, d.interest, d.amount])).toEqual([
      [second.id, '2026-03-20', '166666.67', '3111.11', '169777.78'],
      [third.id, '2026-04-20', '166666.66', '1722.22', '168388.88'],
    ]);

    const trail = await auditTrail(t.database, 'loan', loan.id);
    const recalculation = trail.find((a) => a.action === 'recalculate')!;
    expect(recalculation.before).toMatchObject({ terms: { interests: '18.0000', days: '5' } });
    expect(recalculation.after).toMatchObject({ terms: { interests: '12', days: '10' }, outstanding: '333333.33' });
  });

  it('stretches the unpaid principal over a later expiration, inserting the new periods', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-STRETCH' });
    const answer = await apiCall(t.app, 'POST', '/api/loan/recalculate', { id: loan.id, expiration: '2026-06-10' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await loanDetails(t, loan.id)).map((d) => [d.period, d.principal])).toEqual([
      [1, '100000.00'],
      [2, '100000.00'],
      [3, '100000.00'],
      [4, '100000.00'],
      [5, '100000.00'],
    ]);
  });

  it.each([
    [{}, 'id'],
    [{ id: 'x' }, 'id'],
    [{ id: 1, interests: 'doce' }, 'interests'],
  ])('refuses %j', async (body, field) => {
    const answer = await apiCall(t.app, 'POST', '/api/loan/recalculate', body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
  });

  it('refuses a concluded loan and a missing one', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-RECALC-CLOSED' });
    await apiCall(t.app, 'PATCH', `/api/loan/${loan.id}/close`, { date_payment: '2026-02-01' });
    expect((await apiCall(t.app, 'POST', '/api/loan/recalculate', { id: loan.id })).status).toBe(409);
    expect((await apiCall(t.app, 'POST', '/api/loan/recalculate', { id: 999999 })).status).toBe(404);
  });
});
