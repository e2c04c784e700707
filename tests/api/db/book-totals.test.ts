/**
 * The book's totals (schemas/book-totals.ts, migration 0016, docs/decisions/170) are what the rows give,
 * after every kind of write and inside the writing transaction itself: inserts, updates that move a row
 * from one key to another, deletes, soft deletes and reactivations, a parent that changes status or
 * currency, a rollback. Then the screens' answers from the totals are the answers from the rows.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import type { Db } from '../../../server/db/client.ts';
import { todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { formatMoney } from '../../../server/domain/money.ts';
import { figuresFromRows, figuresFromTotals, interestByMonthFromRows, interestByMonthFromTotals } from '../../../server/routes/investments/analytics-queries.ts';
import { calendarDayTotals, calendarDetailCount, portfolioTotals } from '../../../server/routes/loans/loans-report-totals.ts';
import { calendarDaysOfRows, inCalendarRange, portfolioOfRows } from '../../../server/routes/loans/loans-reports.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { useBookApp } from '../../helpers/book-app.ts';
import { createInvestment, storedSchedule } from '../investments/support.ts';
import { createLoan, loanDetails } from '../loans/loan-fixtures.ts';

type Row = Record<string, unknown>;
// 100 loans, 4 investors: a few hundred details, dozens of candidates and loans in collections.
const t = useBookApp();

const money = (expression: string) => `(${expression})::numeric(20, 2)::text`;

/** Each summary as kept (keys counting nothing left out), and as the rows give it, in key order. */
const SUMMARIES: Record<string, { kept: string; rows: string }> = {
  loan_total: {
    kept: `select currency_id, status_id, unpaid_since::text, loans as n, ${money('amount')} as amount from loan_total where loans <> 0 or amount <> 0 order by 1, 2, 3`,
    // unpaid_since from the details themselves, not the loan's column: both triggers are checked.
    rows: `select l.currency_id, l.status_id, coalesce((select min(d.expiration_doc) from loan_detail d where d.loan_id = l.id and d.status_id not in (6, 10)), 'infinity')::text as unpaid_since,
             count(*)::int as n, ${money('sum(l.amount)')} as amount from loan l group by 1, 2, 3 order by 1, 2, 3`,
  },
  loan_day_total: {
    kept: `select expiration_doc::text, currency_id, loan_status_id, status_id, details as n, ${money('amount')} as amount from loan_day_total where details <> 0 or amount <> 0 order by 1, 2, 3, 4`,
    rows: `select d.expiration_doc::text, l.currency_id, l.status_id as loan_status_id, d.status_id, count(*)::int as n, ${money('sum(d.amount)')} as amount
           from loan_detail d join loan l on l.id = d.loan_id group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  },
  investment_total: {
    kept: `select status_id, currency_id, investments as n, ${money('amount')} as amount from investment_total where investments <> 0 or amount <> 0 order by 1, 2`,
    rows: `select status_id, currency_id, count(*)::int as n, ${money('sum(amount)')} as amount from investment where status_id is not null group by 1, 2 order by 1, 2`,
  },
  investment_day_total: {
    kept: `select status_id, currency_id, date_payment::text, paid, payments as n, ${money('interests')} as interests, ${money('retentions')} as retentions, ${money('total_to_pay')} as total_to_pay
           from investment_day_total where payments <> 0 or interests <> 0 or retentions <> 0 or total_to_pay <> 0 order by 1, 2, 3, 4`,
    rows: `select i.status_id, i.currency_id, d.date_payment::text, d.paid_at is not null as paid, count(*)::int as n,
             ${money('sum(d.interests)')} as interests, ${money('sum(d.retentions)')} as retentions, ${money('sum(d.total_to_pay)')} as total_to_pay
           from investment_detail d join investment i on i.id = d.investment_id
           where d.deleted_at is null and i.status_id is not null group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  },
};

const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : (result as { rows: Row[] }).rows);
const run = async (db: Db, text: string): Promise<Row[]> => rowsOf(await db.execute(sql.raw(text)));

