/**
 * A loan's IVA treatment (docs/decisions/115, 116) through the API: the default at creation from the
 * firm's kind (a SOFOM, E.N.R. by default) and the customer's; a chosen one kept, an unknown one
 * refused; decision 115's worked example invoiced to the cent (100,000.00 at 24 % for August 2025:
 * real interest 2,004.87, IVA 320.78) and kept on the invoice row; a `real` loan whose INPC is missing
 * refused with a 422 in the person's language, nothing written; exempt invoiced with Traslado Exento.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { writeCounts } from '../../helpers/database-state.ts';
import { satSchemaErrors } from '../../helpers/sat-xsd.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createLoan, loanDetails } from './loan-fixtures.ts';
import { withoutDemoRates } from '../../helpers/demo-rates.ts';

let t: TestApp;
/** An individual without business activity (605, wages): a SOFOM's credit to them bears IVA on real interest. */
let person: number;
beforeAll(async () => {
  t = await createTestApp();
  // Starts without the demo's invented rates: these tests enter the rates they need (or none).
  await withoutDemoRates(t.database);
  const [row] = await t.database.query<{ id: number }>(
    `insert into customer (clave, name, rfc, fiscal_postal_code, fiscal_regime, cfdi_use) values ('C-VAT-605', 'KARLA FUENTE NOLASCO', 'FUNK671228PH6', '01160', '605', 'S01') returning id`,
  );
  person = row.id;
});
afterAll(async () => {
  await t?.close();
});

/** A new loan without a treatment chosen (the fixture pins `nominal` for the other tests' figures). */
const loanWithDefault = (changes: Record<string, unknown>) => createLoan(t, { vat_treatment: undefined, ...changes });
const generate = (ids: number[]) => apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids });
const fileText = async (location: string) => (await t.app.inject({ method: 'GET', url: location })).body;

describe('loan.vat_treatment at creation', () => {
  it('defaults from the customer: exempt for a company (2) and a person with business activity (4, 612), real interest for a person on wages (605)', async () => {
    expect((await loanWithDefault({ intelisis_id: 'T-VAT-D1', customer_id: 2 })).vat_treatment).toBe('exempt');
    expect((await loanWithDefault({ intelisis_id: 'T-VAT-D2', customer_id: 4 })).vat_treatment).toBe('exempt');
    expect((await loanWithDefault({ intelisis_id: 'T-VAT-D3', customer_id: person })).vat_treatment).toBe('real');
  });

  it('keeps the one chosen, and refuses an unknown one', async () => {
    expect((await createLoan(t, { intelisis_id: 'T-VAT-1', customer_id: person, vat_treatment: 'nominal' })).vat_treatment).toBe('nominal');
    expect((await createLoan(t, { intelisis_id: 'T-VAT-2', customer_id: 4, vat_treatment: 'real' })).vat_treatment).toBe('real');
    expect((await apiCall(t.app, 'POST', '/api/loan', { intelisis_id: 'T-VAT-3', vat_treatment: 'half' })).status).toBe(422);
  });

  it('emptied on an edit, it takes the customer\'s default again', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-VAT-EMPTY', customer_id: person, vat_treatment: 'nominal' });
    const answer = await apiCall(t.app, 'PUT', `/api/loan/${loan.id}`, { vat_treatment: null });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.vat_treatment).toBe('real');
  });

  it('the INPC catalogue holds the months checked at INEGI', async () => {
    const answer = await apiCall(t.app, 'GET', '/api/inpc?sort=month&order=asc');
    expect(answer.body.data.result.map((r: Record<string, string>) => [r.month, r.value])).toEqual([['2025-07', '140.780'], ['2025-08', '140.867']]);
    // An index of 0 or a month that is not one is refused.
    expect((await apiCall(t.app, 'POST', '/api/inpc', { month: '2024-01', value: '0', source: 'test' })).status).toBe(422);
    expect((await apiCall(t.app, 'POST', '/api/inpc', { month: '2024-13', value: '130.1', source: 'test' })).status).toBe(422);
  });
});

