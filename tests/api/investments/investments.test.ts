/**
 * Investments (spec sections 3, 4, 5, 7): POST computes the schedule with DOMAIN.md's rules and the
 * investor's person type, in one transaction with its audit rows; PUT keeps `key`; a change of terms
 * replaces an unpaid schedule; DELETE takes the schedule along; PATCH investment/{id}/close concludes on
 * an available date and refuses any other with a 422.
 */
import { renderMessage } from '../../../server/i18n/localized.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { STATUS } from '../../../schemas/status.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { auditTrail, writeCounts } from '../../helpers/database-state.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createInvestment, EMAILS, investmentBody, setRates, storedSchedule, uploadContract, userId } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // DOMAIN.md's example: 12 % and a 0.50 % retention for natural persons; 15 % / 0.60 % for legal entities.
  await setRates(t.database, 1, { interests: '12', retentions: '0.50', interests_pm: '15', retentions_pm: '0.60' });
});
afterAll(async () => {
  await t?.close();
});

describe('POST investment', () => {
  it("stores DOMAIN.md's example as its schedule, with the figures and an audit row per record", async () => {
    const investment = await createInvestment(t.app, t.database, { key: 'T-EXAMPLE' });
    expect(investment).toMatchObject({
      key: 'T-EXAMPLE', amount: '1000000.00', emission: '2026-01-15', expiration: '2026-07-15', days: '181',
      interests: '60333.32', retentions: '2479.46', total_to_pay: '1057853.86', status_id: STATUS.inProcess,
    });
    const schedule = await storedSchedule(t.database, investment.id);
    expect(schedule.map((d) => [d.date_payment, d.days, d.interests, d.retentions, d.total_to_pay, d.expiration_payment, d.status_id, d.paid_at])).toEqual([
      ['2026-02-15', '31', '10333.33', '424.66', '9908.67', '2026-02-20', STATUS.pending, null],
      ['2026-03-15', '28', '9333.33', '383.56', '8949.77', '2026-03-20', STATUS.pending, null],
      ['2026-04-15', '31', '10333.33', '424.66', '9908.67', '2026-04-20', STATUS.pending, null],
      ['2026-05-15', '30', '10000.00', '410.96', '9589.04', '2026-05-20', STATUS.pending, null],
      ['2026-06-15', '31', '10333.33', '424.66', '9908.67', '2026-06-20', STATUS.pending, null],
      ['2026-07-15', '30', '10000.00', '410.96', '9589.04', '2026-07-20', STATUS.pending, null],
    ]);
    expect((await auditTrail(t.database, 'investment', investment.id)).map((a) => a.action)).toEqual(['create']);
    for (const detail of schedule) expect((await auditTrail(t.database, 'investment_detail', detail.id)).map((a) => a.action)).toEqual(['create']);
  });

  it("uses a legal entity's rates for an investor of person type moral", async () => {
    const [moral] = await t.database.query<{ id: number }>("select id from users where role_id = 5 and person_type = 'moral' order by id limit 1");
    const investment = await createInvestment(t.app, t.database, { user_id: moral.id, duration: '3' });
    const [first] = await storedSchedule(t.database, investment.id);
    // 1,000,000 x 15 % x 31 / 360 = 12,916.67; retention 1,000,000 x 0.60 % x 31 / 365 = 509.59.
    expect(first).toMatchObject({ interests: '12916.67', retentions: '509.59', total_to_pay: '12407.08' });
  });

  it.each([
    ['exactly 100,000 MXN', { amount: '100000' }, 'amount', 'La inversión debe ser mayor a $ 100,000 MXN'],
    ['letters as the amount', { amount: 'cien mil' }, 'amount', 'El valor debe ser numérico'],
    ['a duration of 4 months', { duration: '4' }, 'duration', 'El valor debe ser una de las opciones'],
    ['a user who is not an investor', { user_id: 2 }, 'user_id', 'El usuario no es inversionista'],
    ['a user who does not exist', { user_id: 99999 }, 'user_id', 'El valor no existe'],
    ['a contract that is not a stored file', { contract: 'C:\\contrato.pdf' }, 'contract', 'El valor debe ser la dirección de un archivo'],
    ['no contract', { contract: '' }, 'contract', 'El valor es obligatorio'],
    ['a contract at an outside address', { contract: 'https://example.com/contrato.pdf' }, 'contract', renderMessage('files.notUploadedHere', 'es')],
    ['a contract this server never stored', { contract: '/api/files/0123456789abcdef0123456789abcdef.pdf' }, 'contract', renderMessage('files.notUploadedHere', 'es')],
    ['a generated figure', { interests: '1.00' }, 'interests', 'Campo desconocido'],
  ])('refuses %s with a 422 and writes nothing', async (_case, change, field, message) => {
    const before = [await writeCounts(t.database, entities.investment), await writeCounts(t.database, entities.investment_detail)];
    const body = investmentBody({ user_id: await userId(t.database, EMAILS.investor), contract: await uploadContract(t.app), ...change });
    const answer = await apiCall(t.app, 'POST', '/api/investment', body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([message]);
    expect([await writeCounts(t.database, entities.investment), await writeCounts(t.database, entities.investment_detail)]).toEqual(before);
  });

  it('refuses to point a contract at an outside address on update, and keeps the stored one', async () => {
    const created = await createInvestment(t.app, t.database);
    const answer = await apiCall(t.app, 'PUT', `/api/investment/${created.id}`, { contract: 'https://example.com/otro-contrato.pdf' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.contract).toEqual([renderMessage('files.notUploadedHere', 'es')]);
    expect((await apiCall(t.app, 'GET', `/api/investment/${created.id}`)).body.data.contract).toBe(created.contract);
    const replaced = await apiCall(t.app, 'PUT', `/api/investment/${created.id}`, { contract: await uploadContract(t.app, 'contrato-firmado.pdf') });
    expect(replaced.status).toBe(200);
  });

  it('refuses a duplicate key with a 422 and leaves no half-written schedule', async () => {
    await createInvestment(t.app, t.database, { key: 'T-TWICE' });
    const before = await writeCounts(t.database, entities.investment_detail);
    const answer = await apiCall(t.app, 'POST', '/api/investment', investmentBody({ key: 'T-TWICE', user_id: await userId(t.database, EMAILS.investor), contract: await uploadContract(t.app) }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors.key).toEqual(['El valor ya existe']);
    expect(await writeCounts(t.database, entities.investment_detail)).toEqual(before);
  });
});

describe('GET investment/{id}', () => {
  it('answers the record, as data.investment too, with its closing dates', async () => {
    const investment = await createInvestment(t.app, t.database);
    const answer = await apiCall(t.app, 'GET', `/api/investment/${investment.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.investment).toMatchObject({ id: investment.id, emission: '2026-01-15', expiration: '2026-07-15' });
    expect(answer.body.data.dates).toHaveLength(6);
    expect(answer.body.data.dates.every((d: { available: boolean }) => d.available)).toBe(true);
    expect((await apiCall(t.app, 'GET', '/api/investment/999999')).status).toBe(404);
  });
});

describe('PUT investment/{id}', () => {
  it('refuses to change the key', async () => {
    const investment = await createInvestment(t.app, t.database);
    const answer = await apiCall(t.app, 'PUT', `/api/investment/${investment.id}`, { key: 'T-OTHER' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.key).toEqual(['El valor no se puede cambiar']);
  });

  it('changes what is not a term without touching the schedule', async () => {
    const investment = await createInvestment(t.app, t.database);
    const before = await storedSchedule(t.database, investment.id);
    const answer = await apiCall(t.app, 'PUT', `/api/investment/${investment.id}`, { intelisis_id: 'ITL-NEW' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.intelisis_id).toBe('ITL-NEW');
    expect(await storedSchedule(t.database, investment.id)).toEqual(before);
  });

  it('replaces an unpaid schedule when the terms change', async () => {
    const investment = await createInvestment(t.app, t.database);
    const answer = await apiCall(t.app, 'PUT', `/api/investment/${investment.id}`, { amount: '2000000', duration: '3' });
    expect(answer.status).toBe(200);
    // The total is the sum of the rounded rows: 20,666.67 + 18,666.67 + 20,666.67 = 60,000.01.
    expect(answer.body.data).toMatchObject({ amount: '2000000.00', expiration: '2026-04-15', days: '90', interests: '60000.01' });
    const schedule = await storedSchedule(t.database, investment.id, true);
    expect(schedule.map((d) => d.interests)).toEqual(['20666.67', '18666.67', '20666.67']);
  });

  it('refuses to change the terms once a payment was made', async () => {
    const investment = await createInvestment(t.app, t.database);
    const [first] = await storedSchedule(t.database, investment.id);
    expect((await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: first.id, paid_at: '2026-02-16' })).status).toBe(201);
    const answer = await apiCall(t.app, 'PUT', `/api/investment/${investment.id}`, { amount: '2000000' });
    expect(answer.status).toBe(409);
    expect(answer.body.errors.amount).toEqual(['La inversión tiene pagos realizados: sus condiciones no pueden cambiar']);
    expect((await storedSchedule(t.database, investment.id))[0].interests).toBe('10333.33');
  });
});

describe('DELETE investment/{id}', () => {
  it('deletes an unpaid investment with its schedule, each with an audit row', async () => {
    const investment = await createInvestment(t.app, t.database);
    const schedule = await storedSchedule(t.database, investment.id);
    expect((await apiCall(t.app, 'DELETE', `/api/investment/${investment.id}`)).status).toBe(200);
    expect(await storedSchedule(t.database, investment.id, true)).toEqual([]);
    expect((await auditTrail(t.database, 'investment', investment.id)).map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await auditTrail(t.database, 'investment_detail', schedule[0].id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('refuses to delete an investment with paid payments (409)', async () => {
    const answer = await apiCall(t.app, 'DELETE', '/api/investment/1');
    expect(answer.status).toBe(409);
    expect((await storedSchedule(t.database, 1)).length).toBeGreaterThan(0);
  });
});

describe('PATCH investment/{id}/close', () => {
  it('concludes on an available date: later payments go, the figures follow', async () => {
    const investment = await createInvestment(t.app, t.database);
    const answer = await apiCall(t.app, 'PATCH', `/api/investment/${investment.id}/close`, { date_payment: '2026-04-15' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status_id: STATUS.concluded, expiration: '2026-04-15', days: '90', interests: '29999.99', retentions: '1232.88', total_to_pay: '1028767.11' });
    expect((await storedSchedule(t.database, investment.id, true)).map((d) => d.date_payment)).toEqual(['2026-02-15', '2026-03-15', '2026-04-15']);
    expect((await auditTrail(t.database, 'investment', investment.id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('refuses a paid date, a date off the schedule and no date with a 422, a second close with a 409', async () => {
    const investment = await createInvestment(t.app, t.database);
    const [first] = await storedSchedule(t.database, investment.id);
    await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: first.id });
    const close = (body: unknown) => apiCall(t.app, 'PATCH', `/api/investment/${investment.id}/close`, body);

    const paid = await close({ date_payment: '2026-02-15' });
    expect(paid.status).toBe(422);
    expect(paid.body.errors.date_payment).toEqual(['La fecha no está disponible: elige la fecha de un pago programado sin pagar']);
    expect((await close({ date_payment: '2026-02-20' })).status).toBe(422);
    expect((await close({})).body.errors.date_payment).toEqual(['El valor es obligatorio']);
    expect((await close({ date_payment: '2026-13-01' })).body.errors.date_payment).toEqual(['El valor debe ser una fecha (AAAA-MM-DD)']);
    expect((await storedSchedule(t.database, investment.id)).length).toBe(6);

    expect((await close({ date_payment: '2026-07-15' })).status).toBe(200);
    const again = await close({ date_payment: '2026-07-15' });
    expect(again.status).toBe(409);
    expect(again.body.errors.date_payment).toEqual(['La inversión ya está concluida']);
  });

  it('never deletes a paid period: closing before it is a 409 naming it, and nothing changes', async () => {
    const investment = await createInvestment(t.app, t.database);
    const schedule = await storedSchedule(t.database, investment.id);
    expect((await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: schedule[5].id, paid_at: '2026-07-16' })).status).toBe(201);
    const before = await storedSchedule(t.database, investment.id, true);

    const refused = await apiCall(t.app, 'PATCH', `/api/investment/${investment.id}/close`, { date_payment: '2026-04-15' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(renderMessage('investments.paidAfterClose', 'es', { periods: '6 (2026-07-15)' }));
    expect(refused.body.message).toContain('6 (2026-07-15)');
    expect(await storedSchedule(t.database, investment.id, true)).toEqual(before);
    expect((await auditTrail(t.database, 'investment', investment.id)).map((a) => a.action)).toEqual(['create']);

    // The dates before the paid period are shown as not available; the paid period's own date neither.
    const shown = await apiCall(t.app, 'GET', `/api/investment/${investment.id}`);
    expect(shown.body.data.dates.map((d: { available: boolean }) => d.available)).toEqual([false, false, false, false, false, false]);
  });

  it('answers in English to an English speaker', async () => {
    const investment = await createInvestment(t.app, t.database);
    const schedule = await storedSchedule(t.database, investment.id);
    await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: schedule[3].id });
    const refused = await t.app.inject({ method: 'PATCH', url: `/api/investment/${investment.id}/close`, payload: { date_payment: '2026-02-15' }, headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(409);
    // The signed-in Root's stored language decides when it has one; either way the text is the catalogue's.
    expect([renderMessage('investments.paidAfterClose', 'en', { periods: '4 (2026-05-15)' }), renderMessage('investments.paidAfterClose', 'es', { periods: '4 (2026-05-15)' })]).toContain(refused.json().message);
    // A date after the last paid period still closes, and keeps the paid one.
    expect((await apiCall(t.app, 'PATCH', `/api/investment/${investment.id}/close`, { date_payment: '2026-06-15' })).status).toBe(200);
    expect((await storedSchedule(t.database, investment.id)).map((d) => d.paid_at !== null)).toEqual([false, false, false, true, false]);
  });

  it('answers 404 for an investment that does not exist', async () => {
    expect((await apiCall(t.app, 'PATCH', '/api/investment/999999/close', { date_payment: '2026-02-15' })).status).toBe(404);
  });
});
