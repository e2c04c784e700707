/**
 * Investors' retention certificates (docs/decisions/140-142) with the local provider (sealed, not stamped): the year's certificates of every investor in
 * batches (progress, resumable, idempotent), amounts equal to the sums of the paid payments, XML valid
 * against SAT's schema with a seal that verifies, PDF, the investor's notice (bell and SMS), outdated
 * after a payment is deleted or reactivated, cancel and correct, and the refusals; a dollar investor's
 * certificate in pesos at Banxico's FIX, and its refusal while a FIX is missing (docs/decisions/143).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../helpers/api-call.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { certificatesOf, EMAILS, enterInpc, expectValidCertificate, fileText, issue, paidInvestment, paidSums, paidSumsInPesos } from './support.ts';
import { withoutDemoRates } from '../../helpers/demo-rates.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Starts without the demo's invented rates: these tests enter the rates they need (or none).
  await withoutDemoRates(t.database);
  await enterInpc(t);
  // 2025: the demo investor's seeded payments and these; Diana's only these; Carlos none.
  await paidInvestment(t, EMAILS.investor, '2025-07-15', 3);
  await paidInvestment(t, EMAILS.otherInvestor, '2025-09-20', 2);
});
afterAll(async () => {
  await t?.close();
});

describe('POST retention_certificates/issue', () => {
  it('issues a batch at a time with its progress; again, it continues; once done, it issues nothing', async () => {
    const first = await issue(t, { year: 2025, batch: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ year: 2025, investors: 2, issued: 1, issued_now: 1, remaining: 1, in_process: 0, problems: [] });
    const second = await issue(t, { year: 2025, batch: 1 });
    expect(second.body.data).toMatchObject({ investors: 2, issued: 2, issued_now: 1, remaining: 0 });
    const again = await issue(t, { year: 2025 });
    expect(again.body.data).toMatchObject({ investors: 2, issued: 2, issued_now: 0, remaining: 0 });
    expect(await certificatesOf(t, '&year=2025')).toHaveLength(2);
  });

  it("each certificate states the sums of its investor's payments paid in the year, and is valid and sealed", async () => {
    for (const email of [EMAILS.investor, EMAILS.otherInvestor]) {
      const sums = await paidSums(t, email, 2025);
      const [certificate] = (await certificatesOf(t, '&year=2025')).filter((c) => c.receiver_rfc === (email === EMAILS.investor ? 'CAVS880923P45' : 'HELD820506T16'));
      expect(certificate).toMatchObject({ nominal: sums.nominal, withheld: sums.withheld, payments: Number(sums.n), status: 'not_stamped', outdated: false, from_month: 1, to_month: 12 });
      const xml = await fileText(t, certificate.xml_location);
      await expectValidCertificate(xml);
      expect(xml).toContain(`MontoTotOperacion="${sums.nominal}"`);
      expect(xml).toContain(`MontoTotRet="${sums.withheld}"`);
      expect(xml).toContain(`MontIntNominal="${sums.nominal}"`);
      const pdf = await t.app.inject({ method: 'GET', url: certificate.pdf_location });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('tells the investor in the bell and by SMS, in their language', async () => {
    const [notice] = await t.database.query<{ title: string; message: string }>(`select title, message from user_notification n join users u on u.id = n.user_id where u.email = $1 order by n.id desc limit 1`, [EMAILS.otherInvestor]);
    expect(notice).toEqual({ title: 'Tu constancia de retenciones', message: 'Ya puedes descargar tu constancia de retenciones e intereses de 2025 en Caudal, en Inversiones › Constancias fiscales' });
    const [sms] = await t.database.query<{ message: string }>(`select message from sms_log where phone = '+525510000006' order by id desc limit 1`);
    expect(sms.message).toContain('constancia de retenciones e intereses de 2025');
  });

  it('a monthly certificate is its own period; a year outside c_Ejercicio or in the future, or an unknown field, is a 422 and writes nothing', async () => {
    const monthly = await issue(t, { year: 2025, month: 8 });
    expect(monthly.body.data).toMatchObject({ from_month: 8, to_month: 8, investors: 1, issued_now: 1 });
    for (const body of [{ year: 2018 }, { year: 2099 }, { year: 'x' }, { year: 2025, extra: 1 }, {}]) {
      const answer = await issue(t, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    expect((await issue(t, { year: 2018 })).body.message).toBe('El ejercicio debe estar entre 2019 y 2027 (catálogo c_Ejercicio del SAT) y no ser posterior al año en curso');
    expect((await certificatesOf(t)).length).toBe(3);
  });

  it('a period that has not ended is a 422 and writes nothing: this year, this month', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const before = (await certificatesOf(t)).length;
    for (const body of [{ year }, { year, month }]) {
      const answer = await issue(t, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.message).toBe('El periodo aún no termina: su constancia se emite a partir del día siguiente a su último día');
    }
    expect((await certificatesOf(t)).length).toBe(before);
    if (month > 1) expect((await issue(t, { year, month: month - 1 })).status).toBe(200);
  });

  it('names the investors it cannot issue for, with the reason: no postal code, no INPC', async () => {
    await t.database.query(`update users set fiscal_postal_code = null where email = $1`, [EMAILS.otherInvestor]);
    await paidInvestment(t, EMAILS.otherInvestor, '2024-02-10', 1);
    const answer = await apiCall(t.app, 'POST', '/api/retention_certificates/issue', { year: 2024 });
    expect(answer.body.data.problems).toEqual([expect.objectContaining({ name: 'Diana Hernández López', reason: 'Falta el código postal del domicilio fiscal del inversionista (Administrador › Listas › Usuarios)' })]);
    await t.database.query(`update users set fiscal_postal_code = '44100' where email = $1`, [EMAILS.otherInvestor]);
    await t.database.query(`delete from inpc where month = '2024-03'`);
    const english = await t.app.inject({ method: 'POST', url: '/api/retention_certificates/issue', payload: { year: 2024 }, headers: { 'x-screen-language': 'en' } });
    expect(english.json().data.problems[0].reason).toBe("The INPC of 2024-03 is missing to work out the real interest; enter INEGI's published value in Administrator › Lists › Hedge settings");
  });
});

describe('outdated, cancel and correct', () => {
  it('a payment deleted after issue makes the certificate outdated; reactivating it makes it current again', async () => {
    const [certificate] = (await certificatesOf(t, '&year=2025')).filter((c) => c.receiver_rfc === 'HELD820506T16' && c.to_month === 12);
    const [payment] = await t.database.query<{ id: number }>(`select d.id from investment_detail d join investment i on i.id = d.investment_id join users u on u.id = i.user_id where u.email = $1 and d.paid_at >= '2025-01-01' and d.paid_at < '2026-01-01' order by d.id limit 1`, [EMAILS.otherInvestor]);
    expect((await apiCall(t.app, 'DELETE', `/api/investment_detail/${payment.id}`)).status).toBe(200);
    expect((await apiCall(t.app, 'GET', `/api/retention_certificate/${certificate.id}`)).body.data.outdated).toBe(true);
    expect((await certificatesOf(t, '&outdated=true')).map((c) => c.id)).toContain(certificate.id);
    expect((await apiCall(t.app, 'PATCH', `/api/investment_detail/${payment.id}/recovery`)).status).toBe(200);
    expect((await apiCall(t.app, 'GET', `/api/retention_certificate/${certificate.id}`)).body.data.outdated).toBe(false);
    // Nothing to correct while it matches its payments.
    const refused = await apiCall(t.app, 'POST', `/api/retention_certificates/${certificate.id}/correct`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('La constancia coincide con los pagos de su periodo: no hay nada que corregir');
  });

  it('correcting an outdated certificate issues a new one with the current sums, related to it, and cancels the old one', async () => {
    const [certificate] = (await certificatesOf(t, '&year=2025')).filter((c) => c.receiver_rfc === 'HELD820506T16' && c.to_month === 12);
    const [payment] = await t.database.query<{ id: number }>(`select d.id from investment_detail d join investment i on i.id = d.investment_id join users u on u.id = i.user_id where u.email = $1 and d.paid_at >= '2025-01-01' and d.paid_at < '2026-01-01' order by d.id limit 1`, [EMAILS.otherInvestor]);
    await apiCall(t.app, 'DELETE', `/api/investment_detail/${payment.id}`);
    const corrected = await apiCall(t.app, 'POST', `/api/retention_certificates/${certificate.id}/correct`);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(201);
    const sums = await paidSums(t, EMAILS.otherInvestor, 2025);
    expect(corrected.body.data).toMatchObject({ replaces_id: certificate.id, nominal: sums.nominal, withheld: sums.withheld, payments: 1, status: 'not_stamped' });
    await expectValidCertificate(await fileText(t, corrected.body.data.xml_location));
    const old = (await apiCall(t.app, 'GET', `/api/retention_certificate/${certificate.id}`)).body.data;
    expect(old).toMatchObject({ status: 'cancelled', cancellation_motive: '02', outdated: false });
    expect((await apiCall(t.app, 'GET', `/api/retention_certificate/${corrected.body.data.id}`)).body.data.outdated).toBe(false);
    // Running the year again issues nothing: the investor has a live certificate.
    expect((await issue(t, { year: 2025 })).body.data.issued_now).toBe(0);
  });

  it('cancels with motive 02 or 03 only; a second cancel is a 409; an unknown id a 404', async () => {
    const [certificate] = (await certificatesOf(t, '&year=2025')).filter((c) => c.to_month === 8 && c.from_month === 8);
    expect((await apiCall(t.app, 'POST', `/api/retention_certificates/${certificate.id}/cancel`, { motive: '01' })).status).toBe(422);
    const done = await apiCall(t.app, 'POST', `/api/retention_certificates/${certificate.id}/cancel`, { motive: '03' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'cancelled', cancellation_motive: '03' });
    const again = await apiCall(t.app, 'POST', `/api/retention_certificates/${certificate.id}/cancel`, { motive: '02' });
    expect([again.status, again.body.message]).toEqual([409, 'La constancia ya está cancelada']);
    expect((await apiCall(t.app, 'POST', '/api/retention_certificates/999999/cancel', { motive: '02' })).status).toBe(404);
    // A cancelled certificate with no live one in its period is issued again by correcting it.
    const reissued = await apiCall(t.app, 'POST', `/api/retention_certificates/${certificate.id}/correct`);
    expect(reissued.status, JSON.stringify(reissued.body)).toBe(201);
  });
});

describe('the investor', () => {
  it('lists and downloads only their own certificates; may not issue, cancel or correct', async () => {
    const investor = await signIn(t.app, EMAILS.otherInvestor);
    const mine = await apiCall(investor, 'GET', '/api/retention_certificate?take=100');
    expect(mine.status).toBe(200);
    expect(mine.body.data.result.length).toBeGreaterThan(0);
    expect(mine.body.data.result.every((c: { receiver_rfc: string }) => c.receiver_rfc === 'HELD820506T16')).toBe(true);
    const download = await investor.inject({ method: 'GET', url: mine.body.data.result[0].xml_location });
    expect(download.statusCode).toBe(200);
    const others = (await certificatesOf(t)).filter((c) => c.receiver_rfc !== 'HELD820506T16');
    expect((await apiCall(investor, 'GET', `/api/retention_certificate/${others[0].id}`)).status).toBe(404);
    expect((await investor.inject({ method: 'GET', url: others[0].xml_location })).statusCode).toBe(404);
    expect((await apiCall(investor, 'POST', '/api/retention_certificates/issue', { year: 2025 })).status).toBe(403);
    expect((await apiCall(investor, 'POST', `/api/retention_certificates/${others[0].id}/cancel`, { motive: '02' })).status).toBe(403);
    expect((await apiCall(investor, 'POST', `/api/retention_certificates/${others[0].id}/correct`)).status).toBe(403);
  });
});

describe('a dollar investment (decision 143)', () => {
  const carlos = 'inversionista3@caudal.mx';

  it('is refused while a FIX it needs is missing, naming the day; once entered, its certificate states the payments times the FIX, in pesos', async () => {
    // INEGI's INPC and Banxico's FIX of 2023 (invented: a different rate every day), but none in the week before the second payment.
    for (let m = 0; m < 13; m++) {
      const month = m === 0 ? '2022-12' : `2023-${String(m).padStart(2, '0')}`;
      await t.database.query(`insert into inpc (month, value, source) values ($1, $2, 'test') on conflict (month) do nothing`, [month, (127 + m * 0.4).toFixed(3)]);
    }
    await t.database.query(`insert into exchange_rate (fixed_on, rate, source) select day::date, 17 + (extract(doy from day)::int % 40) / 100.0, 'manual' from generate_series('2022-12-20'::date, '2023-12-31'::date, interval '1 day') day`);
    const { schedule } = await paidInvestment(t, carlos, '2023-03-10', 3, '50000', 2);
    const day = schedule[1].date_payment;
    // A sentence writes a day as the screens do, in both languages (docs/decisions/221).
    const shown = day.split('-').reverse().join('/');
    await t.database.query(`delete from exchange_rate where fixed_on >= $1::date - 7 and fixed_on < $1::date`, [day]);

    const refused = await issue(t, { year: 2023 });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.data).toMatchObject({ issued_now: 0 });
    expect(refused.body.data.problems).toEqual([expect.objectContaining({ name: 'Carlos Mendoza Fernández', reason: `Falta el tipo de cambio FIX de Banxico en vigor el ${shown} para convertir a pesos sus pagos en dólares (es el que Banxico determinó el día hábil anterior); captúralo en Administrador › Listas › Configuración de coberturas` })]);
    const english = await t.app.inject({ method: 'POST', url: '/api/retention_certificates/issue', payload: { year: 2023 }, headers: { 'x-screen-language': 'en' } });
    expect(english.json().data.problems[0].reason).toBe(`Banxico's FIX exchange rate in force on ${shown} is missing to convert their dollar payments to pesos (it is the one Banxico determined the business day before); enter it in Administrator › Lists › Hedge settings`);
    expect((await certificatesOf(t, '&year=2023')).length).toBe(0);

    await t.database.query(`insert into exchange_rate (fixed_on, rate, source) select day::date, 17.2500, 'manual' from generate_series($1::date - 7, $1::date - 1, interval '1 day') day`, [day]);
    const issued = await issue(t, { year: 2023 });
    expect(issued.body.data).toMatchObject({ investors: 1, issued_now: 1, problems: [] });
    const sums = await paidSumsInPesos(t, carlos, 2023);
    expect(Number(sums.nominal)).toBeGreaterThan(Number(sums.usd) * 17);
    const [certificate] = await certificatesOf(t, '&year=2023');
    expect(certificate).toMatchObject({ receiver_rfc: 'MEFC910715Q38', nominal: sums.nominal, withheld: sums.withheld, payments: 3, outdated: false, status: 'not_stamped' });
    const xml = await fileText(t, certificate.xml_location);
    await expectValidCertificate(xml);
    expect(xml).toContain(`MontoTotOperacion="${sums.nominal}"`);
    expect(xml).toContain(`MontoTotRet="${sums.withheld}"`);
    expect(xml).toContain(`MontIntNominal="${sums.nominal}"`);
  });

  it('a FIX corrected after issue makes the certificate outdated', async () => {
    const [certificate] = await certificatesOf(t, '&year=2023');
    const [payment] = await t.database.query<{ paid_at: string }>(`select d.paid_at::text as paid_at from investment_detail d join investment i on i.id = d.investment_id join users u on u.id = i.user_id where u.email = $1 and d.paid_at is not null order by d.paid_at limit 1`, [carlos]);
    await t.database.query(`update exchange_rate set rate = rate + 1 where fixed_on = (select max(fixed_on) from exchange_rate where fixed_on < $1::date)`, [payment.paid_at]);
    expect((await apiCall(t.app, 'GET', `/api/retention_certificate/${certificate.id}`)).body.data.outdated).toBe(true);
  });
});
