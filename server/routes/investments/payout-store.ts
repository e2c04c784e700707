/**
 * The payout run's SQL (docs/decisions/250): the periods a window holds with why each is or is not
 * payable, a run with its lines, and the run read back with its totals. Amounts leave PostgreSQL as
 * numeric text; nothing here is a JavaScript number but counts and ids.
 */
import { sql } from 'drizzle-orm';
import { payoutRun, payoutRunLine } from '../../../schemas/payout-tables.ts';
import type { PayoutLeftOut, PayoutLeftOutReason, PayoutLineRow, PayoutRunRow, PayoutRunTotals } from '../../../schemas/payout.ts';
import { STATUS } from '../../../schemas/status.ts';
import type { BusinessDate } from '../../../schemas/framework/time.ts';
import type { Database, Db } from '../../db/client.ts';
import { isValidClabe } from '../../domain/payout-bank-file.ts';

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Whatever in a user's record a bank transfer names: a pending change of any of them holds their periods back. */
export const BANK_FIELDS = ['bank_clabe', 'bank_name', 'bank_account', 'name', 'rfc'] as const;

interface WindowPeriod {
  detail_id: number;
  investment_id: number;
  investment_key: string;
  investment_status: number;
  user_id: number;
  investor: string;
  rfc: string | null;
  clabe: string | null;
  currency: string;
  /** A business date (a drizzle `date` column): the day the period pays. */
  date_payment: BusinessDate;
  interests: string;
  retentions: string;
  total: string;
  paid: boolean;
  period: number;
  live_run: number | null;
  bank_pending: boolean;
}

/** A line as preparing computes it, before it is a row of a run. */
export type PreparedLine = Pick<
  PayoutLineRow,
  'user_id' | 'investment_id' | 'investment_detail_id' | 'period' | 'date_payment' | 'interests' | 'retentions' | 'total' | 'currency' | 'beneficiary' | 'rfc' | 'clabe' | 'reference'
>;

/**
 * The live periods falling due in [from, to], and those before it whose last transfer failed and are
 * still unpaid (they go in the next run), each with its period number in its investment's schedule.
 */
export async function windowPeriods(db: Db, from: string, to: string): Promise<WindowPeriod[]> {
  return rowsOf<WindowPeriod>(
    await db.execute(sql`
      select d.id::int as detail_id, d.investment_id::int as investment_id, i.key as investment_key, i.status_id::int as investment_status,
        i.user_id::int as user_id, u.name as investor, u.rfc, u.bank_clabe as clabe, c.code as currency, d.date_payment::text as date_payment,
        d.interests::text as interests, d.retentions::text as retentions, d.total_to_pay::text as total, d.paid_at is not null as paid,
        (select count(*) from investment_detail e where e.investment_id = d.investment_id and e.deleted_at is null
           and (e.date_payment < d.date_payment or (e.date_payment = d.date_payment and e.id <= d.id)))::int as period,
        (select l.run_id::int from payout_run_line l where l.investment_detail_id = d.id and l.status in ('due', 'paid') limit 1) as live_run,
        exists (select 1 from profile_request r where r.user_id = u.id and r.status = 'pending'
           and r.changes ?| array['bank_clabe', 'bank_name', 'bank_account', 'name', 'rfc']) as bank_pending
      from investment_detail d
      join investment i on i.id = d.investment_id
      join users u on u.id = i.user_id
      join currency c on c.id = i.currency_id
      where d.deleted_at is null and (d.date_payment between ${from}::date and ${to}::date
        or (d.date_payment < ${from}::date and d.paid_at is null
            and exists (select 1 from payout_run_line f where f.investment_detail_id = d.id and f.status = 'failed')))
      order by u.name, u.id, i.key, d.date_payment, d.id`),
  );
}

/** Why a period cannot go in a run, or null when it can. */
export function leftOutReason(p: WindowPeriod): PayoutLeftOutReason | null {
  if (p.paid) return 'alreadyPaid';
  if (p.live_run !== null) return 'inAnotherRun';
  if (p.investment_status !== STATUS.inProcess) return 'investmentClosed';
  if (!p.clabe || !isValidClabe(p.clabe)) return 'noClabe';
  if (p.bank_pending) return 'bankChangePending';
  return null;
}