/** Every summary, as kept and as the rows give it, read through `db` (a transaction sees its own writes). */
async function summaries(db: Db) {
  const kept: Record<string, Row[]> = {};
  const fromRows: Record<string, Row[]> = {};
  for (const [name, { kept: keptSql, rows }] of Object.entries(SUMMARIES)) {
    kept[name] = await run(db, keptSql);
    fromRows[name] = await run(db, rows);
  }
  return { kept, fromRows };
}

async function expectTotalsRight(db: Db, step: string) {
  const { kept, fromRows } = await summaries(db);
  for (const name of Object.keys(SUMMARIES)) expect(kept[name], `${name} after ${step}`).toEqual(fromRows[name]);
}

/** Writes of every kind to the four tables, the totals checked after each, inside `tx`. */
async function writeEveryKind(tx: Db, tag: string) {
  const [loan] = await run(
    tx,
    `insert into loan (intelisis_id, mov, mov_id, customer_id, company_id, agent_id, emission, expiration, days, amount, interests, currency_id, exchange_rate, status_id, vat_treatment)
     values ('T-TOT-${tag}', 'Préstamo', 'TOT', 2, 1, 1, '2025-06-10', '2025-09-10', 5, 300000, 18, 1, 0, 3, 'nominal') returning id`,
  );
  const [other] = await run(
    tx,
    `insert into loan (intelisis_id, mov, mov_id, customer_id, company_id, agent_id, emission, expiration, days, amount, interests, currency_id, exchange_rate, status_id, vat_treatment)
     values ('T-TOT2-${tag}', 'Préstamo', 'TOT2', 2, 1, 1, '2025-06-10', '2025-09-10', 5, 200000, 18, 2, 18.5, 3, 'nominal') returning id`,
  );
  await expectTotalsRight(tx, 'inserting loans');
  const details = await run(
    tx,
    `insert into loan_detail (loan_id, period, date_doc, expiration_doc, days, principal, interest, amount, status_id)
     values (${loan.id}, 1, '2025-07-10', '2025-07-15', 30, 100000, 4500, 104500.00, 5),
            (${loan.id}, 2, '2025-08-10', '2025-08-15', 31, 100000, 4650, 104650.00, 7),
            (${loan.id}, 3, '2025-09-10', '2099-09-15', 31, 100000, 4650, 104650.00, 5)
     returning id`,
  );
  await expectTotalsRight(tx, 'inserting details');
  await run(tx, `update loan_detail set status_id = ${STATUS.paid} where id = ${details[0].id}`);
  await run(tx, `update loan_detail set amount = 99999.99, expiration_doc = '2025-08-20' where id = ${details[1].id}`);
  await run(tx, `update loan_detail set status_id = ${STATUS.chargeGenerated} where id = ${details[1].id}`);
  await run(tx, `update loan_detail set loan_id = ${other.id} where id = ${details[2].id}`);
  // A write that changes nothing the totals count (a CFDI attached).
  await run(tx, `update loan_detail set cfdi_pdf_location = '/api/files/x.pdf' where loan_id = ${loan.id}`);
  await expectTotalsRight(tx, 'updating details');
  await run(tx, `update loan set status_id = ${STATUS.concluded}, currency_id = 2 where id = ${loan.id}`);
  await run(tx, `update loan set amount = 310000 where id = ${loan.id}`);
  await expectTotalsRight(tx, "changing a loan's status, currency and amount");
  await run(tx, `update loan set status_id = ${STATUS.inProcess} where id = ${loan.id}`);
  await run(tx, `delete from loan_detail where id = ${details[0].id}`);
  await expectTotalsRight(tx, 'deleting a detail');
  await run(tx, `delete from loan_detail where loan_id in (${loan.id}, ${other.id})`);
  await run(tx, `delete from loan where id in (${loan.id}, ${other.id})`);
  await expectTotalsRight(tx, 'deleting loans');

  const [investment] = await run(
    tx,
    `insert into investment (key, user_id, intelisis_id, amount, emission, duration, currency_id, status_id, contract)
     values ('T-TOT-${tag}', (select min(user_id) from investment), 'ITL-T', 500000, '2025-01-15', '3', 1, ${STATUS.inProcess}, '/api/files/c.pdf') returning id`,
  );
  const [unset] = await run(
    tx,
    `insert into investment (key, user_id, intelisis_id, amount, emission, duration, currency_id, contract)
     values ('T-TOT-U-${tag}', (select min(user_id) from investment), 'ITL-T', 700000, '2025-01-15', '3', 2, '/api/files/c.pdf') returning id`,
  );
  const payments = await run(
    tx,
    `insert into investment_detail (investment_id, date_payment, days, interests, retentions, total_to_pay, expiration_payment, status_id)
     select i, d, 30, 4583.33, 7.50, 4575.83, d + 5, ${STATUS.pending}
     from unnest(array[${investment.id}, ${investment.id}, ${investment.id}, ${unset.id}]) with ordinality as u(i, k)
     cross join lateral (select ('2025-01-15'::date + make_interval(months => k::int))::date as d) x
     returning id`,
  );
  await expectTotalsRight(tx, 'inserting investments and payments');
  await run(tx, `update investment_detail set paid_at = date_payment + 1, status_id = ${STATUS.paid} where id = ${payments[0].id}`);
  await run(tx, `update investment_detail set deleted_at = now() where id in (${payments[1].id}, ${payments[2].id})`);
  await expectTotalsRight(tx, 'paying and soft-deleting payments');
  await run(tx, `update investment_detail set interests = 5000, deleted_at = null where id = ${payments[1].id}`);
  await run(tx, `update investment_detail set paid_at = date_payment where id = ${payments[2].id}`);
  await expectTotalsRight(tx, 'reactivating a payment, and paying a deleted one');
  await run(tx, `update investment set status_id = ${STATUS.concluded}, currency_id = 2, amount = 450000 where id = ${investment.id}`);
  await run(tx, `update investment set status_id = ${STATUS.inProcess} where id = ${unset.id}`);
  await expectTotalsRight(tx, "changing investments' status, currency and amount");
  await run(tx, `update investment_detail set deleted_at = null where id = ${payments[2].id}`);
  await run(tx, `delete from investment_detail where investment_id in (${investment.id}, ${unset.id}) and id <> ${payments[3].id}`);
  await expectTotalsRight(tx, 'deleting payments');
  await run(tx, `delete from investment_detail where id = ${payments[3].id}`);
  await run(tx, `delete from investment where id in (${investment.id}, ${unset.id})`);
  await expectTotalsRight(tx, 'deleting investments');
}

