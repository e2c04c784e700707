/** What the investments API tests share: the demo accounts, a valid investment, and reading the schedule from the database. */
import type { FastifyInstance } from 'fastify';
import { apiCall } from '../../helpers/api-call.ts';
import { multipartFile } from '../../helpers/multipart.ts';
import type { Database } from '../../../server/db/client.ts';
import { tinyPdf } from '../../../server/db/demo-files.ts';

export const EMAILS = {
  root: 'root@caudal.mx',
  admin: 'admin@caudal.mx',
  gestor: 'gestor@caudal.mx',
  investor: 'inversionista@caudal.mx',
  otherInvestor: 'inversionista2@caudal.mx',
  client: 'cliente@caudal.mx',
} as const;

/** DOMAIN.md's worked example as a calculator body: 1,000,000 MXN for 6 months from 2026-01-15. */
export const EXAMPLE_SIMULATION = { currency_id: 1, amount: '1000000', start_date: '2026-01-15', duration: 6 };

export async function userId(database: Database, email: string): Promise<number> {
  const [row] = await database.query<{ id: number }>('select id from users where email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return Number(row.id);
}

/** A contract the app really stored (POST file), as the form uploads it first. */
export async function uploadContract(app: FastifyInstance, name = 'contrato.pdf'): Promise<string> {
  const { payload, headers } = multipartFile(name, tinyPdf('Contrato de prueba', ['Firmado']), 'application/pdf');
  const response = await app.inject({ method: 'POST', url: '/api/file?entity=investment&field=contract', payload, headers });
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  return response.json().data[0].url;
}

export function investmentBody(overrides: Record<string, unknown> = {}) {
  return { key: `T-${Math.random().toString(36).slice(2, 10)}`, intelisis_id: 'ITL-T', amount: '1000000', emission: '2026-01-15', duration: '6', currency_id: 1, ...overrides };
}

export async function createInvestment(app: FastifyInstance, database: Database, overrides: Record<string, unknown> = {}) {
  const body = investmentBody({ user_id: await userId(database, EMAILS.investor), contract: await uploadContract(app), ...overrides });
  const answer = await apiCall(app, 'POST', '/api/investment', body);
  if (answer.status !== 201) throw new Error(`POST investment answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as Record<string, any> & { id: number };
}

export interface StoredDetail {
  id: number;
  date_payment: string;
  days: string;
  interests: string;
  retentions: string;
  total_to_pay: string;
  expiration_payment: string;
  status_id: number;
  paid_at: string | null;
  deleted_at: unknown;
}

/** The schedule as stored, read straight from the database (not through the API under test). */
export async function storedSchedule(database: Database, investmentId: number, withDeleted = false): Promise<StoredDetail[]> {
  return database.query<StoredDetail>(
    `select id, date_payment::text as date_payment, days::text as days, interests::text as interests, retentions::text as retentions,
       total_to_pay::text as total_to_pay, expiration_payment::text as expiration_payment, status_id, paid_at::text as paid_at, deleted_at
     from investment_detail where investment_id = $1 ${withDeleted ? '' : 'and deleted_at is null'} order by date_payment, id`,
    [investmentId],
  );
}

/** Sets a currency's person-type rates directly (DOMAIN.md's example uses a 0.50 % retention). */
export async function setRates(database: Database, currencyId: number, rates: { interests?: string; retentions?: string; interests_pm?: string; retentions_pm?: string }) {
  for (const [column, value] of Object.entries(rates)) await database.query(`update currency set ${column} = $1 where id = $2`, [value, currencyId]);
}
