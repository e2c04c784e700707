/** What the retention certificate API tests share: INPC rows for the test years, paid payments, the files issued. */
import { expect } from 'vitest';
import { apiCall } from '../../helpers/api-call.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { retentionCadena } from '../../../server/domain/cfdi-retention-cadena.ts';
import { retentionSchemaErrors } from '../../helpers/sat-retention-xsd.ts';
import { sealOf, verifySeal } from '../../helpers/retention-seal.ts';
import { createInvestment, EMAILS, storedSchedule, userId } from '../investments/support.ts';

/** INEGI's INPC: the two months the migration brings, and invented ones around them for the test years. */
export async function enterInpc(t: TestApp): Promise<void> {
  for (let m = 0; m < 36; m++) {
    const year = 2024 + Math.floor(m / 12);
    const month = `${year}-${String((m % 12) + 1).padStart(2, '0')}`;
    await t.database.query(`insert into inpc (month, value, source) values ($1, $2, 'test') on conflict (month) do nothing`, [month, (135 + m * 0.3).toFixed(3)]);
  }
}

/** An investment of `email` emitted on `emission`, with its first `paidCount` payments paid on their dates (currency 1 MXN, 2 USD). */
export async function paidInvestment(t: TestApp, email: string, emission: string, paidCount: number, amount = '1000000', currency_id = 1) {
  const investment = await createInvestment(t.app, t.database, { user_id: await userId(t.database, email), emission, duration: '3', amount, currency_id });
  const schedule = await storedSchedule(t.database, investment.id);
  for (const detail of schedule.slice(0, paidCount)) {
    const answer = await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: detail.id, paid_at: detail.date_payment });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
  return { investment, schedule };
}

/** The sums a certificate must state, read straight from the database (not through the code under test). */
export async function paidSums(t: TestApp, email: string, year: number) {
  const [row] = await t.database.query<{ nominal: string; withheld: string; n: string }>(
    `select coalesce(sum(d.interests), 0)::numeric(18,2)::text as nominal, coalesce(sum(d.retentions), 0)::numeric(18,2)::text as withheld, count(*)::text as n
       from investment_detail d join investment i on i.id = d.investment_id join users u on u.id = i.user_id join currency c on c.id = i.currency_id
      where u.email = $1 and d.deleted_at is null and d.paid_at is not null and c.code = 'MXN' and extract(year from d.paid_at) = $2`,
    [email, year],
  );
  return row;
}

/**
 * A dollar investor's sums in pesos (decision 143), straight from the database: each payment's interest and
 * retention times the FIX in force on its paid day (the latest determined before it), rounded to the cent.
 */
export async function paidSumsInPesos(t: TestApp, email: string, year: number) {
  const [row] = await t.database.query<{ nominal: string; withheld: string; n: string; usd: string }>(
    `select coalesce(sum(round(d.interests * fx.rate, 2)), 0)::numeric(18,2)::text as nominal, coalesce(sum(round(d.retentions * fx.rate, 2)), 0)::numeric(18,2)::text as withheld,
            count(*)::text as n, coalesce(sum(d.interests), 0)::numeric(18,2)::text as usd
       from investment_detail d join investment i on i.id = d.investment_id join users u on u.id = i.user_id join currency c on c.id = i.currency_id
       cross join lateral (select x.rate from exchange_rate x where x.fixed_on < d.paid_at order by x.fixed_on desc limit 1) fx
      where u.email = $1 and d.deleted_at is null and d.paid_at is not null and c.code = 'USD' and extract(year from d.paid_at) = $2`,
    [email, year],
  );
  return row;
}

export const issue = (t: TestApp, body: Record<string, unknown>) => apiCall(t.app, 'POST', '/api/retention_certificates/issue', body);

export async function certificatesOf(t: TestApp, query = '') {
  const answer = await apiCall(t.app, 'GET', `/api/retention_certificate?take=100${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.result as Record<string, any>[];
}

export async function fileText(t: TestApp, url: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** Every certificate the tests produce: valid against SAT's schema, its seal verifying against its cadena. */
export async function expectValidCertificate(xml: string): Promise<void> {
  expect(await retentionSchemaErrors(xml)).toEqual([]);
  const seal = sealOf(xml);
  expect(verifySeal(retentionCadena(xml), seal.seal, seal.certificate)).toBe(true);
}

export { EMAILS };