describe('invoicing under the loan\'s treatment', () => {
  it('real: decision 115\'s worked example to the cent, the invoice row keeping the treatment and the real-interest base', async () => {
    // One month, disbursed 2025-07-31: cut-off 2025-08-31, 31 days, interest 100,000 x 0.24 x 31 / 360 = 2,066.67.
    const loan = await loanWithDefault({ intelisis_id: 'T-VAT-REAL', customer_id: person, amount: '100000', interests: '24', emission: '2025-07-31', expiration: '2025-08-31' });
    const [detail] = await loanDetails(t, loan.id);
    expect([detail.date_doc, detail.interest]).toEqual(['2025-08-31', '2066.67']);
    const answer = await generate([detail.id]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const invoice = answer.body.data.result[0];
    expect(invoice).toMatchObject({ subtotal: '2066.67', taxes: '320.78', total: '2387.45', vat_treatment: 'real', vat_base: '2004.87' });
    const xml = await fileText(invoice.xml_location);
    expect(await satSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('ValorUnitario="2066.67" Importe="2066.67" ObjetoImp="02"><cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Base="2004.87" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="320.78"/>');
  });

  it('exempt: Traslado Exento, no IVA, total = interest', async () => {
    const loan = await loanWithDefault({ intelisis_id: 'T-VAT-EXEMPT', customer_id: 2, emission: '2025-01-10', expiration: '2025-02-10' });
    const [detail] = await loanDetails(t, loan.id);
    const answer = await generate([detail.id]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.result[0]).toMatchObject({ subtotal: '7750.00', taxes: '0.00', total: '7750.00', vat_treatment: 'exempt', vat_base: '7750.00' });
    const xml = await fileText(answer.body.data.result[0].xml_location);
    expect(await satSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Base="7750.00" Impuesto="002" TipoFactor="Exento"/></cfdi:Traslados></cfdi:Impuestos>');
  });

  it('real without the INPC of the cut-off month or the month before: 422 naming them, in Spanish or English, nothing written; entered, it invoices', async () => {
    const loan = await loanWithDefault({ intelisis_id: 'T-VAT-NOINPC', customer_id: person, amount: '100000', interests: '24', emission: '2025-09-30', expiration: '2025-10-30' });
    const [detail] = await loanDetails(t, loan.id);
    const english = await signIn(t.app, 'admin@caudal.mx');
    expect((await english.call('PATCH', '/api/user_settings', { language: 'en' })).status).toBe(200);
    const counts = { invoices: await writeCounts(t.database, entities.invoices), intents: await t.database.query('select count(*)::int as n from invoicing_intent') };
    const refused = await generate([detail.id]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.ids).toEqual([
      `Detalles ${detail.id}: el IVA de sus intereses es sobre el interés real (LIVA 18-A) y falta el INPC de 2025-09, 2025-10; captura el valor que publica el INEGI en Administrador › Listas › Configuración de coberturas`,
    ]);
    const inEnglish = await english.inject({ method: 'PATCH', url: '/api/loan_detail/generate/invoices', payload: { ids: [detail.id] } });
    expect(inEnglish.statusCode).toBe(422);
    expect(inEnglish.json().errors.ids).toEqual([`Details ${detail.id}: their interest bears IVA on the real interest (LIVA 18-A) and the INPC of 2025-09, 2025-10 is missing; enter INEGI's published value in Administrator › Lists › Hedge settings`]);
    expect({ invoices: await writeCounts(t.database, entities.invoices), intents: await t.database.query('select count(*)::int as n from invoicing_intent') }).toEqual(counts);
    expect((await loanDetails(t, loan.id))[0].cfdi_xml_location).toBeNull();

    // Test figures (not INEGI's), entered as the catalogue takes them: the invoice then goes.
    for (const [month, value] of [['2025-09', '141.000'], ['2025-10', '141.141']]) expect((await apiCall(t.app, 'POST', '/api/inpc', { month, value, source: 'test' })).status).toBe(201);
    const answer = await generate([detail.id]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // 30 days: nominal 2,000.00; adjustment 100,000 x (141.141 / 141.000 - 1) = 100.00; real 1,900.00; IVA 304.00.
    expect(answer.body.data.result[0]).toMatchObject({ subtotal: '2000.00', taxes: '304.00', total: '2304.00', vat_base: '1900.00' });
  });

  it('real on a dollar loan is refused (18-A\'s rule for foreign currency is not implemented), nothing written', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-VAT-USD', customer_id: person, currency_id: 2, exchange_rate: '18.35', amount: '60000', emission: '2025-07-31', expiration: '2025-08-31', vat_treatment: 'real' });
    const [detail] = await loanDetails(t, loan.id);
    const refused = await generate([detail.id]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.ids).toEqual([`Detalles ${detail.id}: el IVA sobre el interés real (LIVA 18-A) se calcula aquí solo para préstamos en pesos; para este préstamo en otra moneda elige otro tratamiento de IVA o consulta al asesor fiscal`]);
    expect((await loanDetails(t, loan.id))[0].cfdi_xml_location).toBeNull();
  });

  it('changing the treatment after a period is invoiced affects only later CFDIs: the issued invoice keeps its own', async () => {
    const loan = await createLoan(t, { intelisis_id: 'T-VAT-CHANGE', customer_id: 4, emission: '2025-01-10', expiration: '2025-03-10', vat_treatment: 'nominal' });
    const [first, second] = await loanDetails(t, loan.id);
    const before = (await generate([first.id])).body.data.result[0];
    expect(before).toMatchObject({ taxes: '1240.00', vat_treatment: 'nominal' });
    const changed = await apiCall(t.app, 'PUT', `/api/loan/${loan.id}`, { vat_treatment: 'exempt' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.vat_treatment).toBe('exempt');
    expect((await generate([second.id])).body.data.result[0]).toMatchObject({ taxes: '0.00', vat_treatment: 'exempt' });
    expect((await apiCall(t.app, 'GET', `/api/invoices/${before.id}`)).body.data).toMatchObject({ taxes: '1240.00', vat_treatment: 'nominal', vat_base: '7750.00' });
  });
});
