CREATE TABLE "investment_day_total" (
	"status_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"date_payment" date NOT NULL,
	"paid" boolean NOT NULL,
	"payments" integer NOT NULL,
	"interests" numeric NOT NULL,
	"retentions" numeric NOT NULL,
	"total_to_pay" numeric NOT NULL,
	CONSTRAINT "investment_day_total_status_id_currency_id_date_payment_paid_pk" PRIMARY KEY("status_id","currency_id","date_payment","paid")
);
--> statement-breakpoint
CREATE TABLE "investment_total" (
	"status_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"investments" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "investment_total_status_id_currency_id_pk" PRIMARY KEY("status_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "loan_day_total" (
	"expiration_doc" date NOT NULL,
	"currency_id" integer NOT NULL,
	"loan_status_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"details" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "loan_day_total_expiration_doc_currency_id_loan_status_id_status_id_pk" PRIMARY KEY("expiration_doc","currency_id","loan_status_id","status_id")
);
--> statement-breakpoint
CREATE TABLE "loan_total" (
	"currency_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"unpaid_since" date NOT NULL,
	"loans" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "loan_total_currency_id_status_id_unpaid_since_pk" PRIMARY KEY("currency_id","status_id","unpaid_since")
);
--> statement-breakpoint
CREATE INDEX "loan_detail_status_id_date_doc_idx" ON "loan_detail" USING btree ("status_id","date_doc","id");--> statement-breakpoint
-- The book's totals (docs/decisions/170): kept by the database in the transaction of every write to loan, loan_detail,
-- investment and investment_detail, whichever code writes, as loan.unpaid_since is (0012). Statement triggers with
-- transition tables: each statement adds its rows' deltas, grouped by key, with one upsert per summary, in key order
-- (two transactions lock the rows they share in the same order). A key whose count falls to zero stays, counting
-- nothing: the keys are days, currencies and statuses, so the tables stay a few thousand rows at any size of book.
-- A loan with nothing unpaid counts under unpaid_since 'infinity'. A parent's status or currency moves its children
-- (their foreign keys restrict, so no parent is deleted with children).
CREATE FUNCTION loan_total_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO loan_total AS t (currency_id, status_id, unpaid_since, loans, amount)
    SELECT currency_id, status_id, coalesce(unpaid_since, 'infinity'), count(*), sum(amount)
    FROM new_loans GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (currency_id, status_id, unpaid_since) DO UPDATE SET loans = t.loans + excluded.loans, amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO loan_total AS t (currency_id, status_id, unpaid_since, loans, amount)
    SELECT currency_id, status_id, coalesce(unpaid_since, 'infinity'), -count(*), -sum(amount)
    FROM old_loans GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (currency_id, status_id, unpaid_since) DO UPDATE SET loans = t.loans + excluded.loans, amount = t.amount + excluded.amount;
  ELSE
    INSERT INTO loan_total AS t (currency_id, status_id, unpaid_since, loans, amount)
    SELECT currency_id, status_id, since, sum(n), sum(amount)
    FROM (SELECT currency_id, status_id, coalesce(unpaid_since, 'infinity') AS since, -1 AS n, -amount AS amount FROM old_loans
          UNION ALL
          SELECT currency_id, status_id, coalesce(unpaid_since, 'infinity'), 1, amount FROM new_loans) c
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (currency_id, status_id, unpaid_since) DO UPDATE SET loans = t.loans + excluded.loans, amount = t.amount + excluded.amount;
    -- A loan that changes status or currency takes its details' totals along.
    INSERT INTO loan_day_total AS t (expiration_doc, currency_id, loan_status_id, status_id, details, amount)
    SELECT d.expiration_doc, m.currency_id, m.status_id, d.status_id, sum(m.n), sum(m.n * d.amount)
    FROM (SELECT o.id, o.currency_id, o.status_id, -1 AS n FROM old_loans o JOIN new_loans w ON w.id = o.id
            WHERE (o.currency_id, o.status_id) IS DISTINCT FROM (w.currency_id, w.status_id)
          UNION ALL
          SELECT w.id, w.currency_id, w.status_id, 1 FROM old_loans o JOIN new_loans w ON w.id = o.id
            WHERE (o.currency_id, o.status_id) IS DISTINCT FROM (w.currency_id, w.status_id)) m
    JOIN loan_detail d ON d.loan_id = m.id
    GROUP BY 1, 2, 3, 4 HAVING sum(m.n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (expiration_doc, currency_id, loan_status_id, status_id) DO UPDATE SET details = t.details + excluded.details, amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_totals_insert AFTER INSERT ON loan REFERENCING NEW TABLE AS new_loans FOR EACH STATEMENT EXECUTE FUNCTION loan_total_refresh();
--> statement-breakpoint
CREATE TRIGGER loan_totals_update AFTER UPDATE ON loan REFERENCING OLD TABLE AS old_loans NEW TABLE AS new_loans FOR EACH STATEMENT EXECUTE FUNCTION loan_total_refresh();
--> statement-breakpoint
CREATE TRIGGER loan_totals_delete AFTER DELETE ON loan REFERENCING OLD TABLE AS old_loans FOR EACH STATEMENT EXECUTE FUNCTION loan_total_refresh();
--> statement-breakpoint
CREATE FUNCTION loan_day_total_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO loan_day_total AS t (expiration_doc, currency_id, loan_status_id, status_id, details, amount)
    SELECT d.expiration_doc, l.currency_id, l.status_id, d.status_id, count(*), sum(d.amount)
    FROM new_details d JOIN loan l ON l.id = d.loan_id
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (expiration_doc, currency_id, loan_status_id, status_id) DO UPDATE SET details = t.details + excluded.details, amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO loan_day_total AS t (expiration_doc, currency_id, loan_status_id, status_id, details, amount)
    SELECT d.expiration_doc, l.currency_id, l.status_id, d.status_id, -count(*), -sum(d.amount)
    FROM old_details d JOIN loan l ON l.id = d.loan_id
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (expiration_doc, currency_id, loan_status_id, status_id) DO UPDATE SET details = t.details + excluded.details, amount = t.amount + excluded.amount;
  ELSE
    INSERT INTO loan_day_total AS t (expiration_doc, currency_id, loan_status_id, status_id, details, amount)
    SELECT d.expiration_doc, l.currency_id, l.status_id, d.status_id, sum(d.n), sum(d.amount)
    FROM (SELECT loan_id, expiration_doc, status_id, -1 AS n, -amount AS amount FROM old_details
          UNION ALL
          SELECT loan_id, expiration_doc, status_id, 1, amount FROM new_details) d
    JOIN loan l ON l.id = d.loan_id
    GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 OR sum(d.amount) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (expiration_doc, currency_id, loan_status_id, status_id) DO UPDATE SET details = t.details + excluded.details, amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_detail_day_total_insert AFTER INSERT ON loan_detail REFERENCING NEW TABLE AS new_details FOR EACH STATEMENT EXECUTE FUNCTION loan_day_total_refresh();
--> statement-breakpoint
CREATE TRIGGER loan_detail_day_total_update AFTER UPDATE ON loan_detail REFERENCING OLD TABLE AS old_details NEW TABLE AS new_details FOR EACH STATEMENT EXECUTE FUNCTION loan_day_total_refresh();
--> statement-breakpoint
CREATE TRIGGER loan_detail_day_total_delete AFTER DELETE ON loan_detail REFERENCING OLD TABLE AS old_details FOR EACH STATEMENT EXECUTE FUNCTION loan_day_total_refresh();
--> statement-breakpoint
-- An investment without a status yet counts nowhere; a deleted (deleted_at) payment counts for nothing until reactivated.
CREATE FUNCTION investment_total_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO investment_total AS t (status_id, currency_id, investments, amount)
    SELECT status_id, currency_id, count(*), sum(amount)
    FROM new_investments WHERE status_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (status_id, currency_id) DO UPDATE SET investments = t.investments + excluded.investments, amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO investment_total AS t (status_id, currency_id, investments, amount)
    SELECT status_id, currency_id, -count(*), -sum(amount)
    FROM old_investments WHERE status_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (status_id, currency_id) DO UPDATE SET investments = t.investments + excluded.investments, amount = t.amount + excluded.amount;
  ELSE
    INSERT INTO investment_total AS t (status_id, currency_id, investments, amount)
    SELECT status_id, currency_id, sum(n), sum(amount)
    FROM (SELECT status_id, currency_id, -1 AS n, -amount AS amount FROM old_investments
          UNION ALL
          SELECT status_id, currency_id, 1, amount FROM new_investments) c
    WHERE status_id IS NOT NULL
    GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2
    ON CONFLICT (status_id, currency_id) DO UPDATE SET investments = t.investments + excluded.investments, amount = t.amount + excluded.amount;
    -- An investment that changes status or currency takes its payments' totals along.
    INSERT INTO investment_day_total AS t (status_id, currency_id, date_payment, paid, payments, interests, retentions, total_to_pay)
    SELECT m.status_id, m.currency_id, d.date_payment, d.paid_at IS NOT NULL, sum(m.n), sum(m.n * d.interests), sum(m.n * d.retentions), sum(m.n * d.total_to_pay)
    FROM (SELECT o.id, o.status_id, o.currency_id, -1 AS n FROM old_investments o JOIN new_investments w ON w.id = o.id
            WHERE (o.status_id, o.currency_id) IS DISTINCT FROM (w.status_id, w.currency_id)
          UNION ALL
          SELECT w.id, w.status_id, w.currency_id, 1 FROM old_investments o JOIN new_investments w ON w.id = o.id
            WHERE (o.status_id, o.currency_id) IS DISTINCT FROM (w.status_id, w.currency_id)) m
    JOIN investment_detail d ON d.investment_id = m.id AND d.deleted_at IS NULL
    WHERE m.status_id IS NOT NULL
    GROUP BY 1, 2, 3, 4 HAVING sum(m.n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (status_id, currency_id, date_payment, paid) DO UPDATE SET payments = t.payments + excluded.payments,
      interests = t.interests + excluded.interests, retentions = t.retentions + excluded.retentions, total_to_pay = t.total_to_pay + excluded.total_to_pay;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER investment_totals_insert AFTER INSERT ON investment REFERENCING NEW TABLE AS new_investments FOR EACH STATEMENT EXECUTE FUNCTION investment_total_refresh();
--> statement-breakpoint
CREATE TRIGGER investment_totals_update AFTER UPDATE ON investment REFERENCING OLD TABLE AS old_investments NEW TABLE AS new_investments FOR EACH STATEMENT EXECUTE FUNCTION investment_total_refresh();
--> statement-breakpoint
CREATE TRIGGER investment_totals_delete AFTER DELETE ON investment REFERENCING OLD TABLE AS old_investments FOR EACH STATEMENT EXECUTE FUNCTION investment_total_refresh();
--> statement-breakpoint
CREATE FUNCTION investment_day_total_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO investment_day_total AS t (status_id, currency_id, date_payment, paid, payments, interests, retentions, total_to_pay)
    SELECT i.status_id, i.currency_id, d.date_payment, d.paid_at IS NOT NULL, count(*), sum(d.interests), sum(d.retentions), sum(d.total_to_pay)
    FROM new_payments d JOIN investment i ON i.id = d.investment_id
    WHERE d.deleted_at IS NULL AND i.status_id IS NOT NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (status_id, currency_id, date_payment, paid) DO UPDATE SET payments = t.payments + excluded.payments,
      interests = t.interests + excluded.interests, retentions = t.retentions + excluded.retentions, total_to_pay = t.total_to_pay + excluded.total_to_pay;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO investment_day_total AS t (status_id, currency_id, date_payment, paid, payments, interests, retentions, total_to_pay)
    SELECT i.status_id, i.currency_id, d.date_payment, d.paid_at IS NOT NULL, -count(*), -sum(d.interests), -sum(d.retentions), -sum(d.total_to_pay)
    FROM old_payments d JOIN investment i ON i.id = d.investment_id
    WHERE d.deleted_at IS NULL AND i.status_id IS NOT NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (status_id, currency_id, date_payment, paid) DO UPDATE SET payments = t.payments + excluded.payments,
      interests = t.interests + excluded.interests, retentions = t.retentions + excluded.retentions, total_to_pay = t.total_to_pay + excluded.total_to_pay;
  ELSE
    INSERT INTO investment_day_total AS t (status_id, currency_id, date_payment, paid, payments, interests, retentions, total_to_pay)
    SELECT i.status_id, i.currency_id, d.date_payment, d.paid, sum(d.n), sum(d.interests), sum(d.retentions), sum(d.total_to_pay)
    FROM (SELECT investment_id, date_payment, paid_at IS NOT NULL AS paid, -1 AS n, -interests AS interests, -retentions AS retentions, -total_to_pay AS total_to_pay
            FROM old_payments WHERE deleted_at IS NULL
          UNION ALL
          SELECT investment_id, date_payment, paid_at IS NOT NULL, 1, interests, retentions, total_to_pay
            FROM new_payments WHERE deleted_at IS NULL) d
    JOIN investment i ON i.id = d.investment_id
    WHERE i.status_id IS NOT NULL
    GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 OR sum(d.interests) <> 0 OR sum(d.retentions) <> 0 OR sum(d.total_to_pay) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (status_id, currency_id, date_payment, paid) DO UPDATE SET payments = t.payments + excluded.payments,
      interests = t.interests + excluded.interests, retentions = t.retentions + excluded.retentions, total_to_pay = t.total_to_pay + excluded.total_to_pay;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER investment_detail_day_total_insert AFTER INSERT ON investment_detail REFERENCING NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION investment_day_total_refresh();
--> statement-breakpoint
CREATE TRIGGER investment_detail_day_total_update AFTER UPDATE ON investment_detail REFERENCING OLD TABLE AS old_payments NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION investment_day_total_refresh();
--> statement-breakpoint
CREATE TRIGGER investment_detail_day_total_delete AFTER DELETE ON investment_detail REFERENCING OLD TABLE AS old_payments FOR EACH STATEMENT EXECUTE FUNCTION investment_day_total_refresh();
--> statement-breakpoint
INSERT INTO loan_total (currency_id, status_id, unpaid_since, loans, amount)
SELECT currency_id, status_id, coalesce(unpaid_since, 'infinity'), count(*), sum(amount) FROM loan GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO loan_day_total (expiration_doc, currency_id, loan_status_id, status_id, details, amount)
SELECT d.expiration_doc, l.currency_id, l.status_id, d.status_id, count(*), sum(d.amount) FROM loan_detail d JOIN loan l ON l.id = d.loan_id GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO investment_total (status_id, currency_id, investments, amount)
SELECT status_id, currency_id, count(*), sum(amount) FROM investment WHERE status_id IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO investment_day_total (status_id, currency_id, date_payment, paid, payments, interests, retentions, total_to_pay)
SELECT i.status_id, i.currency_id, d.date_payment, d.paid_at IS NOT NULL, count(*), sum(d.interests), sum(d.retentions), sum(d.total_to_pay)
FROM investment_detail d JOIN investment i ON i.id = d.investment_id
WHERE d.deleted_at IS NULL AND i.status_id IS NOT NULL GROUP BY 1, 2, 3, 4;
