ALTER TABLE "loan" ADD COLUMN "unpaid_since" date;--> statement-breakpoint
CREATE INDEX "loan_unpaid_since_sort_idx" ON "loan" USING btree ("unpaid_since","id");--> statement-breakpoint
CREATE INDEX "loan_status_id_unpaid_since_idx" ON "loan" USING btree ("status_id","unpaid_since","id");--> statement-breakpoint
-- loan.unpaid_since (docs/decisions/146): the payment date of the loan's oldest detail neither paid (6) nor
-- cancelled (10), kept by the database in the transaction of every write to loan_detail, whichever code writes it.
-- Statement triggers with transition tables: a schedule of sixty details recomputes its loan once; the touched loans
-- are joined by id (an IN over a transition table, which has no statistics, planned badly on a 60,000-row insert).
CREATE FUNCTION loan_unpaid_since_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE loan SET unpaid_since = u.since
    FROM (SELECT t.loan_id, (SELECT min(d.expiration_doc) FROM loan_detail d WHERE d.loan_id = t.loan_id AND d.status_id NOT IN (6, 10)) AS since
          FROM (SELECT DISTINCT loan_id FROM old_details) t) u
    WHERE loan.id = u.loan_id AND loan.unpaid_since IS DISTINCT FROM u.since;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE loan SET unpaid_since = u.since
    FROM (SELECT t.loan_id, (SELECT min(d.expiration_doc) FROM loan_detail d WHERE d.loan_id = t.loan_id AND d.status_id NOT IN (6, 10)) AS since
          FROM (SELECT DISTINCT loan_id FROM new_details) t) u
    WHERE loan.id = u.loan_id AND loan.unpaid_since IS DISTINCT FROM u.since;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_detail_unpaid_since_insert AFTER INSERT ON loan_detail REFERENCING NEW TABLE AS new_details FOR EACH STATEMENT EXECUTE FUNCTION loan_unpaid_since_refresh();
--> statement-breakpoint
CREATE TRIGGER loan_detail_unpaid_since_update AFTER UPDATE ON loan_detail REFERENCING OLD TABLE AS old_details NEW TABLE AS new_details FOR EACH STATEMENT EXECUTE FUNCTION loan_unpaid_since_refresh();
--> statement-breakpoint
CREATE TRIGGER loan_detail_unpaid_since_delete AFTER DELETE ON loan_detail REFERENCING OLD TABLE AS old_details FOR EACH STATEMENT EXECUTE FUNCTION loan_unpaid_since_refresh();
--> statement-breakpoint
UPDATE loan SET unpaid_since = u.since FROM (SELECT loan_id, min(expiration_doc) AS since FROM loan_detail WHERE status_id NOT IN (6, 10) GROUP BY loan_id) u WHERE u.loan_id = loan.id;
