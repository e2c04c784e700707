/**
 * The investor dashboards' figures, computed in SQL over the investments a request may see (one
 * investor's, or everyone's for staff who pick none). Amounts leave PostgreSQL as numeric text, so no
 * figure is ever a JavaScript number. Soft-deleted payments count for nothing.
 *
 * - operated capital: the investments' amounts;
 * - generated performance: interest of the periods already ended (date_payment up to today);
 * - retentions made and paid performance: retentions and net totals of the paid payments.
 *
 * Staff who pick no investor read the book's totals per status, currency and payment date, which the
 * database keeps in every write's transaction (schemas/book-totals.ts, docs/decisions/170); one
 * investor's figures read that investor's rows (their index), a few dozen.
 */
import type { Database } from '../../db/client.ts';
import type { ChartPoint, CurrencyFigures, InvestmentSummary } from '../../../schemas/contracts/investment-analytics.ts';

export interface AnalyticsFilter {
  userId: number | undefined;
  statusId: number;
  today: string;
}

/** $1 user id or null, $2 status, $3 today. */
const params = (f: AnalyticsFilter) => [f.userId ?? null, f.statusId, f.today];
const OWN = `i.status_id = $2 and ($1::int is null or i.user_id = $1::int)`;
const money = (expression: string) => `coalesce(${expression}, 0)::numeric(18,2)::text`;

export function figuresByCurrency(database: Database, filter: AnalyticsFilter): Promise<CurrencyFigures[]> {
  return filter.userId === undefined ? figuresFromTotals(database, filter) : figuresFromRows(database, filter);
}

/** figuresByCurrency from the investments and their payments themselves. */
export function figuresFromRows(database: Database, filter: AnalyticsFilter): Promise<CurrencyFigures[]> {
  return database.query<CurrencyFigures>(
    `select c.code as currency_code, c.name as currency_name, count(*)::int as investments,
       ${money('sum(i.amount)')} as operated_capital,
       ${money('sum(p.generated)')} as generated_performance,
       ${money('sum(p.retained)')} as retentions_made,
       ${money('sum(p.paid)')} as paid_performance
     from investment i
     join currency c on c.id = i.currency_id
     left join lateral (
       select sum(d.interests) filter (where d.date_payment <= $3::date) as generated,
              sum(d.retentions) filter (where d.paid_at is not null) as retained,
              sum(d.total_to_pay) filter (where d.paid_at is not null) as paid
       from investment_detail d where d.investment_id = i.id and d.deleted_at is null
     ) p on true
     where ${OWN}
     group by c.code, c.name
     order by c.code`,
    params(filter),
  );
}

/** The dashboard's table: newest first, at most `limit` rows. */
export async function investmentSummaries(database: Database, filter: AnalyticsFilter, limit: number): Promise<InvestmentSummary[]> {
  return database.query<InvestmentSummary>(
    `select i.id, i.key, i.user_id, u.name as investor_name, c.code as currency_code, i.amount::text as amount,
       i.emission::text as emission, i.expiration::text as expiration, i.duration,
       case when i.amount > 0 and i.days > 0 then round(i.interests / i.amount * 36000 / i.days, 2) else 0 end::text as interest_rate,
       i.interests::text as interests, i.retentions::text as retentions, i.total_to_pay::text as total_to_pay,
       p.accumulated_interest, p.paid, p.payments, p.payments_paid, p.cfdis, i.contract
     from (
       -- The newest investments first, then their payments: not every investment's grouped.
       select * from investment i where ${OWN} order by i.emission desc, i.id desc limit ${Math.max(1, Math.trunc(limit))}
     ) i
     join currency c on c.id = i.currency_id
     join users u on u.id = i.user_id
     cross join lateral (
       select ${money('sum(d.interests) filter (where d.date_payment <= $3::date)')} as accumulated_interest,
         ${money('sum(d.total_to_pay) filter (where d.paid_at is not null)')} as paid,
         count(d.id)::int as payments, (count(d.id) filter (where d.paid_at is not null))::int as payments_paid,
         (count(d.cfdi_pdf_location) + count(d.cfdi_xml_location))::int as cfdis
       from investment_detail d where d.investment_id = i.id and d.deleted_at is null
     ) p
     order by i.emission desc, i.id desc`,
    params(filter),
  );
}

/** Interest by payment month and its running total, per currency: the chart's series. */
export function interestByMonth(database: Database, filter: AnalyticsFilter): Promise<ChartPoint[]> {
  return filter.userId === undefined ? interestByMonthFromTotals(database, filter) : interestByMonthFromRows(database, filter);
}

/** interestByMonth from the payments themselves. */
export function interestByMonthFromRows(database: Database, filter: AnalyticsFilter): Promise<ChartPoint[]> {
  return database.query<ChartPoint>(
    `select m.currency_code, m.month, m.interest::numeric(18,2)::text as interest,
       (sum(m.interest) over (partition by m.currency_code order by m.month))::numeric(18,2)::text as accumulated_interest
     from (
       select c.code as currency_code, to_char(d.date_payment, 'YYYY-MM') as month, sum(d.interests) as interest
       from investment_detail d
       join investment i on i.id = d.investment_id
       join currency c on c.id = i.currency_id
       where d.deleted_at is null and ${OWN}
       group by c.code, to_char(d.date_payment, 'YYYY-MM')
     ) m
     order by m.currency_code, m.month`,
    // The chart covers the whole schedule, so "today" is not one of its parameters.
    params(filter).slice(0, 2),
  );
}

/** figuresByCurrency over every investment: investment_total and investment_day_total. $1 status, $2 today. */
export function figuresFromTotals(database: Database, filter: AnalyticsFilter): Promise<CurrencyFigures[]> {
  return database.query<CurrencyFigures>(
    `select c.code as currency_code, c.name as currency_name, t.investments as investments,
       ${money('t.amount')} as operated_capital,
       ${money('p.generated')} as generated_performance,
       ${money('p.retained')} as retentions_made,
       ${money('p.paid')} as paid_performance
     from investment_total t
     join currency c on c.id = t.currency_id
     left join lateral (
       select sum(d.interests) filter (where d.date_payment <= $2::date) as generated,
              sum(d.retentions) filter (where d.paid) as retained,
              sum(d.total_to_pay) filter (where d.paid) as paid
       from investment_day_total d where d.status_id = t.status_id and d.currency_id = t.currency_id
     ) p on true
     where t.status_id = $1 and t.investments > 0
     order by c.code`,
    [filter.statusId, filter.today],
  );
}

/** interestByMonth over every investment: investment_day_total. $1 status. */
export function interestByMonthFromTotals(database: Database, filter: AnalyticsFilter): Promise<ChartPoint[]> {
  return database.query<ChartPoint>(
    `select m.currency_code, m.month, m.interest::numeric(18,2)::text as interest,
       (sum(m.interest) over (partition by m.currency_code order by m.month))::numeric(18,2)::text as accumulated_interest
     from (
       select c.code as currency_code, to_char(d.date_payment, 'YYYY-MM') as month, sum(d.interests) as interest
       from investment_day_total d
       join currency c on c.id = d.currency_id
       where d.status_id = $1 and d.payments > 0
       group by c.code, to_char(d.date_payment, 'YYYY-MM')
     ) m
     order by m.currency_code, m.month`,
    [filter.statusId],
  );
}
