/** A loan's IVA treatment (docs/decisions/115): a chosen one kept, an unknown one refused; the INPC catalogue. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../helpers/api-call.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createLoan } from './loan-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('loan.vat_treatment', () => {
  it('a loan keeps the treatment chosen for it; none chosen stays empty until CFDIs carry the treatment (docs/decisions/115)', async () => {
    expect((await createLoan(t, { intelisis_id: 'T-VAT-1', customer_id: 4 })).vat_treatment).toBeNull();
    expect((await createLoan(t, { intelisis_id: 'T-VAT-2', customer_id: 4, vat_treatment: 'exempt' } as never)).vat_treatment).toBe('exempt');
    expect((await apiCall(t.app, 'POST', '/api/loan', { intelisis_id: 'T-VAT-3', vat_treatment: 'half' })).status).toBe(422);
  });

  it('the INPC catalogue holds the months checked at INEGI', async () => {
    const answer = await apiCall(t.app, 'GET', '/api/inpc?sort=month&order=asc');
    expect(answer.body.data.result.map((r: Record<string, string>) => [r.month, r.value])).toEqual([['2025-07', '140.780'], ['2025-08', '140.867']]);
  });
});