/** The window's periods split into the run's lines (numbered 1.. as references) and those left out with their reason. */
export function splitWindow(periods: readonly WindowPeriod[]): { lines: PreparedLine[]; leftOut: PayoutLeftOut[] } {
  const lines: PreparedLine[] = [];
  const leftOut: PayoutLeftOut[] = [];
  for (const p of periods) {
    const reason = leftOutReason(p);
    if (reason) {
      leftOut.push({
        investment_detail_id: p.detail_id, investment_id: p.investment_id, investment_key: p.investment_key, user_id: p.user_id, investor: p.investor,
        date_payment: p.date_payment, total: p.total, currency: p.currency, reason, ...(reason === 'inAnotherRun' ? { run_id: p.live_run! } : {}),
      });
      continue;
    }
    lines.push({
      user_id: p.user_id, investment_id: p.investment_id, investment_detail_id: p.detail_id, period: p.period, date_payment: p.date_payment,
      interests: p.interests, retentions: p.retentions, total: p.total, currency: p.currency, beneficiary: p.investor, rfc: p.rfc ?? '', clabe: p.clabe!, reference: lines.length + 1,
    });
  }
  return { lines, leftOut };
}

const INSERT_CHUNK = 1000;

export async function insertRun(tx: Db, run: { from: string; to: string; preparedBy: number; leftOut: PayoutLeftOut[] }, lines: readonly PreparedLine[]): Promise<number> {
  const [row] = await tx.insert(payoutRun).values({ window_from: run.from, window_to: run.to, prepared_by: run.preparedBy, left_out: run.leftOut }).returning({ id: payoutRun.id });
  for (let i = 0; i < lines.length; i += INSERT_CHUNK) {
    await tx.insert(payoutRunLine).values(lines.slice(i, i + INSERT_CHUNK).map((line) => ({ ...line, run_id: row.id })));
  }
  return row.id;
}

/** The shapes of runs and lines, one declaration for the server and the browser (schemas/payout.ts). */
export type RunTotals = PayoutRunTotals;
export type RunRow = PayoutRunRow;
export type LineRow = PayoutLineRow;

const RUN_SELECT = `select r.id::int as id, r.status, r.version, r.window_from::text as window_from, r.window_to::text as window_to,
    r.prepared_by, pu.name as prepared_by_name, to_char(r.prepared_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as prepared_at,
    r.approved_by, au.name as approved_by_name, to_char(r.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as approved_at, r.reject_reason,
    to_char(r.settled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as settled_at, r.left_out, r.exports,
    (select coalesce(json_agg(t order by t.currency), '[]'::json) from (
       select l.currency, count(*)::int as lines, sum(l.total) filter (where l.status in ('due', 'paid'))::numeric(18,2)::text as total,
         count(*) filter (where l.status = 'due')::int as due, count(*) filter (where l.status = 'paid')::int as paid,
         count(*) filter (where l.status = 'failed')::int as failed, count(*) filter (where l.status = 'excluded')::int as excluded,
         coalesce(sum(l.total) filter (where l.status = 'paid'), 0)::numeric(18,2)::text as paid_total
       from payout_run_line l where l.run_id = r.id group by l.currency) t) as totals
  from payout_run r left join users pu on pu.id = r.prepared_by left join users au on au.id = r.approved_by`;

function normalised(row: RunRow): RunRow {
  return { ...row, totals: row.totals.map((t) => ({ ...t, total: t.total ?? '0.00' })) };
}

export async function listRuns(database: Database, take = 24): Promise<RunRow[]> {
  return (await database.query<RunRow>(`${RUN_SELECT} order by r.id desc limit $1`, [take])).map(normalised);
}

export async function readRun(database: Database, id: number): Promise<RunRow | undefined> {
  const [row] = await database.query<RunRow>(`${RUN_SELECT} where r.id = $1`, [id]);
  return row ? normalised(row) : undefined;
}

const LINE_SELECT = `select l.id::int as id, l.run_id::int as run_id, l.user_id, l.investment_id, i.key as investment_key, l.investment_detail_id, l.period,
    l.date_payment::text as date_payment, l.interests::text as interests, l.retentions::text as retentions, l.total::text as total, l.currency,
    l.beneficiary, l.rfc, l.clabe, l.reference, l.status, l.tracking_key, l.paid_on::text as paid_on, l.reason, l.version
  from payout_run_line l join investment i on i.id = l.investment_id`;

export async function runLines(db: Db, runId: number): Promise<LineRow[]> {
  return rowsOf<LineRow>(await db.execute(sql.raw(`${LINE_SELECT} where l.run_id = ${Number(runId)} order by l.reference`)));
}
