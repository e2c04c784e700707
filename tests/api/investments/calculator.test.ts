/**
 * The calculator (spec sections 3, 5, 7; DOMAIN.md "Investment returns"): POST calculator answers
 * DOMAIN.md's worked example to the cent, picks the rates by person type, and refuses bad input with
 * the spec's messages; GET calculator/currencies; POST calculator/notify (a notification for managers
 * and an SMS through the gateway); POST calculator/pdf.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../helpers/api-call.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { EMAILS, EXAMPLE_SIMULATION, setRates } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const simulate = (body: unknown) => apiCall(t.app, 'POST', '/api/calculator', body);

describe('POST calculator', () => {
  it("answers DOMAIN.md's worked example, every row and every total, amounts as decimal strings", async () => {
    await setRates(t.database, 1, { interests: '12', retentions: '0.50' });
    const answer = await simulate(EXAMPLE_SIMULATION);
    expect(answer.status).toBe(200);
    expect(answer.body.data.rows).toEqual([
      { month: 1, days: 31, start_date: '2026-01-15', end_date: '2026-02-15', interest: '10333.33', retention: '424.66', payout: '9908.67' },
      { month: 2, days: 28, start_date: '2026-02-15', end_date: '2026-03-15', interest: '9333.33', retention: '383.56', payout: '8949.77' },
      { month: 3, days: 31, start_date: '2026-03-15', end_date: '2026-04-15', interest: '10333.33', retention: '424.66', payout: '9908.67' },
      { month: 4, days: 30, start_date: '2026-04-15', end_date: '2026-05-15', interest: '10000.00', retention: '410.96', payout: '9589.04' },
      { month: 5, days: 31, start_date: '2026-05-15', end_date: '2026-06-15', interest: '10333.33', retention: '424.66', payout: '9908.67' },
      { month: 6, days: 30, start_date: '2026-06-15', end_date: '2026-07-15', interest: '10000.00', retention: '410.96', payout: '9589.04' },
    ]);
    expect(answer.body.data.totals).toEqual({ days: 181, interest: '60333.32', retention: '2479.46', payout: '57853.86' });
    expect(answer.body.data.capital).toBe('1000000.00');
  });

  it('uses the real 2026 retention of 0.90 % when the currency carries it', async () => {
    await setRates(t.database, 1, { retentions: '0.90' });
    const row = (await simulate(EXAMPLE_SIMULATION)).body.data.rows[0];
    expect(row).toMatchObject({ retention: '764.38', payout: '9568.95' });
  });

  it("takes a legal entity's rates (interests_pm, retentions_pm) for person_type moral", async () => {
    await setRates(t.database, 1, { interests_pm: '15', retentions_pm: '0.50' });
    const answer = await simulate({ ...EXAMPLE_SIMULATION, person_type: 'moral' });
    // 1,000,000 x 15 % x 31 / 360 = 12,916.666... -> 12,916.67
    expect(answer.body.data).toMatchObject({ person_type: 'moral', rates: { interests: '15.0000', retentions: '0.5000' } });
    expect(answer.body.data.rows[0]).toMatchObject({ interest: '12916.67', retention: '424.66', payout: '12492.01' });
  });

  it('clamps periods to month end from 2026-01-31', async () => {
    const rows = (await simulate({ ...EXAMPLE_SIMULATION, start_date: '2026-01-31', duration: 3 })).body.data.rows;
    expect(rows.map((r: { end_date: string; days: number }) => [r.end_date, r.days])).toEqual([
      ['2026-02-28', 28],
      ['2026-03-31', 31],
      ['2026-04-30', 30],
    ]);
  });

  it.each([
    ['exactly 100,000 MXN', { amount: '100000' }, 'amount', 'La inversión debe ser mayor a $ 100,000 MXN'],
    ['100,000.00 MXN', { amount: '100000.00' }, 'amount', 'La inversión debe ser mayor a $ 100,000 MXN'],
    ['a duration of 4 months', { duration: 4 }, 'duration', 'El plazo debe ser de 3, 6, 9 o 12 meses'],
    ['a duration of 0', { duration: 0 }, 'duration', 'El plazo debe ser de 3, 6, 9 o 12 meses'],
    ['no currency', { currency_id: '' }, 'currency_id', 'El valor es obligatorio'],
    ['an unknown currency', { currency_id: 999 }, 'currency_id', 'El valor no existe'],
    ['no start date', { start_date: '' }, 'start_date', 'El valor es obligatorio'],
    ['a start date that does not exist', { start_date: '2026-02-30' }, 'start_date', 'El valor debe ser una fecha (AAAA-MM-DD)'],
    ['letters as the amount', { amount: 'un millón' }, 'amount', 'El valor debe ser numérico'],
    ['a person type that is not one', { person_type: 'otra' }, 'person_type', 'El valor debe ser una de las opciones'],
    ['an unknown field', { rate: '99' }, 'rate', 'Campo desconocido'],
  ])('refuses %s with a 422 naming the field', async (_case, change, field, message) => {
    const answer = await simulate({ ...EXAMPLE_SIMULATION, ...change });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([message]);
  });

  it('accepts 100,000.01 MXN, the first amount above the floor', async () => {
    expect((await simulate({ ...EXAMPLE_SIMULATION, amount: '100000.01' })).status).toBe(200);
  });

  it("applies a currency's own minimum (USD: 10,000), not the peso floor", async () => {
    const usd = { ...EXAMPLE_SIMULATION, currency_id: 2 };
    expect((await simulate({ ...usd, amount: '20000' })).status).toBe(200);
    const refused = await simulate({ ...usd, amount: '9999.99' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.amount).toEqual(["La inversión debe ser al menos el mínimo de la moneda"]);
  });

  it('refuses an empty body field by field, never with a 500', async () => {
    const answer = await simulate({});
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['amount', 'currency_id', 'duration', 'start_date']);
    expect((await apiCall(t.app, 'POST', '/api/calculator', [1, 2])).status).toBe(422);
  });
});

describe('GET calculator/currencies', () => {
  it('lists the currencies with their rates and minimums', async () => {
    const answer = await apiCall(t.app, 'GET', '/api/calculator/currencies');
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(answer.body.data.result.length);
    expect(answer.body.data.result.find((c: { code: string }) => c.code === 'MXN')).toMatchObject({ id: 1, min_inv: '100000.00' });
  });
});

describe('POST calculator/notify and calculator/pdf', () => {
  it('sends the simulation to the firm: a notification and an SMS to each manager', async () => {
    const investor = await signIn(t.app, EMAILS.investor);
    const [manager] = await t.database.query<{ phone: string }>("select phone from users where email = 'gestor@caudal.mx'");
    const answer = await investor.call('POST', '/api/calculator/notify', EXAMPLE_SIMULATION);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ sent: true, sms_sent: 1 });
    const [notification] = await t.database.query<{ name: string; message: string }>('select name, message from notification where id = $1', [answer.body.data.notification_id]);
    expect(notification.name).toBe('Solicitud de inversión');
    expect(notification.message).toContain('inversionista@caudal.mx');
    expect(notification.message).toContain('$1,000,000.00 MXN a 6 meses');
    const [sms] = await t.database.query<{ message: string }>('select message from sms_log where phone = $1 order by id desc limit 1', [manager.phone]);
    expect(sms.message).toMatch(/^Caudal: .+ \(inversionista@caudal\.mx\) solicita invertir \$1,000,000\.00 MXN a 6 meses desde el 15\/01\/2026 \(persona (física|moral)\); rendimiento neto simulado: \$[\d,]+\.\d{2}\.$/);
  });

  it('does not notify an invalid simulation', async () => {
    const before = await t.database.query<{ n: number }>('select count(*)::int as n from notification');
    const answer = await apiCall(t.app, 'POST', '/api/calculator/notify', { ...EXAMPLE_SIMULATION, amount: '100000' });
    expect(answer.status).toBe(422);
    expect(await t.database.query('select count(*)::int as n from notification')).toEqual(before);
  });

  it('renders the simulation as a one-page PDF, in Spanish or English', async () => {
    for (const language of ['es', 'en']) {
      const answer = await apiCall(t.app, 'POST', '/api/calculator/pdf', { ...EXAMPLE_SIMULATION, language });
      expect(answer.status).toBe(200);
      expect(answer.body.data.filename).toBe(language === 'es' ? 'simulacion-2026-01-15.pdf' : 'simulation-2026-01-15.pdf');
      const bytes = Buffer.from(answer.body.data.content, 'base64');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const document = await PDFDocument.load(bytes);
      expect(document.getPageCount()).toBe(1);
      expect(document.getTitle()).toBe(language === 'es' ? 'Simulación de inversión' : 'Investment simulation');
    }
    expect((await apiCall(t.app, 'POST', '/api/calculator/pdf', { ...EXAMPLE_SIMULATION, language: 'fr' })).status).toBe(422);
  });
});
