/**
 * UsoCFDI on the server: PUT /api/customer/{id} corrects a customer's fiscal data
 * only as SAT's c_UsoCFDI allows, the ERP's fields stay as they are, and a customer whose stored use
 * SAT would refuse (written by the ERP sync) gets no CFDI: the invoicing request says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createLoan, loanDetails } from './loan-fixtures.ts';

let t: TestApp;
const customerTable = entities.customer.tableName;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A seeded customer that is a company (12-character RFC). */
async function aCompany(): Promise<Record<string, any>> {
  const { result } = (await apiCall(t.app, 'GET', '/api/customer?take=9999')).body.data;
  return result.find((c: { rfc: string }) => c.rfc.length === 12);
}

describe('PUT /api/customer/{id}', () => {
  it('refuses D01 for a company, CP01 on its income invoices and a regime only people hold, saying why', async () => {
    const company = await aCompany();
    const d01 = await apiCall(t.app, 'PUT', `/api/customer/${company.id}`, { cfdi_use: 'D01' });
    expect(d01.status).toBe(422);
    expect(d01.body.errors).toEqual({ cfdi_use: ['Este uso de CFDI no aplica al tipo de persona del receptor (c_UsoCFDI)'] });
    const cp01 = await apiCall(t.app, 'PUT', `/api/customer/${company.id}`, { cfdi_use: 'CP01' });
    expect(cp01.body.errors).toEqual({ cfdi_use: ['Este uso de CFDI no aplica a este tipo de CFDI (CP01 es de pagos, CN01 de nómina)'] });
    const regime = await apiCall(t.app, 'PUT', `/api/customer/${company.id}`, { fiscal_regime: '605' });
    expect(regime.status).toBe(422);
    expect(regime.body.errors.fiscal_regime).toEqual(['Este régimen fiscal no aplica al tipo de persona del RFC (12 caracteres una moral, 13 una física)']);
    const after = (await apiCall(t.app, 'GET', `/api/customer/${company.id}`)).body.data;
    expect(after).toMatchObject({ cfdi_use: company.cfdi_use, fiscal_regime: company.fiscal_regime });
  });

  it('takes a use SAT allows, and keeps the ERP’s name and RFC', async () => {
    const company = await aCompany();
    const ok = await apiCall(t.app, 'PUT', `/api/customer/${company.id}`, { cfdi_use: 'I04', fiscal_regime: '626' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ cfdi_use: 'I04', fiscal_regime: '626', rfc: company.rfc });
    const renamed = await apiCall(t.app, 'PUT', `/api/customer/${company.id}`, { name: 'OTRO NOMBRE' });
    expect(renamed.status).toBe(422);
    expect((await apiCall(t.app, 'GET', `/api/customer/${company.id}`)).body.data.name).toBe(company.name);
    await apiCall(t.app, 'PUT', `/api/customer/${company.id}`, { cfdi_use: company.cfdi_use, fiscal_regime: company.fiscal_regime });
  });
});

describe('PATCH loan_detail/generate/invoices', () => {
  it('refuses a customer whose stored use SAT would refuse, naming the customer and the reason, and stamps nothing', async () => {
    const company = await aCompany();
    const loan = await createLoan(t, { intelisis_id: 'T-USE', customer_id: company.id, emission: '2025-01-10', expiration: '2025-04-10' });
    const [first] = await loanDetails(t, loan.id);
    await t.database.query(`update "${customerTable}" set cfdi_use = 'CN01' where id = $1`, [company.id]);
    try {
      const answer = await apiCall(t.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [first.id] });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.ids[0]).toBe(`Detalle ${first.id}: El cliente ${company.name} no puede recibir este CFDI: Este uso de CFDI no aplica a este tipo de CFDI (CP01 es de pagos, CN01 de nómina); su uso de CFDI es "CN01"`);
      const invoices = (await apiCall(t.app, 'GET', `/api/invoices?loan_detail_id=${first.id}`)).body.data;
      expect(invoices.total).toBe(0);
    } finally {
      await t.database.query(`update "${customerTable}" set cfdi_use = $1 where id = $2`, [company.cfdi_use, company.id]);
    }
  });
});
