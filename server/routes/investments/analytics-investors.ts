/**
 * The investors screen (/inversiones/inversionistas): users of the investor role with their totals,
 * paged and searched in SQL. Totals are per currency: pesos and dollars are never added together.
 */
import { ROLE } from '../../../schemas/role.ts';
import { STATUS } from '../../../schemas/status.ts';
import type { Database } from '../../db/client.ts';
import type { InvestorRow, InvestorTotals } from '../../../schemas/contracts/investment-analytics.ts';

export interface InvestorPage {
  take: number;
  page: number;
  q?: string;
  /** Restricts the page to one investor (an investor calling it sees only themself). */
  onlyId?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function investorsPage(database: Database, options: InvestorPage): Promise<{ result: InvestorRow[]; total: number }> {
  const where = `u.role_id = ${ROLE.investor} and u.deleted_at is null and ($1::text is null or u.name ilike $1 or u.email ilike $1) and ($2::int is null or u.id = $2::int)`;
  const filter = [options.q ? `%${escapeLike(options.q)}%` : null, options.onlyId ?? null];
  const [counted] = await database.query<{ total: number }>(`select count(*)::int as total from users u where ${where}`, filter);
  const rows = await database.query<Omit<InvestorRow, 'totals'>>(
    // The page first (users' (role_id, name, id) index), then each row's counts: not every investor's grouped.
    `select u.id, u.name, u.email, u.phone, u.person_type, c.investments, c.active
     from users u
     cross join lateral (
       select count(*)::int as investments, (count(*) filter (where i.status_id = ${STATUS.inProcess}))::int as active
       from investment i where i.user_id = u.id
     ) c
     where ${where}
     order by u.name, u.id
     limit $3 offset $4`,
    [...filter, options.take, (options.page - 1) * options.take],
  );
  if (rows.length === 0) return { result: [], total: counted?.total ?? 0 };

  const totals = await database.query<InvestorTotals & { user_id: number }>(
    `select i.user_id, c.code as currency_code,
       coalesce(sum(i.amount) filter (where i.status_id = ${STATUS.inProcess}), 0)::numeric(18,2)::text as active_capital,
       coalesce(sum(p.paid), 0)::numeric(18,2)::text as paid
     from investment i
     join currency c on c.id = i.currency_id
     left join lateral (
       select sum(d.total_to_pay) as paid from investment_detail d
       where d.investment_id = i.id and d.deleted_at is null and d.paid_at is not null
     ) p on true
     where i.user_id = any($1::int[])
     group by i.user_id, c.code
     order by c.code`,
    [rows.map((r) => r.id)],
  );
  const result = rows.map((row) => ({
    ...row,
    totals: totals.filter((t) => t.user_id === row.id).map(({ currency_code, active_capital, paid }) => ({ currency_code, active_capital, paid })),
  }));
  return { result, total: counted?.total ?? 0 };
}
