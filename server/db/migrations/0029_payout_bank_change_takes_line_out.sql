-- Payout runs (docs/decisions/250): the approver is never the preparer, and a change of an investor's
-- bank data or beneficiary (name, RFC, CLABE, bank, account) takes their lines still due out of every run,
-- with the reason: applied (bankChanged) or asked for and waiting on someone's approval (bankChangePending).
-- Here, where the data changes, so every door (profile, users screen, import, script) takes them out.
ALTER TABLE "payout_run" ADD CONSTRAINT "payout_run_four_eyes" CHECK ("approved_by" IS NULL OR "approved_by" <> "prepared_by");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payout_lines_out_on_bank_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  why text;
  investor integer;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF NEW.bank_clabe IS NOT DISTINCT FROM OLD.bank_clabe AND NEW.bank_name IS NOT DISTINCT FROM OLD.bank_name
       AND NEW.bank_account IS NOT DISTINCT FROM OLD.bank_account AND NEW.name IS NOT DISTINCT FROM OLD.name
       AND NEW.rfc IS NOT DISTINCT FROM OLD.rfc THEN
      RETURN NEW;
    END IF;
    why := 'bankChanged';
    investor := NEW.id;
  ELSE
    IF NEW.status <> 'pending' OR NOT (NEW.changes ?| ARRAY['bank_clabe', 'bank_name', 'bank_account', 'name', 'rfc']) THEN
      RETURN NEW;
    END IF;
    why := 'bankChangePending';
    investor := NEW.user_id;
  END IF;
  UPDATE "payout_run_line" SET "status" = 'excluded', "reason" = why, "version" = "version" + 1
    WHERE "user_id" = investor AND "status" = 'due';
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payout_lines_out_on_bank_change" AFTER UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "payout_lines_out_on_bank_change"();
--> statement-breakpoint
CREATE TRIGGER "payout_lines_out_on_bank_request" AFTER INSERT ON "profile_request" FOR EACH ROW EXECUTE FUNCTION "payout_lines_out_on_bank_change"();

--> statement-breakpoint
-- One statement per investor, month and currency: two generators at once cannot write it twice (docs/decisions/252).
CREATE UNIQUE INDEX "investor_statement_once_uq" ON "investor_statement" USING btree ("user_id","month","currency");
