/**
 * Investors' month statements (docs/decisions/252). The list and GET one are the generic
 * routes of investor_statement (an investor reads only theirs).
 *
 *   POST investor_statements/generate {month, batch?}   makes the month's statements of every investor
 *        with capital in it, one per currency, up to `batch` per call, and answers the progress (made,
 *        remaining); calling again continues, and once all are made it makes nothing (one per investor,
 *        month and currency: a unique index). A statement whose periods were written after it (a payment
 *        settled later) is stale and is made again, the same row with its figures and PDF anew (decision 255).
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { entities } from '../../../schemas/index.ts';
import type { Db } from '../../db/client.ts';
import { z } from 'zod';
import { investorStatement } from '../../../schemas/investor-statement.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import { writeAudit } from '../../crud/audit.ts';
import { renderStatementPdf, type StatementFigures, type StatementPayment } from '../../adapters/statement-pdf.ts';
import { monthWindow } from '../../domain/payout-bank-file.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { msg } from '../../i18n/localized.ts';
import { putDocument, recordDocument } from '../../stores/documents.ts';
import { PAYOUT_MODULE, isUniqueViolation, staffOnly } from './payout-runs.ts';
import { rowsOf } from './payout-store.ts';

const BATCH = 20;
const generateBody = z.strictObject({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'statements.month'), batch: z.coerce.number().int().min(1).max(100).optional() });

interface Pending {
  user_id: number;
  currency: string;
  investor: string;
  rfc: string | null;
  language: string | null;
}

export async function investorStatementRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const I = entities.investment.table;

  /**
   * Every investor and currency with capital in the month, whether its statement is made, and whether it is
   * stale: a period of theirs that it reads (falling due in the month, paid in it, or due by its end and
   * unpaid) was written after the statement was (decision 255), e.g. a payment settled later.
   */
  async function monthInvestors(from: string, to: string): Promise<(Pending & { made: boolean; stale: boolean })[]> {
    return rowsOf(
      await db.execute(sql`
        select p.*, s.id is not null as made,
          coalesce(exists (select 1 from investment_detail d join investment i on i.id = d.investment_id join currency c on c.id = i.currency_id
            where i.user_id = p.user_id and c.code = p.currency and d.updated_at > s.updated_at
              and (d.date_payment between ${from}::date and ${to}::date or d.paid_at between ${from}::date and ${to}::date or (d.date_payment <= ${to}::date and d.paid_at is null))), false) as stale
        from (select i.user_id::int as user_id, c.code as currency, u.name as investor, u.rfc, u.language
          from investment i join currency c on c.id = i.currency_id join users u on u.id = i.user_id
          where i.emission <= ${to}::date and i.expiration >= ${from}::date
          group by i.user_id, c.code, u.name, u.rfc, u.language) p
        left join investor_statement s on s.user_id = p.user_id and s.month = ${from.slice(0, 7)} and s.currency = p.currency
        order by p.investor, p.user_id, p.currency`),
    );
  }

  async function figuresOf(tx: Db, p: Pending, from: string, to: string): Promise<StatementFigures> {
    const mine = sql`i.user_id = ${p.user_id} and c.code = ${p.currency}`;
    const [f] = rowsOf<Record<'opening_capital' | 'interests' | 'retentions' | 'paid' | 'closing_balance', string>>(
      await tx.execute(sql`
        select
          (select coalesce(sum(i.amount), 0) from investment i join currency c on c.id = i.currency_id where ${mine} and i.emission < ${from}::date and i.expiration >= ${from}::date)::numeric(18,2)::text as opening_capital,
          coalesce(sum(d.interests) filter (where d.date_payment between ${from}::date and ${to}::date), 0)::numeric(18,2)::text as interests,
          coalesce(sum(d.retentions) filter (where d.date_payment between ${from}::date and ${to}::date), 0)::numeric(18,2)::text as retentions,
          coalesce(sum(d.total_to_pay) filter (where d.paid_at between ${from}::date and ${to}::date), 0)::numeric(18,2)::text as paid,
          ((select coalesce(sum(i.amount), 0) from investment i join currency c on c.id = i.currency_id where ${mine} and i.emission <= ${to}::date and i.expiration > ${to}::date)
            + coalesce(sum(d.total_to_pay) filter (where d.date_payment <= ${to}::date and (d.paid_at is null or d.paid_at > ${to}::date)), 0))::numeric(18,2)::text as closing_balance
        from investment_detail d join investment i on i.id = d.investment_id join currency c on c.id = i.currency_id
        where d.deleted_at is null and ${mine}`),
    );
    const payments = rowsOf<StatementPayment>(
      await tx.execute(sql`select i.key as investment, d.date_payment::text as date_payment, d.paid_at::text as paid_at, d.interests::text as interests, d.retentions::text as retentions,
          d.total_to_pay::text as total, (select l.tracking_key from payout_run_line l where l.investment_detail_id = d.id and l.status = 'paid' limit 1) as tracking_key
        from investment_detail d join investment i on i.id = d.investment_id join currency c on c.id = i.currency_id
        where d.deleted_at is null and ${mine} and d.paid_at between ${from}::date and ${to}::date
        order by d.paid_at, i.key, d.date_payment`),
    );
    return { investor: p.investor, rfc: p.rfc, month: from.slice(0, 7), currency: p.currency, ...f, payments };
  }

  app.post('/investor_statements/generate', { config: { module: PAYOUT_MODULE, action: 'create', writes: 'none' }, schema: { tags: ['investor_statement'], summary: "Make the month's statements of every investor, a batch per call (progress answered)" } }, async (request) => {
    staffOnly(request);
    const parsed = generateBody.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const { from, to } = monthWindow(`${parsed.data.month}-01`);
    const everyone = await monthInvestors(from, to);
    const pending = everyone.filter((p) => !p.made || p.stale);
    let madeNow = 0;
    for (const p of pending.slice(0, parsed.data.batch ?? BATCH)) {
      try {
        await db.transaction(async (t) => {
          const tx: Db = t;
          // The investor's investments held against writers first: a payment of theirs either committed before
          // the figures are read (and is in them) or waits, and then is written after this statement (decision 255).
          await tx.select({ id: I.id }).from(I).where(eq(I.user_id, p.user_id)).orderBy(asc(I.id)).for('share');
          const figures = await figuresOf(tx, p, from, to);
          const pdf = await renderStatementPdf(figures, p.language === 'en' ? 'en' : 'es');
          const document = await putDocument(app.files, `estado-de-cuenta-${figures.month}-${p.currency}.pdf`, '.pdf', pdf, tx);
          await recordDocument(tx, request.actor, document);
          const values = {
            opening_capital: figures.opening_capital, interests: figures.interests, retentions: figures.retentions, paid: figures.paid,
            closing_balance: figures.closing_balance, payments: figures.payments.length, pdf_location: document.url,
          };
          const S = investorStatement.table;
          const mine = and(eq(S.user_id, p.user_id), eq(S.month, figures.month), eq(S.currency, p.currency));
          const [before] = await tx.select().from(S).where(mine).limit(1).for('update');
          // The moment of the write, after the lock and the figures: what is written later reads as later.
          const now = sql`clock_timestamp()` as never;
          if (!before) {
            const [row] = await tx.insert(S).values({ user_id: p.user_id, month: figures.month, currency: p.currency, ...values, created_at: now, updated_at: now }).returning();
            await writeAudit(tx, request.actor, { entity: investorStatement.name, entityId: row.id, action: 'create', after: row });
          } else {
            const [row] = await tx.update(S).set({ ...values, updated_at: now, version: sql`${S.version} + 1` as never }).where(eq(S.id, before.id)).returning();
            await writeAudit(tx, request.actor, { entity: investorStatement.name, entityId: row.id, action: 'update', before, after: row });
          }
        });
        madeNow++;
      } catch (error) {
        // Made meanwhile by someone else generating the same month: it is made, once.
        if (!isUniqueViolation(error, 'investor_statement_once_uq')) throw error;
      }
    }
    if (everyone.length === 0) throw new HttpError(422, msg('statements.none'));
    const remaining = Math.max(0, pending.length - madeNow);
    const stale = everyone.filter((p) => p.made && p.stale).length;
    return { data: { month: parsed.data.month, statements: everyone.length, made: everyone.length - remaining, made_now: madeNow, remaining, stale } };
  });
}
