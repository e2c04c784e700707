/** Loans for the API tests: DOMAIN.md's worked example, created through the API, and their details. */
import { expect } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import { apiCall } from '../../helpers/api-call.ts';
import type { TestApp } from '../../helpers/test-app.ts';

type Row = Record<string, any>;

/** 500,000 MXN at 18 %, disbursed 2026-01-10, 3 months, 5 grace days (DOMAIN.md "Loans"). */
export const EXAMPLE_LOAN = {
  intelisis_id: 'T-0001',
  mov: 'Préstamo',
  mov_id: 'T1',
  customer_id: 2,
  company_id: 1,
  agent_id: 1,
  emission: '2026-01-10',
  expiration: '2026-04-10',
  days: '5',
  amount: '500000',
  interests: '18',
  currency_id: 1,
  exchange_rate: '0',
  status_id: STATUS.inProcess,
  /** The figures these tests check are 16 % on the nominal interest; the default by customer is tested in vat-treatment.test.ts. */
  vat_treatment: 'nominal',
};

export async function createLoan(t: TestApp, changes: Partial<Record<keyof typeof EXAMPLE_LOAN, unknown>> = {}): Promise<Row> {
  const answer = await apiCall(t.app, 'POST', '/api/loan', { ...EXAMPLE_LOAN, ...changes });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** The loan's details in date order, through the generic list. */
export async function loanDetails(t: TestApp, loanId: number): Promise<Row[]> {
  const answer = await apiCall(t.app, 'GET', `/api/loan_detail?loan_id=${loanId}&sort=date_doc&order=asc&take=100`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.result;
}
