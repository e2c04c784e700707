/**
 * A real firm's book, set-based: scale 1 is 5,000 loans with about 60,000 details over 500
 * customers, and 200 investors with 12 investments of 12 payments each; scale N is N times that. Every
 * table is filled by `INSERT ... SELECT generate_series` in batches, ids after the rows already there
 * (so it runs on the seeded demo database), dates relative to today so every screen has rows:
 *
 * - loans disbursed over the last two years, 6 to 18 monthly periods; one in ten in dollars, one in
 *   five concluded (every period paid);
 * - on running loans, a period past its payment date is paid, except on one loan in five, where about
 *   one in three is expired (a third of those charged): collections has about one running loan in five;
 * - a period whose cut-off has passed has its CFDI, except about one in six (invoice candidates);
 * - investments started over the last two years, payments before today paid.
 */
import type { Database } from '../server/db/client.ts';

export const BOOK_LOANS = 5_000;
export const BOOK_CUSTOMERS = 500;
export const BOOK_INVESTORS = 200;
const INVESTMENTS_PER_INVESTOR = 12;
const PAYMENTS_PER_INVESTMENT = 12;
/** Loans a statement inserts the details of: about 60,000 details. */
const LOAN_BATCH = 5_000;
const TODAY = `(now() at time zone 'America/Mexico_City')::date`;

const maxId = async (database: Database, table: string) => Number((await database.query<{ n: number }>(`select coalesce(max(id), 0)::int as n from ${table}`))[0].n);

/** Moves the table's id sequence past the rows inserted with explicit ids. */
const syncSequence = (database: Database, table: string) =>
  database.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);

export interface BookCounts {
  customers: number;
  loans: number;
  loanDetails: number;
  investors: number;
  investments: number;
  payments: number;
}

