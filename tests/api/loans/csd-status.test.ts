/**
 * The CSD's validity on the server (docs/decisions/111): GET invoicing/csd tells Admin
 * the certificate, its dates and the days left (Gestor is not told); with SAT's bundled test CSD (demo
 * mode) invoices are sealed although it ended in 2023; the same certificate configured as the firm's own
 * is refused before anything is sealed or sent, in the person's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CSD } from '../../../server/adapters/csd.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createLoan, loanDetails } from './loan-fixtures.ts';

let demo: TestApp;
let firm: TestApp;

beforeAll(async () => {
  demo = await createTestApp();
  firm = await createTestApp({ env: { CFDI_CSD_CER: DEMO_CSD.cer, CFDI_CSD_KEY: DEMO_CSD.key, CFDI_CSD_PASSWORD: DEMO_CSD.password } });
});
afterAll(async () => {
  await demo?.close();
  await firm?.close();
});

describe('GET invoicing/csd', () => {
  it('tells Admin the bundled test CSD ended in 2023 and seals in demo mode', async () => {
    const admin = await signIn(demo.app, 'admin@caudal.mx');
    const answer = await apiCall(admin, 'GET', '/api/invoicing/csd');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ rfc: 'EKU9003173C9', certificate_number: '30001000000400002434', state: 'expired', demo: true, seals: true });
    expect(answer.body.data.valid_to.slice(0, 4)).toBe('2023');
    expect(answer.body.data.days_left).toBeLessThan(-365);
  });

  it('is not Gestor’s to read', async () => {
    const gestor = await signIn(demo.app, 'gestor@caudal.mx');
    expect((await apiCall(gestor, 'GET', '/api/invoicing/csd')).status).toBe(403);
  });
});

describe('a firm’s CSD outside its validity', () => {
  it('is shown as not sealing, and invoicing is refused before anything is sealed or sent', async () => {
    expect((await apiCall(firm.app, 'GET', '/api/invoicing/csd')).body.data).toMatchObject({ state: 'expired', demo: false, seals: false });
    const loan = await createLoan(firm, { intelisis_id: 'T-CSD', customer_id: 4, emission: '2025-01-10', expiration: '2025-04-10' });
    const [first] = await loanDetails(firm, loan.id);
    const answer = await apiCall(firm.app, 'PATCH', '/api/loan_detail/generate/invoices', { ids: [first.id] });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.ids[0]).toBe(`Detalle ${first.id}: El CSD de la empresa (certificado 30001000000400002434) solo sirve del 17/06/2019 al 17/06/2023: el SAT rechazaría el CFDI. Renueve el CSD y configure CFDI_CSD_CER y CFDI_CSD_KEY`);
    expect((await apiCall(firm.app, 'GET', `/api/invoices?loan_detail_id=${first.id}`)).body.data.total).toBe(0);
  });
});