class RolledBack extends Error {}

describe('the book totals kept in the writes’ transaction', () => {
  it('are what the rows give after the book is seeded', async () => {
    const { kept } = await summaries(t.database.db);
    expect(kept.loan_day_total.length).toBeGreaterThan(50);
    expect(kept.investment_day_total.length).toBeGreaterThan(10);
    await expectTotalsRight(t.database.db, 'seeding a book');
  });

  it('follow inserts, updates, deletes and reactivations inside the transaction that writes them', async () => {
    await t.database.db.transaction(async (tx) => writeEveryKind(tx, 'commit'));
    await expectTotalsRight(t.database.db, 'the commit');
  });

  it('go back with a transaction rolled back', async () => {
    const before = await summaries(t.database.db);
    await expect(
      t.database.db.transaction(async (tx) => {
        await writeEveryKind(tx, 'rollback');
        // Left half done: a loan with details and a payment, then the whole is undone.
        const [loan] = await run(
          tx,
          `insert into loan (intelisis_id, mov, mov_id, customer_id, company_id, agent_id, emission, expiration, days, amount, interests, currency_id, exchange_rate, status_id, vat_treatment)
           values ('T-TOT-RB', 'Préstamo', 'RB', 2, 1, 1, '2025-06-10', '2025-09-10', 5, 300000, 18, 1, 0, 3, 'nominal') returning id`,
        );
        await run(tx, `insert into loan_detail (loan_id, period, date_doc, expiration_doc, days, principal, interest, amount, status_id) values (${loan.id}, 1, '2025-07-10', '2025-07-15', 30, 1, 1, 2, 5)`);
        await expectTotalsRight(tx, 'a write about to be rolled back');
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect((await summaries(t.database.db)).kept).toEqual(before.kept);
  });
});

describe('through the API, the screens answer from the totals what the rows answer', () => {
  const today = todayInMexicoCity(new Date());

  async function expectSameAnswers(step: string) {
    await expectTotalsRight(t.database.db, step);
    const db = t.database.db;
    // The route formats the amounts (a sum of nothing is "0" from the rows, "0.00" from a key counting nothing).
    const formatted = (rows: Row[]) => rows.map((r) => ({ ...r, ...Object.fromEntries(['active_principal', 'outstanding', 'overdue', 'collected'].map((k) => [k, formatMoney(String(r[k] ?? '0'))])) }));
    expect(formatted(await portfolioTotals(db, today)), step).toEqual(formatted(await portfolioOfRows(db, sql`true`, today)));
    for (const [from, to] of [[`${today.slice(0, 7)}-01`, today], ['2025-01-01', '2025-12-31'], ['2026-01-01', '2026-06-30']]) {
      const days = await calendarDaysOfRows(db, inCalendarRange(from, to, undefined), today);
      expect(await calendarDayTotals(db, from, to, today), `${step}, ${from} to ${to}`).toEqual(days);
      expect(await calendarDetailCount(db, from, to), `${step}, ${from} to ${to}`).toBe(days.reduce((n, d) => n + d.payments, 0));
    }
    for (const statusId of [STATUS.inProcess, STATUS.concluded]) {
      const filter = { userId: undefined, statusId, today };
      expect(await figuresFromTotals(t.database, filter), step).toEqual(await figuresFromRows(t.database, filter));
      expect(await interestByMonthFromTotals(t.database, filter), step).toEqual(await interestByMonthFromRows(t.database, filter));
    }
  }

  it('follow a loan paid, charged, recalculated and closed', async () => {
    await expectSameAnswers('seeding');
    const loan = await createLoan(t, { intelisis_id: 'T-TOT-API', customer_id: 3, emission: '2025-01-10', expiration: '2025-05-10' });
    await expectSameAnswers('creating a loan');
    const details = await loanDetails(t, loan.id);
    expect((await apiCall(t.app, 'PUT', `/api/loan_detail/${details[0].id}`, { status_id: STATUS.paid })).status).toBe(200);
    expect((await apiCall(t.app, 'POST', '/api/loan/charge', { loan_id: loan.id })).status).toBe(200);
    await expectSameAnswers('paying and charging');
    expect((await apiCall(t.app, 'POST', '/api/loan/recalculate', { id: loan.id, interests: '24' })).status).toBe(200);
    await expectSameAnswers('recalculating');
    for (const detail of await loanDetails(t, loan.id)) {
      if (detail.status_id !== STATUS.paid) expect((await apiCall(t.app, 'PUT', `/api/loan_detail/${detail.id}`, { status_id: STATUS.paid })).status).toBe(200);
    }
    const closed = await apiCall(t.app, 'PATCH', `/api/loan/${loan.id}/close`, { date_payment: today });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    await expectSameAnswers('closing');
  });

  it('follow an investment paid, its payment deleted and recovered, closed and another deleted', async () => {
    const investment = await createInvestment(t.app, t.database, { emission: '2025-03-15' });
    const schedule = await storedSchedule(t.database, investment.id);
    await expectSameAnswers('creating an investment');
    expect((await apiCall(t.app, 'POST', '/api/payments', { investment_detail_id: schedule[0].id, paid_at: '2025-04-16' })).status).toBe(201);
    expect((await apiCall(t.app, 'DELETE', `/api/investment_detail/${schedule[5].id}`)).status).toBe(200);
    await expectSameAnswers('paying and deleting a payment');
    expect((await apiCall(t.app, 'PATCH', `/api/investment_detail/${schedule[5].id}/recovery`)).status).toBe(200);
    await expectSameAnswers('recovering the payment');
    const closed = await apiCall(t.app, 'PATCH', `/api/investment/${investment.id}/close`, { date_payment: schedule[2].date_payment });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    await expectSameAnswers('closing');
    const other = await createInvestment(t.app, t.database, { currency_id: 2 });
    await expectSameAnswers('creating another');
    expect((await apiCall(t.app, 'DELETE', `/api/investment/${other.id}`)).status).toBe(200);
    await expectSameAnswers('deleting it');
  });
});