export async function seedBook(database: Database, scale: number, progress: (line: string) => void = () => undefined): Promise<BookCounts> {
  if (!(scale > 0)) throw new Error(`expected a scale above 0, got: ${scale}`);
  const customers = Math.round(BOOK_CUSTOMERS * scale);
  const loans = Math.round(BOOK_LOANS * scale);
  const investors = Math.round(BOOK_INVESTORS * scale);
  const run = `${Date.now().toString(36)}`;

  const customerBase = await maxId(database, 'customer');
  await database.query(
    `insert into customer (id, clave, name, rfc, fiscal_postal_code, fiscal_regime, cfdi_use)
     select $1::int + g, 'BK${run}-' || g, 'Cliente ' || g || ' ' || (array['Comercial','Agrícola','Transportes','Servicios','Industrial'])[1 + g % 5] || ' SA de CV',
            'BKC' || lpad((g % 1000000)::text, 6, '0') || 'AB' || (g % 10), lpad((10000 + g * 37 % 89999)::text, 5, '0'), '601', 'G03'
     from generate_series(1, $2::int) g`,
    [customerBase, customers],
  );
  await syncSequence(database, 'customer');
  progress(`${customers} customers`);

  const loanBase = await maxId(database, 'loan');
  const detailsBefore = await maxId(database, 'loan_detail');
  for (let from = 1; from <= loans; from += LOAN_BATCH) {
    const to = Math.min(loans, from + LOAN_BATCH - 1);
    // months = 6 + n % 13 (6 to 18); emission up to 730 days ago; concluded when n % 5 = 0 and fully past.
    await database.query(
      `insert into loan (id, intelisis_id, mov, mov_id, customer_id, company_id, agent_id, emission, expiration, days, amount, interests,
                         currency_id, exchange_rate, status_id, date_payment, vat_treatment)
       select $1::int + n, 'BK${run}-' || lpad(n::text, 7, '0'), 'Préstamo', lpad(n::text, 7, '0'), $2::int + 1 + (n * 7919) % $3::int,
              1 + n % 2, 1 + n % 2, e, (e + make_interval(months => 6 + n % 13))::date, 5,
              (100000 + (n * 7907) % 40 * 25000)::numeric(18, 2), (12 + n % 9)::numeric(8, 4),
              case when n % 10 = 0 then 2 else 1 end, case when n % 10 = 0 then 18.35 else 0 end,
              case when n % 5 = 0 and (e + make_interval(months => 6 + n % 13))::date + 5 < ${TODAY} then 4 else 3 end,
              case when n % 5 = 0 and (e + make_interval(months => 6 + n % 13))::date + 5 < ${TODAY} then (e + make_interval(months => 6 + n % 13))::date + 5 end,
              'nominal'
       from generate_series($4::int, $5::int) n, lateral (select (${TODAY} - (n * 7877) % 730)::date as e) d`,
      [loanBase, customerBase, customers, from, to],
    );
    await database.query(
      `insert into loan_detail (loan_id, period, date_doc, expiration_doc, days, principal, interest, amount, status_id, cfdi_pdf_location, cfdi_xml_location)
       select l.id, p, cut, cut + 5, 30, principal, interest, principal + interest,
              case when l.status_id = 4 then 6
                   when cut + 5 >= ${TODAY} then 5
                   when (l.id - $1::int) % 5 <> 1 or (l.id * 31 + p * 17) % 3 <> 0 then 6
                   when (l.id + p) % 3 = 0 then 8 else 7 end,
              case when cut <= ${TODAY} and (l.id * 13 + p * 7) % 6 <> 0 then '/api/files/book-cfdi.pdf' end,
              case when cut <= ${TODAY} and (l.id * 13 + p * 7) % 6 <> 0 then '/api/files/book-cfdi.xml' end
       from loan l
       cross join lateral generate_series(1, 6 + (l.id - $1::int) % 13) p
       cross join lateral (select (l.emission + make_interval(months => p))::date as cut,
                                  round(l.amount / (6 + (l.id - $1::int) % 13), 2) as principal,
                                  round(l.amount * l.interests / 1200, 2) as interest) s
       where l.id between $1::int + $2::int and $1::int + $3::int`,
      [loanBase, from, to],
    );
    progress(`${to} of ${loans} loans with their details`);
  }
  await syncSequence(database, 'loan');
  const loanDetails = (await maxId(database, 'loan_detail')) - detailsBefore;

  const userBase = await maxId(database, 'users');
  await database.query(
    `insert into users (id, key, username, name, rfc, curp, bank_name, bank_account, bank_clabe, email, password, lada, phone, role_id, type, person_type, language)
     select $1::int + g, 'BKI${run}-' || g, 'bk${run}.' || g, 'Inversionista ' || (array['Ana','Luis','María','José','Sofía','Carlos','Lucía','Jorge'])[1 + g % 8] || ' ' || g,
            'BKIN' || lpad(g::text, 6, '0') || 'X1', 'BKIN' || lpad(g::text, 6, '0') || 'HDFXXX01', 'Banorte', lpad(g::text, 10, '0'),
            '0721800' || lpad(g::text, 11, '0'), 'bk${run}.' || g || '@book.test', '!no-password-set', '+52',
            '+52' || (7000000000 + ${Date.now() % 100_000} * 10000 + g)::text, 5, 'inversionista', 'fisica', 'es'
     from generate_series(1, $2::int) g`,
    [userBase, investors],
  );
  await syncSequence(database, 'users');
  const investmentBase = await maxId(database, 'investment');
  const investments = investors * INVESTMENTS_PER_INVESTOR;
  await database.query(
    `insert into investment (id, key, user_id, intelisis_id, amount, emission, duration, expiration, days, interests, retentions, total_to_pay, currency_id, status_id, contract)
     select $1::int + g, 'BKV${run}-' || g, $2::int + 1 + (g - 1) / ${INVESTMENTS_PER_INVESTOR}, 'ITL-BK-' || g, a, e, '${PAYMENTS_PER_INVESTMENT}',
            (e + interval '${PAYMENTS_PER_INVESTMENT} months')::date, 360, round(a * 0.11, 2), round(a * 0.11 * 0.0015, 2), round(a * 0.11 * 0.9985, 2),
            case when g % 10 = 0 then 2 else 1 end, case when (e + interval '${PAYMENTS_PER_INVESTMENT} months')::date < ${TODAY} then 4 else 3 end,
            '/api/files/book-contract.pdf'
     from generate_series(1, $3::int) g, lateral (select (100000 + g * 7919 % 20 * 50000)::numeric(18, 2) as a, (${TODAY} - (g * 7877) % 730)::date as e) v`,
    [investmentBase, userBase, investments],
  );
  await syncSequence(database, 'investment');
  await database.query(
    `insert into investment_detail (investment_id, date_payment, days, interests, retentions, total_to_pay, expiration_payment, status_id, paid_at)
     select i.id, dp, 30, round(i.amount * 0.11 / 12, 2), round(i.amount * 0.11 / 12 * 0.0015, 2), round(i.amount * 0.11 / 12 * 0.9985, 2), dp + 5,
            case when dp < ${TODAY} then 6 else 5 end, case when dp < ${TODAY} then dp + 1 end
     from investment i cross join lateral generate_series(1, ${PAYMENTS_PER_INVESTMENT}) p
     cross join lateral (select (i.emission + make_interval(months => p))::date as dp) d
     where i.id > $1::int`,
    [investmentBase],
  );
  progress(`${investors} investors, ${investments} investments, ${investments * PAYMENTS_PER_INVESTMENT} payments`);
  // Sign-in identifiers of the new investors (docs/decisions/125), as the seed's backfill writes them.
  await database.query(
    `insert into sign_in_identifier (user_id, field, key)
     select u.id, f.field, lower(case f.field when 'email' then u.email else u.username end)
     from users u cross join (values ('username'), ('email')) f(field) where u.id > $1::int`,
    [userBase],
  );
  // PostgreSQL's autovacuum would analyze tables this size on its own; PGlite has none.
  for (const table of ['customer', 'loan', 'loan_detail', 'users', 'investment', 'investment_detail']) await database.query(`vacuum analyze ${table}`);
  return { customers, loans, loanDetails, investors, investments, payments: investments * PAYMENTS_PER_INVESTMENT };
}
